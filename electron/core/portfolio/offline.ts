/**
 * A row resolved offline, in this order: a row that cannot be read stays bad (nothing is guessed
 * for it); an identifier that passes the spec's rules resolves the row, whether or not the library
 * holds the company yet; a name is looked up among the library's own companies (library-match.ts):
 * one company → resolved, two or more → ambiguous with every candidate, none → open ('pending'),
 * for the registry's paid search.
 */
import type { BookCandidate } from '../../../shared/bridge/portfolio';
import type { RowResolutionInput } from '../store';
import type { LibraryNames } from './library-match';
import type { ParsedRow } from './read-rows';

export function resolveOffline(row: ParsedRow, names: LibraryNames): RowResolutionInput {
  if (row.problem !== null) return { companyId: null, resolution: 'bad', resolvedBy: null, candidates: [], problem: row.problem };
  if (row.companyId !== null) return { companyId: row.companyId, resolution: 'resolved', resolvedBy: 'identifier', candidates: [], problem: null };
  const verdict = names.match(row.name!, { state: row.state, pin: row.pin });
  if (verdict.kind === 'resolved') return { companyId: verdict.companyId, resolution: 'resolved', resolvedBy: 'library', candidates: verdict.candidates, problem: null };
  if (verdict.kind === 'ambiguous') {
    return { companyId: null, resolution: 'ambiguous', resolvedBy: null, candidates: verdict.candidates, problem: ambiguity(verdict.candidates, 'the library') };
  }
  return { companyId: null, resolution: 'pending', resolvedBy: null, candidates: [], problem: null };
}

export function ambiguity(candidates: readonly BookCandidate[], where: string): string {
  return `${candidates.length} companies in ${where} carry this name: pick one`;
}
