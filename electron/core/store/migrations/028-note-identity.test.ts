import { describe, expect, it } from 'vitest';
import { dbAt } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

const CIN = 'U24342DL2008PLC417476';

describe('migration 028 (a note is given its identity when it is written)', () => {
  it('keeps the uids the team already holds, mints the missing ones, never gives a local id twice, and keeps search in step', () => {
    const db = dbAt(27);
    db.exec(`
      INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('${CIN}', 1, 'cin', 't', 't');
      UPDATE team_sync SET replica_id = 'aaaaaaaaaaaaaaaa';
      INSERT INTO notes (id, company_id, anchor_kind, body, created_at, updated_at, team_uid) VALUES (1, '${CIN}', 'company', 'pushed auditor note', 't1', 't1', 'aaaaaaaaaaaaaaaa-1');
      INSERT INTO notes (id, company_id, anchor_kind, body, created_at, updated_at, team_uid) VALUES (2, '${CIN}', 'company', 'pulled pledge note', 't2', 't2', 'bbbbbbbbbbbbbbbb-7');
      INSERT INTO notes (id, company_id, anchor_kind, filing_id, page, body, created_at, updated_at, author) VALUES (3, '${CIN}', 'filing-page', 'flg_1', 4, 'unpushed related-party note', 't3', 't3', 'assistant');
      INSERT INTO notes_fts (rowid, body, selection, qname) SELECT id, body, coalesce(selection, ''), coalesce(qname, '') FROM notes;
      -- Note 9 of this replica was pushed, then deleted: its id must not come back.
      INSERT INTO note_tombstones (team_uid, company_id, deleted_at) VALUES ('aaaaaaaaaaaaaaaa-9', '${CIN}', 't4');
    `);
    migrate(db, ':memory:', 28);
    expect(userVersion(db)).toBe(28);

    const rows = db.prepare('SELECT id, body, author, team_uid FROM notes ORDER BY id').all() as Array<{ id: number; body: string; author: string; team_uid: string }>;
    expect(rows.map((r) => [r.id, r.body, r.author])).toEqual([
      [1, 'pushed auditor note', 'analyst'],
      [2, 'pulled pledge note', 'analyst'],
      [3, 'unpushed related-party note', 'assistant'],
    ]);
    expect(rows[0]!.team_uid).toBe('aaaaaaaaaaaaaaaa-1');
    expect(rows[1]!.team_uid).toBe('bbbbbbbbbbbbbbbb-7');
    expect(rows[2]!.team_uid).toMatch(/^[0-9a-f]{32}$/);
    // Rebuilding the table deleted no note for the team.
    expect(db.prepare('SELECT team_uid FROM note_tombstones').pluck().all()).toEqual(['aaaaaaaaaaaaaaaa-9']);

    // The full-text index still finds each note by its own row.
    const hits = (q: string) => db.prepare('SELECT n.body FROM notes_fts JOIN notes n ON n.id = notes_fts.rowid WHERE notes_fts MATCH ?').pluck().all(q);
    expect(hits('pledge')).toEqual(['pulled pledge note']);
    expect(hits('related')).toEqual(['unpushed related-party note']);
    // FTS5's own check, content included: it throws on an index that does not match the table.
    expect(() => db.prepare(`INSERT INTO notes_fts (notes_fts, rank) VALUES ('integrity-check', 1)`).run()).not.toThrow();

    // A note written after the migration (raw SQL here: notes.ts indexes what it writes): its own random uid, an id past every one used or known deleted.
    const insert = db.prepare(`INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at) VALUES ('${CIN}', 'company', ?, 't5', 't5')`);
    const next = Number(insert.run('written after').lastInsertRowid);
    expect(next).toBe(10);
    const uid = db.prepare('SELECT team_uid FROM notes WHERE id = ?').pluck().get(next) as string;
    expect(uid).toMatch(/^[0-9a-f]{32}$/);
    expect(uid).not.toBe(rows[2]!.team_uid);
    // Deleting the newest note and writing another never gives its id again; the deletion is a tombstone.
    db.prepare('DELETE FROM notes WHERE id = ?').run(next);
    expect(Number(insert.run('written after that').lastInsertRowid)).toBe(11);
    expect(db.prepare('SELECT count(*) FROM note_tombstones WHERE team_uid = ?').pluck().get(uid)).toBe(1);
    expect(() => db.prepare(`UPDATE notes SET team_uid = 'bbbbbbbbbbbbbbbb-7' WHERE id = 1`).run()).toThrow(/UNIQUE/);
    expect(() => db.prepare('UPDATE notes SET team_uid = NULL WHERE id = 1').run()).toThrow(/NOT NULL/);

  });

  it('migrates an empty notes table and starts its ids at 1', () => {
    const db = dbAt(27);
    migrate(db, ':memory:', 28);
    db.exec(`INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('${CIN}', 1, 'cin', 't', 't')`);
    const id = db.prepare(`INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at) VALUES ('${CIN}', 'company', 'first', 't', 't')`).run().lastInsertRowid;
    expect(Number(id)).toBe(1);
  });
});
