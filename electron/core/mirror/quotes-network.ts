/**
 * "Expand" in the connections view: buy the profiles of a director, or of every current director
 * of a company, in one quote (₹5 each at the default rate card). A profile bought within the
 * freshness window (FRESH_DAYS) is never bought again: the quote leaves it out and says so, and the
 * step skips it if another action bought it meanwhile.
 */
import { FRESH_DAYS } from '../../../shared/freshness';
import { DAY_MS } from '../../../shared/dates';
import { isDin } from '../../../shared/ids';
import type { Library } from '../store';
import { isCurrent, networkBoards } from '../views';
import type { EngineContext } from './engine-context';
import { type ActionPlan, MANUAL_PRIORITY } from './plan';
import { blockedQuote, finishQuote, line, NO_CLIENT, nothingQuote, readPriceBook } from './quote-kit';
import { companyIdOf, type QuoteWithPlan, type RunningCheck } from './quotes-company';

/** A profile read within FRESH_DAYS of `nowMs` is fresh: buying it again would pay for the same answer. */
export function profileIsFresh(library: Library, din: string, nowMs: number): boolean {
  const readAt = library.directors.get(din)?.profileReadAt;
  return readAt != null && nowMs - Date.parse(readAt) < FRESH_DAYS * DAY_MS;
}

/** The DINs "Expand" buys for a target: the director itself, or the company's current board as the graph knows it. */
function dinsOf(library: Library, target: string): string[] {
  if (isDin(target)) return [target];
  const { seats } = networkBoards(library, [target]);
  return [...new Set(seats.filter(isCurrent).map((e) => e.from))].sort();
}

export async function quoteNetworkExpand(engine: EngineContext, rawTarget: string, running: RunningCheck): Promise<QuoteWithPlan> {
  const target = isDin(rawTarget.trim()) ? rawTarget.trim() : companyIdOf(rawTarget);
  const company = !isDin(target);
  const draft = { action: 'networkExpand' as const, subject: target, title: company ? `Expand ${target}: its directors' profiles` : `Expand director ${target}` };
  const client = engine.clientOrNull();
  if (client === null) return { quote: blockedQuote(engine, draft, NO_CLIENT), plan: null };
  const all = dinsOf(engine.library, target);
  const mirrored = !company || engine.library.companies.get(target)?.masterReadAt != null;
  if (!mirrored || all.length === 0) {
    const reason = mirrored
      ? `The library knows no current director of ${target}: its master record lists none`
      : `Company ${target} is not mirrored (its board is known only from the register's master record): mirror it first`;
    return { quote: blockedQuote(engine, draft, { reason, error: { code: 'NOT_IN_LIBRARY', message: reason } }), plan: null };
  }
  const fresh = all.filter((din) => profileIsFresh(engine.library, din, engine.now()));
  const dins = all.filter((din) => !fresh.includes(din));
  const book = await readPriceBook(client);
  if (!book.ok) return { quote: blockedQuote(engine, draft, book), plan: null };
  const notes = fresh.length > 0 ? [`Left out, bought within ${FRESH_DAYS} days: ${fresh.join(', ')}`] : [];
  if (dins.length === 0) return { quote: nothingQuote(engine, book.value, draft, `Every profile is fresh (bought within ${FRESH_DAYS} days): nothing to buy`), plan: null };
  const lines = [line(book.value, dins.length === 1 ? `Director profile ${dins[0]}` : `Director profiles (${dins.length})`, 'directors.profile', dins.length)];
  const quote = finishQuote(engine, book.value, { ...draft, lines, notes, blocked: running(target) });
  const plan: ActionPlan = {
    kind: 'networkExpand',
    subject: target,
    dins,
    includeDirectors: false,
    reRead: false,
    sandbox: book.value.sandbox,
    priority: MANUAL_PRIORITY,
    prices: book.value.prices,
  };
  return { quote, plan };
}
