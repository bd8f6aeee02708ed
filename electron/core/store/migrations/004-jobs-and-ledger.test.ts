import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { dbAt, tableNames } from '../../../../test/support/core/migration-db';

describe('migration 004 (jobs and ledger)', () => {
  it('creates the job, ledger, queue and client-state tables on an empty database', () => {
    const db = dbAt(4);
    expect(tableNames(db)).toEqual(
      expect.arrayContaining(['freshness_snapshots', 'unlocks', 'refresh_jobs', 'spend_ledger', 'work_queue', 'actions', 'client_state']),
    );
    expect(tableNames(db)).not.toContain('notes');
  });

  it('applies to a version-3 library with an extraction in it; the ledger refuses a duplicate request id', () => {
    const db = dbAt(3);
    db.exec(`INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('F12345', 1, 'fcin', 't', 't');
             INSERT INTO extractions (company_id, form_type, key, payload_json, read_at) VALUES ('F12345', 'MGT-7', '2024', '{"a":1}', 't');`);
    migrate(db, ':memory:', 4);
    expect(userVersion(db)).toBe(4);
    expect(db.prepare('SELECT payload_json FROM extractions').pluck().get()).toBe('{"a":1}');
    const insert = db.prepare(
      `INSERT INTO spend_ledger (at, endpoint_key, price_paisa, request_id, key_kind) VALUES ('t', 'companies.master', 500, 'req_1', 'live')`,
    );
    insert.run();
    expect(() => insert.run()).toThrow(/UNIQUE/);
  });
});
