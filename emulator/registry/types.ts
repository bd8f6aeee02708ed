// The contract between the synthetic registry (emulator/registry) and the server (emulator/server).
// The registry is pure, deterministic data derived from a seed; everything that changes over time
// (wallets, unlocks, jobs, which PDFs have landed, list refreshes) lives in the server's state.
// Payloads are already in the API's field names and shapes (see ../shared/spec/registry-api.md).

export type IdType = 'cin' | 'fcin' | 'llpin';
export type Json = Record<string, unknown>;

/** The reference instant the dataset is generated around: fixed so a seed always yields the same data. */
export const REFERENCE_DATE = '2026-11-01T00:00:00.000Z';

export interface CompanyEntry {
  cin: string; // CIN, FCIN or LLPIN
  idType: IdType;
  company: string; // legal name
  knownAs: string | null;
  companyStatus: string; // Active, Strike Off, Under Liquidation, Amalgamated, ...
  city: string;
  state: string;
  sandbox: boolean;
  dateOfIncorporation: string; // MM/DD/YYYY
  nicCode: string;
  mainDivisionDescription: string;
  registeredAddress: Json;
  directorDins: string[];
}

export interface DirectorEntry {
  din: string;
  fullName: string;
  sandbox: boolean;
  status: string;
  dinAllocationDate: string; // MM/DD/YYYY
  personType: string;
  companies: string[]; // CINs
  /** hot: fresh cached contact; cold: stale contact that an upstream refresh can renew; unseeded: none */
  contactPath: 'hot' | 'cold' | 'cold-fails' | 'unseeded';
}

/** What the PDF renderer needs to produce the filed document deterministically. */
export interface PdfSpec {
  cin: string;
  filingId: string;
  formId: string;
  title: string; // e.g. "Form AOC-4 — Financial statements FY 2023-24"
  company: string;
  dateOfFiling: string; // DD/MM/YYYY
  pages: number; // equals the filing row's numberOfPages
  fileSize: number; // equals the filing row's fileSize, exact byte length of the PDF
  /** Text lines that must be findable in the PDF text (figures of the matching extraction), page by page. */
  pageLines: string[][];
  seed: number;
}

export interface FilingEntry {
  /** The filing row exactly as GET /v1/companies/{cin}/filings returns it. */
  row: {
    filingId: string;
    formId: string;
    documentCategory: string;
    attachmentLabel: string;
    dateOfFiling: string; // DD/MM/YYYY
    year: number;
    fileSize: number;
    fileType: string;
    numberOfPages: number;
    description: string | null;
    createdAt: string; // ISO: when the service recorded it (drives ordering)
    updatedAt: string;
  };
  /** The registry had the PDF cached before any unlock (download works at once after an unlock). */
  initiallyCached: boolean;
}

export interface CompanyCandidateOpts {
  state?: string;
  city?: string;
  limit: number;
  sandboxOnly: boolean;
}

export interface Registry {
  readonly seed: string;
  readonly companyCount: number;
  readonly directorCount: number;
  sandboxCompanies(): Array<Pick<CompanyEntry, 'cin' | 'company' | 'knownAs' | 'idType' | 'companyStatus' | 'city' | 'state'>>;
  sandboxDirectors(): Array<{ din: string; fullName: string }>;
  company(id: string): CompanyEntry | undefined;
  /** Every company, sandbox first; lazily generated. */
  companies(): Iterable<CompanyEntry>;
  /** Candidates shaped as the resolve endpoint's data.candidates[], best first, matchScore set. */
  resolveCompanies(query: string, opts: CompanyCandidateOpts): Json[];
  resolveDirectors(query: string, opts: { limit: number; sandboxOnly: boolean }): Json[];
  /**
   * data of GET /v1/companies/{cin}: { cin, company, cinHistory, nameHistory, masterData }, as the
   * registry had recorded it by `asOf` (epoch ms; default the reference date).
   */
  master(cin: string, asOf?: number): Json | undefined;
  /**
   * Every filing drawn for the reference date, newest createdAt first: those recorded by then and the
   * few recorded in the following weeks (the server hides rows recorded after the last list refresh).
   */
  filings(cin: string): FilingEntry[];
  /** The drawn filings plus those the living registry records after the reference date, up to `asOf` (epoch ms). */
  filingsUntil(cin: string, asOf: number): FilingEntry[];
  pdfSpec(cin: string, filingId: string): PdfSpec | undefined;
  director(din: string): DirectorEntry | undefined;
  /**
   * data of GET /v1/directors/{din} (contact tier and internal ids already removed); each company row
   * as that company's record stood at `asOf(cin)` (default: the reference date), so it agrees with
   * the master record the same reader gets.
   */
  directorProfile(din: string, asOf?: (cin: string) => number): Json | undefined;
  /** Contact-tier payload (din, mobileNumber, emailAddress, pan, ...) or undefined when unseeded. */
  directorContact(din: string): Json | undefined;
  /** Sorted subset of AOC-4, CHARGES, MGT-7, PAS-3 (as of `asOf`, like the extraction reads below). */
  extractionForms(cin: string, asOf?: number): string[];
  /** data of GET /v1/companies/{cin}/extractions/{formType} for an upper-cased form type. */
  extractionYears(cin: string, formType: string, asOf?: number): Json | undefined;
  /**
   * data of GET .../extractions/{formType}/{key}: key is the year (AOC-4, MGT-7), the flg_ id (PAS-3)
   * or the charge id (CHARGES). Undefined when there is none; the server maps that to the right 404.
   * For AOC-4, `otherScopeExists` lets the server hint at the other scope.
   */
  extraction(cin: string, formType: string, key: string, scope: 'standalone' | 'consolidated', asOf?: number):
    | { data: Json; createdAt: string; updatedAt: string; sourceFilingId: string | null }
    | { data: undefined; otherScopeExists: boolean };
  /** The living registry's events of a company recorded by `asOf` (generated and injected), oldest first. */
  registryEvents(cin: string, asOf: number): Array<{ kind: string; at: string; summary: string }>;
  /**
   * Records one event (POST /admin/registry/events): validated, applied from its `at` (default `now`).
   * Throws RegistryEventError naming what is wrong.
   */
  injectEvent(input: unknown, now: number): InjectedEventResult;
}

export interface InjectedEventResult {
  /** The event as validated (defaults filled, `at` set). */
  event: Record<string, unknown> & { cin: string; at: string; kind: string };
  kind: string;
  summary: string;
  /** The filing row the event files (visible once a refresh re-reads the list), or null. */
  filing: FilingEntry['row'] | null;
}
