/**
 * Test support for the team library tests: replicas as `dossier` processes, each its own data
 * folder and database role, against one emulator and one throwaway PostgreSQL; and what a replica's
 * library holds, read back from its own files.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { EmulatorHandle, EmulatorOptions } from '../../../emulator/index';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { openLibrary } from '../../../electron/core/store';
import { type RunResult, removeTempDirs, runDossier, tempDir } from '../cli/cli-kit';
import { startTestEmulator } from './mirror-support';
import { startTeamPostgres, type TeamPostgres } from '../postgres';

/** Live companies with AOC-4 extractions and a few filings (at most 12), each for one test only. */
export function freshCompanies(emu: EmulatorHandle & { registry: SyntheticRegistry }, n: number): string[] {
  const out: string[] = [];
  for (const entry of emu.registry.companies()) {
    if (out.length === n) break;
    if (entry.sandbox || entry.idType !== 'cin' || !emu.registry.extractionForms(entry.cin).includes('AOC-4')) continue;
    const filings = emu.registry.filings(entry.cin).length;
    if (filings > 0 && filings <= 12) out.push(entry.cin);
  }
  if (out.length < n) throw new Error(`only ${out.length} live companies fit`);
  return out;
}

export interface Replica {
  name: string;
  dataDir: string;
  /** The role's URL (DOSSIER_TEAM_URL of every run); null for a replica with no team. */
  teamUrl: string | null;
}

export function newReplica(name: string, teamUrl: string | null): Replica {
  return { name, dataDir: tempDir(`team-${name}`), teamUrl };
}

/** The environment of a replica's runs: its data folder, the emulator's live key, its team URL. */
export function replicaEnv(emu: EmulatorHandle, r: Replica, extraEnv: Record<string, string> = {}): Record<string, string> {
  return {
    DOSSIER_DATA_DIR: r.dataDir,
    DOSSIER_API_KEY: emu.keys.live,
    DOSSIER_RATE_LIVE: '60000',
    DOSSIER_RATE_TEST: '60000',
    ...(r.teamUrl ? { DOSSIER_TEAM_URL: r.teamUrl } : {}),
    ...extraEnv,
  };
}

export function runReplica(emu: EmulatorHandle, r: Replica, args: string[], extraEnv: Record<string, string> = {}): Promise<RunResult> {
  return runDossier(['--base-url', emu.url, '--json', ...args], replicaEnv(emu, r, extraEnv));
}

/** A run as the analyst at a terminal reads it: words, not JSON. */
export function runReplicaText(emu: EmulatorHandle, r: Replica, args: string[], extraEnv: Record<string, string> = {}): Promise<RunResult> {
  return runDossier(['--base-url', emu.url, ...args], replicaEnv(emu, r, extraEnv));
}

export function jsonOf<T>(r: RunResult): T {
  try {
    return JSON.parse(r.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${r.code}): ${r.stdout}\n${r.stderr}`);
  }
}

/** The replica's stored PDFs: filing id → SHA-256 of the file on disk (read back, not the row's word). */
export function pdfHashes(r: Replica, companyId: string): Map<string, string> {
  const library = openLibrary(r.dataDir, { readonly: true });
  try {
    const out = new Map<string, string>();
    for (const f of library.filings.listByCompany(companyId, { limit: 1_000_000 })) {
      const doc = library.documents.get(f.filingId);
      if (doc) out.set(f.filingId, createHash('sha256').update(fs.readFileSync(library.documents.absolutePath(doc))).digest('hex'));
    }
    return out;
  } finally {
    library.close();
  }
}

/** Runs `fn` on the replica's library (as the app's core would, beside the CLI); `at` fixes the clock of its writes. */
export function withLibrary<T>(r: Replica, fn: (library: ReturnType<typeof openLibrary>) => T, at?: Date): T {
  const library = openLibrary(r.dataDir, at ? { now: () => at } : {});
  try {
    return fn(library);
  } finally {
    library.close();
  }
}

export type TeamEmulator = Awaited<ReturnType<typeof startTestEmulator>>;

/** What a team test stands on: one PostgreSQL, one emulator, one replica per analyst, the admin. */
export interface TeamWorld {
  pg: TeamPostgres;
  emu: TeamEmulator;
  /** One replica per analyst name, in the order given (its own data folder and role). */
  replicas: Replica[];
  /** The database owner's replica: what `team init` runs as. */
  admin: Replica;
  close(): Promise<void>;
}

/**
 * The shared `beforeAll` of the team tests: a throwaway PostgreSQL with these analysts, the
 * emulator, a replica per analyst and, unless `init: false` (a test that checks init itself),
 * the team schema made by the administrator.
 */
export async function startTeamWorld(analysts: readonly string[], opts: { init?: boolean; emulator?: EmulatorOptions } = {}): Promise<TeamWorld> {
  const pg = await startTeamPostgres({ analysts });
  const emu = await startTestEmulator(opts.emulator);
  const replicas = analysts.map((name, i) => newReplica(String.fromCharCode(97 + i), pg.analystUrls[name]!));
  const admin = newReplica('admin', pg.adminUrl);
  const world: TeamWorld = {
    pg,
    emu,
    replicas,
    admin,
    async close() {
      await emu.close();
      pg.stop();
      removeTempDirs();
    },
  };
  if (opts.init !== false) {
    const init = await runReplica(emu, admin, ['team', 'init']);
    if (init.code !== 0) {
      await world.close();
      throw new Error(`team init failed (exit ${init.code}): ${init.stdout}\n${init.stderr}`);
    }
  }
  return world;
}
