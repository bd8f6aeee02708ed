/**
 * The registry's 30-day usage for the spend view, read through the session's shared usage reader
 * (at most one request a minute). A failed read is reported in words, never thrown: the spend
 * view still shows the ledger.
 */
import { inWords } from '../mirror';
import type { UsageReport } from '../views';
import type { Session } from './session';

export async function readUsageReport(session: Session, now: () => number): Promise<UsageReport> {
  let usage: Awaited<ReturnType<Session['readUsage']>>;
  try {
    usage = await session.readUsage();
  } catch (error) {
    return { failure: inWords(error, 'Reading the usage').message };
  }
  if (!usage) return null;
  const readAt = typeof usage.meta.generatedAt === 'string' ? usage.meta.generatedAt : new Date(now()).toISOString();
  const byEndpoint = (usage.data.usage?.last30Days.byEndpoint ?? []).map((r) => ({ endpoint: r.endpoint, calls: r.calls, spendPaisa: r.spendPaisa }));
  return { readAt, byEndpoint };
}
