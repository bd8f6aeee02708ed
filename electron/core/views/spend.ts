/**
 * SpendView: what every rupee bought, from the local ledger (by endpoint, company and day, and
 * the latest rows), the session's spend against its cap, and the registry's own 30-day usage
 * beside the ledger with the differences in words.
 */
import { DAY_MS, localDateOf } from '../../../shared/dates';
import type { LedgerRow as LedgerRowView, SpendView } from '../../../shared/bridge/views';
import type { LedgerFilter, Library } from '../store';
import { type ApiUsageRow, describeDifferences } from './spend-differences';

const RECENT_ROWS = 50;
const USAGE_WINDOW_MS = 30 * DAY_MS;

/** The registry's usage report as the account read it: the report, why it could not be read, or null without a key. */
export type UsageReport = { readAt: string; byEndpoint: ApiUsageRow[] } | { failure: string } | null;

export interface SpendFacts {
  walletPaisa: number | null;
  sessionSpendPaisa: number;
  sessionCapPaisa: number | null;
  usage: UsageReport;
}

function byDay(library: Library, companyId: string | undefined): SpendView['byDay'] {
  const days = new Map<string, number>();
  // Days as the analyst lives them: India time.
  for (const r of library.ledger.amounts(companyId)) {
    const day = localDateOf(r.at);
    days.set(day, (days.get(day) ?? 0) + r.pricePaisa);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, spendPaisa]) => ({ day, spendPaisa }));
}

function apiComparison(library: Library, companyId: string | undefined, usage: UsageReport): Pick<SpendView, 'apiUsage' | 'differences'> {
  if (usage === null) return { apiUsage: null, differences: [] };
  if ('failure' in usage) {
    return { apiUsage: null, differences: [`The registry's own usage could not be read, so the ledger was not compared with it. ${usage.failure}`] };
  }
  // The API's usage is the whole account's: it is compared with the whole ledger only.
  if (companyId) return { apiUsage: usage, differences: [] };
  // The usage may be up to a minute old (it is read at most once a minute): the ledger is cut at
  // the same instant, so what was bought since is not reported as a difference.
  const from = new Date(Date.parse(usage.readAt) - USAGE_WINDOW_MS).toISOString();
  return { apiUsage: usage, differences: describeDifferences(usage.byEndpoint, library.ledger.byEndpoint({ from, to: usage.readAt })) };
}

/** The spend of the whole library, or of one company (`companyId`, canonical). */
export function spendView(library: Library, companyId: string | undefined, facts: SpendFacts): SpendView {
  const filter: LedgerFilter = companyId ? { subject: companyId } : {};
  const recent: LedgerRowView[] = library.ledger.list({ ...filter, limit: RECENT_ROWS }).map((r) => ({
    at: r.at,
    endpointKey: r.endpointKey,
    subject: r.subject,
    pricePaisa: r.pricePaisa,
    walletAfterPaisa: r.walletAfterPaisa,
    requestId: r.requestId,
    keyKind: r.keyKind,
    actionId: r.actionId,
    requestedBy: r.requestedBy,
  }));
  const assistant = library.ledger.byRequester(filter).find((r) => r.requestedBy === 'assistant');
  return {
    walletPaisa: facts.walletPaisa,
    totalPaisa: library.ledger.total(filter).spendPaisa,
    sessionSpendPaisa: facts.sessionSpendPaisa,
    sessionCapPaisa: facts.sessionCapPaisa,
    byEndpoint: library.ledger.byEndpoint(filter),
    byCompany: library.ledger.byCompany(companyId),
    byDay: byDay(library, companyId),
    ...apiComparison(library, companyId, facts.usage),
    recent,
    byAssistant: { calls: assistant?.calls ?? 0, spendPaisa: assistant?.spendPaisa ?? 0 },
  };
}
