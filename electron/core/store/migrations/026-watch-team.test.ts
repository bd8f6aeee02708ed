import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

describe('migration 026 (the watchlist kept in step across a team)', () => {
  it('dates each watched entry by when it was added, and adds the table of removals', () => {
    const db = dbAt(25);
    db.prepare(`INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U24342DL2008PLC417476', 1, 'cin', 't', 't')`).run();
    db.prepare(`INSERT INTO watchlist (company_id, interval_days, added_at) VALUES ('U24342DL2008PLC417476', 3, '2027-03-01T10:00:00.000Z')`).run();
    migrate(db, ':memory:', 26);
    expect(userVersion(db)).toBe(26);
    expect(db.prepare('SELECT set_at FROM watchlist').pluck().get()).toBe('2027-03-01T10:00:00.000Z');
    expect(tableNames(db)).toContain('watch_removals');
    expect(columns(db, 'watch_removals')).toEqual(['company_id', 'removed_at']);
  });
});
