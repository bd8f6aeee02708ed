/**
 * CompanyDetail: the summary, the master record as the registry sent it (with where and when it
 * was read), the board, the charges, and the name and identifier history.
 */
import { parseRegistryDate } from '../../../shared/dates';
import { companyReads } from './company-reads';
import type { ChargeRow, CompanyDetail, DirectorRow } from '../../../shared/bridge/views';
import type { CompanyRow, DirectorRoleRow, Library } from '../store';
import { summaryOfFacts } from './company-summary';
import { requireLibraryCompany } from './library-company';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRec) : []);

/** A registry date (MM/DD/YYYY) as an ISO date; anything unreadable stays null rather than wrong. */
function registryDate(v: unknown): string | null {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
  const parsed = parseRegistryDate(v);
  return parsed.ok ? parsed.value : null;
}

/** `DirectorDisqualified` per DIN from the stored master record (a "true"/"false" string there). */
function disqualifiedByDin(master: unknown): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const data = isRec(master) && isRec(master.masterData) ? master.masterData.directorData : null;
  for (const d of records(data)) {
    const din = typeof d.DIN === 'string' ? d.DIN : typeof d.DIN === 'number' ? String(d.DIN).padStart(8, '0') : null;
    const flag = d.DirectorDisqualified;
    if (din && (flag === true || flag === false || flag === 'true' || flag === 'false')) out.set(din, flag === true || flag === 'true');
  }
  return out;
}

/** Directorships the director's profile lists without a cessation date; null without a profile. */
function currentDirectorships(profile: unknown): number | null {
  if (!isRec(profile) || !Array.isArray(profile.companyData)) return null;
  return records(profile.companyData).filter((r) => !r.cessationDate).length;
}

function directorRows(library: Library, company: CompanyRow): DirectorRow[] {
  const roles = library.directors.rolesAtCompany(company.id);
  // The master record is the register's own list; profile rows fill in when no master was read.
  const source = roles.some((r) => r.source === 'master') ? roles.filter((r) => r.source === 'master') : roles;
  const first = new Map<string, DirectorRoleRow>();
  for (const r of source) if (!first.has(r.din)) first.set(r.din, r);
  const disqualified = disqualifiedByDin(company.master);
  return [...first.values()].map((r) => {
    const director = library.directors.get(r.din);
    return {
      din: r.din,
      name: director?.fullName ?? r.din,
      designation: r.designation,
      role: r.role,
      appointedOn: r.appointedOn,
      ceasedOn: r.ceasedOn,
      disqualified: disqualified.get(r.din) ?? null,
      directorshipCount: currentDirectorships(director?.profile),
      mirrored: director?.profileReadAt != null,
    };
  });
}

function chargeRows(library: Library, companyId: string): ChargeRow[] {
  return library.charges.list(companyId).map((c) => ({
    chargeId: c.chargeId,
    holder: c.holder ?? '',
    amountPaisa: c.amountPaisa,
    status: c.status ?? 'Unknown',
    createdOn: c.createdOn,
    modifiedOn: c.modifiedOn,
    satisfiedOn: c.satisfiedOn,
  }));
}

/** A history row's dates: the registry's own from/to (its raw record) over the store's changed_on (the `to`). */
function historyDates(raw: unknown, changedOn: string | null): { from: string | null; to: string | null } {
  const from = isRec(raw) ? registryDate(raw.fromDate) : null;
  const to = isRec(raw) && raw.toDate !== undefined ? registryDate(raw.toDate) : registryDate(changedOn);
  return { from, to };
}

export function companyDetail(library: Library, company: CompanyRow, nowIso: string): CompanyDetail {
  const facts = library.companySummaries.get(company.id);
  if (!facts) throw new Error(`companyDetail: the library has no row for ${company.id}`);
  return {
    summary: summaryOfFacts(facts, nowIso),
    reads: companyReads(library, company),
    master: isRec(company.master) ? company.master : null,
    masterProvenance: { readAt: company.masterReadAt, requestId: company.masterRequestId },
    directors: directorRows(library, company),
    charges: chargeRows(library, company.id),
    nameHistory: library.companies.nameHistory(company.id).map((h) => ({ name: h.name, ...historyDates(h.raw, h.changedOn) })),
    idHistory: library.companies.idHistory(company.id).map((h) => ({ id: h.oldId, ...historyDates(h.raw, h.changedOn) })),
  };
}

/** The Company screen's view of a company in the library (NOT_IN_LIBRARY otherwise). */
export function companyDetailView(library: Library, id: string, nowIso: string): CompanyDetail {
  return companyDetail(library, requireLibraryCompany(library, id), nowIso);
}
