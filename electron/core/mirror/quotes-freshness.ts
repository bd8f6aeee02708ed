/**
 * Quotes for a refresh and a fetch of missing documents, from the free refresh status, freshness
 * and unlock reads. They say what the spec's flows will do: join a running refresh (charged in
 * full), answer `alreadyFresh` within 24 hours of the last one (still charged), wait out a
 * filing-list refresh, or refuse a fetch with nothing to fetch (uncharged).
 */
import { formatIndianNumber } from '../../../shared/money';
import { formatDateTime } from '../../../shared/dates';
import { ApiError } from '../api';
import type { EngineContext } from './engine-context';
import { type ActionPlan, BACKGROUND_PRIORITY, pagesFor } from './plan';
import { type Blocked, blockedQuote, finishQuote, free, INTERACTIVE, line, NO_CLIENT, nothingQuote, type PriceBook, priceBookAndFreshness, priceBookOr, named } from './quote-kit';
import { companyIdOf, type QuoteWithPlan, type RunningCheck } from './quotes-company';
import { followUpLines } from './follow-ups';
import { pdfLines } from './quote-roads';
import { TEAM_COPY_NOTE, teamBuysNote, teamCopyQuote, teamLine, unlockUntil } from './quotes-team';

/**
 * `followUps`: a watch check's refresh, whose quote also names what the check may buy after it while
 * the unlock is active (follow-ups.ts); the refresh action itself buys only the refresh and re-reads.
 */
