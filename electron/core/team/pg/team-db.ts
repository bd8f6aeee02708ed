/**
 * The team database connection: a `pg.Pool` over the URL, parameterised queries only, and one
 * transaction per logical write (`write`). Every failure comes back as a TeamError in words
 * (errors.ts). The pool is small: a desktop replica makes few calls at a time.
 *
 * The team can go away at any moment (a restart, `pg_ctl stop`, a dropped link): a client whose
 * server ends its session emits 'error', and an 'error' event nobody listens to kills the process.
 * So the pool and every client checked out of it have a listener for as long as they live: a
 * query in flight fails with the error as data, and a held lock tells its holder it is gone.
 */
import pg from 'pg';
import { TeamError, teamErrorOf } from '../errors';
import { parseTeamUrl } from './team-url';

export type Queryable = Pick<pg.PoolClient, 'query'>;

export interface TeamDb {
  /** The URL without its password, for messages. */
  readonly where: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs `fn` in one transaction on one pooled connection: committed when it resolves, rolled
   * back when it throws. Writers also take the change-log lock (changes.ts) before logging.
   */
  write<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Waits for the session advisory lock named `name` on a connection of its own, held until the
   * returned release is called (or the connection ends: a killed process lets go of it). When the
   * connection is lost while held (the server stopped, the link dropped), `onLost` is told once,
   * with the driver's error: the lock is gone with it.
   */
  lock(name: string, onLost?: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface TeamDbOptions {
  /** How long to wait for a connection before calling the team unreachable (default 5 s). */
  connectTimeoutMs?: number;
}

export function openTeamDb(url: string, opts: TeamDbOptions = {}): TeamDb {
  const where = parseTeamUrl(url).safe;
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000, idleTimeoutMillis: 10_000 });
  // An idle client whose server went away must not crash the process: the next call reports it.
  pool.on('error', () => {});
  const fail = (error: unknown): never => {
    throw teamErrorOf(error, where);
  };
  /**
   * A client checked out with its own error listener (the pool's listens only while it is idle),
   * given back with `done`: a client whose connection broke is dropped, not reused.
   */
  async function checkout(onError: (error: Error) => void = () => {}): Promise<{ client: pg.PoolClient; done: () => void }> {
    const client = await pool.connect();
    let broken = false;
    const listener = (error: Error) => {
      broken = true;
      onError(error);
    };
    client.on('error', listener);
    return {
      client,
      done() {
        // Released first: the pool puts its idle listener back before this one goes.
        client.release(broken || undefined);
        client.removeListener('error', listener);
      },
    };
  }
  return {
    where,
    async query<T extends pg.QueryResultRow>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await pool.query<T>(sql, params as unknown[])).rows;
      } catch (error) {
        return fail(error);
      }
    },
    async write<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      let held: Awaited<ReturnType<typeof checkout>>;
      try {
        held = await checkout();
      } catch (error) {
        return fail(error);
      }
      const { client } = held;
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        return fail(error);
      } finally {
        held.done();
      }
    },
    async lock(name: string, onLost?: (error: Error) => void) {
      let lost = false;
      const lose = (error: Error) => {
        if (lost) return;
        lost = true;
        onLost?.(error);
      };
      let held: Awaited<ReturnType<typeof checkout>> | null = null;
      try {
        held = await checkout(lose);
        await held.client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      } catch (error) {
        // Not held: nobody is told of a loss, the caller hears the failure.
        lost = true;
        held?.client.release(true);
        return fail(error);
      }
      const { client, done } = held;
      return async () => {
        if (!lost) await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
        done();
      };
    },
    async close() {
      await pool.end().catch(() => {});
    },
  };
}

export function assertRecord(ok: boolean, what: string): void {
  if (!ok) throw new TeamError('TEAM_BAD_RECORD', `The team library holds a record this Dossier cannot read: ${what}.`);
}
