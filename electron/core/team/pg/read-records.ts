/**
 * Reads of the team library: what a pull fetches for a change it saw, and what a push asks first
 * so it sends only what the team lacks (the PDF bytes above all).
 */
import type { CompanyRecord, DocumentRecord, ExtractionRecord, FilingRecord, FreshnessRecord, NoteRecord, UnlockRecord, WatchRecord } from './record-types';
import type { TeamDb } from './team-db';

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function companyRecord(db: TeamDb, id: string): Promise<CompanyRecord | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.companies WHERE id = $1', [id]);
  if (!r) return null;
  return {
    id: r.id as string,
    idType: r.id_type as CompanyRecord['idType'],
    name: r.name as string | null,
    status: r.status as string | null,
    state: r.state as string | null,
    city: r.city as string | null,
    sandbox: r.sandbox as boolean,
    master: r.master,
    masterReadAt: r.master_read_at as string,
    masterRequestId: r.master_request_id as string | null,
  };
}

export async function filingRecords(db: TeamDb, companyId: string): Promise<FilingRecord[]> {
  const rows = await db.query<Row>('SELECT filing_id, form_id, year, raw, listed_at, list_request_id FROM dossier.filings WHERE company_id = $1 ORDER BY created_at, filing_id', [companyId]);
  return rows.map((r) => ({
    filingId: r.filing_id as string,
    formId: r.form_id as string | null,
    year: num(r.year),
    raw: r.raw,
    listedAt: r.listed_at as string,
    listRequestId: r.list_request_id as string | null,
  }));
}

const toDocument = (r: Row): DocumentRecord => ({
  filingId: r.filing_id as string,
  companyId: r.company_id as string,
  sha256: r.sha256 as string,
  size: Number(r.size),
  pages: num(r.pages),
  source: r.source as string | null,
  downloadedAt: r.downloaded_at as string,
  requestId: r.request_id as string | null,
  createdBy: r.created_by as string,
});

export async function documentRecord(db: TeamDb, filingId: string): Promise<DocumentRecord | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.documents WHERE filing_id = $1', [filingId]);
  return r ? toDocument(r) : null;
}

/** Which of these filings' documents the team already holds. */
export async function documentsHeld(db: TeamDb, filingIds: readonly string[]): Promise<Set<string>> {
  if (filingIds.length === 0) return new Set();
  const rows = await db.query<{ filing_id: string }>('SELECT filing_id FROM dossier.documents WHERE filing_id = ANY($1)', [filingIds]);
  return new Set(rows.map((r) => r.filing_id));
}

export async function extractionRecords(db: TeamDb, companyId: string): Promise<ExtractionRecord[]> {
  const rows = await db.query<Row>('SELECT * FROM dossier.extractions WHERE company_id = $1 ORDER BY form_type, key, scope', [companyId]);
  return rows.map((r) => ({
    companyId: r.company_id as string,
    formType: r.form_type as string,
    key: r.key as string,
    scope: r.scope as ExtractionRecord['scope'],
    payload: r.payload,
    sourceFilingId: r.source_filing_id as string | null,
    apiCreatedAt: r.api_created_at as string | null,
    apiUpdatedAt: r.api_updated_at as string | null,
    readAt: r.read_at as string,
    requestId: r.request_id as string | null,
  }));
}

export async function latestFreshness(db: TeamDb, companyId: string): Promise<FreshnessRecord | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.freshness WHERE company_id = $1 ORDER BY read_at DESC LIMIT 1', [companyId]);
  return r ? { companyId, readAt: r.read_at as string, payload: r.payload, requestId: r.request_id as string | null } : null;
}

export async function unlockRecord(db: TeamDb, companyId: string): Promise<UnlockRecord | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.unlocks WHERE company_id = $1', [companyId]);
  if (!r) return null;
  return {
    companyId,
    unlockedAt: r.unlocked_at as string | null,
    expiresAt: r.expires_at as string | null,
    pricePaisa: num(r.price_paisa),
    sandbox: r.sandbox as boolean,
    job: r.job,
    readAt: r.read_at as string,
  };
}

/** A note as the team holds it; `deletedAt` set when it was deleted (publish-work.ts). */
export async function noteRecord(db: TeamDb, uid: string): Promise<(NoteRecord & { deletedAt: string | null }) | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.notes WHERE uid = $1', [uid]);
  if (!r) return null;
  return {
    uid,
    companyId: r.company_id as string,
    anchor: r.anchor as NoteRecord['anchor'],
    body: r.body as string,
    author: r.author === 'assistant' ? 'assistant' : 'analyst',
    createdAt: r.note_created_at as string,
    updatedAt: r.note_updated_at as string,
    deletedAt: (r.deleted_at as string | null | undefined) ?? null,
  };
}

export async function watchRecord(db: TeamDb, companyId: string): Promise<WatchRecord | null> {
  const [r] = await db.query<Row>('SELECT * FROM dossier.watchlist WHERE company_id = $1', [companyId]);
  return r
    ? { companyId, intervalDays: r.interval_days as number, addedAt: r.added_at as string, setAt: r.set_at as string, removedAt: (r.removed_at as string | null) ?? null }
    : null;
}
