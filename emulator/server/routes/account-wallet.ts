/**
 * Wallet top-ups, their tax invoices, and the billing profile. The spec shows none of these shapes;
 * the emulator follows shared/api/account-billing.ts. A recharge is paid at once (no payment
 * gateway in the emulator): the wallet is credited the amount, the 18 percent tax is on top.
 */
import type { FastifyInstance } from 'fastify';
import { billingProfileSchema, rechargeRequestSchema, rechargeTaxPaisa } from '../../../shared/api/account-billing';
import { renderInvoicePdf } from '../../pdf/index';
import type { BillingProfile, RechargeRecord } from '../../state/records';
import { newId } from '../../state/store';
import { freeCall } from '../billing';
import type { Caller, EmulatorContext } from '../context';
import { fail } from '../failure';
import { param } from '../inputs';
import { iso, ok } from '../reply';

export const MAX_RECHARGE_PAISA = 1_000_000_000; // ₹1 crore per top-up
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

function orderData(r: RechargeRecord) {
  return { orderId: r.orderId, amountPaisa: r.amountPaisa, taxPaisa: r.taxPaisa, totalPaisa: r.totalPaisa, status: r.status, createdAt: iso(r.createdAt), invoiceNumber: r.invoiceNumber };
}

function billingOf(ctx: EmulatorContext, caller: Caller): BillingProfile {
  return ctx.state.billing.get(caller.account.id) ?? { name: caller.account.name, gstin: null, address: '', email: '' };
}

function ownRecharge(ctx: EmulatorContext, caller: Caller, orderId: string): RechargeRecord {
  const recharge = ctx.state.recharges.get(orderId);
  if (recharge === undefined || recharge.accountId !== caller.account.id) throw fail('NOT_FOUND', `No recharge ${orderId} on this account`);
  return recharge;
}

export function accountWalletRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/v1/account/wallet/recharge', async (req, reply) => {
    const parsed = rechargeRequestSchema.safeParse(req.body);
    if (!parsed.success || parsed.data.amountPaisa > MAX_RECHARGE_PAISA) {
      throw fail('BAD_REQUEST', `Body must be { "amountPaisa": integer from 1 to ${MAX_RECHARGE_PAISA} }`);
    }
    const caller = freeCall(req, 'account.wallet');
    const now = ctx.clock.now();
    const amountPaisa = parsed.data.amountPaisa;
    const taxPaisa = rechargeTaxPaisa(amountPaisa);
    const record = ctx.state.mutate(() => {
      const invoiceNumber = `INV-${new Date(now).getUTCFullYear()}-${String(ctx.state.recharges.size + 1).padStart(6, '0')}`;
      const recharge: RechargeRecord = {
        orderId: newId('ord'),
        accountId: caller.account.id,
        amountPaisa,
        taxPaisa,
        totalPaisa: amountPaisa + taxPaisa,
        status: 'paid',
        createdAt: now,
        invoiceNumber,
      };
      ctx.state.putRecharge(recharge);
      ctx.state.credit(caller.account.id, amountPaisa, recharge.orderId, now);
      return recharge;
    });
    return ok(reply, orderData(record), {}, 201);
  });

  app.get('/v1/account/wallet/recharge/:orderId/status', async (req, reply) => {
    const caller = freeCall(req, 'account.wallet');
    return ok(reply, orderData(ownRecharge(ctx, caller, param(req, 'orderId'))));
  });

  app.get('/v1/account/recharges', async (req, reply) => {
    const caller = freeCall(req, 'account.wallet');
    const rows = [...ctx.state.recharges.values()].filter((r) => r.accountId === caller.account.id).reverse();
    return ok(reply, rows.map(orderData));
  });

  app.get('/v1/account/invoices/:rechargeId/pdf', async (req, reply) => {
    const caller = freeCall(req, 'account.billing');
    const recharge = ownRecharge(ctx, caller, param(req, 'rechargeId'));
    const profile = billingOf(ctx, caller);
    const pdf = await renderInvoicePdf({
      invoiceNumber: recharge.invoiceNumber,
      rechargeId: recharge.orderId,
      accountName: profile.name,
      gstin: profile.gstin,
      amountPaisa: recharge.amountPaisa,
      taxPaisa: recharge.taxPaisa,
      totalPaisa: recharge.totalPaisa,
      issuedAt: iso(recharge.createdAt),
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${recharge.invoiceNumber}.pdf"`)
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  app.get('/v1/account/billing', async (req, reply) => ok(reply, billingOf(ctx, freeCall(req, 'account.billing'))));

  app.put('/v1/account/billing', async (req, reply) => {
    const parsed = billingProfileSchema.safeParse(req.body);
    const gstin = parsed.success ? (parsed.data.gstin ?? null) : null;
    if (!parsed.success || (gstin !== null && !GSTIN.test(gstin))) {
      throw fail('BAD_REQUEST', 'Body must be { name, gstin (15-character GSTIN or null), address, email }');
    }
    const caller = freeCall(req, 'account.billing');
    const profile: BillingProfile = { name: parsed.data.name, gstin, address: parsed.data.address, email: parsed.data.email };
    ctx.state.mutate(() => ctx.state.putBilling(caller.account.id, profile));
    return ok(reply, profile);
  });
}
