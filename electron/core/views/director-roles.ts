/**
 * A director's roles as one list. The library keeps a role twice when both the company's register
 * (its master record) and the director's bought profile name it; shown as is, the analyst reads two
 * identical rows and wonders which is right. Rows that agree (same company, same designation, dates
 * equal or known on one side only) become one row that names both sources; rows that disagree stay
 * apart, each with its own source, because a difference between the two records is itself evidence.
 * A row one record repeats word for word is the same role, listed once.
 */
import type { DirectorRoleRow } from '../store';

export type RoleSource = DirectorRoleRow['source'];

export interface MergedRole extends Omit<DirectorRoleRow, 'din' | 'source'> {
  /** Where the role was read: the company's register ('master'), the director's profile, or both. */
  sources: RoleSource[];
}

const norm = (s: string | null): string => (s ?? '').trim().toLowerCase();
const agree = <T>(a: T | null, b: T | null): boolean => a === null || b === null || a === b;

function sameRole(a: MergedRole, b: DirectorRoleRow): boolean {
  if (a.companyId !== b.companyId) return false;
  if (norm(a.designation ?? a.role) !== norm(b.designation ?? b.role)) return false;
  return agree(a.appointedOn, b.appointedOn) && agree(a.ceasedOn, b.ceasedOn) && agree(a.ceasedAsWritten, b.ceasedAsWritten);
}

/** A record naming the same role twice, word for word (the registry repeats rows), names it once. */
function repeated(a: MergedRole, b: DirectorRoleRow): boolean {
  return (
    a.companyId === b.companyId &&
    norm(a.designation) === norm(b.designation) &&
    norm(a.role) === norm(b.role) &&
    a.appointedOn === b.appointedOn &&
    a.ceasedOn === b.ceasedOn &&
    a.ceasedAsWritten === b.ceasedAsWritten
  );
}

export function mergeRoles(rows: DirectorRoleRow[]): MergedRole[] {
  const merged: MergedRole[] = [];
  for (const row of rows) {
    if (merged.some((m) => m.sources.includes(row.source) && repeated(m, row))) continue;
    const twin = merged.find((m) => !m.sources.includes(row.source) && sameRole(m, row));
    if (!twin) {
      const { din: _din, source, ...rest } = row;
      merged.push({ ...rest, sources: [source] });
      continue;
    }
    twin.sources.push(row.source);
    twin.companyName ??= row.companyName;
    twin.role ??= row.role;
    twin.designation ??= row.designation;
    twin.appointedOn ??= row.appointedOn;
    twin.ceasedOn ??= row.ceasedOn;
    twin.ceasedAsWritten ??= row.ceasedAsWritten;
    twin.kmp ??= row.kmp;
  }
  return merged;
}
