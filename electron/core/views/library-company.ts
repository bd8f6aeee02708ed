/**
 * The company or filing a view is about, found in the library or refused in words: NOT_IN_LIBRARY
 * with what to do about it. Ids arrive canonical (the contract's id schemas, shared/ids).
 */
import { DossierError } from '../app-error';
import type { CompanyRow, FilingRow, Library } from '../store';
import { isInLibrary } from './company-summary';

const MIRROR_HINT = 'Mirror the company (Registry → search → Mirror) to read it into the library.';

export const notInLibrary = (what: string, hint: string | null = null): DossierError =>
  new DossierError('NOT_IN_LIBRARY', `${what} is not in the library.`, { hint });

/** A company the analyst has read something of; a row only named by a search result is refused. */
export function requireLibraryCompany(library: Library, id: string): CompanyRow {
  const row = library.companies.get(id);
  if (!row || !isInLibrary(row)) throw notInLibrary(`Company ${id}`, MIRROR_HINT);
  return row;
}

/** Any company the library has a row for (findings, notes and exports read what there is); its id. */
export function requireKnownCompany(library: Library, id: string): string {
  if (!library.companies.get(id)) throw notInLibrary(`Company ${id}`, 'Mirror the company first.');
  return id;
}

export function requireFiling(library: Library, filingId: string): FilingRow {
  const filing = library.filings.get(filingId);
  if (!filing) throw notInLibrary(`Filing ${filingId}`, 'Mirror or refresh its company to list its filings.');
  return filing;
}
