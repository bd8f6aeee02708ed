// createRegistry(seed): the synthetic Company Registry behind the emulator. Only the cheap index is
// built up front; master records, filings, extractions and PDFs are generated on demand and cached.
// Returned objects may be shared between calls: treat them as read-only.
import { companyEntry } from './company-entry';
import type { CompanyContext } from './context';
import { directorContact, directorEntry, directorPan, directorProfile, isDisqualified } from './directors';
import { extraction, extractionForms, extractionYears } from './extractions';
import { financialSeries, type YearFigures } from './financials';
import { Living, REFERENCE_MS } from './living';
import { Lru } from './lru';
import { RegistryEventError, registryEventSchema } from './registry-events';
import { describeZodError } from '../../shared/api/describe';
import { masterRecord } from './master';
import { pdfSpecFor } from './pdf-spec';
import { buildPlan, type CompanyPlan, formerNames } from './plan';
import { looksLikeCompanyId, looksLikeDin, rank, rankCompanies, type SearchDoc, searchDoc } from './resolve';
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
    /** Pairs of unrelated companies whose names normalise alike (twins.ts), in different states. */
    twins: Array<[string, string]>;
  };
}

export function createRegistry(seed: string): SyntheticRegistry {
  const u = buildUniverse(seed);
  const plans = new Lru<number, CompanyPlan>(4000);
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
  // Former names are searched too (a lender's book still spells a borrower as it was called); made on first search.
  let formerDocs: SearchDoc[] | null = null;
  const formerDocsOf = () => (formerDocs ??= u.companies.flatMap((c) => formerNames(u, c).map((name) => searchDoc(c.index, name))));

  const planOf = (i: number) => plans.get(i, () => buildPlan(u, u.companies[i]!));
  const living = new Living(u, planOf);
  const indexOf = (id: string) => u.byId.get(id.trim().toUpperCase());
  /** Everything about a company as the registry has recorded it by `asOf` (epoch ms). */
  const ctxAt = (i: number, asOf: number): CompanyContext => {
    const plan = living.planAt(i, asOf);
    // Later years extend the series; the company's drawn profile (status at the reference date) keeps earlier years as they were.
    const drawn = planOf(i);
    const key = `${i}|${plan.extractionYears.join(',')}|${plan.consolidatedYears.length}|${plan.capital?.allotments.length ?? 0}`;
    return {
      u,
      plan,
      filings: living.filingsAt(i, asOf),
      series: (scope) => series.get(`${key}|${scope}`, () => financialSeries(seed, plan === drawn ? drawn : { ...plan, sk: drawn.sk }, scope)),
    };
  };
  const planAtEnd = (ci: number) => living.planAt(ci, Number.MAX_SAFE_INTEGER);
  /** A director index by DIN, making a company's new people first when the DIN names one. */
  const directorIndex = (din: string): number | undefined => {
    const trimmed = din.trim();
    const known = u.byDin.get(trimmed);
    if (known !== undefined) return known;
    const owner = Living.companyOfNewDin(trimmed);
    if (owner === null || owner.i >= u.companies.length) return undefined;
    living.events(owner.i);
    return u.byDin.get(trimmed);
  };
  const withCompany = <T>(id: string, fn: (i: number) => T): T | undefined => {
    const i = indexOf(id);
    return i === undefined ? undefined : fn(i);
  };
  const directorOf = (j: number) => {
    let entry = directors.get(j);
    if (!entry) {
      // Drawn directors' first seats are in the drawn plans; a person appointed later has seats only in the timeline.
      const d = u.directors[j]!;
      entry = directorEntry(u, d, d.appointedLater ? planAtEnd : planOf);
      directors.set(j, entry);
    }
    return entry;
  };
  const sandboxCompanies = u.companies.filter((c) => c.sandbox);
  const sandboxDirectors = u.directors.filter((d) => d.sandbox).map((d) => ({ din: d.din, fullName: d.fullName })).sort((a, b) => (a.din < b.din ? -1 : 1));

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
      twins: u.networks.twins.map(([a, b]): [string, string] => [u.companies[a]!.cin, u.companies[b]!.cin]),
    },

    sandboxCompanies: () =>
      sandboxCompanies
        .map((c) => ({ cin: c.cin, company: c.name, knownAs: c.knownAs, idType: c.idType, companyStatus: c.status, city: c.city.name, state: c.state.name }))
        .sort((a, b) => (a.company < b.company ? -1 : a.company > b.company ? 1 : 0)),
    sandboxDirectors: () => sandboxDirectors.map((d) => ({ ...d })),
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
      const former = opts.sandboxOnly ? formerDocsOf().filter((d) => u.companies[d.index]!.sandbox) : formerDocsOf();
      return rankCompanies(docs, former, query, accept, opts.limit, (i) => u.companies[i]!.name).map((h) => companyCandidate(h.index, h.score));
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
    master: (cin, asOf = REFERENCE_MS) =>
      withCompany(cin, (i) =>
        masterRecord(u, living.planAt(i, asOf), { pan: (j) => directorPan(seed, u.directors[j]!), disqualified: (j) => isDisqualified(u, u.directors[j]!) })),
    filings: (cin) => withCompany(cin, (i) => living.drawn(i).entries) ?? [],
    filingsUntil: (cin, asOf) => withCompany(cin, (i) => living.filingsAt(i, asOf).entries) ?? [],
    pdfSpec(cin, filingId) {
      return withCompany(cin, (i) => {
        const entry = living.allFilings(i).entries.find((e) => e.row.filingId === filingId);
        if (!entry) return undefined;
        // The document shows the company as it stood when the filing was recorded.
        const ctx = ctxAt(i, Date.parse(entry.row.createdAt));
        const ev = ctx.filings.events.get(filingId);
        return ev ? pdfSpecFor(ctx, entry, ev) : undefined;
      });
    },
    director: (din) => {
      const j = directorIndex(din);
      return j === undefined ? undefined : directorOf(j);
    },
    directorProfile: (din, asOf) => {
      const j = directorIndex(din);
      if (j === undefined) return undefined;
      return directorProfile(u, u.directors[j]!, (ci) => living.planAt(ci, asOf?.(u.companies[ci]!.cin) ?? REFERENCE_MS));
    },
    directorContact: (din) => {
      const j = directorIndex(din);
      return j === undefined ? undefined : directorContact(u, u.directors[j]!, directorOf(j), planOf);
    },
    extractionForms: (cin, asOf = REFERENCE_MS) => withCompany(cin, (i) => extractionForms(ctxAt(i, asOf))) ?? [],
    extractionYears: (cin, formType, asOf = REFERENCE_MS) => withCompany(cin, (i) => extractionYears(ctxAt(i, asOf), formType.toUpperCase())),
    extraction: (cin, formType, key, scope, asOf = REFERENCE_MS) =>
      withCompany(cin, (i) => extraction(ctxAt(i, asOf), formType.toUpperCase(), key, scope)) ?? { data: undefined, otherScopeExists: false },
    registryEvents: (cin, asOf) => withCompany(cin, (i) => living.events(i).filter((e) => e.at <= asOf).map((e) => ({ kind: e.kind, at: new Date(e.at).toISOString(), summary: e.summary }))) ?? [],
    injectEvent(input, now) {
      const parsed = registryEventSchema.safeParse(input);
      if (!parsed.success) throw new RegistryEventError(describeZodError(parsed.error));
      const event = parsed.data;
      const i = indexOf(event.cin);
      if (i === undefined) throw new RegistryEventError(`the registry holds no company ${event.cin}`);
      const at = event.at === undefined ? now : Date.parse(event.at);
      const ev = living.inject(i, { event, at });
      if (ev.effect.type === 'appointed' || ev.effect.type === 'ceased') {
        directors.delete(ev.effect.type === 'appointed' ? ev.effect.appointment.director : ev.effect.director);
      }
      const row = living.rowOf(i, ev);
      return { event: { ...event, cin: u.companies[i]!.cin, at: new Date(at).toISOString() }, kind: ev.kind, summary: ev.summary, filing: row?.entry.row ?? null };
    },
  };
  return registry;
}
