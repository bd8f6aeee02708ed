/**
 * `dossier watch` and `dossier changes`: monitoring from the command line. The watchlist and the
 * monthly budget are free, local writes; `watch check` is a paid command like the others: the
 * quote first (free calls), then consent (--yes, or y at the terminal), exit 4 when the budget or
 * the analyst refuses it. `changes` reads the feed the checks wrote (free, offline).
 */
import type { ChangeView, WatchCheckQuote, WatchListView } from '../../../shared/bridge/watch';
import { askYesNo } from '../consent';
import { parseRupees } from '../../../shared/money';
import { CliError, EXIT, fromAppError, refusal, usageError } from '../exit-codes';
import { renderQuote } from '../format-quote';
import { renderTable } from '../format-table';
import { day, money, text, when } from '../format-values';
import { type CliIo, stdinIsTerminal } from '../io';
import type { Output } from '../output';
import type { CliSession } from '../session';

/** A monthly budget in rupees (Indian grouping, ₹ and lakh accepted), as paisa. */
export function monthlyArg(raw: string): number {
  const parsed = parseRupees(raw);
  if (!parsed.ok) throw usageError('INVALID_AMOUNT', `watch budget: ${parsed.error.message} (give rupees, e.g. 500 or "₹2,000")`);
  if (parsed.value < 0) throw usageError('INVALID_AMOUNT', `watch budget: a budget cannot be negative ("${raw}")`);
  return parsed.value;
}

/** --since: a calendar day, checked for real (2027-02-30 is refused). */
export function sinceArg(raw: string): string {
  const t = raw.trim();
  const [y, m, d] = t.split('-').map(Number);
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(t) && new Date(Date.UTC(y!, m! - 1, d!)).toISOString().slice(0, 10) === t;
  if (!ok) throw usageError('INVALID_DATE', `--since ${raw}: expected a day as YYYY-MM-DD (e.g. --since 2027-03-01)`);
  return t;
}

export interface WatchContext {
  io: CliIo;
  out: Output;
  session: CliSession;
  yes: boolean;
}

function listText(view: WatchListView): string {
  const b = view.budget;
  const budget = `Monitoring budget: ${money(b.monthlyPaisa)} a month; ${money(b.spentThisMonthPaisa)} spent this month, ${money(b.leftPaisa)} left.`;
  if (view.entries.length === 0) return `No company is watched. Add one with: dossier watch add <id> [--every DAYS]\n${budget}`;
  const table = renderTable(
    [
      { header: 'Id', value: (e: WatchListView['entries'][number]) => e.companyId },
      { header: 'Company', value: (e) => text(e.name), maxWidth: 40 },
      { header: 'Every', value: (e) => `${e.intervalDays} d`, align: 'right' },
      { header: 'Last checked', value: (e) => when(e.lastCheckedAt) },
      { header: 'Due', value: (e) => day(e.dueAt) },
      { header: 'Unread', value: (e) => String(e.unread), align: 'right' },
    ],
    view.entries,
  );
  return `${table}\n\n${budget}`;
}

export async function list(out: Output, session: CliSession): Promise<void> {
  const view = await session.call('watch.list', {});
  out.result(view, () => listText(view));
}

/** Adds a company; one not in the library is refused (exit 2) with the quote of its mirror. */
export async function add(out: Output, session: CliSession, id: string, intervalDays: number | undefined): Promise<void> {
  try {
    const entry = await session.call('watch.add', { id, ...(intervalDays ? { intervalDays } : {}) });
    out.result(entry, () => `Watching ${entry.companyId}${entry.name ? ` (${entry.name})` : ''} every ${entry.intervalDays} days; first check due ${day(entry.dueAt)}.`);
  } catch (error) {
    if (!(error instanceof CliError) || error.error.code !== 'NOT_IN_LIBRARY') throw error;
    const quote = await session.call('mirror.quote', { id, includeDirectors: false }).catch(() => null);
    if (quote) out.show(renderQuote(quote));
    throw new CliError(EXIT.USAGE, {
      ...error.error,
      message: `${error.error.message} Only a mirrored company can be watched${quote && !quote.blockedReason ? `; mirroring it costs ${money(quote.totalPaisa)} (quote above)` : ''}.`,
      hint: `Mirror it first: dossier mirror ${id}, then dossier watch add ${id}.`,
      ...(quote ? { quote } : {}),
    });
  }
}

