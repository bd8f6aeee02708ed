/**
 * Directors holding very many directorships at once, from their profiles in the library. The
 * Companies Act caps directorships at 20 (10 public companies); a director near the cap has little
 * time for any one board and may be a nominee lending a name.
 */
import { formatDay } from '../../../shared/dates';
import { type Rule, plural, referenceOf } from './rule';

export const MANY_DIRECTORSHIPS = 15;

type Rec = Record<string, unknown>;

/** Current directorships on a stored profile: role rows without a cessation date, one per company. */
export function currentDirectorships(profile: unknown): number | null {
  const rows = (profile as { companyData?: unknown } | null)?.companyData;
  if (!Array.isArray(rows)) return null;
  const current = (rows as Rec[]).filter((r) => r && !r.cessationDate).map((r) => String(r.cin_LLPIN ?? r.ucin ?? r.nameOfTheCompany ?? ''));
  return new Set(current).size;
}

export const busyDirectorsRule: Rule = ({ library, company }) => {
  const dins = [...new Set(library.directors.rolesAtCompany(company.id).filter((r) => !r.ceasedOn).map((r) => r.din))];
  const out = [];
  for (const din of dins) {
    const director = library.directors.get(din);
    const count = currentDirectorships(director?.profile);
    if (count === null || count < MANY_DIRECTORSHIPS) continue;
    const name = director?.fullName ?? din;
    out.push({
      rule: 'director-many-directorships',
      severity: 'medium' as const,
      title: `${name} holds ${count} directorships`,
      detail: `${name} (DIN ${din}) is a director of ${plural(count, 'company', 'companies')} at once (flagged from ${MANY_DIRECTORSHIPS}; the legal cap is 20).`,
      evidence: [
        {
          kind: 'record' as const,
          id: din,
          label: `Director profile of ${name} (${director?.profileReadAt ? `read ${formatDay(director.profileReadAt)}` : 'never read'})`,
          reference: referenceOf([['DIN', din], ['request', director?.profileRequestId]]),
        },
      ],
    });
  }
  return out;
};
