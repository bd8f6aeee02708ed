/**
 * Everything an export shows about one company, read from the library once: the same model feeds
 * the PDF report, the workbook, the CSV files and the pack, so they never disagree.
 */
import type { NetworkView } from '../../../shared/bridge/network';
import type { NoteView, ReviewedFinding } from '../../../shared/bridge/reports';
import type { CompanyDetail, FinancialsView, ReadsView } from '../../../shared/bridge/views';
import { connectionsView, reviewedFindings } from '../findings';
import { listNotes } from '../notes';
import { DossierError } from '../app-error';
import type { ChangeRow, CompanyRow, DocumentRow, ExtractionRow, FilingRow, LedgerRow, Library } from '../store';
import { companyDetail, extractionName, type FigureSource, figureSources, filingName, filingYearReader, financialsView, isInLibrary } from '../views';
import type { SignerInfo } from './pack-signature';

export interface ProvenanceRecord {
  what: string;
  readAt: string | null;
  requestId: string | null;
}

export interface ReportModel {
  company: CompanyRow;
  detail: CompanyDetail;
  /** The moment the export describes, ISO 8601. */
  asOf: string;
  /** Test data (the registry's sandbox set, or read with a test key): every page says so. */
  sandbox: boolean;
  /** Which reads were sandbox (a test key, never charged) and which were paid (a live key). */
  reads: ReadsView;
  filings: FilingRow[];
  documents: DocumentRow[];
  /** One view per scope the library holds, standalone first. */
  financials: FinancialsView[];
  /** Every figure of those views with its filing and the page of the filed PDF it is printed on. */
  figures: FigureSource[];
  extractions: ExtractionRow[];
  /** With the review each carries (the analyst's or a colleague's through the team library). */
  findings: ReviewedFinding[];
  /** The company's depth-1 neighbourhood with its group and the network's flags (Connections section and sheet). */
  connections: NetworkView;
  notes: NoteView[];
  /** What the watchlist's checks found, oldest first, since the company was first watched (null: never watched). */
  changes: { since: string | null; list: ChangeRow[] };
  ledger: LedgerRow[];
  spendPaisa: number;
  records: ProvenanceRecord[];
  /** The library's pack-signing public key, printed in the report; null when the library has none. */
  signingKey: SignerInfo | null;
  /** Only in a pack's report: the SHA-256 of the pack's manifest less the report's line (pack-contents.ts). */
  packDigest?: string;
}

export class ExportError extends DossierError {
  override readonly name = 'ExportError';
  declare readonly code: 'NOT_IN_LIBRARY';
  constructor(code: 'NOT_IN_LIBRARY', message: string, hint: string) {
    super(code, message, { hint });
  }
}

function provenanceRecords(library: Library, m: Omit<ReportModel, 'records' | 'signingKey'>): ProvenanceRecord[] {
  const out: ProvenanceRecord[] = [{ what: 'Master record (company, directors, charges)', readAt: m.company.masterReadAt, requestId: m.company.masterRequestId }];
  const lists = new Map<string, string>();
  for (const f of m.filings) if (f.listRequestId && !lists.has(f.listRequestId)) lists.set(f.listRequestId, f.listedAt);
  for (const [requestId, at] of lists) out.push({ what: 'Filing list', readAt: at, requestId });
  for (const x of m.extractions) out.push({ what: `Extraction ${extractionName(library, x)}`, readAt: x.readAt, requestId: x.requestId });
  const year = filingYearReader(library, m.company.id);
  for (const d of m.documents) {
    const filing = m.filings.find((f) => f.filingId === d.filingId);
    out.push({ what: `PDF ${filing ? `${filingName(filing, year(filing))}, ` : ''}${d.filingId}`, readAt: d.downloadedAt, requestId: d.requestId });
  }
  for (const r of m.detail.directors) {
    const director = library.directors.get(r.din);
    if (director?.profileReadAt) out.push({ what: `Director profile ${r.din}`, readAt: director.profileReadAt, requestId: director.profileRequestId });
  }
  const unlock = library.unlocks.get(m.company.id);
  if (unlock) out.push({ what: `Unlock${unlock.sandbox ? ' (sandbox)' : ''}`, readAt: unlock.readAt, requestId: null });
  const fresh = library.snapshots.latest(m.company.id);
  if (fresh) out.push({ what: 'Freshness record', readAt: fresh.readAt, requestId: fresh.requestId });
  return out;
}

export function buildReportModel(library: Library, companyId: string, now: Date | string, signingKey: SignerInfo | null = null): ReportModel {
  const asOf = typeof now === 'string' ? now : now.toISOString();
  const company = library.companies.get(companyId);
  if (!company || !isInLibrary(company)) {
    throw new ExportError(
      'NOT_IN_LIBRARY',
      `Company ${companyId} is not in the library: mirror it before exporting.`,
      'Mirror the company (Registry → search → Mirror) before exporting it.',
    );
  }
  const detail = companyDetail(library, company, asOf);
  const filings = library.filings.listByCompany(company.id, { limit: 1_000_000 });
  const documents = filings.map((f) => library.documents.get(f.filingId)).filter((d): d is DocumentRow => d !== null);
  const first = financialsView(library, company.id, 'standalone');
  const financials = (['standalone', 'consolidated'] as const)
    .filter((s) => first.availableScopes.includes(s))
    .map((s) => (s === 'standalone' ? first : financialsView(library, company.id, s)));
  const ledger = library.ledger.list({ subject: company.id, limit: 100_000 });
  const unlock = library.unlocks.get(company.id);
  const base = {
    company,
    detail,
    asOf,
    sandbox: company.sandbox || unlock?.sandbox === true || ledger.some((l) => l.keyKind === 'test'),
    reads: detail.reads,
    filings,
    documents,
    financials,
    figures: financials.flatMap((v) => figureSources(library, v)),
    extractions: library.extractions.list(company.id),
    findings: reviewedFindings(library, company.id, asOf),
    connections: connectionsView(library, company.id, { depth: 1, currentOnly: false }, asOf),
    notes: listNotes(library, company.id),
    changes: { since: library.watch.firstSnapshotAt(company.id), list: library.watch.changes({ companyId: company.id, limit: 5000 }).reverse() },
    ledger,
    spendPaisa: ledger.reduce((sum, l) => sum + l.pricePaisa, 0),
  };
  return { ...base, records: provenanceRecords(library, base), signingKey };
}
