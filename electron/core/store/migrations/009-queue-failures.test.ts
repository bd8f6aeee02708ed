import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { createQueue } from '../queue';
import { migrate, userVersion } from './index';
import { columns, dbAt } from '../../../../test/support/core/migration-db';

const STOPPED = JSON.stringify({ code: 'COMPANY_NOT_FOUND', message: 'No company U1', hint: 'Check the company identifier.', requestId: 'req_7' });

/** A version-8 library with one item for each form `last_error` took, as the old runner wrote them. */
function version8Queue() {
  const db = dbAt(8);
  db.exec(`INSERT INTO actions (id, kind, subject, state, created_at) VALUES ('a0', 'mirror', 'U1', 'done', 't'), ('a1', 'mirror', 'U1', 'running', 't')`);
  const insert = db.prepare(
    `INSERT INTO work_queue (action_id, kind, subject, key, state, last_error, created_at, updated_at) VALUES (?, ?, 'U1', ?, ?, ?, 't', ?)`,
  );
  const rows: Array<[string, string, string, string, string | null, string]> = [
    ['a1', 'pdf', 'flg_1', 'failed', 'UNAVAILABLE DOC_NOT_AVAILABLE: the registry has no PDF yet (Fetch missing documents asks for it)', 't1'],
    ['a1', 'pdf', 'flg_2', 'pending', 'DOC_NOT_AVAILABLE: the registry has not downloaded it yet', 't1'],
    ['a1', 'pdf', 'flg_3', 'failed', 'UNAVAILABLE NOT_IN_SANDBOX: the sandbox holds no PDF for this filing', 't1'],
    ['a1', 'master', '', 'failed', STOPPED, 't1'],
    ['a1', 'poll-job', '', 'pending', 'document job still running', 't1'],
    ['a1', 'filings', '', 'pending', 'The registry is busy, try again', 't1'],
    ['a1', 'director', '01234567', 'failed', 'The action has ended', 't1'],
    ['a1', 'director', '07654321', 'failed', 'something broke', 't1'],
    ['a1', 'extr-forms', '', 'pending', STOPPED, 't1'],
    ['a1', 'pdf', 'flg_4', 'done', null, 't1'],
    // An older, successful attempt of flg_1 in an earlier mirror: the newest item of a key counts.
    ['a0', 'pdf', 'flg_1', 'done', null, 't0'],
  ];
  for (const [action, kind, key, state, text, at] of rows) insert.run(action, kind, key, state, text, at);
  return db;
}

describe('migration 009 (queue failures)', () => {
  it('replaces last_error with a failure kind and a JSON error, backfilled from all three old forms', () => {
    const db = version8Queue();
    migrate(db, ':memory:', 9);
    expect(userVersion(db)).toBe(9);
    const cols = columns(db, 'work_queue');
    expect(cols).toContain('failure_kind');
    expect(cols).toContain('error_json');
    expect(cols).not.toContain('last_error');

    const failures = db
      .prepare(`SELECT kind || ':' || key AS item, failure_kind AS kind, error_json AS error FROM work_queue ORDER BY id`)
      .all()
      .map((r) => {
        const row = r as { item: string; kind: string | null; error: string | null };
        return [row.item, row.kind, row.error === null ? null : JSON.parse(row.error)];
      });
    expect(failures).toEqual([
      ['pdf:flg_1', 'unavailable', { code: 'DOC_NOT_AVAILABLE', message: 'DOC_NOT_AVAILABLE: the registry has no PDF yet (Fetch missing documents asks for it)' }],
      ['pdf:flg_2', 'retry', { code: 'DOC_NOT_AVAILABLE', message: 'DOC_NOT_AVAILABLE: the registry has not downloaded it yet' }],
      ['pdf:flg_3', 'unavailable', { code: 'NOT_IN_SANDBOX', message: 'NOT_IN_SANDBOX: the sandbox holds no PDF for this filing' }],
      ['master:', 'failed', JSON.parse(STOPPED)],
      ['poll-job:', 'retry', { code: 'JOB_RUNNING', message: 'document job still running' }],
      ['filings:', 'retry', { code: 'RETRY', message: 'The registry is busy, try again' }],
      ['director:01234567', 'failed', { code: 'ACTION_ENDED', message: 'The action has ended' }],
      ['director:07654321', 'failed', { code: 'STEP_FAILED', message: 'something broke' }],
      ['extr-forms:', 'failed', JSON.parse(STOPPED)],
      ['pdf:flg_4', null, null],
      ['pdf:flg_1', null, null],
    ]);
  });

  it('leaves the failure to the queue repository, which reads and writes it as data', () => {
    const db = version8Queue();
    migrate(db, ':memory:', 9);
    const queue = createQueue(createContext(db, ':memory:', () => new Date('2026-11-21T10:00:00.000Z')));
    const codes = queue.latestErrorCodes('pdf', 'U1');
    expect([...codes]).toEqual([
      ['flg_1', 'DOC_NOT_AVAILABLE'],
      ['flg_2', 'DOC_NOT_AVAILABLE'],
      ['flg_3', 'NOT_IN_SANDBOX'],
      ['flg_4', null],
    ]);
    const master = queue.list('a1').find((i) => i.kind === 'master')!;
    expect(master.failure).toEqual({ kind: 'failed', error: JSON.parse(STOPPED) });
    queue.complete(master.id);
    expect(queue.get(master.id)).toMatchObject({ state: 'done', failure: null });
    expect(() => db.prepare(`UPDATE work_queue SET failure_kind = 'broken' WHERE id = ?`).run(master.id)).toThrow(/CHECK constraint/);
  });
});
