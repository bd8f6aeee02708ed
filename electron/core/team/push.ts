/**
 * Push: what this replica holds and the team lacks goes to the team library. Nothing is queued
 * apart: the local library is the queue. Each record is offered and the team keeps it only when it
 * is new or a later read (publish.ts), so work done offline is pushed at the first sync after, and
 * a push repeated (or cut off and run again) adds nothing twice. PDF bytes are sent only for
 * documents the team lacks, and only once per SHA-256.
 */
import fs from 'node:fs';
import type { Library } from '../store';
import type { BlobStore } from './pg/blob-store';
import { sha256Of } from './pg/blob-store';
import { TeamError } from './errors';
import {
  publishCompany,
  publishDocument,
  publishExtractions,
  publishFilings,
  publishFreshness,
  publishLedger,
  publishNote,
  publishUnlock,
  publishWatch,
} from './pg/publish';
import { documentsHeld, ledgerIdsHeld } from './pg/read-records';
import type { TeamDb } from './pg/team-db';

export interface PushReport {
  companies: number;
  filings: number;
  documents: number;
  bytes: number;
  extractions: number;
  ledger: number;
  notes: number;
}

const PAGE = 200;

/** Publishes one company's register, filings, extractions, freshness and unlock (not its PDFs). */
export async function pushCompany(library: Library, db: TeamDb, companyId: string, report: PushReport): Promise<void> {
  const c = library.companies.get(companyId);
  if (!c || c.masterReadAt === null) return;
  const record = {
    id: c.id,
    idType: c.idType,
    name: c.name,
    status: c.status,
    state: c.state,
    city: c.city,
    sandbox: c.sandbox,
    master: c.master,
    masterReadAt: c.masterReadAt,
    masterRequestId: c.masterRequestId,
  };
  if (await db.write((q) => publishCompany(q, record))) report.companies++;
  const filings = library.filings.records(companyId).map((f) => {
    const raw = f.raw as { formId?: unknown; year?: unknown };
    return { ...f, formId: typeof raw.formId === 'string' ? raw.formId : null, year: typeof raw.year === 'number' ? raw.year : null };
  });
  report.filings += await db.write((q) => publishFilings(q, companyId, filings));
  const extractions = library.extractions.list(companyId).map(({ id: _id, ...e }) => e);
  report.extractions += await db.write((q) => publishExtractions(q, companyId, extractions));
  const freshness = library.snapshots.latest(companyId);
  if (freshness) await db.write((q) => publishFreshness(q, { companyId, ...freshness }));
  const unlock = library.unlocks.get(companyId);
  if (unlock) await db.write((q) => publishUnlock(q, { ...unlock, companyId }));
}

/** The PDFs the team lacks, a page of documents at a time. */
async function pushDocuments(library: Library, db: TeamDb, blobs: BlobStore, report: PushReport, only?: string): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const page = library.documents.page({ after, limit: PAGE });
    if (page.length === 0) return;
    after = page[page.length - 1]!.filingId;
    const mine = only === undefined ? page : page.filter((d) => d.companyId === only);
    const held = await documentsHeld(
      db,
      mine.map((d) => d.filingId),
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
    }
  }
}

async function pushLedger(library: Library, db: TeamDb, report: PushReport): Promise<void> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = library.ledger.list({ limit: PAGE, offset });
    if (rows.length === 0) return;
    const held = await ledgerIdsHeld(
      db,
      rows.map((r) => r.requestId),
    );
    const fresh = rows
      .filter((r) => !held.has(r.requestId))
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
    if (fresh.length > 0) report.ledger += await db.write((q) => publishLedger(q, fresh));
  }
}

export function emptyPushReport(): PushReport {
  return { companies: 0, filings: 0, documents: 0, bytes: 0, extractions: 0, ledger: 0, notes: 0 };
}

/** Everything the team lacks: companies with their records and PDFs, the ledger, notes, the watchlist. */
export async function pushLibrary(library: Library, db: TeamDb, blobs: BlobStore): Promise<PushReport> {
  const report = emptyPushReport();
  for (const id of library.companies.mastered()) await pushCompany(library, db, id, report);
  await pushDocuments(library, db, blobs, report);
  await pushLedger(library, db, report);
  for (const note of library.notes.forTeam(library.teamSync.state().replicaId)) {
    if (await db.write((q) => publishNote(q, note))) report.notes++;
  }
  for (const w of library.watch.list()) await db.write((q) => publishWatch(q, { companyId: w.companyId, intervalDays: w.intervalDays, addedAt: w.addedAt }));
  return report;
}

/** One company right after it was stored (a mirror's end): its records, then its PDFs. */
export async function publishStoredCompany(library: Library, db: TeamDb, blobs: BlobStore, companyId: string): Promise<PushReport> {
  const report = emptyPushReport();
  await pushCompany(library, db, companyId, report);
  await pushDocuments(library, db, blobs, report, companyId);
  return report;
}
