/** Account reads: wallet and 30-day usage, the rate card, the wallet ledger. Free on both key kinds. */
import type { FastifyInstance } from 'fastify';
import { DAY } from '../../clock';
import { defaultPrice } from '../../state/catalogue';
import { freeCall } from '../billing';
import type { EmulatorContext } from '../context';
import { intQuery } from '../inputs';
import { iso, ok } from '../reply';

export const USAGE_WINDOW_MS = 30 * DAY;

export function accountRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/account/usage', async (req, reply) => {
    const caller = freeCall(req, 'account.usage');
    const now = ctx.clock.now();
    const byEndpoint = new Map<string, { endpoint: string; calls: number; spendPaisa: number }>();
    for (const event of ctx.state.usageSince(caller.account.id, now - USAGE_WINDOW_MS)) {
      const row = byEndpoint.get(event.endpoint) ?? { endpoint: event.endpoint, calls: 0, spendPaisa: 0 };
      row.calls += 1;
      row.spendPaisa += event.spendPaisa;
      byEndpoint.set(event.endpoint, row);
    }
    const rows = [...byEndpoint.values()].sort((a, b) => b.spendPaisa - a.spendPaisa || b.calls - a.calls || a.endpoint.localeCompare(b.endpoint));
    const last30Days = {
      totalCalls: rows.reduce((sum, r) => sum + r.calls, 0),
      totalSpendPaisa: rows.reduce((sum, r) => sum + r.spendPaisa, 0),
      byEndpoint: rows,
    };
    const wallet = { balancePaisa: ctx.state.balance(caller.account.id), currency: 'INR' };
    return ok(reply, { wallet, usage: { last30Days } }, { generatedAt: iso(now) });
  });

  app.get('/v1/account/pricing', async (req, reply) => {
    const caller = freeCall(req, 'account.pricing');
    const rows = [...caller.account.rateCard.entries()].map(([endpoint, pricePaisa]) => ({
      endpoint,
      pricePaisa,
      defaultPricePaisa: defaultPrice(endpoint),
    }));
    return ok(reply, rows);
  });

  app.get('/v1/account/wallet/transactions', async (req, reply) => {
    const page = intQuery(req, 'page', { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1 })!;
    const limit = intQuery(req, 'limit', { min: 1, max: 200, fallback: 50 })!;
    const caller = freeCall(req, 'account.wallet');
    const all = ctx.state
      .transactions(caller.account.id)
      .slice()
      .reverse()
      .map((t) => ({
        id: t.id,
        type: t.type,
        amountPaisa: t.amountPaisa,
        balanceAfterPaisa: t.balanceAfterPaisa,
        endpoint: t.endpoint,
        requestId: t.requestId,
        subject: t.subject,
        createdAt: iso(t.at),
      }));
    const rows = all.slice((page - 1) * limit, page * limit);
    return ok(reply, rows, { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) });
  });
}
