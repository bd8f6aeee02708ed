/**
 * Runs a consented check, company by company in the quote's order: the refresh it was quoted
 * (through the engine: one action per company, recorded as the check's before it spends, so the
 * ledger counts it against the monitoring budget), then the new PDFs when the unlock is active
 * and the extraction years the library does not hold (the engine's fetch and extraction steps,
 * within what the budget has left: the monthly budget is the analyst's standing consent for them), then the snapshot and its difference with the last one as change
 * events, in one transaction with the company marked checked. A kill anywhere leaves the company
 * due, its refresh paused for the next check to resume; nothing bought is bought again.
 */
import { DossierError } from '../app-error';
import type { ChangeView, WatchCheckResult } from '../../../shared/bridge/watch';
import type { ActionView } from '../../../shared/bridge/views';
import type { MirrorQuote } from '../mirror';
import { formatRupees } from '../../../shared/money';
import type { ChangeRow } from '../store';
import { budgetView } from './budget';
import { diffSnapshots } from './diff';
import { takeSnapshot, type WatchSnapshot } from './snapshot';
import type { HeldLine, HeldQuote, WatchDeps } from './types';

const iso = (deps: WatchDeps): string => new Date(deps.now()).toISOString();

const FINAL = new Set<ActionView['state']>(['done', 'failed', 'cancelled', 'paused']);
/** Codes of a registry out of reach: the companies after it are not tried in this check. */
const UNREACHABLE = new Set(['NETWORK_ERROR', 'TIMEOUT', 'NO_CLIENT']);

export function changeView(c: ChangeRow): ChangeView {
  return {
    id: c.id,
    companyId: c.companyId,
    companyName: c.companyName,
    kind: c.kind as ChangeView['kind'],
    summary: c.summary,
    before: c.before,
    after: c.after,
    ...(c.filingId ? { filingId: c.filingId } : {}),
    ...(c.requestId ? { requestId: c.requestId } : {}),
    detectedAt: c.detectedAt,
    read: c.read,
  };
}

/** Waits for the engine to finish an action (done, failed, cancelled, or paused at a quote or a quit). */
async function finished(deps: WatchDeps, actionId: string): Promise<ActionView> {
  for (;;) {
    await deps.engine.idle();
    const a = deps.engine.get(actionId);
    if (!a) throw new DossierError('ACTION_UNKNOWN', `The check's action ${actionId} is gone`);
    if (FINAL.has(a.state)) return a;
  }
}

/** One check under way: its id, and the most it may still spend (the monthly budget left, under the check's own cap and what was accepted). */
interface Run {
  deps: WatchDeps;
  id: string;
  room(): number;
  /** Spent by this check so far. */
  spent(): number;
}

/** An action of the check, run with consent up to `limit` (the engine never spends past it), followed to its end. */
async function runAction(run: Run, companyId: string, quoteId: string, limit: number): Promise<ActionView> {
  const { deps } = run;
  const started = await deps.engine.run(quoteId, { limitPaisa: limit });
  deps.library.tx(() => deps.library.watch.recordAction(run.id, started.id, companyId, iso(deps)));
  return finished(deps, started.id);
}

/** True while the company's unlock is active: the PDFs and extractions can be bought. */
function unlocked(deps: WatchDeps, companyId: string): boolean {
  const unlock = deps.library.unlocks.get(companyId);
  return Boolean(unlock?.expiresAt && Date.parse(unlock.expiresAt) > deps.now());
}

/** Runs one follow-up of the refresh (its engine quote) within `left`; a note when it did not run to the end. */
async function followUp(run: Run, companyId: string, left: () => number, what: string, quote: () => Promise<MirrorQuote>): Promise<string | null> {
  const q = await quote();
  if (q.nothingToBuy) return null;
  if (q.blockedReason) return `${what} not read: ${q.blockedReason}`;
  const limit = left();
  if (q.totalPaisa > limit) return `${what} not read: they are expected to cost ${formatRupees(q.totalPaisa)}, more than this check has left for the company (${formatRupees(limit)})`;
  const action = await runAction(run, companyId, q.quoteId, limit);
  return action.state === 'done' ? null : `${what}: ${action.state}${action.error ? `: ${action.error.message}` : ''}`;
}

/**
 * After the refresh, with the unlock active: the new PDFs it listed (the engine's fetch), then the
 * extraction years the library does not hold (the engine's extraction steps, each held year skipped),
 * each within what the company's quote line still allows.
 */
async function readNew(run: Run, companyId: string, left: () => number): Promise<string[]> {
  const { deps } = run;
  if (!unlocked(deps, companyId)) return [];
  const notes: string[] = [];
  if (deps.library.filings.missingDocuments(companyId).length > 0) {
    const note = await followUp(run, companyId, left, 'New PDFs', () => deps.engine.quoteFetch(companyId));
    if (note) notes.push(note);
  }
  const note = await followUp(run, companyId, left, 'New extraction years', () => deps.engine.quoteExtractions(companyId));
  if (note) notes.push(note);
  return notes;
}

async function renewalPrice(deps: WatchDeps): Promise<number | null> {
  const client = deps.client();
  if (!client) return null;
  try {
    const pricing = await client.getPricing({ priority: 'background' });
    return pricing.data.find((r) => r.endpoint === 'companies.unlock')?.pricePaisa ?? null;
  } catch {
    return null; // the warning still goes out, without its price
  }
}

