// The team database's sessions ended by the server on a real throwaway PostgreSQL (issue 27): a
// client checked out of the pool had no error listener, so a session the server ended while it was
// held (the claim's advisory lock, a write in flight) crashed the process with an unhandled 'error'
// event. Here the server ends them (pg_terminate_backend, what `pg_ctl stop -m fast` does to each
// session): the lock's holder is told, the write fails as data, and the pool goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamPostgres, type TeamPostgres } from '../../../../test/support/postgres';
import { isDossierError } from '../../app-error';
import { openTeamDb, type TeamDb } from './team-db';

describe('team database sessions the server ends', () => {
  let pg: TeamPostgres;
  let db: TeamDb;

  beforeAll(async () => {
    pg = await startTeamPostgres({ analysts: ['asha'] });
    db = openTeamDb(pg.analystUrls.asha!);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    pg?.stop();
  });

  // With a timeout, pg_terminate_backend returns once the session has ended (PostgreSQL 14 and later).
  const terminate = (pid: number) => pg.superQuery('SELECT pg_terminate_backend($1, 10000)', [pid]);

  it('tells the holder of a lock once when its session is ended, and lets go without a crash', async () => {
    const lost: Error[] = [];
    let told: () => void = () => {};
    const toldOnce = new Promise<void>((resolve) => (told = resolve));
    const release = await db.lock('dossier.mirror:U72900KA2015PTC082988', (e) => {
      lost.push(e);
      told();
    });
    const [holder] = (await pg.superQuery<{ pid: number }>(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted`)).rows;
    await terminate(holder!.pid);
    await toldOnce;
    await release();
    expect(lost).toHaveLength(1);
    expect(lost[0]!.message).toMatch(/terminating connection due to administrator command/);
    // The pool goes on with a new session; the lock is free for the next claim.
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const again = await db.lock('dossier.mirror:U72900KA2015PTC082988');
    await again();
  });

  it('fails a write whose session is ended mid-transaction as data (team unreachable), and the pool goes on', async () => {
    const write = db.write(async (q) => {
      const { rows } = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await terminate(rows[0]!.pid);
      // The session is gone by the time this is sent.
      await q.query('SELECT 1');
    });
    await expect(write).rejects.toSatisfy((e: unknown) => isDossierError(e, 'TEAM_UNREACHABLE'));
    expect(await db.query('SELECT 2 AS two')).toEqual([{ two: 2 }]);
  });
});
