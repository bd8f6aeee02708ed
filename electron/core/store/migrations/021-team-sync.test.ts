import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

describe('migration 021 (team sync)', () => {
  it('adds the team sync row with a replica id and a team id on notes, unique when set', () => {
    const db = dbAt(20);
    db.exec(`
      INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U1', 1, 'cin', 't', 't');
      INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at) VALUES ('U1', 'company', 'kept', 't', 't');
    `);
    migrate(db, ':memory:', 21);
    expect(userVersion(db)).toBe(21);
    expect(tableNames(db)).toContain('team_sync');
    expect(columns(db, 'notes')).toContain('team_uid');
    expect(db.prepare('SELECT pulled_seq FROM team_sync').pluck().get()).toBe(0);
    expect(db.prepare('SELECT body, team_uid FROM notes').get()).toEqual({ body: 'kept', team_uid: null });
    db.exec(`UPDATE notes SET team_uid = 'x-1'`);
    expect(() => db.exec(`INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at, team_uid) VALUES ('U1', 'company', 'b', 't', 't', 'x-1')`)).toThrow(/UNIQUE/);
    expect(() => db.exec(`UPDATE team_sync SET pulled_seq = -1`)).toThrow(/CHECK/);
  });
});
