/**
 * Writes into the team library, each one logical write in its caller's transaction, each logging a
 * change only when something changed, so a push that repeats itself (a retry, a record pulled from
 * the team and offered back) adds nothing. A newer read of the registry replaces an older one; a
 * note's later write wins and the version it replaces goes to note_history.
 */
import { logChange } from './changes';
import type { CompanyRecord, DocumentRecord, ExtractionRecord, FilingRecord, FreshnessRecord, LedgerRecord, NoteRecord, UnlockRecord, WatchRecord } from './record-types';
import type { Queryable } from './team-db';

const json = (v: unknown) => JSON.stringify(v ?? null);

export async function publishCompany(q: Queryable, c: CompanyRecord): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO dossier.companies (id, id_type, name, status, state, city, sandbox, master, master_read_at, master_request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, status = EXCLUDED.status, state = EXCLUDED.state, city = EXCLUDED.city,
       master = EXCLUDED.master, master_read_at = EXCLUDED.master_read_at, master_request_id = EXCLUDED.master_request_id,
       updated_by = current_user, updated_at = now()
     WHERE dossier.companies.master_read_at < EXCLUDED.master_read_at`,
    [c.id, c.idType, c.name, c.status, c.state, c.city, c.sandbox, json(c.master), c.masterReadAt, c.masterRequestId],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'company', c.id, c.id);
  return true;
}

/** Adds the filings the team lacks (one statement for the whole list); one change for the company. */
export async function publishFilings(q: Queryable, companyId: string, filings: readonly FilingRecord[]): Promise<number> {
  if (filings.length === 0) return 0;
  const res = await q.query(
    `INSERT INTO dossier.filings (filing_id, company_id, form_id, year, raw, listed_at, list_request_id)
     SELECT f, $1, form, yr, raw::jsonb, listed, req
       FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[]) AS t(f, form, yr, raw, listed, req)
     ON CONFLICT (filing_id) DO NOTHING`,
    [
      companyId,
      filings.map((f) => f.filingId),
      filings.map((f) => f.formId),
      filings.map((f) => f.year),
      filings.map((f) => json(f.raw)),
      filings.map((f) => f.listedAt),
      filings.map((f) => f.listRequestId),
    ],
  );
  if (res.rowCount) await logChange(q, 'filings', companyId, companyId);
  return res.rowCount ?? 0;
}

/** The document row (its bytes are already in the blob store, same transaction). */
export async function publishDocument(q: Queryable, d: DocumentRecord): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO dossier.documents (filing_id, company_id, sha256, size, pages, source, downloaded_at, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (filing_id) DO NOTHING`,
    [d.filingId, d.companyId, d.sha256, d.size, d.pages, d.source, d.downloadedAt, d.requestId],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'document', d.filingId, d.companyId);
  return true;
}

export async function publishExtractions(q: Queryable, companyId: string, rows: readonly ExtractionRecord[]): Promise<number> {
  let changed = 0;
  for (const e of rows) {
    const res = await q.query(
      `INSERT INTO dossier.extractions (company_id, form_type, key, scope, payload, source_filing_id, api_created_at, api_updated_at, read_at, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (company_id, form_type, key, scope) DO UPDATE SET payload = EXCLUDED.payload, source_filing_id = EXCLUDED.source_filing_id,
         api_created_at = EXCLUDED.api_created_at, api_updated_at = EXCLUDED.api_updated_at, read_at = EXCLUDED.read_at, request_id = EXCLUDED.request_id
       WHERE dossier.extractions.read_at < EXCLUDED.read_at`,
      [e.companyId, e.formType, e.key, e.scope, json(e.payload), e.sourceFilingId, e.apiCreatedAt, e.apiUpdatedAt, e.readAt, e.requestId],
    );
    changed += res.rowCount ?? 0;
  }
  if (changed > 0) await logChange(q, 'extractions', companyId, companyId);
  return changed;
}

