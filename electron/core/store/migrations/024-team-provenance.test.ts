import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

describe('migration 024 (team provenance)', () => {
  it('adds the table of who in the firm bought or wrote what, one row per kind and key', () => {
    const db = dbAt(22);
    migrate(db, ':memory:', 24);
    expect(userVersion(db)).toBe(24);
    expect(tableNames(db)).toContain('team_provenance');
    expect(columns(db, 'team_provenance')).toEqual(['kind', 'key', 'company_id', 'created_by', 'updated_by', 'created_at']);
    db.exec(`INSERT INTO team_provenance (kind, key, company_id, created_by) VALUES ('unlock', 'U1', 'U1', 'ravi')`);
    expect(() => db.exec(`INSERT INTO team_provenance (kind, key, company_id, created_by) VALUES ('unlock', 'U1', 'U1', 'meera')`)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => db.exec(`INSERT INTO team_provenance (kind, key, company_id, created_by) VALUES ('ledger', 'r1', 'U1', 'ravi')`)).toThrow(/CHECK/);
  });
});
