import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

describe('migration 027 (reads made without the team)', () => {
  it('adds the table of extraction-list reads, one per company and kind', () => {
    const db = dbAt(26);
    migrate(db, ':memory:', 27);
    expect(userVersion(db)).toBe(27);
    expect(tableNames(db)).toContain('team_readings');
    expect(columns(db, 'team_readings')).toEqual(['company_id', 'kind', 'read_at']);
    db.exec(`INSERT INTO team_readings (company_id, kind, read_at) VALUES ('U1', 'extractions', '2027-03-01T10:00:00.000Z')`);
    expect(() => db.exec(`INSERT INTO team_readings (company_id, kind, read_at) VALUES ('U1', 'extractions', '2027-03-02T10:00:00.000Z')`)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => db.exec(`INSERT INTO team_readings (company_id, kind, read_at) VALUES ('U1', 'filings', '2027-03-02T10:00:00.000Z')`)).toThrow(/CHECK/);
  });
});