export async function publishFreshness(q: Queryable, f: FreshnessRecord): Promise<boolean> {
  const res = await q.query(
    'INSERT INTO dossier.freshness (company_id, read_at, payload, request_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [f.companyId, f.readAt, json(f.payload), f.requestId],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'freshness', f.companyId, f.companyId);
  return true;
}

export async function publishUnlock(q: Queryable, u: UnlockRecord): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO dossier.unlocks (company_id, unlocked_at, expires_at, price_paisa, sandbox, job, read_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (company_id) DO UPDATE SET unlocked_at = EXCLUDED.unlocked_at, expires_at = EXCLUDED.expires_at,
       price_paisa = EXCLUDED.price_paisa, job = EXCLUDED.job, read_at = EXCLUDED.read_at
     WHERE dossier.unlocks.read_at < EXCLUDED.read_at`,
    [u.companyId, u.unlockedAt, u.expiresAt, u.pricePaisa, u.sandbox, json(u.job), u.readAt],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'unlock', u.companyId, u.companyId);
  return true;
}

/** The firm's spend: rows the team lacks, each with who spent it (created_by). */
export async function publishLedger(q: Queryable, rows: readonly LedgerRecord[]): Promise<number> {
  let added = 0;
  for (const r of rows) {
    const res = await q.query(
      `INSERT INTO dossier.ledger (request_id, at, endpoint_key, subject, price_paisa, wallet_after_paisa, key_kind, filing_id, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (request_id) DO NOTHING`,
      [r.requestId, r.at, r.endpointKey, r.subject, r.pricePaisa, r.walletAfterPaisa, r.keyKind, r.filingId, r.requestedBy],
    );
    if (res.rowCount) {
      added++;
      await logChange(q, 'ledger', r.requestId, r.subject);
    }
  }
  return added;
}

type NoteRow = { version: number; anchor: unknown; body: string; note_updated_at: string; updated_by: string; deleted_at: string | null };

/** The team's version of a note, locked until the caller's commit (writers of one note take turns). */
export async function lockedNote(q: Queryable, uid: string): Promise<NoteRow | null> {
  const current = await q.query<NoteRow>('SELECT version, anchor, body, note_updated_at, updated_by, deleted_at FROM dossier.notes WHERE uid = $1 FOR UPDATE', [uid]);
  return current.rows[0] ?? null;
}

/**
 * A text that leaves the note or never became it goes to note_history under the note's current
 * version, and the note moves to the next: `replaced` by a later write, `deleted`, or `overruled`
 * (an edit that arrived after the deletion or after a later write). Written by `author`.
 */
export async function keepInHistory(
  q: Queryable,
  uid: string,
  version: number,
  text: { anchor: unknown; body: string; updatedAt: string; author: string | null },
  outcome: 'replaced' | 'deleted' | 'overruled',
): Promise<void> {
  await q.query(
    'INSERT INTO dossier.note_history (uid, version, anchor, body, note_updated_at, updated_by, outcome) VALUES ($1, $2, $3, $4, $5, coalesce($6, current_user), $7)',
    [uid, version, json(text.anchor), text.body, text.updatedAt, text.author, outcome],
  );
  if (outcome === 'overruled') await q.query('UPDATE dossier.notes SET version = version + 1 WHERE uid = $1', [uid]);
}

/**
 * A note: added, or replacing the team's version when this write is the later one (the replaced
 * text kept in history); never a deleted one. An edit that loses (the note was deleted, or the team
 * holds a later write) is kept in history as overruled, once: its words are the analyst's work.
 */
export async function publishNote(q: Queryable, n: NoteRecord): Promise<boolean> {
  const old = await lockedNote(q, n.uid);
  if (!old) {
    await q.query(
      `INSERT INTO dossier.notes (uid, company_id, anchor, body, author, note_created_at, note_updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [n.uid, n.companyId, json(n.anchor), n.body, n.author, n.createdAt, n.updatedAt],
    );
  } else if (old.deleted_at !== null || old.note_updated_at >= n.updatedAt) {
    // A deleted note stays deleted: an edit made elsewhere before the deletion arrived does not bring it back.
    const held =
      (old.note_updated_at === n.updatedAt && old.body === n.body) ||
      (await q.query('SELECT 1 FROM dossier.note_history WHERE uid = $1 AND note_updated_at = $2 AND body = $3', [n.uid, n.updatedAt, n.body])).rowCount;
    if (!held) await keepInHistory(q, n.uid, old.version, { anchor: n.anchor, body: n.body, updatedAt: n.updatedAt, author: null }, 'overruled');
    return false;
  } else {
    await keepInHistory(q, n.uid, old.version, { anchor: old.anchor, body: old.body, updatedAt: old.note_updated_at, author: old.updated_by }, 'replaced');
    await q.query(
      `UPDATE dossier.notes SET anchor = $2, body = $3, note_updated_at = $4, version = version + 1, updated_by = current_user WHERE uid = $1`,
      [n.uid, json(n.anchor), n.body, n.updatedAt],
    );
  }
  await logChange(q, 'note', n.uid, n.companyId);
  return true;
}

/** A watchlist entry set here (added, or its interval changed): kept when later than the team's last write of it. */
export async function publishWatch(q: Queryable, w: Omit<WatchRecord, 'removedAt'>): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO dossier.watchlist AS w (company_id, interval_days, added_at, set_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id) DO UPDATE SET interval_days = excluded.interval_days, set_at = excluded.set_at, removed_at = NULL
     WHERE greatest(w.set_at, coalesce(w.removed_at, '')) < excluded.set_at`,
    [w.companyId, w.intervalDays, w.addedAt, w.setAt],
  );
  if (!res.rowCount) return false;
  await logChange(q, 'watch', w.companyId, w.companyId);
  return true;
}

/** A company taken off the watchlist here: kept when later than the team's last write of the entry. */
export async function publishWatchRemoval(q: Queryable, r: { companyId: string; removedAt: string }): Promise<boolean> {
  const res = await q.query(`UPDATE dossier.watchlist SET removed_at = $2 WHERE company_id = $1 AND greatest(set_at, coalesce(removed_at, '')) < $2`, [r.companyId, r.removedAt]);
  if (!res.rowCount) return false;
  await logChange(q, 'watch', r.companyId, r.companyId);
  return true;
}
