import { describe, expect, it } from 'vitest';
import { dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

function before020() {
  const db = dbAt(18);
  db.exec(`INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U1', 1, 'cin', 't', 't')`);
  return db;
}

describe('migration 020 (watch)', () => {
  it('adds the watchlist, a ₹0 monthly budget, runs, snapshots and change events', () => {
    const db = before020();
    migrate(db, ':memory:', 20);
    expect(userVersion(db)).toBe(20);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['watchlist', 'watch_budget', 'watch_runs', 'watch_run_actions', 'watch_snapshots', 'change_events']));
    expect(db.prepare('SELECT monthly_paisa, set_at FROM watch_budget').get()).toEqual({ monthly_paisa: 0, set_at: null });
    db.exec(`INSERT INTO watchlist (company_id, added_at) VALUES ('U1', 't')`);
    expect(db.prepare('SELECT interval_days FROM watchlist').pluck().get()).toBe(7);
  });

  it('refuses an interval, a budget, a run state or a duplicate change outside the rules', () => {
    const db = before020();
    migrate(db, ':memory:', 20);
    expect(() => db.exec(`INSERT INTO watchlist (company_id, interval_days, added_at) VALUES ('U1', 0, 't')`)).toThrow(/CHECK constraint/);
    expect(() => db.exec(`INSERT INTO watchlist (company_id, added_at) VALUES ('NOPE', 't')`)).toThrow(/FOREIGN KEY/);
    expect(() => db.exec(`UPDATE watch_budget SET monthly_paisa = -1`)).toThrow(/CHECK constraint/);
    expect(() => db.exec(`INSERT INTO watch_runs (id, started_at, state, quote_json, quoted_paisa) VALUES ('r', 't', 'maybe', '{}', 0)`)).toThrow(/CHECK constraint/);
    const add = `INSERT INTO change_events (company_id, kind, summary, detected_at, change_key) VALUES ('U1', 'filing.new', 's', 't', 'k')`;
    db.exec(add);
    expect(() => db.exec(add)).toThrow(/UNIQUE/);
  });
});
