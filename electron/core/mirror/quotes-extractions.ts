/**
 * The quote of a watch check's extraction read: the forms list, one years list per form, and the
 * data reads of the years the library does not hold yet (the run skips every year already held).
 * How many years are new is only known once the lists are read: one new AOC-4 year in both scopes
 * and one MGT-7 year is expected; the most is two reads for every filing listed that the library
 * holds no extraction of (quote-bounds.ts).
 */
import { formatDateTime } from '../../../shared/dates';
import type { EngineContext } from './engine-context';
import { BACKGROUND_PRIORITY, type ActionPlan } from './plan';
import { NEW_READS_EXPECTED } from './follow-ups';
import { EXTRACTION_FORMS, MOST_READS_PER_FILING, yearsLists } from './quote-bounds';
import { type Blocked, finishQuote, line, priceBookAndFreshness, named } from './quote-kit';
import { companyIdOf, type QuoteWithPlan, type RunningCheck } from './quotes-company';
import { teamBuysNote, teamCopyQuote, unlockUntil } from './quotes-team';


export async function quoteExtractions(engine: EngineContext, rawId: string, running: RunningCheck): Promise<QuoteWithPlan> {
  const companyId = companyIdOf(rawId);
  const draft = { action: 'extractions' as const, subject: companyId, title: `New extraction years of ${named(engine, null, companyId, companyId)}` };
  const read = await priceBookAndFreshness(engine, companyId, draft);
  if (!read.ok) return { quote: read.quote, plan: null };
  const { prices } = read;
  const unlock = read.freshness.data.unlock;
  // A colleague read the extraction lists after the newest refresh: every year listed is in the team, copied at ₹0.
  const lastCompletedAt = read.freshness.data.refresh?.lastCompletedAt ?? null;
  const team = prices.sandbox ? null : ((await engine.team?.holding(companyId, 'extractions', { lastCompletedAt })) ?? null);
  if (team?.state === 'held') {
    const at = team.readAt ? formatDateTime(team.readAt) : 'an unknown time';
    return teamCopyQuote(engine, prices, draft, `Extraction lists read by ${team.by} on ${at}, after the newest refresh${unlockUntil(team)}: the years the team holds are copied, nothing is bought`, running);
  }
  let blocked: string | Blocked | null = running(companyId);
  if (!prices.sandbox && unlock && !unlock.active) blocked ??= 'Reading extractions needs an active unlock of this company';
  const held = engine.library.extractions.list(companyId);
  const forms = new Set(held.map((e) => e.formType)).size;
  const years = yearsLists(forms);
  // Every read not held rests on a filing listed: at most two per filing, less the reads held.
  const listed = read.freshness.data.filings?.total ?? engine.library.filings.countByCompany(companyId);
  const most = Math.max(NEW_READS_EXPECTED, listed * MOST_READS_PER_FILING - held.length);
  const lines = [
    line(prices, 'Extraction forms list', 'companies.extractions.list', 1),
    line(prices, forms > 0 ? 'Extraction years lists' : `Extraction years lists (at most ${EXTRACTION_FORMS} forms)`, 'companies.extractions.years', years.expected, undefined, years.most),
    line(prices, 'Data reads of years not in the library', 'companies.extractions.data', Math.min(NEW_READS_EXPECTED, most), 'one new year of accounts and returns expected; years already held are never read again', most),
  ];
  const teamNote = teamBuysNote(team, 'a reading of the extraction lists since the newest refresh');
  const quote = finishQuote(engine, prices, { ...draft, lines, notes: teamNote ? [teamNote] : [], blocked });
  const plan: ActionPlan = { kind: 'extractions', subject: companyId, includeDirectors: false, reRead: false, sandbox: prices.sandbox, priority: BACKGROUND_PRIORITY, prices: prices.prices };
  return { quote, plan };
}
