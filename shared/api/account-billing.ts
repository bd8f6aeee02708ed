/**
 * The account calls whose shapes the spec leaves "not shown": wallet ledger, recharge order and
 * status, billing profile, recharge history. These shapes are this project's choice, followed by
 * the emulator; they are loose (unknown fields kept) so a real service's extra fields survive, and
 * only the fields the app acts on are required.
 */
import { z } from 'zod';
import { isoDate } from './date-strings';
import { nullishString } from './messy';

const paisaAmount = z.number().int();

export const walletTransactionSchema = z.looseObject({
  id: z.string().min(1),
  type: z.enum(['debit', 'credit']),
  amountPaisa: paisaAmount.min(0),
  balanceAfterPaisa: paisaAmount,
  // The billed endpoint key, for debits; null for recharges.
  endpoint: z.string().nullable().optional(),
  requestId: z.string().nullable().optional(),
  // The CIN or DIN the call was about, when there was one.
  subject: z.string().nullable().optional(),
  createdAt: isoDate,
});

/** `data` of `GET /v1/account/wallet/transactions` (paged like the filing list). */
export const walletTransactionsSchema = z.array(walletTransactionSchema);

export const RECHARGE_TAX_RATE_PERCENT = 18;

/** Tax on a recharge in paisa: 18 percent, rounded half up to the paisa. */
export function rechargeTaxPaisa(amountPaisa: number): number {
  return Math.floor((amountPaisa * RECHARGE_TAX_RATE_PERCENT + 50) / 100);
}

export const rechargeStatusValueSchema = z.enum(['created', 'paid', 'failed']);

/** A recharge order: the amount credited to the wallet, the tax on it, and what is paid in total. */
export const rechargeOrderSchema = z
  .looseObject({
    orderId: z.string().min(1),
    amountPaisa: paisaAmount.min(1),
    taxPaisa: paisaAmount.min(0),
    totalPaisa: paisaAmount.min(1),
    status: rechargeStatusValueSchema,
    createdAt: isoDate,
  })
  .refine((o) => o.totalPaisa === o.amountPaisa + o.taxPaisa, {
    message: 'totalPaisa must equal amountPaisa + taxPaisa',
    path: ['totalPaisa'],
  });

/** Body of `POST /v1/account/wallet/recharge`. */
export const rechargeRequestSchema = z.looseObject({ amountPaisa: paisaAmount.min(1) });

/** `data` of `GET /v1/account/wallet/recharge/{orderId}/status`: the order as it stands. */
export const rechargeStatusSchema = rechargeOrderSchema;

/** `data` of `GET /v1/account/recharges`: newest first. */
export const rechargeListSchema = z.array(rechargeOrderSchema);

/** Billing profile: read by `GET`, written by `PUT /v1/account/billing` (same shape both ways). */
export const billingProfileSchema = z.looseObject({
  name: z.string().min(1),
  gstin: nullishString,
  address: z.string(),
  email: z.string(),
});

export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;
export type RechargeRequest = z.infer<typeof rechargeRequestSchema>;
export type BillingProfile = z.infer<typeof billingProfileSchema>;
