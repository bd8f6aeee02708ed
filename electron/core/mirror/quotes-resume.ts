/**
 * The quote of what is left of a paused action. A resume spends like a new paid command, so it
 * is quoted and consented like one: the lines of the accepted quote, each brought to what remains
 * (the work queued and not paid for, exactly; what later steps will queue, from the accepted
 * quote's counts less what was done), the spend so far, and the wallet now (free calls only).
 */
import type { QuoteLine } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import type { ActionRow, WorkItem } from '../store';
import { unitPriceOf } from './accepted-spend';
import type { EngineContext } from './engine-context';
import { type ActionPlan, planOf, STEP_ENDPOINT, type StepKind, type StoredQuote } from './plan';
import { type Blocked, blockedQuote, finishQuote, readPriceBook, withUnit, named } from './quote-kit';
import type { MirrorQuote } from './types';

/** The steps whose items are queued by another step: while that one is open, more may come. */
const QUEUED_BY: Partial<Record<StepKind, readonly StepKind[]>> = {
  filings: ['filings'],
  pdf: ['filings', 'unlock', 'fetch', 'missing', 'poll-job', 'zip-rest'],
  'extr-years': ['extr-forms', 'poll-job', 'unlock', 'filings'],
  'extr-data': ['extr-years', 'extr-forms', 'poll-job', 'unlock', 'filings'],
  director: ['master'],
  master: ['refresh', 'poll-refresh'],
  contact: ['contact-unlock'],
};

const isOpen = (i: WorkItem) => i.state === 'pending' || i.state === 'running';

function kindOf(endpointKey: string | null): StepKind | null {
  const found = (Object.keys(STEP_ENDPOINT) as StepKind[]).find((k) => STEP_ENDPOINT[k] === endpointKey);
  return found ?? null;
}

/**
 * How many of a line's calls are left, expected and at most: the open unpaid items (exact once
 * nothing can queue more), or the accepted counts less what was done while more may come.
 */
function remaining(engine: EngineContext, action: ActionRow, items: WorkItem[], kind: StepKind, accepted: { count: number; most: number }): { count: number; most: number; exact: boolean } {
  const mine = items.filter((i) => i.kind === kind);
  const unpaid = engine.library.queue.openWork(action.id).get(kind) ?? 0;
  const generators = QUEUED_BY[kind] ?? [];
  const more = mine.length === 0 || items.some((i) => generators.includes(i.kind as StepKind) && isOpen(i));
  if (!more) return { count: unpaid, most: unpaid, exact: true };
  const done = mine.filter((i) => !isOpen(i)).length;
  return { count: Math.max(unpaid, accepted.count - done), most: Math.max(unpaid, accepted.most - done), exact: false };
}

const ESTIMATE = / \(estimate\)/;

export interface ResumeQuote {
  quote: MirrorQuote;
  plan: ActionPlan;
}

export async function quoteResume(engine: EngineContext, action: ActionRow, running: (action: ActionRow) => Blocked | null): Promise<ResumeQuote | MirrorQuote> {
  const stored = action.quote as Partial<StoredQuote> | null;
  const accepted = stored?.quote ?? null;
  const draft = {
    action: (accepted?.action ?? 'mirror') as MirrorQuote['action'],
    subject: action.subject ?? '',
    title: `Resume: ${named(engine, action.kind, action.subject, accepted?.title ?? `${action.kind} ${action.subject ?? ''}`)}`,
  };
  let plan: ActionPlan;
  try {
    plan = planOf(action.quote);
  } catch (error) {
    return blockedQuote(engine, draft, error instanceof Error ? error.message : String(error));
  }
  const busy = running(action);
  if (busy) return blockedQuote(engine, draft, busy);
  const client = engine.clientOrNull();
  const book = client ? await readPriceBook(client) : null;
  if (book && !book.ok) return blockedQuote(engine, draft, book);
  const items = engine.library.queue.list(action.id);
  const lines: QuoteLine[] = [];
  for (const l of accepted?.lines ?? []) {
    const kind = kindOf(l.endpointKey);
    if (kind === null) continue;
    // Quotes stored before the most was quoted (an older Dossier) count their lines as exact.
    const { count, most, exact } = remaining(engine, action, items, kind, { count: l.count, most: l.mostCount ?? l.count });
    const unit = unitPriceOf(plan, accepted, kind);
    const note = exact && l.mostCount !== l.count ? 'as the queue now knows it exactly' : l.note;
    lines.push(withUnit({ label: l.label.replace(ESTIMATE, ''), endpointKey: l.endpointKey, count, unitPricePaisa: 0, totalPaisa: 0, mostCount: Math.max(count, most), mostPaisa: 0, ...(note ? { note } : {}) }, unit));
  }
  const spent = engine.library.ledger.total({ actionId: action.id }).spendPaisa;
  const notes = [`${formatRupees(spent)} spent on it so far; the lines are what is left`];
  const error = action.error as { message?: string } | null;
  if (error?.message) notes.push(`It stopped: ${error.message}`);
  const quote = finishQuote(engine, book?.ok ? book.value : null, { ...draft, lines, notes });
  return { quote: { ...quote, sandbox: plan.sandbox }, plan };
}
