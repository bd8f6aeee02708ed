/**
 * What a pulled change does to the local library: the team's current record of (kind, key) is
 * read, checked with the shared schemas (the team database is outside input like the registry),
 * and written through the same mapping and repositories a purchase uses, with the pulled position
 * moved in the same SQLite transaction. A local record read later than the team's is kept. Nothing
 * here is billed and nothing is written to the local spend ledger: a colleague's spend is the
 * firm's record (dossier.ledger), not this desktop's wallet.
 */
import { companyMasterSchema } from '../../../shared/api/company-master';
import { filingRowSchema, type FilingRow } from '../../../shared/api/filings';
import type { Library } from '../store';
import { masterInputs } from '../mirror/map-master';
import { filingInputs } from '../mirror/map-records';
import { TeamError } from './errors';
import type { BlobStore } from './pg/blob-store';
import type { ChangeEntry } from './pg/changes';
import { applyWorkChange } from './apply-work';
import type { Advance, PullCounts } from './pull-counts';

export { type Advance, emptyPullCounts, type PullCounts } from './pull-counts';
import { companyRecord, documentRecord, extractionRecords, filingRecords, latestFreshness, unlockRecord } from './pg/read-records';
import type { TeamDb } from './pg/team-db';

function bad(what: string, detail: string): TeamError {
  return new TeamError('TEAM_BAD_RECORD', `The team library's ${what} failed the check: ${detail}`);
}

async function applyCompany(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  const rec = await companyRecord(db, e.key);
  const local = library.companies.get(e.key);
  if (!rec || (local?.masterReadAt && local.masterReadAt >= rec.masterReadAt)) return advance(e.seq);
  const parsed = companyMasterSchema.safeParse(rec.master);
  if (!parsed.success) throw bad(`master record of ${e.key}`, parsed.error.issues[0]?.message ?? 'not a master record');
  const inputs = masterInputs(parsed.data, e.key, { readAt: rec.masterReadAt, requestId: rec.masterRequestId });
  library.tx(() => {
    library.companies.upsertMaster({ ...inputs.company, sandbox: rec.sandbox ? true : undefined });
    if (inputs.directors) library.directors.setMasterDirectors(e.key, inputs.directors);
    if (inputs.charges) library.charges.upsertMany(e.key, inputs.charges);
    library.teamPushed.mark('company', [{ key: e.key, version: rec.masterReadAt }]);
    advance(e.seq);
  });
  counts.companies++;
}

/** The filings the local library lacks, written with the listing they came from. */
async function applyFilings(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  const team = await filingRecords(db, e.key);
  const recs = team.filter((f) => library.filings.get(f.filingId) === null);
  const byListing = new Map<string, { listedAt: string; requestId: string | null; rows: FilingRow[] }>();
  for (const f of recs) {
    const parsed = filingRowSchema.safeParse(f.raw);
    if (!parsed.success) throw bad(`filing ${f.filingId}`, parsed.error.issues[0]?.message ?? 'not a filing row');
    const k = `${f.listedAt}|${f.listRequestId ?? ''}`;
    const group = byListing.get(k) ?? { listedAt: f.listedAt, requestId: f.listRequestId, rows: [] };
    group.rows.push(parsed.data);
    byListing.set(k, group);
  }
  library.tx(() => {
    for (const g of byListing.values()) counts.filings += library.filings.upsertMany(e.key, filingInputs(g.rows), { listedAt: g.listedAt, requestId: g.requestId }).added;
    // The same filings here as in the team (it holds all of ours and we all of its): nothing to push back.
    const held = library.filings.countByCompany(e.key);
    if (held === team.length) library.teamPushed.mark('filings', [{ key: e.key, version: String(held) }]);
    advance(e.seq);
  });
}

