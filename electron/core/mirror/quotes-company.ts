/**
 * Quotes for a mirror, a director profile and a name search, from free calls only: the unlock
 * status (price, or already unlocked, or sandbox), freshness (how many filings), the rate card and
 * the wallet. What cannot be known before paying (extraction reads, director count, PDFs an archive
 * might not deliver) is quoted twice: the count expected, and the most it can be (quote-bounds.ts).
 */
import { formatIndianNumber } from '../../../shared/money';
import { formatDateTime } from '../../../shared/dates';
import { isDin, normaliseCompanyId } from '../../../shared/ids';
import type { EngineContext } from './engine-context';
import { type ActionPlan, BACKGROUND_PRIORITY, MANUAL_PRIORITY, pagesFor } from './plan';
import type { QuoteLine } from '../../../shared/bridge/views';
import { directorProfiles, EXTRACTION_FORMS, MOST_DIRECTORS, mirrorDataReads, yearsLists } from './quote-bounds';
import { BAD_DIN, type Blocked, blockedQuote, finishQuote, free, INTERACTIVE, line, NO_CLIENT, type PriceBook, priceBookOr, readPriceBook, withUnit, named } from './quote-kit';
import { pdfLines } from './quote-roads';
import { teamBuysNote, teamCopyQuote, unlockUntil } from './quotes-team';
import type { MirrorQuote } from './types';

export interface QuoteWithPlan {
  quote: MirrorQuote;
  plan: ActionPlan | null;
}

/** Why a subject is busy (another action on it is open), as the quote's block with code COMPANY_BUSY; null when it is free. */
export type RunningCheck = (subject: string) => Blocked | null;

/** The canonical id by shared/ids' rule; one the rule refuses goes on as given, for the client to refuse. */
export function companyIdOf(rawId: string): string {
  const checked = normaliseCompanyId(rawId);
  return checked.ok ? checked.id : rawId;
}

function distinctDirectors(engine: EngineContext, companyId: string): number | null {
  const roles = engine.library.directors.rolesAtCompany(companyId).filter((r) => r.source === 'master');
  return roles.length === 0 ? null : new Set(roles.map((r) => r.din)).size;
}


/**
 * The extraction reads: the forms list, one years list per form, one data read per year (and
 * scope) the years lists name. What the library learnt from earlier reads of the company sets the
 * expected counts; the most rests on the filings the registry lists (quote-bounds.ts).
 */
function extractionLines(engine: EngineContext, prices: PriceBook, companyId: string, listed: number): QuoteLine[] {
  const forms = engine.library.queue.latestErrorCodes('extr-years', companyId).size;
  const namedBefore = engine.library.queue.latestErrorCodes('extr-data', companyId).size;
  const held = engine.library.extractions.list(companyId).length;
  const years = yearsLists(forms);
  const reads = mirrorDataReads({ listed, held, namedBefore });
  const readsNote =
    held > 0
      ? `${formatIndianNumber(held)} read before; at most two per filing listed`
      : `about one per five filings listed; at most two per filing (the exact count is known once the years are listed)`;
  return [
    line(prices, 'Extraction forms list', 'companies.extractions.list', 1),
    line(prices, forms > 0 ? 'Extraction years lists' : `Extraction years lists (at most ${EXTRACTION_FORMS} forms)`, 'companies.extractions.years', years.expected, undefined, years.most),
    line(prices, 'Extraction data reads', 'companies.extractions.data', reads.expected, readsNote, reads.most),
  ];
}

