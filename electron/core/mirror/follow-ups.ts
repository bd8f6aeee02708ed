/**
 * What a watch check may buy after a company's refresh, while its unlock is active: the fetch of
 * the new filings' PDFs (₹150 when the registry misses some), those PDFs one by one, and the
 * extraction years the library does not hold. They are lines of the check's refresh quote, so the
 * quote names every rupee the check can spend on the company (issue 27): expected from the
 * company's filing rate, at most a page of new filings.
 */
import { DAY_MS } from '../../../shared/dates';
import { formatIndianNumber } from '../../../shared/money';
import type { QuoteLine } from '../../../shared/bridge/views';
import type { Library } from '../store';
import { EXTRACTION_FORMS, expectedNewFilings, MOST_NEW_FILINGS, MOST_READS_PER_FILING, singleDownloads, yearsLists } from './quote-bounds';
import { line, type PriceBook } from './quote-kit';

/** A year passes between checks at most once: one AOC-4 year (standalone and consolidated) and one MGT-7 year. */
export const NEW_READS_EXPECTED = 3;

export interface FollowUpFacts {
  /** Filings the registry lists now (freshness). */
  listed: number;
  zipRoad: boolean;
  nowMs: number;
}

export function followUpLines(library: Library, prices: PriceBook, companyId: string, facts: FollowUpFacts): QuoteLine[] {
  const filings = library.filings.listByCompany(companyId, { limit: 1_000_000 });
  const yearAgo = new Date(facts.nowMs - 365 * DAY_MS).toISOString().slice(0, 10);
  const filedLastYear = filings.filter((f) => f.dateOfFiling !== null && f.dateOfFiling >= yearAgo).length;
  const listReadAt = filings.reduce<string | null>((latest, f) => (latest === null || f.listedAt > latest ? f.listedAt : latest), null);
  const days = listReadAt === null ? 365 : (facts.nowMs - Date.parse(listReadAt)) / DAY_MS;
  const expectedNew = Math.round(expectedNewFilings(filedLastYear, days));
  const missing = library.filings.missingDocuments(companyId).length;
  const pdfs = singleDownloads(missing + expectedNew, facts.zipRoad);
  const held = library.extractions.list(companyId);
  const years = yearsLists(new Set(held.map((e) => e.formType)).size);
  const readsMost = Math.max(NEW_READS_EXPECTED, (facts.listed + MOST_NEW_FILINGS) * MOST_READS_PER_FILING - held.length);
  const rate = `${formatIndianNumber(filedLastYear)} filed in the last year`;
  return [
    line(prices, 'If the refresh lists new filings: fetch their PDFs', 'companies.documents.fetch', expectedNew > 0 ? 1 : 0, `${formatIndianNumber(expectedNew)} new expected (${rate}); charged when the registry misses some`, 1),
    line(prices, 'PDFs of new filings one by one', 'companies.filings.download', pdfs.expected, `at most every PDF missing now (${formatIndianNumber(missing)}) and a page of new filings`, missing + MOST_NEW_FILINGS),
    line(prices, 'Extraction forms list', 'companies.extractions.list', 1),
    line(prices, forms(years.expected), 'companies.extractions.years', years.expected, undefined, years.most),
    line(prices, 'Data reads of years not in the library', 'companies.extractions.data', Math.min(NEW_READS_EXPECTED, readsMost), 'one new year of accounts and returns expected; years already held are never read again', readsMost),
  ];
}

function forms(expected: number): string {
  return expected === EXTRACTION_FORMS ? `Extraction years lists (at most ${EXTRACTION_FORMS} forms)` : 'Extraction years lists';
}