/** A PDF: its bytes (SHA-256 checked by the blob store) stored the way a download is (temp file, rename, row). */
async function applyDocument(library: Library, db: TeamDb, blobs: BlobStore, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  if (library.documents.get(e.key) !== null) return advance(e.seq);
  const rec = await documentRecord(db, e.key);
  if (!rec || library.filings.get(rec.filingId) === null) return advance(e.seq);
  const bytes = await blobs.get(rec.sha256);
  if (bytes === null) throw bad(`document ${rec.filingId}`, `its PDF ${rec.sha256} is missing`);
  library.tx(() => {
    library.documents.store({
      filingId: rec.filingId,
      companyId: rec.companyId,
      bytes,
      expectedSize: rec.size,
      expectedPages: rec.pages,
      requestId: null,
      source: `team:${rec.createdBy ?? 'unknown'}${rec.requestId ? `/${rec.requestId}` : ''}`,
    });
    library.teamPushed.mark('document', [{ key: rec.filingId, version: rec.sha256 }]);
    advance(e.seq);
  });
  counts.documents++;
  counts.bytes += bytes.length;
}

async function applyExtractions(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  const team = await extractionRecords(db, e.key);
  const recs = team.filter((x) => {
    const local = library.extractions.get(x.companyId, x.formType, x.key, x.scope);
    return local === null || local.readAt < x.readAt;
  });
  for (const x of recs) if (typeof x.payload !== 'object' || x.payload === null) throw bad(`${x.formType} ${x.key} of ${x.companyId}`, 'the payload is not an object');
  library.tx(() => {
    for (const x of recs) library.extractions.put(x);
    // Every extraction here is the team's own read of it (none local-only, none read later here): nothing to push back.
    const readOf = new Map(team.map((x) => [`${x.formType}|${x.key}|${x.scope}`, x.readAt]));
    const local = library.extractions.list(e.key);
    if (local.length === team.length && local.every((x) => readOf.get(`${x.formType}|${x.key}|${x.scope}`) === x.readAt)) {
      const newest = local.reduce((m, x) => (x.readAt > m ? x.readAt : m), '');
      library.teamPushed.mark('extractions', [{ key: e.key, version: `${local.length}|${newest}` }]);
    }
    advance(e.seq);
  });
  counts.extractions += recs.length;
}

async function applySmall(library: Library, db: TeamDb, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  if (e.kind === 'freshness') {
    const rec = await latestFreshness(db, e.key);
    const local = library.snapshots.latest(e.key);
    library.tx(() => {
      if (rec && (!local || local.readAt < rec.readAt)) {
        library.snapshots.record(e.key, rec.payload, { readAt: rec.readAt, requestId: rec.requestId });
        library.teamPushed.mark('freshness', [{ key: e.key, version: rec.readAt }]);
      }
      advance(e.seq);
    });
  } else if (e.kind === 'unlock') {
    const rec = await unlockRecord(db, e.key);
    const local = library.unlocks.get(e.key);
    library.tx(() => {
      if (rec && (!local || local.readAt < rec.readAt)) {
        library.unlocks.put(rec);
        library.teamPushed.mark('unlock', [{ key: e.key, version: rec.readAt }]);
      }
      advance(e.seq);
    });
  } else if (!(await applyWorkChange(library, db, e, counts, advance))) {
    // ledger: the firm's record only (see the top of this file); kinds a newer Dossier logs are passed over.
    advance(e.seq);
  }
}

/**
 * Applies one change. `advance` moves the replica's pulled position inside the change's transaction
 * (a sync); the copy of one company passes a no-op, since other companies' earlier changes are not
 * applied yet and the position must not skip them.
 */
export async function applyChange(library: Library, db: TeamDb, blobs: BlobStore, e: ChangeEntry, counts: PullCounts, advance: Advance): Promise<void> {
  switch (e.kind) {
    case 'company':
      return applyCompany(library, db, e, counts, advance);
    case 'filings':
      return applyFilings(library, db, e, counts, advance);
    case 'document':
      return applyDocument(library, db, blobs, e, counts, advance);
    case 'extractions':
      return applyExtractions(library, db, e, counts, advance);
    default:
      return applySmall(library, db, e, counts, advance);
  }
}
