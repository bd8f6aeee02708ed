/**
 * Push: what this replica holds and the team has not accepted yet goes to the team library.
 * Nothing is queued apart: the local library is the queue, and the "already pushed" markers
 * (store/team-pushed.ts) say which of its records the team holds in their current version. So a
 * sync offers only what is new or changed since (an edited note, a freshness re-read, a filing
 * list that grew), work done offline goes at the first sync after, and a push cut off and run again
 * re-offers at most the records whose marker was not written yet: publish.ts adds nothing twice.
 * A marker is written only after the team committed the record. PDF bytes are sent only for
 * documents the team lacks, and only once per SHA-256.
 */
import fs from 'node:fs';
import type { Library, PushEntry } from '../store';
import type { BlobStore } from './pg/blob-store';
import { sha256Of } from './pg/blob-store';
import { TeamError } from './errors';
import { publishCompany, publishDocument, publishExtractions, publishFilings, publishFreshness, publishLedger, publishUnlock } from './pg/publish';
import { teamIdentity } from './pg/changes';
import { mayWrite } from './pg/grants';
import { documentsHeld } from './pg/read-records';
import { putReading } from './pg/read-updates';
import { splitKey } from './pg/read-work';
import type { TeamDb } from './pg/team-db';
import { pushWork } from './push-work';
import { emptyPushReport, type PushReport } from './push-report';

export { emptyPushReport, type PushReport } from './push-report';

const PAGE = 200;

/** Which of the pending entries to push: all, or those of one company (a mirror's end). */
type Scope = (e: PushEntry) => boolean;
const everything: Scope = () => true;

/** The register read of each company pending. */
async function pushCompanies(library: Library, db: TeamDb, report: PushReport, scope: Scope): Promise<void> {
  for (const e of library.teamPushed.pending('company').filter(scope)) {
    const c = library.companies.get(e.key);
    if (!c || c.masterReadAt === null) continue;
    const record = { id: c.id, idType: c.idType, name: c.name, status: c.status, state: c.state, city: c.city, sandbox: c.sandbox, master: c.master, masterReadAt: c.masterReadAt, masterRequestId: c.masterRequestId };
    report.offered++;
    if (await db.write((q) => publishCompany(q, record))) report.companies++;
    library.teamPushed.mark('company', [e]);
  }
}

/** Per company: its filings (one statement for the list), extractions, latest freshness read, unlock. */
async function pushCompanyRecords(library: Library, db: TeamDb, report: PushReport, scope: Scope): Promise<void> {
  for (const e of library.teamPushed.pending('filings').filter(scope)) {
    const filings = library.filings.records(e.key).map((f) => {
      const raw = f.raw as { formId?: unknown; year?: unknown };
      return { ...f, formId: typeof raw.formId === 'string' ? raw.formId : null, year: typeof raw.year === 'number' ? raw.year : null };
    });
    report.offered++;
    report.filings += await db.write((q) => publishFilings(q, e.key, filings));
    library.teamPushed.mark('filings', [e]);
  }
  for (const e of library.teamPushed.pending('extractions').filter(scope)) {
    const extractions = library.extractions.list(e.key).map(({ id: _id, ...x }) => x);
    report.offered++;
    report.extractions += await db.write((q) => publishExtractions(q, e.key, extractions));
    library.teamPushed.mark('extractions', [e]);
  }
  // A read of the extraction lists made without the team's claim, once the team holds the rows it
  // read (just above): a reading ahead of its rows would let a colleague copy an incomplete set.
  const rowsPending = new Set(library.teamPushed.pending('extractions').map((e) => e.key));
  for (const e of library.teamPushed.pending('reading')) {
    const [companyId] = splitKey(e.key);
    if (!scope({ key: companyId, version: e.version }) || rowsPending.has(companyId)) continue;
    report.offered++;
    await db.write((q) => putReading(q, companyId, 'extractions', e.version));
    library.teamPushed.mark('reading', [e]);
  }
  for (const e of library.teamPushed.pending('freshness').filter(scope)) {
    const freshness = library.snapshots.latest(e.key);
    report.offered++;
    if (freshness) await db.write((q) => publishFreshness(q, { companyId: e.key, ...freshness }));
    library.teamPushed.mark('freshness', [e]);
  }
  for (const e of library.teamPushed.pending('unlock').filter(scope)) {
    const unlock = library.unlocks.get(e.key);
    report.offered++;
    if (unlock) await db.write((q) => publishUnlock(q, { ...unlock, companyId: e.key }));
    library.teamPushed.mark('unlock', [e]);
  }
}

/** The PDFs the team lacks, a page of documents at a time (one question for the page). */
export interface PushOptions {
  /** Called after the team committed a PDF and before its marker is kept (tests kill a replica here). */
  onDocumentCommitted?: (filingId: string) => void;
}

