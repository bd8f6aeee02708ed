/**
 * Test support: a throwaway PostgreSQL cluster for the team library tests, started by the test
 * itself (Debian's initdb and pg_ctl as the `postgres` user, which refuses to run them as root) in
 * a temp folder on a free 127.0.0.1 port, never a mock. It creates what an administrator would
 * (README "Team library"): the team database owned by an admin role, the two group roles the team
 * schema grants to, an analyst login per replica and a read-only viewer login, and hands back their
 * URLs. `stop()` stops the cluster and removes the folder.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinDir } from '../../scripts/provision-tests';

export const ANALYSTS_ROLE = 'dossier_analysts';
export const VIEWERS_ROLE = 'dossier_viewers';
const DATABASE = 'dossier_team';
const ADMIN = 'team_admin';

export interface TeamPostgres {
  port: number;
  /** The database owner's URL: what `dossier team init` runs with. */
  adminUrl: string;
  /** One URL per analyst name given, each its own login in the analysts' group. */
  analystUrls: Record<string, string>;
  /** A login in the viewers' group: may read, never write. */
  viewerUrl: string;
  /** Runs SQL as the cluster's superuser (over its socket), for what a test must see or break. */
  superQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  /** A superuser session on the team database that stays open (to hold a lock); the caller ends it. */
  superClient(): Promise<pg.Client>;
  /** pg_ctl stop (fast) and start again on the same port: the team database going down and back. */
  pause(): void;
  resume(): void;
  stop(): void;
}

function installedBinDir(): string {
  let majors: string[] = [];
  try {
    majors = fs.readdirSync('/usr/lib/postgresql');
  } catch {
    // no PostgreSQL at all
  }
  const bin = postgresBinDir(fs.existsSync, majors);
  if (bin === null) {
    throw new Error('The team library tests need PostgreSQL: install the Debian package with `apt-get install -y --no-install-recommends postgresql`.');
  }
  return bin;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const asPostgres = (bin: string, args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });

const quoteLiteral = (s: string) => `'${s.replaceAll("'", "''")}'`;

export async function startTeamPostgres(opts: { analysts: readonly string[] }): Promise<TeamPostgres> {
  const bin = installedBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-pg-'));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  asPostgres(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    asPostgres(`${bin}/pg_ctl`, ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stopCluster = () => asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();

  // The superuser over the cluster's socket (trust), as the `postgres` user an admin would be.
  // Every client has an error listener: a cluster stopped under a test's session must not crash the run.
  const connectSuper = async (database: string) => {
    const client = new pg.Client({ host: dir, port, user: 'postgres', database });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  const superQuery = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = [], database = 'postgres') => {
    const client = await connectSuper(database);
    try {
      return await client.query<T>(sql, params);
    } finally {
      await client.end();
    }
  };

  const password = (name: string) => `pw-${name}-${port}`;
  const url = (name: string) => `postgres://${name}:${password(name)}@127.0.0.1:${port}/${DATABASE}`;
  await superQuery(`CREATE ROLE ${ADMIN} LOGIN PASSWORD ${quoteLiteral(password(ADMIN))}`);
  await superQuery(`CREATE DATABASE ${DATABASE} OWNER ${ADMIN}`);
  await superQuery(`CREATE ROLE ${ANALYSTS_ROLE} NOLOGIN`);
  await superQuery(`CREATE ROLE ${VIEWERS_ROLE} NOLOGIN`);
  const analystUrls: Record<string, string> = {};
  for (const name of opts.analysts) {
    await superQuery(`CREATE ROLE ${name} LOGIN PASSWORD ${quoteLiteral(password(name))} IN ROLE ${ANALYSTS_ROLE}`);
    analystUrls[name] = url(name);
  }
  await superQuery(`CREATE ROLE viewer LOGIN PASSWORD ${quoteLiteral(password('viewer'))} IN ROLE ${VIEWERS_ROLE}`);

  let stopped = false;
  return {
    port,
    adminUrl: url(ADMIN),
    analystUrls,
    viewerUrl: url('viewer'),
    superQuery: (sql, params) => superQuery(sql, params, DATABASE),
    superClient: () => connectSuper(DATABASE),
    pause: stopCluster,
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        stopCluster();
      } catch {
        // already down (a test paused it)
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
