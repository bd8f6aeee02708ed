/**
 * Account calls (all free): usage and wallet, rate card, wallet ledger, recharges, billing profile,
 * invoices. Request bodies are validated with the catalogue's body schema before anything is sent.
 */
import type { z } from 'zod';
import { describeZodError } from '../../../shared/api/describe';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import type { BillingProfile, RechargeRequest } from '../../../shared/api/account-billing';
import type { EndpointCaller } from './endpoint-caller';
import { InvalidInputError } from './errors';
import type { CallOptions } from './exchange';
import { intArg, tokenArg } from './inputs';
import { apiErrorFrom, type ApiResponse, invalidReply, isSuccess } from './response';

function checkedBody<T>(schema: z.ZodType | undefined, body: T, what: string): T {
  const parsed = schema?.safeParse(body);
  if (parsed && !parsed.success) throw new InvalidInputError('INVALID_ARGUMENT', `${what}: ${describeZodError(parsed.error)}`, what);
  return body;
}

export interface InvoicePdf {
  bytes: Uint8Array;
  contentType: string;
}

export function accountCalls(caller: EndpointCaller) {
  const account = { subject: 'account' };
  return {
    /** Wallet balance and 30-day usage; works with both key kinds (they share one wallet). */
    getUsage: async (options?: CallOptions) => caller.json('account.usage', account, options),
    /** The account's rate card: one row per endpoint key it holds a price for. */
    getPricing: async (options?: CallOptions) => caller.json('account.pricing', account, options),
    async listWalletTransactions(page = 1, limit = 50, options?: CallOptions) {
      const query = { page: intArg('page', page, 1, Number.MAX_SAFE_INTEGER), limit: intArg('limit', limit, 1, 200) };
      return caller.json('account.transactions', { ...account, query }, options);
    },
    /** Creates a top-up order (tax added by the service). A POST: never repeated by the client. */
    createRecharge: async (request: RechargeRequest, options?: CallOptions) =>
      caller.json('account.recharge', { ...account, body: checkedBody(ENDPOINTS['account.recharge'].bodySchema, request, 'recharge') }, options),
    getRechargeStatus: async (orderId: string, options?: CallOptions) =>
      caller.json('account.rechargeStatus', { ...account, params: { orderId: tokenArg('orderId', orderId) } }, options),
    listRecharges: async (options?: CallOptions) => caller.json('account.recharges', account, options),
    getBillingProfile: async (options?: CallOptions) => caller.json('account.billing', account, options),
    setBillingProfile: async (profile: BillingProfile, options?: CallOptions) =>
      caller.json('account.setBilling', { ...account, body: checkedBody(ENDPOINTS['account.setBilling'].bodySchema, profile, 'billing profile') }, options),
    async downloadInvoice(rechargeId: string, options?: CallOptions): Promise<ApiResponse<InvoicePdf>> {
      const id = tokenArg('rechargeId', rechargeId);
      const { reply, context } = await caller.raw('account.invoicePdf', { ...account, params: { rechargeId: id } }, options);
      if (!isSuccess(reply)) throw apiErrorFrom(context, reply);
      if (reply.body.kind !== 'bytes' || !/application\/pdf/i.test(reply.contentType)) {
        throw invalidReply(context, reply, `(root): expected application/pdf, got ${reply.contentType || 'no content type'}`);
      }
      if (reply.requestId === null) throw invalidReply(context, reply, '(root): no X-Request-ID header');
      const meta = { requestId: reply.requestId };
      return { data: { bytes: reply.body.bytes, contentType: reply.contentType }, meta, requestId: reply.requestId, status: reply.status, billing: null };
    },
  };
}
