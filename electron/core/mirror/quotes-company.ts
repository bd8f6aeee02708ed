/**
 * Quotes for a mirror, a director profile and a name search, from free calls only: the unlock
 * status (price, or already unlocked, or sandbox), freshness (how many filings), the rate card and
 * the wallet. What cannot be known before paying (extraction reads, director count) is estimated
 * and labelled so.
 */
import { formatIndianNumber } from '../../../shared/money';
import { formatDateTime } from '../../../shared/dates';
import { isDin, normaliseCompanyId } from '../../../shared/ids';
import type { EngineContext } from './engine-context';
import { type ActionPlan, BACKGROUND_PRIORITY, MANUAL_PRIORITY, pagesFor } from './plan';
import type { QuoteLine } from '../../../shared/bridge/views';
import { BAD_DIN, blockedQuote, EXTRACTION_FORMS, finishQuote, free, INTERACTIVE, line, NO_CLIENT, type PriceBook, readPriceBook } from './quote-kit';
import { pdfLines } from './quote-roads';
import { teamBuysNote, teamCopyQuote, unlockUntil } from './quotes-team';
import type { MirrorQuote } from './types';

export interface QuoteWithPlan {
  quote: MirrorQuote;
  plan: ActionPlan | null;
}

export type RunningCheck = (subject: string) => string | null;

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
 * scope) the years lists name. Counts come from the lists as this library last read them for the
 * company; a company never listed here gets the upper bound of forms and an estimate of reads,
 * and the run asks again before spending more than was accepted once the lists give the count.
 */
function extractionLines(engine: EngineContext, prices: PriceBook, companyId: string): QuoteLine[] {
  const forms = engine.library.queue.latestErrorCodes('extr-years', companyId).size;
  const reads = engine.library.queue.latestErrorCodes('extr-data', companyId).size;
  const listed = forms > 0;
  return [
    line(prices, 'Extraction forms list', 'companies.extractions.list', 1),
    line(prices, listed ? 'Extraction years lists' : `Extraction years lists (at most ${EXTRACTION_FORMS} forms)`, 'companies.extractions.years', listed ? forms : EXTRACTION_FORMS),
    listed
      ? line(prices, 'Extraction data reads', 'companies.extractions.data', reads, 'as the years lists named them when last read')
      : line(
          prices,
          'Extraction data reads (estimate)',
          'companies.extractions.data',
          engine.tuning.extractionReadsEstimate,
          'the exact count is known once the years are listed; the mirror asks again before spending more than you accept',
        ),
  ];
}

export async function quoteMirror(engine: EngineContext, rawId: string, includeDirectors: boolean, running: RunningCheck): Promise<QuoteWithPlan> {
  const companyId = companyIdOf(rawId);
  const draft = { action: 'mirror' as const, subject: companyId, title: `Mirror ${companyId}` };
  const client = engine.clientOrNull();
  if (client === null) return { quote: blockedQuote(engine, draft, NO_CLIENT), plan: null };
  const [book, freshness, unlock, team] = await Promise.all([
    readPriceBook(client),
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
      : { ...line(prices, 'Unlock (one year of documents and extractions)', 'companies.unlock', 1), ...(u.unlockPrice !== null && !prices.sandbox ? { unitPricePaisa: u.unlockPrice, totalPaisa: u.unlockPrice } : {}) };
  const lines = [
    line(prices, 'Master record', 'companies.master', 1),
    line(prices, `Filing list (${formatIndianNumber(total)} filings, ${formatIndianNumber(pages)} page${pages === 1 ? '' : 's'} of 200)`, 'companies.filings.list', pages),
    unlockLine,
    ...pdfLines(prices, { zipFirst: engine.tuning.zipFirst && u.sandbox !== true, missing: Math.max(0, total - stored), stored }),
    ...extractionLines(engine, prices, companyId),
  ];
  if (includeDirectors) {
    const known = distinctDirectors(engine, companyId);
    const count = known ?? engine.tuning.directorsEstimate;
    lines.push(line(prices, known === null ? 'Director profiles (estimate)' : 'Director profiles', 'directors.profile', count));
  }
  const teamNote = teamBuysNote(team, 'it with an active unlock');
  if (teamNote) notes.push(teamNote);
  if (u.sandbox) notes.push('Sandbox: a test key is never billed; PDFs the sandbox does not hold are skipped');
  if (!u.unlocked && u.unlockPrice === null && !prices.sandbox) notes.push('Your account holds no unlock price');
  const quote = finishQuote(engine, prices, { ...draft, lines, notes, estimated: true, blocked: running(companyId) });
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
  const draft = { action: 'directorProfile' as const, subject: din, title: `Director profile ${din}` };
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
