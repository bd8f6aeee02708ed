import { describe, expect, it } from 'vitest';
import { dbAt } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

const insert = `INSERT INTO spend_ledger (at, endpoint_key, subject, price_paisa, request_id, key_kind) VALUES (?, ?, ?, ?, ?, 'live')`;

function totals(db: ReturnType<typeof dbAt>): Record<string, [number, number]> {
  const rows = db.prepare('SELECT subject, calls, spend_paisa AS paisa FROM spend_totals ORDER BY subject').all() as { subject: string; calls: number; paisa: number }[];
  return Object.fromEntries(rows.map((r) => [r.subject, [r.calls, r.paisa]]));
}

/** The totals as the ledger itself sums them: what the table must always equal. */
function summed(db: ReturnType<typeof dbAt>): Record<string, [number, number]> {
  const rows = db
    .prepare('SELECT subject, count(*) AS calls, sum(price_paisa) AS paisa FROM spend_ledger WHERE subject IS NOT NULL GROUP BY subject ORDER BY subject')
    .all() as { subject: string; calls: number; paisa: number }[];
  return Object.fromEntries(rows.map((r) => [r.subject, [r.calls, r.paisa]]));
}

describe('migration 012 (spend totals)', () => {
  it('backfills the totals of a version-11 ledger, subject by subject, leaving rows without a subject out', () => {
    const db = dbAt(11);
    const add = db.prepare(insert);
    add.run('2026-01-01T00:00:00Z', 'companies.unlock', 'U1', 33_000, 'req_1');
    add.run('2026-01-01T00:00:01Z', 'companies.master', 'U1', 500, 'req_2');
    add.run('2026-01-01T00:00:02Z', 'directors.profile', '01234567', 100, 'req_3');
    add.run('2026-01-01T00:00:03Z', 'companies.resolve', null, 200, 'req_4');
    add.run('2026-01-01T00:00:04Z', 'companies.filings.download', 'U1', 0, 'req_5');
    migrate(db, ':memory:', 12);
    expect(userVersion(db)).toBe(12);
    expect(totals(db)).toEqual({ U1: [3, 33_500], '01234567': [1, 100] });
  });

  it('keeps the totals equal to the ledger through inserts, a repeated request id, deletes and corrections', () => {
    const db = dbAt(12);
    const add = db.prepare(insert);
    add.run('t1', 'companies.master', 'U1', 500, 'req_1');
    add.run('t2', 'companies.unlock', 'U1', 33_000, 'req_2');
    add.run('t3', 'companies.master', 'U2', 500, 'req_3');
    add.run('t4', 'companies.resolve', null, 200, 'req_4');
    // The repository's idempotent write: a second answer with the same request id counts once.
    db.prepare(`INSERT INTO spend_ledger (at, endpoint_key, subject, price_paisa, request_id, key_kind) VALUES ('t5', 'companies.master', 'U1', 500, 'req_1', 'live')
                ON CONFLICT (request_id) DO NOTHING`).run();
    expect(totals(db)).toEqual({ U1: [2, 33_500], U2: [1, 500] });

    db.prepare('UPDATE spend_ledger SET price_paisa = 700 WHERE request_id = ?').run('req_3');
    db.prepare('UPDATE spend_ledger SET subject = ? WHERE request_id = ?').run('U2', 'req_2');
    db.prepare('UPDATE spend_ledger SET subject = ? WHERE request_id = ?').run('U3', 'req_4');
    expect(totals(db)).toEqual({ U1: [1, 500], U2: [2, 33_700], U3: [1, 200] });
    db.prepare('DELETE FROM spend_ledger WHERE request_id = ?').run('req_1');
    expect(totals(db)).toEqual(summed(db));
    expect(totals(db)).toEqual({ U2: [2, 33_700], U3: [1, 200] });
  });

  it('writes a total with its ledger row or not at all: a rolled-back insert leaves neither', () => {
    const db = dbAt(12);
    const failing = db.transaction(() => {
      db.prepare(insert).run('t1', 'companies.master', 'U1', 500, 'req_1');
      throw new Error('the step failed after the ledger row');
    });
    expect(() => failing()).toThrow(/step failed/);
    expect(totals(db)).toEqual({});
    expect(db.prepare('SELECT count(*) FROM spend_ledger').pluck().get()).toBe(0);
  });

  it('finds the newest finished mirror of a company through its own index', () => {
    const db = dbAt(12);
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT finished_at FROM actions WHERE subject = ? AND kind = 'mirror' AND state = 'done' ORDER BY created_at DESC LIMIT 1`)
      .all('U1') as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/actions_by_subject/);
  });
});
