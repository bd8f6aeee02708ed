/**
 * The quote of what is left of a paused book action: the companies under way, each priced as its own
 * resume (what it has left, nothing bought twice), and every company not started yet at what its
 * own quote said, added up by endpoint like the book's quote. A resume spends like a new paid
 * command, so it is consented like one.
 */
import type { QuoteLine } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import type { ActionRow } from '../store';
import type { EngineContext } from './engine-context';
import { type ActionPlan, type BookChild, planOf, type StoredQuote } from './plan';
import { type Blocked, blockedQuote, finishQuote, readPriceBook } from './quote-kit';
import { quoteResume } from './quotes-resume';
import type { MirrorQuote } from './types';

export interface BookResume {
  quote: MirrorQuote;
  plan: ActionPlan;
  /** The company actions paused mid-way, resumed with the book, each with the most its own resume allows. */
  children: Array<{ actionId: string; mostPaisa: number }>;
}

function add(lines: Map<string, QuoteLine>, l: QuoteLine): void {
  const key = l.endpointKey ?? `free:${l.label}`;
  const seen = lines.get(key);
  if (!seen) lines.set(key, { ...l });
  else {
    seen.count += l.count;
    seen.totalPaisa += l.totalPaisa;
    seen.mostCount += l.mostCount;
    seen.mostPaisa += l.mostPaisa;
  }
}

export async function quoteBookResume(engine: EngineContext, action: ActionRow, busy: (a: ActionRow) => Blocked | null): Promise<BookResume | MirrorQuote> {
  const stored = action.quote as Partial<StoredQuote> | null;
  const draft = { action: 'book' as const, subject: action.subject ?? '', title: `Resume: ${stored?.quote?.title ?? 'the book'}` };
  let plan: ActionPlan;
  try {
    plan = planOf(action.quote);
  } catch (error) {
    return blockedQuote(engine, draft, error instanceof Error ? error.message : String(error));
  }
  const running = busy(action);
  if (running) return blockedQuote(engine, draft, running);
  const client = engine.clientOrNull();
  const book = client ? await readPriceBook(client) : null;
  if (book && !book.ok) return blockedQuote(engine, draft, book);
  const { library } = engine;
  const lines = new Map<string, QuoteLine>();
  const paused: BookResume['children'] = [];
  const children = library.actions.children(action.id);
  let left = 0;
  for (const item of library.queue.list(action.id)) {
    if (item.kind !== 'book-child' || item.state === 'done' || item.state === 'failed' || item.state === 'cancelled') continue;
    left++;
    const started = children.filter((c) => c.subject === item.key).at(-1);
    if (started && started.state === 'paused') {
      const resumed = await quoteResume(engine, started, () => null);
      if (!('plan' in resumed)) return blockedQuote(engine, draft, resumed.blockedReason ?? 'its company action cannot be resumed');
      for (const l of resumed.quote.lines) add(lines, l);
      paused.push({ actionId: started.id, mostPaisa: resumed.quote.mostPaisa });
    } else if (!started) {
      for (const l of (item.payload as BookChild).quote.lines) add(lines, l);
    }
  }
  const spent = library.ledger.total({ parentActionId: action.id }).spendPaisa;
  const notes = [`${formatRupees(spent)} spent on the book so far; ${left} of its companies are left; the lines are what they may cost`];
  const error = action.error as { message?: string } | null;
  if (error?.message) notes.push(`It stopped: ${error.message}`);
  const quote = finishQuote(engine, book?.ok ? book.value : null, { ...draft, lines: [...lines.values()], notes });
  return { quote: { ...quote, sandbox: plan.sandbox }, plan, children: paused };
}