export async function remove(out: Output, session: CliSession, id: string): Promise<void> {
  const r = await session.call('watch.remove', { id });
  out.result(r, () => (r.removed ? `${id} is no longer watched; its changes stay in the feed.` : `${id} was not watched.`));
}

export async function budget(out: Output, session: CliSession, monthlyPaisa: number | null): Promise<void> {
  const view = monthlyPaisa === null ? await session.call('watch.list', {}) : await session.call('watch.setBudget', { monthlyPaisa });
  out.result(view.budget, () => `Monitoring budget: ${money(view.budget.monthlyPaisa)} a month; ${money(view.budget.spentThisMonthPaisa)} spent this month, ${money(view.budget.leftPaisa)} left.`);
}

function quoteText(q: WatchCheckQuote): string {
  if (q.lines.length === 0) return 'No watched company is due for a check.';
  const table = renderTable(
    [
      { header: 'Id', value: (l: WatchCheckQuote['lines'][number]) => l.companyId },
      { header: 'Company', value: (l) => text(l.name), maxWidth: 32 },
      { header: 'Check', value: (l) => l.plan },
      { header: 'Expected', value: (l) => (l.plan === 'skip' ? `(${money(l.pricePaisa)})` : money(l.pricePaisa)), align: 'right' },
      { header: 'At most', value: (l) => (l.plan === 'skip' ? '' : money(l.mostPaisa)), align: 'right' },
      { header: 'Why', value: (l) => l.reason, wrapWidth: 60 },
    ],
    q.lines,
  );
  const sandbox = q.sandbox ? ' (sandbox: nothing is charged)' : '';
  return (
    `Check of ${q.lines.length} watched compan${q.lines.length === 1 ? 'y' : 'ies'}${sandbox}\n${table}\n\n` +
    `Expected ${money(q.totalPaisa)}, at most ${money(q.mostPaisa)}; monitoring budget left this month ${money(q.budget.leftPaisa)} of ${money(q.budget.monthlyPaisa)}. ` +
    'At most covers the refreshes and, with an unlock active, the new PDFs and extraction years after them; the check never spends past it.'
  );
}

/** Codes that mean the registry was out of reach: the work owed was not done (exit 3). */
const UNREACHABLE = new Set(['NETWORK_ERROR', 'TIMEOUT']);

function uncheckedWords(list: ReadonlyArray<{ companyId: string; name: string | null }>): string {
  const names = list.map((u) => (u.name ? `${u.name} (${u.companyId})` : u.companyId));
  return `${list.length} due compan${list.length === 1 ? 'y was' : 'ies were'} not checked: ${names.join(', ')}`;
}

function changesText(changes: ChangeView[]): string {
  if (changes.length === 0) return 'No changes.';
  return renderTable(
    [
      { header: 'Detected', value: (c: ChangeView) => when(c.detectedAt) },
      { header: 'Id', value: (c) => c.companyId },
      { header: 'Kind', value: (c) => c.kind },
      { header: 'What', value: (c) => c.summary, maxWidth: 70 },
      { header: 'Source', value: (c) => c.filingId ?? c.requestId ?? '—' },
      { header: '', value: (c) => (c.read ? '' : 'new') },
    ],
    changes,
  );
}

export async function check(ctx: WatchContext, capPaisa: number | null): Promise<void> {
  const quote = await ctx.session.call('watch.quoteCheck', capPaisa === null ? {} : { capPaisa });
  return checkOn(ctx, quote);
}