function record(deps: WatchDeps, runId: string, companyId: string, renewal: number | null): number {
  const at = iso(deps);
  const { library } = deps;
  return library.tx(() => {
    const previous = library.watch.latestSnapshot(companyId)?.payload as WatchSnapshot | undefined;
    const snapshot = takeSnapshot(library, companyId, at);
    const changes = diffSnapshots(previous ?? null, snapshot, { renewalPaisa: renewal });
    library.watch.putSnapshot(companyId, runId, snapshot, at);
    library.watch.markChecked(companyId, at);
    return library.watch.addChanges(
      changes.map((c) => ({ companyId, kind: c.kind, summary: c.summary, before: c.before, after: c.after, filingId: c.filingId, requestId: c.requestId, detectedAt: at, runId, changeKey: c.key })),
    );
  });
}

type Unchecked = WatchCheckResult['unchecked'][number];

export async function runCheck(deps: WatchDeps, held: HeldQuote): Promise<WatchCheckResult> {
  const { library } = deps;
  const { quote } = held;
  if (quote.blockedReason) throw new DossierError(quote.blockedCode ?? 'QUOTE_BLOCKED', quote.blockedReason);
  const spentBefore = library.watch.spentSince('');
  library.tx(() => library.watch.startRun({ id: quote.checkId, quote, quotedPaisa: quote.totalPaisa, at: iso(deps) }));
  const run: Run = {
    deps,
    id: quote.checkId,
    spent: () => library.watch.spentSince('') - spentBefore,
    room() {
      const left = budgetView(library, deps.now()).leftPaisa;
      const accepted = quote.sandbox ? Number.POSITIVE_INFINITY : quote.mostPaisa - run.spent();
      const capped = held.capPaisa === null ? left : Math.min(left, held.capPaisa - run.spent());
      return Math.max(0, Math.min(capped, accepted));
    },
  };
  const checked: string[] = [];
  const unchecked: Unchecked[] = [];
  const notes: string[] = [];
  let renewal: number | null | undefined;
  let unreachable: { code: string; reason: string } | null = null;
  try {
    for (const line of held.lines) {
      if (unreachable) {
        // The registry went away mid-check: the rest wait for the next check, each named.
        notes.push(`${line.companyId}: not checked: ${unreachable.reason}`);
        unchecked.push({ companyId: line.companyId, name: line.name, code: unreachable.code, reason: `not checked: ${unreachable.reason}` });
        continue;
      }
      if (line.plan === 'skip') {
        notes.push(`${line.companyId}: ${line.reason}`);
        unchecked.push({ companyId: line.companyId, name: line.name, code: line.skipCode ?? 'SKIPPED', reason: line.reason });
        continue;
      }
      // New PDFs only after a refresh this check bought: a compare-only line spends nothing.
      if (line.quoteId) {
        const lineStart = run.spent();
        // What the company's quote line still allows, within what the check has left.
        const left = () => (quote.sandbox ? Number.POSITIVE_INFINITY : Math.max(0, Math.min(run.room(), line.mostPaisa - (run.spent() - lineStart))));
        const refreshed = await buyRefresh(run, line, line.quoteId, left());
        if (refreshed !== true) {
          notes.push(`${line.companyId}: ${refreshed.reason}`);
          unchecked.push({ companyId: line.companyId, name: line.name, ...refreshed });
          if (UNREACHABLE.has(refreshed.code)) unreachable = { code: refreshed.code, reason: 'Dossier could not reach the registry during this check' };
          continue;
        }
        if (line.plan === 'refresh') for (const note of await readNew(run, line.companyId, left)) notes.push(`${line.companyId}: ${note}`);
      }
      renewal ??= library.unlocks.get(line.companyId)?.expiresAt ? await renewalPrice(deps) : undefined;
      record(deps, quote.checkId, line.companyId, renewal ?? null);
      checked.push(line.companyId);
    }
  } catch (error) {
    library.tx(() => library.watch.endRun(quote.checkId, 'failed', error instanceof Error ? error.message : String(error), iso(deps)));
    throw error;
  }
  const stopped = unchecked.length > 0 || notes.length > 0;
  const reason = notes.length ? notes.join('\n') : null;
  library.tx(() => library.watch.endRun(quote.checkId, stopped ? 'stopped' : 'done', reason, iso(deps)));
  const changes = library.watch.changes({ runId: quote.checkId }).map(changeView);
  return { checkId: quote.checkId, state: stopped ? 'stopped' : 'done', reason, checked, unchecked, spentPaisa: run.spent(), changes };
}

/** The quoted refresh (or resume) within `limit`; true when it ran to the end, else why not (with the code scripts read). */
async function buyRefresh(run: Run, line: HeldLine, quoteId: string, limit: number): Promise<true | { code: string; reason: string }> {
  if (line.pricePaisa > limit) {
    return { code: 'WATCH_BUDGET_EXCEEDED', reason: `not refreshed: its refresh costs ${formatRupees(line.pricePaisa)}, more than the monitoring budget has left` };
  }
  const action = await runAction(run, line.companyId, quoteId, limit);
  if (action.state === 'done') return true;
  return { code: action.error?.code ?? action.state.toUpperCase(), reason: `the refresh ${action.state}${action.error ? `: ${action.error.message}` : ''}` };
}
