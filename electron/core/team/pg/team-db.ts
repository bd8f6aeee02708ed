/**
 * The team database connection: a `pg.Pool` over the URL, parameterised queries only, and one
 * transaction per logical write (`write`). Every failure comes back as a TeamError in words
 * (errors.ts). The pool is small: a desktop replica makes few calls at a time.
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
   * returned release is called (or the connection ends: a killed process lets go of it).
   */
  lock(name: string): Promise<() => Promise<void>>;
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
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        return fail(error);
      }
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        return fail(error);
      } finally {
        client.release();
      }
    },
    async lock(name: string) {
      let client: pg.PoolClient | null = null;
      try {
        client = await pool.connect();
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      } catch (error) {
        client?.release(true);
        return fail(error);
      }
      const held = client;
      return async () => {
        await held.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
        held.release();
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
