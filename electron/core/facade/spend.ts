/**
 * SpendView: what every rupee bought, from the local ledger (by endpoint, company and day, and
 * the latest rows), the session's spend against its cap, and the registry's own 30-day usage
 * beside the ledger with the differences in words.
 */
import { DAY_MS, localDateOf } from '../../../shared/dates';
import type { LedgerRow as LedgerRowView, SpendView } from '../../../shared/bridge/views';
import type { LedgerFilter } from '../store';
import type { FacadeContext } from './context';
import { fromApiFailure } from './errors';
import { describeDifferences } from './reconcile';

const RECENT_ROWS = 50;
const USAGE_WINDOW_MS = 30 * DAY_MS;

function ledgerByCompany(ctx: FacadeContext, companyId: string | undefined): SpendView['byCompany'] {
  return ctx.library.ctx
    .stmt(
      `SELECT l.subject AS companyId, c.name AS name, sum(l.price_paisa) AS spendPaisa
       FROM spend_ledger l JOIN companies c ON c.id = l.subject
       WHERE (@companyId IS NULL OR l.subject = @companyId)
       GROUP BY l.subject ORDER BY spendPaisa DESC, l.subject`,
    )
    .all({ companyId: companyId ?? null }) as SpendView['byCompany'];
}

function ledgerByDay(ctx: FacadeContext, companyId: string | undefined): SpendView['byDay'] {
  const rows = ctx.library.ctx
    .stmt('SELECT at, price_paisa AS paisa FROM spend_ledger WHERE (@companyId IS NULL OR subject = @companyId)')
    .all({ companyId: companyId ?? null }) as Array<{ at: string; paisa: number }>;
  const days = new Map<string, number>();
  // Days as the analyst lives them: India time.
  for (const r of rows) {
    const day = localDateOf(r.at);
    days.set(day, (days.get(day) ?? 0) + r.paisa);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, spendPaisa]) => ({ day, spendPaisa }));
}

async function apiComparison(ctx: FacadeContext, companyId: string | undefined) {
  let usage: Awaited<ReturnType<FacadeContext['session']['readUsage']>>;
  try {
    usage = await ctx.session.readUsage();
  } catch (error) {
    const e = fromApiFailure(error, 'Reading the usage');
    return { apiUsage: null, differences: [`The registry's own usage could not be read, so the ledger was not compared with it. ${e.message}`] };
  }
  if (!usage) return { apiUsage: null, differences: [] };
  const generatedAt = typeof usage.meta.generatedAt === 'string' ? usage.meta.generatedAt : new Date(ctx.now()).toISOString();
  const byEndpoint = (usage.data.usage?.last30Days.byEndpoint ?? []).map((r) => ({ endpoint: r.endpoint, calls: r.calls, spendPaisa: r.spendPaisa }));
  const apiUsage = { readAt: generatedAt, byEndpoint };
  // The API's usage is the whole account's: it is compared with the whole ledger only.
  if (companyId) return { apiUsage, differences: [] };
  // The usage may be up to a minute old (it is read at most once a minute): the ledger is cut at
  // the same instant, so what was bought since is not reported as a difference.
  const from = new Date(Date.parse(generatedAt) - USAGE_WINDOW_MS).toISOString();
  return { apiUsage, differences: describeDifferences(byEndpoint, ctx.library.ledger.byEndpoint({ from, to: generatedAt })) };
}

/** `id` arrives canonical (the contract's companyId schema). */
export async function spendSummary(ctx: FacadeContext, id: string | undefined): Promise<SpendView> {
  const { library } = ctx;
  const filter: LedgerFilter = id ? { subject: id } : {};
  const { apiUsage, differences } = await apiComparison(ctx, id);
  const recent: LedgerRowView[] = library.ledger.list({ ...filter, limit: RECENT_ROWS }).map((r) => ({
    at: r.at,
    endpointKey: r.endpointKey,
    subject: r.subject,
    pricePaisa: r.pricePaisa,
    walletAfterPaisa: r.walletAfterPaisa,
    requestId: r.requestId,
    keyKind: r.keyKind,
    actionId: r.actionId,
  }));
  return {
    walletPaisa: ctx.session.wallet()?.paisa ?? null,
    totalPaisa: library.ledger.total(filter).spendPaisa,
    sessionSpendPaisa: ctx.engine.sessionSpendPaisa(),
    sessionCapPaisa: ctx.session.settings().sessionCapPaisa,
    byEndpoint: library.ledger.byEndpoint(filter),
    byCompany: ledgerByCompany(ctx, id),
    byDay: ledgerByDay(ctx, id),
    apiUsage,
    differences,
    recent,
  };
}
