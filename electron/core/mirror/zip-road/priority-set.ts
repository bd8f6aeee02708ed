/**
 * The few PDFs bought on their own while the document job still runs, because the analyst reads
 * them first: the annual accounts (AOC-4) and returns (MGT-7) of the latest financial years, and
 * the charge documents of charges still open. Everything else waits for the job's archives (free).
 */

/** How many of the latest financial years count (a tuning constant of the zip road). */
export const PRIORITY_YEARS = 3;

export interface PriorityFiling {
  filingId: string;
  formId: string | null;
  /** ISO date (the filing list's date, normalised). */
  dateOfFiling: string | null;
  year: number | null;
}

export interface OpenChargeFacts {
  status: string | null;
  createdOn: string | null;
}

const form = (f: PriorityFiling) => (f.formId ?? '').replace(/\s+/g, '').toUpperCase();
const isAnnual = (f: PriorityFiling) => /^(AOC-4|MGT-7)/.test(form(f));
/** Creation and modification of a charge; satisfaction (CHG-4) closes it. */
const isChargeDocument = (f: PriorityFiling) => /^CHG-(1|9)\b/.test(form(f));

function yearOf(f: PriorityFiling): number | null {
  if (f.year !== null) return f.year;
  const y = f.dateOfFiling === null ? Number.NaN : Number(f.dateOfFiling.slice(0, 4));
  return Number.isFinite(y) ? y : null;
}

/**
 * Filing ids of the priority set: annual filings of the latest `years` years on file, and charge
 * documents filed on or after the day the oldest open charge was created.
 */
export function prioritySet(filings: readonly PriorityFiling[], charges: readonly OpenChargeFacts[], years = PRIORITY_YEARS): string[] {
  const annual = filings.filter(isAnnual);
  const latest = new Set(
    [...new Set(annual.map(yearOf).filter((y): y is number => y !== null))].sort((a, b) => b - a).slice(0, years),
  );
  const chosen = annual.filter((f) => latest.has(yearOf(f) ?? Number.NaN)).map((f) => f.filingId);
  const open = charges.filter((c) => (c.status ?? '').toLowerCase() === 'open' && c.createdOn !== null).map((c) => c.createdOn!);
  if (open.length > 0) {
    const since = open.sort()[0]!;
    for (const f of filings) if (isChargeDocument(f) && f.dateOfFiling !== null && f.dateOfFiling >= since) chosen.push(f.filingId);
  }
  return chosen;
}
