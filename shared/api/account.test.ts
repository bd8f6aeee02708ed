import { describe, expect, it } from 'vitest';
import { accountUsageSchema, rateCardSchema } from './account';
import {
  billingProfileSchema,
  rechargeOrderSchema,
  rechargeRequestSchema,
  rechargeTaxPaisa,
  walletTransactionSchema,
} from './account-billing';
import { describeResource } from '../../test/support/shared/contract-kit';
import { describeZodError } from './describe';

describeResource('account usage', accountUsageSchema, {
  example: {
    wallet: { balancePaisa: 1234500, currency: 'INR' },
    usage: {
      last30Days: {
        totalCalls: 42,
        totalSpendPaisa: 48010,
        byEndpoint: [
          { endpoint: 'companies.unlock', calls: 1, spendPaisa: 33000 },
          { endpoint: 'companies.master', calls: 30, spendPaisa: 15000 },
          { endpoint: 'companies.filings.download', calls: 2, spendPaisa: 10 },
        ],
      },
    },
  },
  optional: [['wallet', 'currency'], ['usage'], ['usage', 'last30Days', 'totalCalls'], ['usage', 'last30Days', 'totalSpendPaisa']],
  extrasAt: [[], ['wallet'], ['usage', 'last30Days'], ['usage', 'last30Days', 'byEndpoint', 0]],
  messy: [[['usage', 'last30Days', 'byEndpoint', 0, 'calls'], '1', 1]],
  broken: [
    [['wallet', 'balancePaisa'], 12345.5, 'wallet.balancePaisa: expected int'],
    [['wallet', 'balancePaisa'], '1234500', 'wallet.balancePaisa: expected number'],
    [['usage', 'last30Days', 'byEndpoint', 1, 'spendPaisa'], undefined, 'usage.last30Days.byEndpoint[1].spendPaisa: expected number'],
  ],
});

describe('rate card', () => {
  const rows = [
    { endpoint: 'companies.master', pricePaisa: 450, defaultPricePaisa: 500 },
    { endpoint: 'custom.bulk', pricePaisa: 100, defaultPricePaisa: null },
  ];
  it('parses rows with endpoint, pricePaisa and nullable defaultPricePaisa, keeping extras', () => {
    expect(rateCardSchema.parse(rows)).toEqual(rows);
    expect(rateCardSchema.parse([{ ...rows[0], currency: 'INR' }])[0]).toHaveProperty('currency', 'INR');
  });
  it('refuses a float price or a missing key', () => {
    const bad = rateCardSchema.safeParse([{ endpoint: 'companies.master', pricePaisa: 4.5, defaultPricePaisa: 500 }]);
    expect(bad.success ? 'ok' : describeZodError(bad.error)).toBe('[0].pricePaisa: expected int');
    const noKey = rateCardSchema.safeParse([{ pricePaisa: 450, defaultPricePaisa: 500 }]);
    expect(noKey.success ? 'ok' : describeZodError(noKey.error)).toBe('[0].endpoint: expected string');
  });
});

describeResource('wallet transaction', walletTransactionSchema, {
  example: {
    id: 'txn_001',
    type: 'debit',
    amountPaisa: 33000,
    balanceAfterPaisa: 1201500,
    endpoint: 'companies.unlock',
    requestId: 'req_9f2',
    subject: 'U72200KA2009PTC049889',
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  optional: [['endpoint'], ['requestId'], ['subject']],
  extrasAt: [[]],
  messy: [],
  broken: [
    [['type'], 'refund', 'type: expected one of "debit", "credit"'],
    [['amountPaisa'], 330.5, 'amountPaisa: expected int'],
  ],
});

describe('recharge order', () => {
  it('adds 18 percent tax, rounded to the paisa', () => {
    expect(rechargeTaxPaisa(100000)).toBe(18000);
    expect(rechargeTaxPaisa(1)).toBe(0);
    expect(rechargeTaxPaisa(3)).toBe(1);
    expect(rechargeTaxPaisa(99999)).toBe(18000);
  });
  const order = { orderId: 'ord_1', amountPaisa: 100000, taxPaisa: 18000, totalPaisa: 118000, status: 'created', createdAt: '2026-11-21T10:00:00Z' };
  it('parses an order and keeps extras', () => {
    expect(rechargeOrderSchema.parse({ ...order, paymentUrl: 'https://pay.example/ord_1' })).toEqual({ ...order, paymentUrl: 'https://pay.example/ord_1' });
  });
  it('refuses a total that is not amount + tax, or an unknown status', () => {
    const bad = rechargeOrderSchema.safeParse({ ...order, totalPaisa: 100000 });
    expect(bad.success ? 'ok' : describeZodError(bad.error)).toBe('totalPaisa: totalPaisa must equal amountPaisa + taxPaisa');
    expect(rechargeOrderSchema.safeParse({ ...order, status: 'pending' }).success).toBe(false);
  });
  it('request body: a positive integer amount', () => {
    expect(rechargeRequestSchema.parse({ amountPaisa: 50000 })).toEqual({ amountPaisa: 50000 });
    expect(rechargeRequestSchema.safeParse({ amountPaisa: 0 }).success).toBe(false);
  });
});

describeResource('billing profile', billingProfileSchema, {
  example: { name: 'Rao & Associates', gstin: '29ABCDE1234F1Z5', address: '12 MG Road, Bengaluru 560001', email: 'accounts@rao.example' },
  optional: [],
  extrasAt: [[]],
  messy: [[['gstin'], '', null]],
  broken: [[['name'], '', 'name: Too small']],
});
