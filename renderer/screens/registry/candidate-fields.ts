// Reads the loosely typed candidate records of a registry resolve (fields as the spec names them).
import { registryDateOrDash } from '../../ui/format';

export interface CandidateRow {
  cin: string;
  company: string;
  idType: string;
  status: string | null;
  incorporated: string;
  city: string | null;
  matchScore: number | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function cityOf(address: unknown): string | null {
  if (!address || typeof address !== 'object') return str(address);
  const a = address as Record<string, unknown>;
  return str(a.city) ?? str(a.City) ?? str(a.district) ?? str(a.state) ?? null;
}

export function candidateRow(raw: Record<string, unknown>): CandidateRow | null {
  const cin = str(raw.cin);
  if (!cin) return null;
  return {
    cin,
    company: str(raw.company) ?? cin,
    idType: str(raw.idType) ?? 'cin',
    status: str(raw.companyStatus),
    incorporated: registryDateOrDash(raw.dateOfIncorporation),
    city: cityOf(raw.registeredAddress),
    matchScore: typeof raw.matchScore === 'number' ? raw.matchScore : null,
  };
}