async function pushDocuments(library: Library, db: TeamDb, blobs: BlobStore, report: PushReport, only?: string, opts: PushOptions = {}): Promise<void> {
  const pending = new Map(library.teamPushed.pending('document').map((e) => [e.key, e]));
  if (pending.size === 0) return;
  let after: string | null = null;
  for (;;) {
    const page = library.documents.page({ after, limit: PAGE });
    if (page.length === 0) return;
    after = page[page.length - 1]!.filingId;
    const mine = page.filter((d) => pending.has(d.filingId) && (only === undefined || d.companyId === only));
    if (mine.length === 0) continue;
    report.offered += mine.length;
    const held = await documentsHeld(
      db,
      mine.map((d) => d.filingId),
    );
    library.teamPushed.mark(
      'document',
      mine.filter((d) => held.has(d.filingId)).map((d) => pending.get(d.filingId)!),
    );
    const missingBlobs = new Set(await blobs.missing([...new Set(mine.filter((d) => !held.has(d.filingId)).map((d) => d.sha256))]));
    for (const doc of mine) {
      if (held.has(doc.filingId)) continue;
      const bytes = fs.readFileSync(library.documents.absolutePath(doc));
      // A file changed on disk since it was stored is not the PDF the registry sent: never publish it.
      if (sha256Of(bytes) !== doc.sha256) {
        throw new TeamError('TEAM_BAD_RECORD', `The stored PDF of ${doc.filingId} no longer matches its SHA-256; run dossier check before syncing.`);
      }
      await db.write(async (q) => {
        if (missingBlobs.has(doc.sha256)) await blobs.put(q, doc.sha256, bytes);
        if (await publishDocument(q, { ...doc, source: doc.source })) {
          report.documents++;
          report.bytes += bytes.length;
        }
      });
      missingBlobs.delete(doc.sha256);
      opts.onDocumentCommitted?.(doc.filingId);
      library.teamPushed.mark('document', [pending.get(doc.filingId)!]);
    }
  }
}

/** The spend ledger rows not pushed yet (a ledger row never changes: pushed once). */
async function pushLedger(library: Library, db: TeamDb, report: PushReport): Promise<void> {
  const pending = new Map(library.teamPushed.pending('ledger').map((e) => [e.key, e]));
  for (let offset = 0; pending.size > 0; offset += PAGE) {
    const rows = library.ledger.list({ limit: PAGE, offset });
    if (rows.length === 0) return;
    const fresh = rows
      .filter((r) => pending.has(r.requestId))
      .map((r) => ({
        requestId: r.requestId,
        at: r.at,
        endpointKey: r.endpointKey,
        subject: r.subject,
        pricePaisa: r.pricePaisa,
        walletAfterPaisa: r.walletAfterPaisa,
        keyKind: r.keyKind,
        filingId: r.filingId,
        requestedBy: r.requestedBy,
      }));
    if (fresh.length === 0) continue;
    report.offered += fresh.length;
    report.ledger += await db.write((q) => publishLedger(q, fresh));
    library.teamPushed.mark(
      'ledger',
      fresh.map((r) => pending.get(r.requestId)!),
    );
    for (const r of fresh) pending.delete(r.requestId);
  }
}

/**
 * Binds this replica's markers to the team database it talks to: another team id than the one
 * remembered (the database replaced or re-initialised) drops the markers and the pulled position.
 */
export async function bindToTeam(library: Library, db: TeamDb): Promise<boolean> {
  return library.teamPushed.adoptTeam(await teamIdentity(db));
}

/** Everything the team has not accepted yet: companies with their records and PDFs, the ledger, the firm's work. */
export async function pushLibrary(library: Library, db: TeamDb, blobs: BlobStore, opts: PushOptions = {}): Promise<PushReport> {
  const report = emptyPushReport();
  await pushCompanies(library, db, report, everything);
  await pushCompanyRecords(library, db, report, everything);
  await pushDocuments(library, db, blobs, report, undefined, opts);
  await pushLedger(library, db, report);
  await pushWork(library, db, report);
  return report;
}

/** One company right after it was stored (a mirror's end): its records, then its PDFs. A viewer publishes nothing. */
export async function publishStoredCompany(library: Library, db: TeamDb, blobs: BlobStore, companyId: string): Promise<PushReport> {
  const report = emptyPushReport();
  await bindToTeam(library, db);
  if (!(await mayWrite(db))) return report;
  const scope: Scope = (e) => e.key === companyId;
  await pushCompanies(library, db, report, scope);
  await pushCompanyRecords(library, db, report, scope);
  await pushDocuments(library, db, blobs, report, companyId);
  return report;
}