/** `prices`: the price book a book's quote read once for all its companies. */
export async function quoteMirror(engine: EngineContext, rawId: string, includeDirectors: boolean, running: RunningCheck, prices0?: PriceBook): Promise<QuoteWithPlan> {
  const companyId = companyIdOf(rawId);
  const draft = { action: 'mirror' as const, subject: companyId, title: named(engine, 'mirror', companyId, `Mirror ${companyId}`) };
  const client = engine.clientOrNull();
  if (client === null) return { quote: blockedQuote(engine, draft, NO_CLIENT), plan: null };
  const [book, freshness, unlock, team] = await Promise.all([
    priceBookOr(client, prices0),
    free(() => client.getFreshness(companyId, INTERACTIVE)),
    free(() => client.getUnlockStatus(companyId, INTERACTIVE)),
    engine.team?.holding(companyId) ?? null,
  ]);
  if (!book.ok) return { quote: blockedQuote(engine, draft, book), plan: null };
  if (!freshness.ok) return { quote: blockedQuote(engine, draft, freshness), plan: null };
  if (!unlock.ok) return { quote: blockedQuote(engine, draft, unlock), plan: null };
  const prices = book.value;
  // Held by the team with an unlock still active: copied at no cost (director profiles are not part of it).
  if (team?.state === 'held') {
    const directorsNote = includeDirectors ? ['Director profiles are not part of the team copy: expand the network afterwards to buy them'] : [];
    return teamCopyQuote(engine, prices, draft, `Bought by ${team.by}${unlockUntil(team)}: copied from the team database, nothing is bought`, running, directorsNote);
  }
  const total = freshness.value.data.filings?.total ?? 0;
  const pages = pagesFor(total);
  const stored = engine.library.filings.listByCompany(companyId, { limit: 1_000_000 }).filter((f) => f.hasDocument).length;
  const u = unlock.value.data;
  const notes: string[] = [];
  const unlockLine = u.sandbox
    ? line(prices, 'Unlock (sandbox: counts as unlocked)', 'companies.unlock', 0)
    : u.unlocked
      ? line(prices, 'Unlock', 'companies.unlock', 0, `Already unlocked${u.expiresAt ? ` until ${formatDateTime(u.expiresAt)}` : ''}`)
      : ((l) => (u.unlockPrice !== null && !prices.sandbox ? withUnit(l, u.unlockPrice) : l))(line(prices, 'Unlock (one year of documents and extractions)', 'companies.unlock', 1));
  const lines = [
    line(prices, 'Master record', 'companies.master', 1),
    line(prices, `Filing list (${formatIndianNumber(total)} filings, ${formatIndianNumber(pages)} page${pages === 1 ? '' : 's'} of 200)`, 'companies.filings.list', pages),
    unlockLine,
    ...pdfLines(prices, { zipFirst: engine.tuning.zipFirst && u.sandbox !== true, missing: Math.max(0, total - stored), stored }),
    ...extractionLines(engine, prices, companyId, total),
  ];
  if (includeDirectors) {
    const known = distinctDirectors(engine, companyId);
    const count = directorProfiles(known, engine.tuning.directorsEstimate);
    const note = known === null ? `the board is known once the master record is read; at most ${MOST_DIRECTORS} (s.149(1))` : undefined;
    lines.push(line(prices, 'Director profiles', 'directors.profile', count.expected, note, count.most));
  }
  const teamNote = teamBuysNote(team, 'it with an active unlock');
  if (teamNote) notes.push(teamNote);
  if (u.sandbox) notes.push('Sandbox: a test key is never billed; PDFs the sandbox does not hold are skipped');
  if (!u.unlocked && u.unlockPrice === null && !prices.sandbox) notes.push('Your account holds no unlock price');
  const quote = finishQuote(engine, prices, { ...draft, lines, notes, blocked: running(companyId) });
  const plan: ActionPlan = {
    kind: 'mirror',
    subject: companyId,
    includeDirectors,
    reRead: false,
    sandbox: prices.sandbox,
    priority: BACKGROUND_PRIORITY,
    prices: prices.prices,
  };
  return { quote, plan };
}

export async function quoteDirectorProfile(engine: EngineContext, rawDin: string, running: RunningCheck): Promise<QuoteWithPlan> {
  const din = rawDin.trim();
  const draft = { action: 'directorProfile' as const, subject: din, title: named(engine, 'directorProfile', din, `Director profile ${din}`) };
  const client = engine.clientOrNull();
  if (client === null) return { quote: blockedQuote(engine, draft, NO_CLIENT), plan: null };
  if (!isDin(din)) return { quote: blockedQuote(engine, draft, BAD_DIN), plan: null };
  const book = await readPriceBook(client);
  if (!book.ok) return { quote: blockedQuote(engine, draft, book), plan: null };
  const quote = finishQuote(engine, book.value, { ...draft, lines: [line(book.value, 'Director profile', 'directors.profile', 1)], blocked: running(din) });
  const plan: ActionPlan = {
    kind: 'directorProfile',
    subject: din,
    includeDirectors: false,
    reRead: false,
    sandbox: book.value.sandbox,
    // Asked for by hand: it goes ahead of background mirror work.
    priority: MANUAL_PRIORITY,
    prices: book.value.prices,
  };
  return { quote, plan };
}

export async function quoteResolve(engine: EngineContext, query: { query: string; state?: string; city?: string }): Promise<MirrorQuote> {
  const draft = { action: 'resolve' as const, subject: query.query.trim(), title: `Search the registry for "${query.query.trim()}"` };
  const client = engine.clientOrNull();
  if (client === null) return blockedQuote(engine, draft, NO_CLIENT);
  const book = await readPriceBook(client);
  if (!book.ok) return blockedQuote(engine, draft, book);
  return finishQuote(engine, book.value, { ...draft, lines: [line(book.value, 'Company search', 'companies.resolve', 1)] });
}
