import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { columns, dbAt } from '../../../../test/support/core/migration-db';
import { DOSSIER_APPLICATION_ID } from './010-writers';

const quote = (totalPaisa: number, sandbox: boolean) => JSON.stringify({ quote: { title: 'Mirror', totalPaisa, sandbox, lines: [] }, plan: { kind: 'mirror' } });

/** A version-9 library as the old engine left it: actions in every state, a downloaded PDF and its charge. */
function version9() {
  const db = dbAt(9);
  const insert = db.prepare(`INSERT INTO actions (id, kind, subject, state, quote_json, created_at) VALUES (?, 'mirror', ?, ?, ?, 't')`);
  insert.run('paused-live', 'U1', 'paused', quote(43_420, false));
  insert.run('running-sandbox', 'U2', 'running', quote(0, true));
  insert.run('done-live', 'U3', 'done', quote(900, false));
  insert.run('no-quote', 'U4', 'pending', null);
  db.exec(`
    INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U72200KA2009PTC049889', 1, 'cin', 't', 't');
    INSERT INTO filings (filing_id, rid, company_id, listed_at, created_at, updated_at) VALUES ('flg_1', 1, 'U72200KA2009PTC049889', 't', 't', 't');
    INSERT INTO documents (filing_id, company_id, rel_path, size, sha256, downloaded_at, request_id)
      VALUES ('flg_1', 'U72200KA2009PTC049889', 'pdfs/x/flg_1.pdf', 10, 'abc', 't', 'req_pdf');
    INSERT INTO spend_ledger (at, endpoint_key, subject, price_paisa, request_id, key_kind) VALUES
      ('t', 'companies.filings.download', 'U72200KA2009PTC049889', 5, 'req_pdf', 'live'),
      ('t', 'companies.filings.download', 'U72200KA2009PTC049889', 5, 'req_lost', 'live'),
      ('t', 'companies.master', 'U72200KA2009PTC049889', 500, 'req_master', 'live');
  `);
  return db;
}

describe('migration 010 (writers)', () => {
  it('adds action owners and accepted amounts, ties download charges to filings, and marks the file as Dossier', () => {
    const db = version9();
    migrate(db, ':memory:', 10);
    expect(userVersion(db)).toBe(10);
    expect(columns(db, 'actions')).toEqual(expect.arrayContaining(['owner_token', 'owner_pid', 'owner_host', 'owner_seen_at', 'accepted_paisa']));
    expect(columns(db, 'spend_ledger')).toContain('filing_id');
    expect(db.pragma('application_id', { simple: true })).toBe(DOSSIER_APPLICATION_ID);

    const accepted = Object.fromEntries(
      (db.prepare('SELECT id, accepted_paisa AS a FROM actions ORDER BY id').all() as { id: string; a: number | null }[]).map((r) => [r.id, r.a]),
    );
    // An unfinished live action keeps what its quote said as what was accepted; the rest have no limit.
    expect(accepted).toEqual({ 'paused-live': 43_420, 'running-sandbox': null, 'done-live': null, 'no-quote': null });
    const filings = db.prepare('SELECT request_id AS r, filing_id AS f FROM spend_ledger ORDER BY id').all();
    expect(filings).toEqual([
      { r: 'req_pdf', f: 'flg_1' },
      { r: 'req_lost', f: null },
      { r: 'req_master', f: null },
    ]);
    expect(() => db.prepare(`UPDATE actions SET accepted_paisa = -1 WHERE id = 'done-live'`).run()).toThrow(/CHECK constraint/);
  });
});