/** A check's quote shown, consented and run (a book's watch makes its own quote of the book's companies). */
export async function checkOn(ctx: WatchContext, quote: WatchCheckQuote, extra: Record<string, unknown> = {}): Promise<void> {
  const { out, session, io } = ctx;
  if (quote.lines.length === 0) return out.result({ ...extra, quote, result: null }, () => quoteText(quote));
  out.show(quoteText(quote));
  if (quote.blockedReason) {
    const code = quote.blockedCode ?? 'QUOTE_BLOCKED';
    if (code === 'WATCH_BUDGET_EXCEEDED') throw refusal(code, `Nothing was bought: ${quote.blockedReason}`, { quote });
    const left = quote.lines.filter((l) => l.plan === 'skip');
    if (UNREACHABLE.has(code)) throw new CliError(EXIT.API, { code, message: `Dossier could not reach the registry: ${uncheckedWords(left)}. Nothing was bought. ${quote.blockedReason}`, quote });
    throw new CliError(EXIT.FAILED, { code, message: `Nothing was bought: ${quote.blockedReason}`, quote });
  }
  if (quote.totalPaisa > 0 && !ctx.yes) {
    if (!stdinIsTerminal(io)) throw refusal('CONSENT_REQUIRED', 'This check spends from the wallet and there is no terminal to ask for consent: read the quote above and pass --yes to agree to it.', { quote });
    const price = quote.mostPaisa > quote.totalPaisa ? `expected ${money(quote.totalPaisa)}, at most ${money(quote.mostPaisa)}` : money(quote.totalPaisa);
    if (!(await askYesNo(io, `Go ahead (${price})?`))) throw refusal('DECLINED', 'Nothing was bought: the check was declined.', { quote });
  }
  const result = await session.call('watch.runCheck', { checkId: quote.checkId });
  const head = `Checked ${result.checked.length} compan${result.checked.length === 1 ? 'y' : 'ies'}, ${money(result.spentPaisa)} spent, ${result.changes.length} change${result.changes.length === 1 ? '' : 's'}.`;
  const report = `${head}${result.reason ? `\n${result.reason}` : ''}\n\n${changesText(result.changes)}`;
  const unreachable = result.unchecked.filter((u) => UNREACHABLE.has(u.code));
  if (unreachable.length > 0) {
    out.show(report);
    throw new CliError(EXIT.API, { code: unreachable[0]!.code, message: `Dossier could not reach the registry: ${uncheckedWords(result.unchecked)}. Run the check again when it answers.`, quote, result });
  }
  const byBudget = result.unchecked.filter((u) => u.code === 'WATCH_BUDGET_EXCEEDED');
  if (byBudget.length > 0) {
    // Some due companies waited for want of budget: the run says so and ends with exit 4.
    out.show(report);
    throw refusal('WATCH_BUDGET_EXCEEDED', `Stopped by the monitoring budget: ${uncheckedWords(byBudget)}.\n${result.reason ?? ''}`.trim(), { quote, result });
  }
  if (result.unchecked.length > 0) {
    out.show(report);
    const first = result.unchecked[0]!;
    throw fromAppError({ code: first.code, message: `${uncheckedWords(result.unchecked)}: ${first.reason}`, quote, result });
  }
  out.result({ ...extra, quote, result }, () => report);
}

export interface ChangesFilter {
  id?: string;
  since?: string;
  unread?: boolean;
}

export async function changes(out: Output, session: CliSession, f: ChangesFilter): Promise<void> {
  const list = await session.call('changes.list', { ...(f.id ? { id: f.id } : {}), ...(f.since ? { since: f.since } : {}), unread: f.unread === true });
  const shaped = list.map((c) => ({
    companyId: c.companyId,
    kind: c.kind,
    summary: c.summary,
    before: c.before,
    after: c.after,
    ...(c.filingId ? { filingId: c.filingId } : {}),
    ...(c.requestId ? { requestId: c.requestId } : {}),
    detectedAt: c.detectedAt,
  }));
  out.result({ changes: shaped }, () => changesText(list));
}
