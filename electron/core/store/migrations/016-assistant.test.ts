import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

/** A library as it stood before the assistant: an action with its ledger row, a note. */
function before016() {
  const db = dbAt(9);
  db.exec(`
    INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U1', 1, 'cin', 't', 't');
    INSERT INTO actions (id, kind, subject, state, created_at) VALUES ('a1', 'mirror', 'U1', 'done', 't');
    INSERT INTO spend_ledger (at, endpoint_key, subject, price_paisa, request_id, key_kind, action_id)
      VALUES ('2026-11-21T10:00:00.000Z', 'companies.unlock', 'U1', 33000, 'req_1', 'live', 'a1');
    INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at) VALUES ('U1', 'company', 'Looks fine', 't', 't');
  `);
  return db;
}

describe('migration 016 (assistant)', () => {
  it('adds the assistant tables, a ₹0 budget, and marks everything earlier as the analyst’s', () => {
    const db = before016();
    migrate(db, ':memory:', 16);
    expect(userVersion(db)).toBe(16);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['assistant_sessions', 'assistant_requests', 'assistant_budget']));
    expect(columns(db, 'actions')).toContain('requested_by');
    expect(columns(db, 'spend_ledger')).toContain('requested_by');
    expect(columns(db, 'notes')).toContain('author');
    expect(db.prepare('SELECT requested_by FROM actions').pluck().get()).toBe('analyst');
    expect(db.prepare('SELECT requested_by FROM spend_ledger').pluck().get()).toBe('analyst');
    expect(db.prepare('SELECT author FROM notes').pluck().get()).toBe('analyst');
    expect(db.prepare('SELECT budget_paisa, set_at FROM assistant_budget').get()).toEqual({ budget_paisa: 0, set_at: null });
  });

  it('refuses a requester, an author, a request state or a budget outside the rules', () => {
    const db = before016();
    migrate(db, ':memory:', 16);
    expect(() => db.exec(`UPDATE spend_ledger SET requested_by = 'robot'`)).toThrow(/CHECK constraint/);
    expect(() => db.exec(`UPDATE notes SET author = 'someone'`)).toThrow(/CHECK constraint/);
    expect(() => db.exec(`UPDATE assistant_budget SET budget_paisa = -1`)).toThrow(/CHECK constraint/);
    expect(() => db.exec(`INSERT INTO assistant_budget (id, budget_paisa) VALUES (2, 0)`)).toThrow(/CHECK constraint/);
    expect(() =>
      db.exec(`INSERT INTO assistant_requests (id, tool, subject, quote_json, total_paisa, state, created_at, expires_at)
               VALUES ('r1', 'unlock_company', 'U1', '{}', 100, 'maybe', 't', 't')`),
    ).toThrow(/CHECK constraint/);
  });
});
