// createRegistry(seed): the synthetic Company Registry behind the emulator. Only the cheap index is
// built up front; master records, filings, extractions and PDFs are generated on demand and cached.
// Returned objects may be shared between calls: treat them as read-only.
import { companyEntry } from './company-entry';
import type { CompanyContext } from './context';
import { directorContact, directorEntry, directorPan, directorProfile, isDisqualified } from './directors';
import { extraction, extractionForms, extractionYears } from './extractions';
import { buildFilings, type CompanyFilings } from './filings';
import { financialSeries, type YearFigures } from './financials';
import { Lru } from './lru';
import { masterRecord } from './master';
import { pdfSpecFor } from './pdf-spec';
import { buildPlan, type CompanyPlan } from './plan';
import { looksLikeCompanyId, looksLikeDin, rank, type SearchDoc, searchDoc } from './resolve';
import type { CompanyCandidateOpts, CompanyEntry, DirectorEntry, Json, Registry } from './types';
import { buildUniverse } from './build-universe';

export { REFERENCE_DATE } from './types';
export type * from './types';

export interface SyntheticRegistry extends Registry {
  /** A live company with more than 1,200 filings (1,260), for paging tests. */
  readonly bigFiler: string;
  /** The sandbox company with many filings (340). */
  readonly sandboxBigFiler: string;
  /** The sandbox company with no filings at all. */
  readonly sandboxNoFilings: string;
  /** The designed networks (networks.ts): the sandbox group, the live business groups, the busy directors. */
  readonly networks: {
    sandboxGroup: string[];
    groups: Array<{ brand: string; cins: string[]; familyDins: string[] }>;
    busyDirectors: string[];
  };
}

