/**
 * Which column of a book holds what, read from its header with case, spacing and punctuation
 * ignored ("Loan A/C No." is "loanacno"). Each field knows the headers banks write for it, best
 * first: when two columns could be the exposure, "Exposure" or "Outstanding" is taken over
 * "Sanctioned Limit (Rs)", which is then kept as a tag like every column not recognised. A header
 * that says its amounts are in lakh or crore ("Exposure (Rs in lakhs)") makes a bare number in that
 * column lakh or crore.
 */
import type { BookColumn } from '../../../shared/bridge/portfolio';

export type AmountUnit = 'rupees' | 'lakh' | 'crore';

export interface ColumnPlan {
  /** The column index of each recognised field. */
  index: Partial<Record<BookColumn, number>>;
  /** How each header was read, left to right (blank headers named "Column N"). */
  columns: Array<{ header: string; recognisedAs: BookColumn | 'tag' }>;
  /** The unit of bare numbers in the exposure column. */
  exposureUnit: AmountUnit;
}

/** Header keys per field, best first. */
const HEADERS: Record<BookColumn, readonly string[]> = {
  id: ['cin', 'llpin', 'fcin', 'cinllpin', 'cinllpinfcin', 'cinfcinllpin', 'cinno', 'cinnumber', 'llpinno', 'llpinnumber', 'fcinno', 'companyidentificationno', 'companyidentificationnumber', 'corporateidentificationnumber', 'corporateidentityno', 'corporateidentitynumber', 'mcaid'],
  name: ['borrowername', 'nameofthecompany', 'nameofcompany', 'companyname', 'nameoftheborrower', 'nameofborrower', 'borrower', 'customername', 'clientname', 'entityname', 'partyname', 'accountname', 'company', 'name'],
  reference: ['loanacno', 'loanaccountno', 'loanaccountnumber', 'loanacnumber', 'loanac', 'loanaccount', 'facilityid', 'facilityno', 'facilitynumber', 'accountno', 'accountnumber', 'acno', 'acnumber', 'customerid', 'custid', 'customerno', 'customernumber', 'loanid', 'loanno', 'reference', 'referenceno', 'refno', 'ref'],
  exposure: ['exposure', 'totalexposure', 'outstanding', 'outstandingbalance', 'outstandingamount', 'amountoutstanding', 'principaloutstanding', 'balanceoutstanding', 'os', 'balance', 'sanctionedlimit', 'sanctionlimit', 'limit', 'sanctionedamount', 'amount'],
  sanctionDate: ['sanctiondate', 'dateofsanction', 'sanctionedon', 'sanctioneddate', 'datesanctioned', 'disbursementdate'],
  rm: ['rm', 'rmname', 'relationshipmanager', 'relationshipmanagername', 'accountmanager'],
  state: ['state', 'statename', 'registeredstate', 'stateofregistration'],
  pin: ['pincode', 'pin', 'postalcode', 'pinno', 'zipcode', 'zip', 'postcode'],
};

/** Currency and unit words that may close a header: "(Rs)", "(₹)", "(INR)", "(in lakhs)", "(Rs. Cr)". */
const TRAILERS = /(?:in|rs|inr|rupees|lakhs?|lacs?|crores?|cr|mn)+$/;

/** The header as a key: lower case letters and digits only, the ₹ sign and its kin dropped. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function unitOf(header: string): AmountUnit {
  const h = header.toLowerCase();
  if (/\b(lakhs?|lacs?)\b/.test(h)) return 'lakh';
  if (/\b(crores?|cr)\b\.?/.test(h)) return 'crore';
  return 'rupees';
}

/** The field a header names and how good a name for it it is (lower is better), or null. */
function fieldOf(header: string): { field: BookColumn; rank: number } | null {
  const key = headerKey(header);
  if (key === '') return null;
  const bare = key.replace(TRAILERS, '');
  for (const field of Object.keys(HEADERS) as BookColumn[]) {
    const names = HEADERS[field];
    let rank = names.indexOf(key);
    if (rank < 0 && bare !== '' && (field === 'exposure' || field === 'reference' || field === 'id')) rank = names.indexOf(bare);
    if (rank >= 0) return { field, rank };
  }
  return null;
}

/** Reads the header row; null when it names neither a company name nor an identifier (it is no book's header). */
export function planColumns(headers: readonly string[]): ColumnPlan | null {
  const best = new Map<BookColumn, { at: number; rank: number }>();
  headers.forEach((header, at) => {
    const found = fieldOf(header);
    if (!found) return;
    const held = best.get(found.field);
    if (!held || found.rank < held.rank) best.set(found.field, { at, rank: found.rank });
  });
  if (!best.has('name') && !best.has('id')) return null;
  const index: ColumnPlan['index'] = {};
  for (const [field, { at }] of best) index[field] = at;
  const fieldAt = new Map([...best].map(([field, { at }]) => [at, field]));
  const exposureAt = index.exposure;
  return {
    index,
    columns: headers.map((header, at) => ({ header: header.trim() === '' ? `Column ${at + 1}` : header.trim(), recognisedAs: fieldAt.get(at) ?? 'tag' })),
    exposureUnit: exposureAt === undefined ? 'rupees' : unitOf(headers[exposureAt]!),
  };
}
