/**
 * The quote of a check, from free calls only: which watched companies are due, and for each what
 * it will buy. A due company outside its 24 h window (`freshUntil`) is refreshed (the engine's
 * refresh quote: the free refresh status and freshness reads, then `companies.update` and the
 * re-reads, and with the unlock active the new PDFs and extraction years after it: every rupee a
 * check can spend on the company is a line of that quote, expected and at most); one inside it is
 * only compared, never refreshed twice in a window; one whose earlier check was interrupted resumes
 * that refresh (what is left, nothing bought twice). Companies are taken in due order while their
 * expected cost fits the monthly budget left (and the check's own cap); the rest wait, with the
 * reason and what they would cost. With the registry out of reach every due company is listed as
 * unchecked, and the check is blocked: a scheduled job must never read "nothing was due".
 */
import { randomUUID } from 'node:crypto';
import { formatRupees } from '../../../shared/money';
import type { WatchCheckQuote } from '../../../shared/bridge/watch';
import type { ActionView } from '../../../shared/bridge/views';
import { budgetView } from './budget';
import { DAY_MS, type HeldLine, type HeldQuote, type WatchDeps } from './types';

const OPEN = new Set<ActionView['state']>(['queued', 'running', 'paused']);
/** Codes that mean the registry could not be asked at all: the whole check waits. */
const UNREACHABLE = new Set(['NO_CLIENT', 'NETWORK_ERROR', 'TIMEOUT']);

/** When a watched company is next due: its last check (or when it was added) plus its interval. */
export function dueAt(entry: { addedAt: string; lastCheckedAt: string | null; intervalDays: number }): string {
  if (entry.lastCheckedAt === null) return entry.addedAt;
  return new Date(Date.parse(entry.lastCheckedAt) + entry.intervalDays * DAY_MS).toISOString();
}

/** A refresh a check started and an interrupted process left unfinished. */
function leftOpen(deps: WatchDeps, companyId: string): ActionView | null {
  for (const id of deps.library.watch.actionsOf(companyId).reverse()) {
    const a = deps.engine.get(id);
    if (a && OPEN.has(a.state)) return a;
  }
  return null;
}

type PricedLine = HeldLine & { sandbox: boolean; blocked: string | null; blockedCode: string | null };

async function lineFor(deps: WatchDeps, companyId: string, name: string | null): Promise<PricedLine> {
  const open = leftOpen(deps, companyId);
  const base = { companyId, name, quoteId: null, pricePaisa: 0, mostPaisa: 0, blocked: null, blockedCode: null };
  if (open) {
    const q = await deps.engine.quoteResume(open.id);
    if (!q.blockedReason) {
      return { ...base, plan: 'resume', pricePaisa: q.totalPaisa, mostPaisa: q.mostPaisa, reason: `Resumes the interrupted refresh (${formatRupees(open.spentPaisa)} already spent, nothing bought again)`, quoteId: q.quoteId, sandbox: q.sandbox };
    }
  }
  const q = await deps.engine.quoteRefresh(companyId, { followUps: true });
  if (q.blockedReason) {
    const code = q.blockedError?.code ?? 'BUSY';
    // No key, no registry: the whole check cannot run. A company busy with other work waits.
    const whole = UNREACHABLE.has(code);
    return { ...base, sandbox: q.sandbox, plan: 'skip', skipCode: code, reason: `Not checked: ${q.blockedReason}`, blocked: whole ? q.blockedReason : null, blockedCode: whole ? code : null };
  }
  if (q.alreadyFresh) return { ...base, sandbox: q.sandbox, plan: 'read', reason: 'Refreshed within the last 24 hours: nothing is bought, the library is compared with the last check' };
  const why = q.notes.join('; ') || 'Due, and outside the 24 h window: refresh and re-read';
  return { ...base, sandbox: q.sandbox, plan: 'refresh', pricePaisa: q.totalPaisa, mostPaisa: q.mostPaisa, quoteId: q.quoteId, reason: why };
}

export async function quoteCheck(deps: WatchDeps, opts: { capPaisa?: number | null; companies?: readonly string[] } = {}): Promise<HeldQuote> {
  const now = deps.now();
  const due = deps.library.watch
    .list()
    .filter((e) => (opts.companies ? opts.companies.includes(e.companyId) : Date.parse(dueAt(e)) <= now))
    .sort((a, b) => dueAt(a).localeCompare(dueAt(b)));
  const budget = budgetView(deps.library, now);
  const cap = opts.capPaisa ?? null;
  const room = cap === null ? budget.leftPaisa : Math.min(cap, budget.leftPaisa);
  const lines: HeldLine[] = [];
  let total = 0;
  let most = 0;
  let sandbox = false;
  let blocked: string | null = null;
  let blockedCode: string | null = null;
  for (const entry of due) {
    if (blocked) {
      // The registry is out of reach: every due company is named, none is checked.
      lines.push({ companyId: entry.companyId, name: entry.name, plan: 'skip', pricePaisa: 0, mostPaisa: 0, quoteId: null, skipCode: blockedCode, reason: `Not checked: ${blocked}` });
      continue;
    }
    const line = await lineFor(deps, entry.companyId, entry.name);
    sandbox ||= line.sandbox;
    const { sandbox: _s, blocked: lineBlocked, blockedCode: lineCode, ...held } = line;
    if (lineBlocked) {
      blocked = lineBlocked;
      blockedCode = lineCode;
      // Lines priced before the registry went away run no more than the rest: all wait.
      for (const earlier of lines) Object.assign(earlier, { plan: 'skip', quoteId: null, skipCode: lineCode, reason: `Not checked: ${lineBlocked}` });
      lines.push(held);
      total = 0;
      most = 0;
      continue;
    }
    if (held.pricePaisa > 0 && total + held.pricePaisa > room) {
      const why = cap !== null && cap < budget.leftPaisa ? `this check's limit of ${formatRupees(cap)}` : `the monitoring budget (${formatRupees(budget.leftPaisa)} left of ${formatRupees(budget.monthlyPaisa)} this month)`;
      lines.push({ ...held, plan: 'skip', quoteId: null, skipCode: 'WATCH_BUDGET_EXCEEDED', reason: `Over ${why}: its refresh would cost ${formatRupees(held.pricePaisa)}` });
      continue;
    }
    total += held.pricePaisa;
    most += held.mostPaisa;
    lines.push(held);
  }
  const overBudget = lines.filter((l) => l.skipCode === 'WATCH_BUDGET_EXCEEDED');
  if (!blocked && overBudget.length > 0 && lines.every((l) => l.plan === 'skip')) {
    const wanted = overBudget.reduce((s, l) => s + l.pricePaisa, 0);
    blocked = `Over the monitoring budget: the due companies' refreshes would cost ${formatRupees(wanted)}, and ${formatRupees(room)} may be spent. Raise the monthly budget (dossier watch budget RUPEES) or wait for next month.`;
    blockedCode = 'WATCH_BUDGET_EXCEEDED';
  }
  const createdAt = new Date(now).toISOString();
  const quote: WatchCheckQuote = {
    checkId: `chk_${randomUUID()}`,
    createdAt,
    expiresAt: new Date(now + (deps.quoteTtlMs ?? 10 * 60_000)).toISOString(),
    lines: lines.map(({ quoteId: _q, ...l }) => l),
    totalPaisa: total,
    // Consent covers the lines' most, never more than may be spent this month (or by --budget).
    mostPaisa: Math.min(most, room),
    budget,
    sandbox,
    blockedReason: blocked,
    blockedCode,
  };
  return { quote, lines, capPaisa: cap };
}
