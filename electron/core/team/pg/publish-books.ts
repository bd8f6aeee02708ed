/**
 * Writes of a lender's books into the team library (migration 006), in the caller's transaction,
 * the way notes are written (publish.ts): each item locked while it is decided, the later write
 * wins, what it replaces goes to `portfolio_history`, and a change is logged only when the team's
 * item changed. Unlike a note, a removal never takes away a later edit: an item written after its
 * removal comes back, and a removal older than the team's last write of the item changes nothing
 * (it is kept in history as overruled).
 */
import type { BookItem, BookItemRemoval } from '../../store';
import { logChange } from './changes';
import type { Queryable, TeamDb } from './team-db';

type ItemRow = { fields: unknown; item_updated_at: string; removed_at: string | null; version: number };

const key = (kind: string, uid: string) => `${kind}|${uid}`;

async function lockedItem(q: Queryable, kind: string, uid: string): Promise<ItemRow | null> {
  const r = await q.query<ItemRow>('SELECT fields, item_updated_at, removed_at, version FROM dossier.portfolio_items WHERE kind = $1 AND uid = $2 FOR UPDATE', [kind, uid]);
  return r.rows[0] ?? null;
}

async function keep(
  q: Queryable,
  kind: string,
  uid: string,
  version: number,
  was: { fields: unknown; updatedAt: string | null; removedAt: string | null },
  outcome: 'replaced' | 'removed' | 'overruled',
): Promise<void> {
  await q.query(
    `INSERT INTO dossier.portfolio_history (kind, uid, version, fields, item_updated_at, removed_at, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT DO NOTHING`,
    [kind, uid, version, JSON.stringify(was.fields ?? null), was.updatedAt, was.removedAt, outcome],
  );
}

/** A book, row, view or review mark: added, or replacing the team's when it is the later write. */
export async function publishBookItem(q: Queryable, item: BookItem): Promise<boolean> {
  const old = await lockedItem(q, item.kind, item.uid);
  if (!old) {
    await q.query('INSERT INTO dossier.portfolio_items (kind, uid, portfolio_uid, fields, item_updated_at) VALUES ($1, $2, $3, $4, $5)', [
      item.kind,
      item.uid,
      item.bookId,
      JSON.stringify(item.fields),
      item.updatedAt,
    ]);
    await logChange(q, 'portfolio', key(item.kind, item.uid), null);
    return true;
  }
  const newest = old.removed_at !== null && old.removed_at > old.item_updated_at ? old.removed_at : old.item_updated_at;
  if (item.updatedAt <= newest) {
    // Older than the team's item or its removal: never the item, but kept (once) rather than dropped.
    if (item.updatedAt !== old.item_updated_at) {
      const seen = await q.query('SELECT 1 FROM dossier.portfolio_history WHERE kind = $1 AND uid = $2 AND item_updated_at = $3 AND outcome = $4', [
        item.kind,
        item.uid,
        item.updatedAt,
        'overruled',
      ]);
      if (!seen.rowCount) {
        await keep(q, item.kind, item.uid, old.version, { fields: item.fields, updatedAt: item.updatedAt, removedAt: null }, 'overruled');
        await q.query('UPDATE dossier.portfolio_items SET version = version + 1 WHERE kind = $1 AND uid = $2', [item.kind, item.uid]);
      }
    }
    return false;
  }
  await keep(q, item.kind, item.uid, old.version, { fields: old.fields, updatedAt: old.item_updated_at, removedAt: old.removed_at }, old.removed_at === null ? 'replaced' : 'removed');
  await q.query(
    `UPDATE dossier.portfolio_items SET portfolio_uid = $3, fields = $4, item_updated_at = $5, removed_at = NULL, removed_by = NULL,
       version = version + 1, updated_by = current_user, updated_at = now() WHERE kind = $1 AND uid = $2`,
    [item.kind, item.uid, item.bookId, JSON.stringify(item.fields), item.updatedAt],
  );
  await logChange(q, 'portfolio', key(item.kind, item.uid), null);
  return true;
}

async function removeOne(q: Queryable, kind: string, uid: string, removedAt: string): Promise<boolean> {
  const old = await lockedItem(q, kind, uid);
  if (!old || (old.removed_at !== null && old.removed_at >= removedAt)) return false;
  if (old.item_updated_at > removedAt) {
    // A later edit stands: the removal is kept in history, the item stays.
    const seen = await q.query('SELECT 1 FROM dossier.portfolio_history WHERE kind = $1 AND uid = $2 AND removed_at = $3 AND outcome = $4', [kind, uid, removedAt, 'overruled']);
    if (!seen.rowCount) {
      await keep(q, kind, uid, old.version, { fields: null, updatedAt: null, removedAt }, 'overruled');
      await q.query('UPDATE dossier.portfolio_items SET version = version + 1 WHERE kind = $1 AND uid = $2', [kind, uid]);
    }
    return false;
  }
  if (old.removed_at === null) await keep(q, kind, uid, old.version, { fields: old.fields, updatedAt: old.item_updated_at, removedAt: null }, 'removed');
  await q.query(
    `UPDATE dossier.portfolio_items SET removed_at = $3, removed_by = current_user, version = version + 1, updated_by = current_user, updated_at = now()
     WHERE kind = $1 AND uid = $2`,
    [kind, uid, removedAt],
  );
  await logChange(q, 'portfolio', key(kind, uid), null);
  return true;
}

/**
 * A removal: the team's item becomes a tombstone unless it was written later. A book removed takes
 * its rows, views and marks written before the removal with it. An item the team never had
 * changes nothing.
 */
export async function publishBookRemoval(q: Queryable, r: BookItemRemoval): Promise<boolean> {
  const removed = await removeOne(q, r.kind, r.uid, r.removedAt);
  if (removed && r.kind === 'book') {
    const items = await q.query<{ kind: string; uid: string }>(
      `SELECT kind, uid FROM dossier.portfolio_items WHERE portfolio_uid = $1 AND kind <> 'book' AND removed_at IS NULL ORDER BY kind, uid`,
      [r.uid],
    );
    for (const i of items.rows) await removeOne(q, i.kind, i.uid, r.removedAt);
  }
  return removed;
}

export interface TeamBookItem {
  item: BookItem;
  removedAt: string | null;
  updatedBy: string;
}

/** The team's item for a pulled change (its `kind|uid` key), tombstone or not. */
export async function bookItemRecord(db: TeamDb, changeKey: string): Promise<TeamBookItem | null> {
  const at = changeKey.indexOf('|');
  if (at < 0) return null;
  const [row] = await db.query<{ kind: string; uid: string; portfolio_uid: string; fields: unknown; item_updated_at: string; removed_at: string | null; updated_by: string }>(
    'SELECT kind, uid, portfolio_uid, fields, item_updated_at, removed_at, updated_by FROM dossier.portfolio_items WHERE kind = $1 AND uid = $2',
    [changeKey.slice(0, at), changeKey.slice(at + 1)],
  );
  if (!row) return null;
  return {
    item: { kind: row.kind as BookItem['kind'], uid: row.uid, bookId: row.portfolio_uid, updatedAt: row.item_updated_at, fields: row.fields as Record<string, unknown> },
    removedAt: row.removed_at,
    updatedBy: row.updated_by,
  };
}
