/**
 * How many calls a company's work takes: what a quote expects and the most it can take, from what is
 * known before anything is bought (the filings the registry lists, the PDFs the library holds, what
 * earlier reads of the company found). The most is a bound the run never passes; the expected count
 * is what the quote's total and the bench's expected-against-actual table are made of.
 *
 * Extraction data reads are per year and scope (AOC-4, read in both scopes), per year (MGT-7), per
 * allotment filing (PAS-3) and per charge: each rests on at least one filing the registry lists,
 * and an AOC-4 filing gives at most its two scopes, so a company never has more than two reads per
 * filing listed (`mirror/quote-bounds.test.ts` checks it over every company of the emulator).
 */

/** At most two data reads per filing listed (an AOC-4 in both scopes); see above. */
export const MOST_READS_PER_FILING = 2;

/**
 * Paid data reads per filing listed, expected, when nothing better is known: one in five (most
 * filings are not accounts, returns, allotments or charges; the consolidated scope of most years is
 * absent and its refusal is free). Measured over the emulator's 5,177 companies: 0.18.
 */
export const EXPECTED_READS_PER_FILING = 0.2;

/** The extraction lists: one forms list, and one years list per form of the spec's four. */
export const EXTRACTION_FORMS = 4;

/**
 * A company's board is at most fifteen directors without a special resolution (Companies Act 2013,
 * s.149(1)); more than that needs the profiles of the ones past it asked for again.
 */
export const MOST_DIRECTORS = 15;

/** Of the PDFs missing, the share expected to be bought one by one on the zip road (the priority set while the job runs). */
export const EXPECTED_SINGLE_SHARE = 0.05;

export interface Count {
  expected: number;
  most: number;
}

export interface ReadsKnown {
  /** Filings the registry lists for the company (free freshness read). */
  listed: number;
  /** Data reads the library holds for the company (each a paid read of an earlier mirror). */
  held: number;
  /** Data reads earlier years lists named for it (both AOC-4 scopes counted), or 0. */
  namedBefore: number;
}

/**
 * Data reads of a mirror: as many as the library holds when it read the lists before (a re-mirror
 * reads them again), else a share of the filings; at most two per filing, or what the lists named
 * before when that is more.
 */
export function mirrorDataReads(known: ReadsKnown): Count {
  const most = Math.max(known.listed * MOST_READS_PER_FILING, known.namedBefore);
  const expected = known.held > 0 ? known.held : Math.round(known.listed * EXPECTED_READS_PER_FILING);
  return { expected: Math.min(expected, most), most };
}

/** Years lists: one per form the library knows the company files, else the four; never more than four. */
export function yearsLists(formsKnown: number): Count {
  return { expected: formsKnown > 0 ? formsKnown : EXTRACTION_FORMS, most: EXTRACTION_FORMS };
}

/**
 * PDFs bought one by one: every missing one without archives; on the zip road the priority set
 * while the document job runs is expected, and every missing one is the most (an archive might
 * deliver none of them).
 */
export function singleDownloads(missing: number, zipRoad: boolean): Count {
  if (!zipRoad) return { expected: missing, most: missing };
  return { expected: Math.min(missing, Math.ceil(missing * EXPECTED_SINGLE_SHARE)), most: missing };
}

/** Director profiles: the board the library knows, else an estimate; at most the larger of it and fifteen. */
export function directorProfiles(known: number | null, estimate: number): Count {
  const expected = known ?? estimate;
  return { expected, most: Math.max(expected, MOST_DIRECTORS) };
}

/** A refresh re-reads the list once: at most one page of filings (200) can be new after it. */
export const MOST_NEW_FILINGS = 200;

/**
 * New filings a refresh is expected to list: the company's rate over the last year (filings dated
 * within it, as the library holds the list) times the days since its list was last read.
 */
export function expectedNewFilings(filedLastYear: number, daysSinceListRead: number): number {
  return (filedLastYear * Math.max(0, daysSinceListRead)) / 365;
}