export function createRegistry(seed: string): SyntheticRegistry {
  const u = buildUniverse(seed);
  const plans = new Lru<number, CompanyPlan>(4000);
  const filings = new Lru<number, CompanyFilings>(200);
  const series = new Lru<string, YearFigures[]>(1000);
  const directors = new Map<number, DirectorEntry>();
  // Index entries are small and read often (listings, error hints), so all of them may stay cached.
  const entries = new Map<number, CompanyEntry>();
  const entryOf = (i: number) => {
    let entry = entries.get(i);
    if (!entry) {
      entry = companyEntry(u, u.companies[i]!);
      entries.set(i, entry);
    }
    return entry;
  };
  const companyDocs: SearchDoc[] = u.companies.map((c) => searchDoc(c.index, c.name, c.knownAs));
  const directorDocs: SearchDoc[] = u.directors.map((d) => searchDoc(d.index, d.fullName));

  const planOf = (i: number) => plans.get(i, () => buildPlan(u, u.companies[i]!));
  const indexOf = (id: string) => u.byId.get(id.trim().toUpperCase());
  const ctxOf = (i: number): CompanyContext => {
    const plan = planOf(i);
    return {
      u,
      plan,
      filings: filings.get(i, () => buildFilings(u, plan)),
      series: (scope) => series.get(`${i}|${scope}`, () => financialSeries(seed, plan, scope)),
    };
  };
  const withCompany = <T>(id: string, fn: (i: number) => T): T | undefined => {
    const i = indexOf(id);
    return i === undefined ? undefined : fn(i);
  };
  const directorOf = (j: number) => {
    let entry = directors.get(j);
    if (!entry) {
      entry = directorEntry(u, u.directors[j]!, planOf);
      directors.set(j, entry);
    }
    return entry;
  };
  const sandboxCompanies = u.companies.filter((c) => c.sandbox);

  const companyCandidate = (i: number, score: number): Json => {
    const entry = entryOf(i);
    const plan = planOf(i);
    return {
      cin: entry.cin,
      company: entry.company,
      idType: entry.idType,
      companyStatus: entry.companyStatus,
      dateOfIncorporation: entry.dateOfIncorporation,
      registeredAddress: entry.registeredAddress,
      nicCode: entry.nicCode,
      mainDivisionDescription: entry.mainDivisionDescription,
      directors: plan.appointments.filter((a) => a.toDay === null).map((a) => ({ din: u.directors[a.director]!.din, name: u.directors[a.director]!.fullName, designation: a.designation })),
      matchScore: score,
    };
  };
  const directorCandidate = (j: number, score: number): Json => {
    const entry = directorOf(j);
    const current = u.directors[j]!.companies.filter((ci) => planOf(ci).appointments.some((a) => a.director === j && a.toDay === null));
    return {
      din: entry.din,
      fullName: entry.fullName,
      status: entry.status,
      dinAllocationDate: entry.dinAllocationDate,
      personType: entry.personType,
      companies: entry.companies,
      totalDirectorshipCount: current.length,
      matchScore: score,
    };
  };

  const registry: SyntheticRegistry = {
    seed,
    companyCount: u.companies.length,
    directorCount: u.directors.length,
    bigFiler: u.companies.find((c) => c.filingTarget === 1260)!.cin,
    sandboxBigFiler: sandboxCompanies.find((c) => c.filingTarget !== null)!.cin,
    sandboxNoFilings: sandboxCompanies.find((c) => c.noFilings)!.cin,
    networks: {
      sandboxGroup: u.networks.sandboxGroup.map((i) => u.companies[i]!.cin),
      groups: u.networks.groups.map((g) => ({ brand: g.brand, cins: g.companies.map((i) => u.companies[i]!.cin), familyDins: g.family.map((j) => u.directors[j]!.din) })),
      busyDirectors: u.networks.busyDirectors.map((j) => u.directors[j]!.din),
    },

    sandboxCompanies: () =>
      sandboxCompanies
        .map((c) => ({ cin: c.cin, company: c.name, knownAs: c.knownAs, idType: c.idType, companyStatus: c.status, city: c.city.name, state: c.state.name }))
        .sort((a, b) => (a.company < b.company ? -1 : a.company > b.company ? 1 : 0)),
    sandboxDirectors: () =>
      u.directors.filter((d) => d.sandbox).map((d) => ({ din: d.din, fullName: d.fullName })).sort((a, b) => (a.din < b.din ? -1 : 1)),
    company: (id): CompanyEntry | undefined => withCompany(id, entryOf),
    *companies() {
      for (const c of u.companies) yield entryOf(c.index);
    },
    resolveCompanies(query: string, opts: CompanyCandidateOpts): Json[] {
      const eq = (a: string, b?: string) => b === undefined || a.toLowerCase() === b.trim().toLowerCase();
      const accept = (i: number) => {
        const c = u.companies[i]!;
        return (!opts.sandboxOnly || c.sandbox) && eq(c.state.name, opts.state) && eq(c.city.name, opts.city);
      };
      const id = looksLikeCompanyId(query);
      if (id !== null) {
        const i = u.byId.get(id);
        return i !== undefined && accept(i) ? [companyCandidate(i, 1)] : [];
      }
      const docs = opts.sandboxOnly ? companyDocs.slice(0, sandboxCompanies.length) : companyDocs;
      return rank(docs, query, accept, opts.limit, (i) => u.companies[i]!.name).map((h) => companyCandidate(h.index, h.score));
    },
    resolveDirectors(query: string, opts: { limit: number; sandboxOnly: boolean }): Json[] {
      const accept = (j: number) => !opts.sandboxOnly || u.directors[j]!.sandbox;
      const din = looksLikeDin(query);
      if (din !== null) {
        const j = u.byDin.get(din);
        return j !== undefined && accept(j) ? [directorCandidate(j, 1)] : [];
      }
      const docs = opts.sandboxOnly ? directorDocs.filter((d) => u.directors[d.index]!.sandbox) : directorDocs;
      return rank(docs, query, accept, opts.limit, (j) => `${u.directors[j]!.fullName}|${u.directors[j]!.din}`).map((h) => directorCandidate(h.index, h.score));
    },
    master: (cin) =>
      withCompany(cin, (i) =>
        masterRecord(u, planOf(i), { pan: (j) => directorPan(seed, u.directors[j]!), disqualified: (j) => isDisqualified(u, u.directors[j]!) })),
    filings: (cin) => withCompany(cin, (i) => ctxOf(i).filings.entries) ?? [],
    pdfSpec(cin, filingId) {
      return withCompany(cin, (i) => {
        const ctx = ctxOf(i);
        const ev = ctx.filings.events.get(filingId);
        const entry = ctx.filings.entries.find((e) => e.row.filingId === filingId);
        return ev && entry ? pdfSpecFor(ctx, entry, ev) : undefined;
      });
    },
    director: (din) => {
      const j = u.byDin.get(din.trim());
      return j === undefined ? undefined : directorOf(j);
    },
    directorProfile: (din) => {
      const j = u.byDin.get(din.trim());
      return j === undefined ? undefined : directorProfile(u, u.directors[j]!, planOf);
    },
    directorContact: (din) => {
      const j = u.byDin.get(din.trim());
      return j === undefined ? undefined : directorContact(u, u.directors[j]!, directorOf(j), planOf);
    },
    extractionForms: (cin) => withCompany(cin, (i) => extractionForms(ctxOf(i))) ?? [],
    extractionYears: (cin, formType) => withCompany(cin, (i) => extractionYears(ctxOf(i), formType.toUpperCase())),
    extraction: (cin, formType, key, scope) =>
      withCompany(cin, (i) => extraction(ctxOf(i), formType.toUpperCase(), key, scope)) ?? { data: undefined, otherScopeExists: false },
  };
  return registry;
}
