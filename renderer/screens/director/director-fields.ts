// Reads the director profile as the registry sent it (field names from the spec).
import { registryDateOrDash } from '../../ui/format';

type Rec = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null);
const recs = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter((x): x is Rec => !!x && typeof x === 'object') : []);

/** Designation and role as one label; the same word twice ("Director · Director") is said once. */
export function roleWords(designation: string | null, role: string | null): string {
  const words = [designation, role].filter((w): w is string => w !== null);
  const distinct = words.filter((w, i) => words.findIndex((o) => o.trim().toLowerCase() === w.trim().toLowerCase()) === i);
  return distinct.join(' · ') || '—';
}

export interface RoleRow {
  cin: string | null;
  company: string;
  role: string;
  since: string;
  until: string;
  current: boolean;
  companyStatus: string | null;
}

export interface DirectorProfileView {
  name: string;
  facts: Array<{ label: string; value: string }>;
  roles: RoleRow[];
  signatory: RoleRow[];
}

export function readProfile(raw: Rec, din: string): DirectorProfileView {
  const p = raw.data && typeof raw.data === 'object' ? (raw.data as Rec) : raw;
  const name = [str(p.firstName), str(p.middleName), str(p.lastName)].filter(Boolean).join(' ') || str(p.fullName) || din;
  const facts = (
    [
      ['DIN', str(p.din) ?? din],
      ['Gender', str(p.gender)],
      ['Nationality', str(p.nationality)],
      ['Qualification', str(p.educationalQualification)],
    ] as Array<[string, string | null]>
  ).flatMap(([label, value]) => (value ? [{ label, value }] : []));
  const roles = recs(p.companyData).map((r) => ({
    cin: str(r.cin_LLPIN) ?? str(r.ucin),
    company: str(r.nameOfTheCompany) ?? '—',
    role: roleWords(str(r.designation), str(r.role)),
    since: registryDateOrDash(r.roleEffectiveDate),
    until: r.cessationDate ? registryDateOrDash(r.cessationDate) : 'current',
    current: !str(r.cessationDate),
    companyStatus: str(r.companyStatus),
  }));
  const signatory = recs(p.mcaSignatoryCessationMasterHistory).map((r) => ({
    cin: str(r.cin),
    company: str(r.accountName) ?? '—',
    role: str(r.designation) ?? '—',
    since: registryDateOrDash(r.appointmentDate),
    until: r.cessationDate ? registryDateOrDash(r.cessationDate) : 'current',
    current: !str(r.cessationDate),
    companyStatus: str(r.accountStatus),
  }));
  return { name, facts, roles, signatory };
}

/** Contact values masked: keep the last 4 characters (or the e-mail domain) visible. */
export function maskContact(value: unknown): string {
  const text = str(value) ?? (value === null || value === undefined ? '—' : JSON.stringify(value));
  if (text === '—') return text;
  const at = text.indexOf('@');
  if (at > 0) return `${text[0]}•••${text.slice(at)}`;
  return text.length <= 4 ? '••••' : `${'•'.repeat(Math.min(8, text.length - 4))}${text.slice(-4)}`;
}
