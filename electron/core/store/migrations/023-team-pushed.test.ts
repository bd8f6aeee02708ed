import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

describe('migration 023 (team pushed markers, tombstones, finding reviews)', () => {
  it('adds the markers and the team id, keeps the sync position, and tombstones a deleted note the team knew', () => {
    const db = dbAt(22);
    db.exec(`
      UPDATE team_sync SET pulled_seq = 42;
      INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U1', 1, 'cin', 't', 't'), ('U2', 2, 'cin', 't', 't');
      INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at, team_uid) VALUES ('U1', 'company', 'shared', 't', 't', 'r-1');
      INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at) VALUES ('U1', 'company', 'never pushed', 't', 't');
      INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at, team_uid) VALUES ('U2', 'company', 'goes with U2', 't', 't', 'r-3');
    `);
    migrate(db, ':memory:', 23);
    expect(userVersion(db)).toBe(23);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['team_pushed', 'note_tombstones', 'finding_reviews']));
    expect(columns(db, 'team_sync')).toContain('team_id');
    expect(db.prepare('SELECT pulled_seq, team_id FROM team_sync').get()).toEqual({ pulled_seq: 42, team_id: null });
    db.exec(`DELETE FROM notes WHERE body IN ('shared', 'never pushed')`);
    // A company leaving this library takes its notes along: not a deletion for the team.
    db.exec(`DELETE FROM companies WHERE id = 'U2'`);
    expect(db.prepare('SELECT team_uid, company_id FROM note_tombstones').all()).toEqual([{ team_uid: 'r-1', company_id: 'U1' }]);
    expect(() => db.exec(`INSERT INTO finding_reviews (company_id, finding_key, state, reviewed_at) VALUES ('U1', 'k', 'maybe', 't')`)).toThrow(/CHECK/);
    expect(() => db.exec(`INSERT INTO team_pushed (kind, key, version) VALUES ('note', 'r-1', 'a'), ('note', 'r-1', 'b')`)).toThrow(/UNIQUE/);
  });
});
