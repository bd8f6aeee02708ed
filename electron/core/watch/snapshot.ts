/**
 * What a check read of a company, in the form two reads are compared in: the register (name,
 * status, registered address, capital), the current directors, the charges, the listed filings,
 * the financial years on file, the findings and the unlock's expiry. Built from the library after
 * the check's reads were committed, so it is exactly what the analyst now holds, with the
 * requestIds of the reads it came from.
 */
import { computeFindings } from '../findings';
import type { Library } from '../store';
import { plainText, plainValue } from './normalise';

export const SNAPSHOT_VERSION = 1;
/** An unlock this close to its end is flagged (never renewed by a check). */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SnapshotDirector {
  name: string | null;
  designation: string | null;
  appointedOn: string | null;
}

export interface SnapshotCharge {
  holder: string | null;
  amountPaisa: number | null;
  modifiedOn: string | null;
  satisfiedOn: string | null;
}

export interface SnapshotFiling {
  formId: string | null;
  dateOfFiling: string | null;
  year: number | null;
  description: string | null;
  requestId: string | null;
}

export interface WatchSnapshot {
  version: typeof SNAPSHOT_VERSION;
  companyId: string;
  takenAt: string;
  /** The master read the register, directors and charges come from. */
  masterRequestId: string | null;
  masterReadAt: string | null;
  name: string | null;
  status: string | null;
  address: string | null;
  capital: { authorisedPaisa: number | null; paidUpPaisa: number | null };
  directors: Record<string, SnapshotDirector>;
  charges: Record<string, SnapshotCharge>;
  filings: Record<string, SnapshotFiling>;
  /** Financial years (the year a 31 March ends) with annual accounts on file: AOC-4 filings and extraction years. */
  financialYears: number[];
  /** The findings, by the rule that found them. */
  findings: Record<string, { title: string; detail: string }[]>;
  unlockExpiresAt: string | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const list = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const text = (v: unknown): string | null => {
  const p = plainValue(v);
  return p === null || typeof p === 'boolean' ? null : String(p);
};

/** The registered address as one line (street, city, state, PIN), from the master's address list. */
export function registeredAddress(master: unknown): string | null {
  const data = obj(obj(obj(master).masterData).companyData);
  const addresses = list(data.MCAMDSCompanyAddress);
  const a = addresses.find((x) => plainText(x.addressType) === 'REGISTERED ADDRESS') ?? addresses[0];
  if (!a) return null;
  const parts = [a.streetAddress, a.city, a.state, a.postalCode].map(text).filter((p): p is string => p !== null);
  return parts.length ? parts.join(', ') : null;
}

/** The directors a master read lists at this company, by DIN. */
export function masterDirectors(master: unknown): Record<string, SnapshotDirector> {
  const out: Record<string, SnapshotDirector> = {};
  for (const d of list(obj(obj(master).masterData).directorData)) {
    const din = text(d.DIN);
    if (!din) continue;
    const role = list(d.MCAUserRole)[0] ?? {};
    const name = [text(d.FirstName), text(d.LastName)].filter(Boolean).join(' ') || null;
    out[din.padStart(8, '0')] = { name, designation: text(role.designation), appointedOn: text(d.dateOfAppointment) };
  }
  return out;
}

const isAccounts = (formId: string | null) => formId !== null && /^(AOC-4|LLP Form 8|FC-3)/i.test(formId);

export function takeSnapshot(library: Library, companyId: string, takenAt: string): WatchSnapshot {
  const company = library.companies.get(companyId);
  const master = company?.master ?? null;
  const charges: Record<string, SnapshotCharge> = {};
  for (const c of library.charges.list(companyId)) {
    charges[c.chargeId] = { holder: c.holder, amountPaisa: c.amountPaisa, modifiedOn: c.modifiedOn, satisfiedOn: c.satisfiedOn };
  }
  const filings: Record<string, SnapshotFiling> = {};
  const years = new Set<number>();
  for (const f of library.filings.listByCompany(companyId, { limit: 100_000 })) {
    filings[f.filingId] = { formId: f.formId, dateOfFiling: f.dateOfFiling, year: f.year, description: f.description, requestId: f.listRequestId };
    if (isAccounts(f.formId) && f.year !== null) years.add(f.year);
  }
  for (const e of library.extractions.list(companyId)) {
    const year = Number(e.key);
    if (Number.isInteger(year) && year > 1900 && /^AOC-4/i.test(e.formType)) years.add(year);
  }
  const findings: Record<string, { title: string; detail: string }[]> = {};
  for (const f of computeFindings(library, companyId, takenAt)) {
    findings[f.rule] = [...(findings[f.rule] ?? []), { title: f.title, detail: f.detail }];
  }
  const unlock = library.unlocks.get(companyId);
  return {
    version: SNAPSHOT_VERSION,
    companyId,
    takenAt,
    masterRequestId: company?.masterRequestId ?? null,
    masterReadAt: company?.masterReadAt ?? null,
    name: company?.name ?? null,
    status: company?.status ?? null,
    address: master ? registeredAddress(master) : null,
    capital: { authorisedPaisa: company?.authorisedCapitalPaisa ?? null, paidUpPaisa: company?.paidUpCapitalPaisa ?? null },
    directors: master ? masterDirectors(master) : {},
    charges,
    filings,
    financialYears: [...years].sort((a, b) => a - b),
    findings,
    unlockExpiresAt: unlock && !unlock.sandbox ? unlock.expiresAt : null,
  };
}

/** The unlock's end when it falls within the warning window of `now` (and has not passed), else null. */
export function expiringUnlock(s: WatchSnapshot): string | null {
  if (!s.unlockExpiresAt) return null;
  const left = Date.parse(s.unlockExpiresAt) - Date.parse(s.takenAt);
  return left > 0 && left <= EXPIRY_WARNING_DAYS * DAY_MS ? s.unlockExpiresAt : null;
}