export async function quoteRefresh(engine: EngineContext, rawId: string, running: RunningCheck, opts: { followUps?: boolean; prices?: PriceBook } = {}): Promise<QuoteWithPlan> {
  const companyId = companyIdOf(rawId);
  const draft = { action: 'refresh' as const, subject: companyId, title: named(engine, 'refresh', companyId, `Refresh ${companyId}`) };
  const client = engine.clientOrNull();
  if (client === null) return { quote: blockedQuote(engine, draft, NO_CLIENT), plan: null };
  const [book, freshness, status] = await Promise.all([
    priceBookOr(client, opts.prices),
    free(() => client.getFreshness(companyId, INTERACTIVE)),
    free(async () => {
      try {
        return (await client.getRefreshStatus(companyId, INTERACTIVE)).data;
      } catch (error) {
        // Never refreshed: the status call answers 404.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }),
  ]);
  if (!book.ok) return { quote: blockedQuote(engine, draft, book), plan: null };
  if (!freshness.ok) return { quote: blockedQuote(engine, draft, freshness), plan: null };
  if (!status.ok) return { quote: blockedQuote(engine, draft, status), plan: null };
  const prices = book.value;
  const job = status.value;
  const now = engine.now();
  const freshUntil = freshness.value.data.refresh?.freshUntil ?? job?.freshUntil ?? null;
  const lastCompletedAt = freshness.value.data.refresh?.lastCompletedAt ?? job?.lastCompletedAt ?? null;
  const runningJob = job !== null && (job.status === 'pending' || job.status === 'in_progress');
  // A colleague's reading of the newest refresh, later than ours and inside its 24-hour window: copied at ₹0.
  const team = runningJob || prices.sandbox ? null : ((await engine.team?.holding(companyId, 'refresh', { lastCompletedAt })) ?? null);
  if (team?.state === 'held') {
    const at = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : 'an unknown time');
    const note = `Read by ${team.by} on ${at(team.readAt)}, fresh until ${at(team.freshUntil)}: the record and filing list are copied from the team database, nothing is bought`;
    return teamCopyQuote(engine, prices, draft, note, running);
  }
  const alreadyFresh = !prices.sandbox && !runningJob && freshUntil !== null && Date.parse(freshUntil) > now;
  const masterReadAt = engine.library.companies.get(companyId)?.masterReadAt ?? null;
  // Already fresh and read since: the re-read would buy the same data again.
  const reRead = !(alreadyFresh && masterReadAt !== null && lastCompletedAt !== null && masterReadAt >= lastCompletedAt);
  const notes: string[] = [];
  const teamNote = teamBuysNote(team, 'a reading of it newer than yours inside a refresh window');
  if (teamNote) notes.push(teamNote);
  if (runningJob) notes.push('A refresh is already running: this joins it, and joining is charged in full');
  if (alreadyFresh) {
    const at = lastCompletedAt ? formatDateTime(lastCompletedAt) : 'an earlier time';
    notes.push(`Already fresh: the registry refreshed this company on ${at}; until ${formatDateTime(freshUntil)} a refresh returns the same data and is still charged`);
  }
  const lines = [line(prices, 'Refresh (re-read record and filing list at the registry)', 'companies.update', 1)];
  if (reRead) {
    const pages = reReadPages(freshness.value.data.filings?.total ?? 0, engine.library.filings.countByCompany(companyId));
    lines.push(line(prices, 'Master record, read again', 'companies.master', 1));
    lines.push(line(prices, 'Filing list, read again (pages of 200)', 'companies.filings.list', pages.expected, pages.note, pages.most));
  }
  if (opts.followUps && !prices.sandbox && freshness.value.data.unlock?.active) {
    const listed = freshness.value.data.filings?.total ?? 0;
    lines.push(...followUpLines(engine.library, prices, companyId, { listed, zipRoad: engine.tuning.zipFirst, nowMs: now }));
    notes.push('With the unlock active, a check then buys the new filings\' PDFs and extraction years, within the lines above');
  }
  const quote = finishQuote(engine, prices, { ...draft, lines, notes, alreadyFresh, blocked: running(companyId) });
  const plan: ActionPlan = { kind: 'refresh', subject: companyId, includeDirectors: false, reRead, sandbox: prices.sandbox, priority: BACKGROUND_PRIORITY, prices: prices.prices };
  return { quote, plan };
}

/**
 * The filing list read again after a refresh: the registry lists newest first, so when the library
 * already holds the list the first page brings every new row and the rest are not bought (steps/
 * company.ts); otherwise every page. The most allows the list to grow by a page during the refresh.
 */
function reReadPages(listed: number, held: number): { expected: number; most: number; note: string } {
  const pages = pagesFor(listed);
  const expected = held > 0 && held >= listed ? 1 : pages;
  const note =
    expected === 1 && pages > 1
      ? `the first page brings the new filings (${formatIndianNumber(listed)} listed now); at most every page and one more if the list grows`
      : `${formatIndianNumber(listed)} filings listed now; one page more at most if the list grows`;
  return { expected, most: pagesFor(listed) + 1, note };
}

export async function quoteFetch(engine: EngineContext, rawId: string, running: RunningCheck, known?: PriceBook): Promise<QuoteWithPlan> {
  const companyId = companyIdOf(rawId);
  const draft = { action: 'fetch' as const, subject: companyId, title: named(engine, 'fetch', companyId, `Fetch missing documents of ${companyId}`) };
  const read = await priceBookAndFreshness(engine, companyId, draft, known);
  if (!read.ok) return { quote: read.quote, plan: null };
  const { prices } = read;
  const f = read.freshness.data;
  const notes: string[] = [];
  let blocked: string | Blocked | null = running(companyId);
  if (!prices.sandbox && f.unlock && !f.unlock.active) {
    blocked ??= 'Fetching needs an active unlock of this company: mirror it first (the mirror buys the unlock)';
  }
  const registryMissing = f.filings?.missing ?? 0;
  const jobStatus = f.documentJob?.status ?? null;
  const jobRunning = jobStatus !== null && jobStatus !== 'success';
  const fetches = registryMissing > 0 || jobRunning ? 1 : 0;
  const libraryMissing = engine.library.filings.missingDocuments(companyId).length;
  // PDFs a colleague already bought are copied from the team database at ₹0; only the rest is bought.
  const team = libraryMissing > 0 && !prices.sandbox ? ((await engine.team?.holding(companyId, 'fetch')) ?? null) : null;
  const fromTeam = team?.state === 'held' ? Math.min(team.documents ?? 0, libraryMissing) : 0;
  const teamLines = team?.state === 'held' ? [teamLine(prices, fromTeam, `${formatIndianNumber(fromTeam)} PDFs bought by ${team.by}${unlockUntil(team)}: copied from the team database, each checked against its SHA-256`)] : [];
  if (team?.state === 'held' && fetches === 0 && fromTeam === libraryMissing) {
    // Every PDF the library lacks is in the team: nothing is bought (the unlock is the team's).
    return teamCopyQuote(engine, prices, draft, teamLines[0]!.note!, running);
  }
  if (fetches === 0 && libraryMissing === 0 && !jobRunning) {
    // ₹0 is ₹0: every listed filing's PDF is in the library and the registry misses none.
    const held = engine.library.filings.countByCompany(companyId);
    return { quote: nothingQuote(engine, prices, draft, `Nothing to fetch: all ${formatIndianNumber(held)} listed filings of ${companyId} have their PDF in the library, and the registry misses none`), plan: null };
  }
  if (fromTeam > 0) notes.push(`${TEAM_COPY_NOTE}; ${formatIndianNumber(libraryMissing - fromTeam)} PDFs the team does not hold are bought`);
  const teamNote = teamBuysNote(team, 'the missing PDFs');
  if (teamNote) notes.push(teamNote);
  if (jobRunning) notes.push('A document download is running: this joins it, and joining is charged in full');
  if (fetches === 0) notes.push('The registry holds a PDF for every listed filing: no fetch is bought, only the PDFs the library lacks are downloaded');
  const lines = [
    ...teamLines,
    ...(fetches ? [line(prices, 'Fetch missing documents', 'companies.documents.fetch', 1, `${formatIndianNumber(registryMissing)} PDFs missing at the registry`)] : []),
    ...pdfLines(prices, { zipFirst: engine.tuning.zipFirst, missing: libraryMissing - fromTeam, stored: 0, note: 'Filings listed in the library without their PDF' }),
  ];
  const quote = finishQuote(engine, prices, { ...draft, lines, notes, blocked });
  const plan: ActionPlan = {
    kind: 'fetch',
    subject: companyId,
    includeDirectors: false,
    reRead: false,
    sandbox: prices.sandbox,
    priority: BACKGROUND_PRIORITY,
    prices: prices.prices,
    ...(fetches === 0 ? { fetchCall: false } : {}),
    ...(fromTeam > 0 ? { teamCopies: fromTeam } : {}),
  };
  return { quote, plan };
}
