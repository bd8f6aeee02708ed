/**
 * The quote of a check, from free calls only: which watched companies are due, and for each what
 * it will buy. A due company outside its 24 h window (`freshUntil`) is refreshed (the engine's
 * refresh quote: the free refresh status and freshness reads, then `companies.update` and the
 * re-reads); one inside it is only compared, never refreshed twice in a window; one whose earlier
 * check was interrupted resumes that refresh (what is left, nothing bought twice). Companies are
 * taken in due order while they fit the monthly budget left (and the check's own cap); the rest
 * wait, with the reason and what they would cost.
 */
import { randomUUID } from 'node:crypto';
import { formatRupees } from '../../../shared/money';
import type { WatchCheckQuote } from '../../../shared/bridge/watch';
import type { ActionView } from '../../../shared/bridge/views';
import { budgetView } from './budget';
import { DAY_MS, type HeldLine, type HeldQuote, type WatchDeps } from './types';

const OPEN = new Set<ActionView['state']>(['queued', 'running', 'paused']);

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

async function lineFor(deps: WatchDeps, companyId: string, name: string | null): Promise<HeldLine & { sandbox: boolean; blocked: string | null; blockedCode: string | null }> {
  const open = leftOpen(deps, companyId);
  if (open) {
    const q = await deps.engine.quoteResume(open.id);
    if (!q.blockedReason) return { companyId, name, plan: 'resume', pricePaisa: q.totalPaisa, reason: `Resumes the interrupted refresh (${formatRupees(open.spentPaisa)} already spent, nothing bought again)`, quoteId: q.quoteId, sandbox: q.sandbox, blocked: null, blockedCode: null };
  }
  const q = await deps.engine.quoteRefresh(companyId);
  const base = { companyId, name, sandbox: q.sandbox, quoteId: null, pricePaisa: 0 };
  if (q.blockedReason) {
    const code = q.blockedError?.code ?? null;
    // No key, no registry: the whole check cannot run. A company busy with other work waits.
    const whole = code === 'NO_CLIENT' || code === 'NETWORK_ERROR' || code === 'TIMEOUT';
    return { ...base, plan: 'skip', reason: `Not checked: ${q.blockedReason}`, blocked: whole ? q.blockedReason : null, blockedCode: whole ? code : null };
  }
  if (q.alreadyFresh) return { ...base, plan: 'read', reason: 'Refreshed within the last 24 hours: nothing is bought, the library is compared with the last check', blocked: null, blockedCode: null };
  return { ...base, plan: 'refresh', pricePaisa: q.totalPaisa, quoteId: q.quoteId, reason: q.notes.join('; ') || 'Due, and outside the 24 h window: refresh and re-read', blocked: null, blockedCode: null };
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
  let sandbox = false;
  let blocked: string | null = null;
  let blockedCode: string | null = null;
  for (const entry of due) {
    const line = await lineFor(deps, entry.companyId, entry.name);
    sandbox ||= line.sandbox;
    if (line.blocked) {
      blocked = line.blocked;
      blockedCode = line.blockedCode;
      break;
    }
    const { sandbox: _s, blocked: _b, blockedCode: _c, ...held } = line;
    if (held.pricePaisa > 0 && total + held.pricePaisa > room) {
      const why = cap !== null && cap < budget.leftPaisa ? `this check's limit of ${formatRupees(cap)}` : `the monitoring budget (${formatRupees(budget.leftPaisa)} left of ${formatRupees(budget.monthlyPaisa)} this month)`;
      lines.push({ ...held, plan: 'skip', quoteId: null, reason: `Over ${why}: its refresh would cost ${formatRupees(held.pricePaisa)}` });
      continue;
    }
    total += held.pricePaisa;
    lines.push(held);
  }
  const overBudget = lines.filter((l) => l.plan === 'skip' && l.pricePaisa > 0);
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
    budget,
    sandbox,
    blockedReason: blocked,
    blockedCode,
  };
  return { quote, lines, capPaisa: cap };
}
