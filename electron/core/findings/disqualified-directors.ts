/** Current directors the registry marks disqualified (section 164 of the Companies Act). */
import { type Rule, masterEvidence, plural } from './rule';

type Rec = Record<string, unknown>;

export const disqualifiedDirectorsRule: Rule = ({ library, company }) => {
  const master = company.master as { masterData?: { directorData?: unknown } } | null;
  const rows = Array.isArray(master?.masterData?.directorData) ? (master.masterData.directorData as Rec[]) : [];
  const names = rows
    .filter((d) => d && (d.DirectorDisqualified === true || String(d.DirectorDisqualified).toLowerCase() === 'true'))
    .map((d) => {
      const din = String(d.DIN ?? '').padStart(8, '0');
      const stored = library.directors.get(din)?.fullName;
      const name = stored ?? [d.FirstName, d.LastName].filter((p) => typeof p === 'string' && p !== '').join(' ');
      return `${name || 'Unnamed director'} (DIN ${din})`;
    });
  if (names.length === 0) return [];
  return [
    {
      rule: 'director-disqualified',
      severity: 'high',
      title: `${plural(names.length, 'director')} disqualified`,
      detail: `The master record marks as disqualified: ${names.join('; ')}. A disqualified person may not be appointed or continue as a director.`,
      evidence: [masterEvidence(company)],
    },
  ];
};
