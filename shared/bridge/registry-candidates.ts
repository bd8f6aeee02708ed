// What a registry search finds, as it crosses the bridge: a typed candidate, company or director,
// mapped here, once, from the API's own result schemas (shared/api/resolve.ts, and the sandbox
// list of shared/api/sandbox.ts). The core builds them; the renderer and the CLI read these fields
// and nothing else, so no screen guesses at a registry field name.
import type { CompanyCandidate, DirectorCandidate } from '../api/resolve';
import type { SandboxCompany } from '../api/sandbox';
import { type LocalDate, parseRegistryDate } from '../dates';
import type { IdType } from '../ids';

export interface CompanyCandidateView {
  kind: 'company';
  /** CIN, FCIN or LLPIN, as the registry wrote it (its `cin` field holds all three). */
  id: string;
  idType: IdType;
  /** The legal name; the id when the registry sent none. */
  name: string;
  /** A brand or former name (sandbox entries carry one). */
  knownAs: string | null;
  status: string | null;
  /** `YYYY-MM-DD`, read from the registry's MM/DD/YYYY; null when absent or not a real day. */
  incorporatedOn: LocalDate | null;
  city: string | null;
  state: string | null;
  /** The main line of business (NIC division). */
  industry: string | null;
  /** Higher is better; null for sandbox entries, which are a list, not a search. */
  matchScore: number | null;
}

export interface DirectorCandidateView {
  kind: 'director';
  din: string;
  name: string | null;
  status: string | null;
  dinAllocatedOn: LocalDate | null;
  /** The companies the registry lists for the director. */
  companies: string[];
  directorships: number | null;
  matchScore: number | null;
}

export type RegistryCandidate = CompanyCandidateView | DirectorCandidateView;

/** `registry.resolve`'s answer. `sandbox` and `hint` come from a test key. */
export interface RegistryMatches {
  candidates: RegistryCandidate[];
  sandbox: boolean;
  hint: string | null;
}

const text = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The registry's MM/DD/YYYY (perhaps with a time tail) as a calendar day, or null. */
function registryDay(raw: string | null | undefined): LocalDate | null {
  if (typeof raw !== 'string') return null;
  const parsed = parseRegistryDate(raw.trim().split(/\s+/)[0]);
  return parsed.ok ? parsed.value : null;
}

/** A company found by a company search (`GET /v1/companies/resolve`). */
export function companyCandidate(found: CompanyCandidate): CompanyCandidateView {
  const address = found.registeredAddress ?? null;
  return {
    kind: 'company',
    id: found.cin,
    idType: found.idType ?? 'cin',
    name: text(found.company) ?? found.cin,
    knownAs: null,
    status: text(found.companyStatus),
    incorporatedOn: registryDay(found.dateOfIncorporation),
    city: text(address?.city),
    state: text(address?.state),
    industry: text(found.mainDivisionDescription),
    matchScore: found.matchScore,
  };
}

/** An entry of the sandbox list (`GET /v1/sandbox`): no score, no date, city and state at the top. */
export function sandboxCompanyCandidate(entry: SandboxCompany): CompanyCandidateView {
  return {
    kind: 'company',
    id: entry.cin,
    idType: entry.idType ?? 'cin',
    name: text(entry.company) ?? entry.cin,
    knownAs: text(entry.knownAs),
    status: text(entry.companyStatus),
    incorporatedOn: null,
    city: text(entry.city),
    state: text(entry.state),
    industry: null,
    matchScore: null,
  };
}

/** A director found by a director search (`GET /v1/directors/resolve`). */
export function directorCandidate(found: DirectorCandidate): DirectorCandidateView {
  return {
    kind: 'director',
    din: found.din,
    name: text(found.fullName),
    status: text(found.status),
    dinAllocatedOn: registryDay(found.dinAllocationDate),
    companies: found.companies ?? [],
    directorships: found.totalDirectorshipCount ?? null,
    matchScore: found.matchScore,
  };
}
