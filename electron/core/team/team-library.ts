/**
 * This replica's team library: which URL is in force (DOSSIER_TEAM_URL over the stored one), its
 * password (keychain, or DOSSIER_TEAM_PASSWORD), and the operations the bridge and the CLI offer:
 * connect, disconnect, status, sync, init. Each operation opens a pool and closes it again: a
 * desktop syncs now and then, it does not hold connections to the firm's database all day.
 */
import type { TeamInitView, TeamStatusView, TeamSyncView } from '../../../shared/bridge/team';
import type { Library } from '../store';
import { isTeamUnreachable, TeamError, teamErrorOf } from './errors';
import { headSeq } from './pg/changes';
import { initTeamSchema, teamSchemaVersion } from './pg/migrate';
import { openTeamDb, type TeamDb } from './pg/team-db';
import { parseTeamUrl, withPassword } from './pg/team-url';
import { postgresBlobStore } from './pg/blob-store';
import { publishStoredCompany } from './push';
import { recordProvenance } from './provenance';
import { syncWithTeam } from './sync';
import { withSyncLock } from './sync-lock';
import type { ChangeEntry } from './pg/changes';
import { createTeamSource } from './team-source';

export interface TeamLibraryDeps {
  library: Library;
  /** DOSSIER_TEAM_URL when set (it wins over the stored URL). */
  envUrl: string | null;
  /** The stored URL (settings.json, without password) and how to change it. */
  storedUrl(): string | null;
  storeUrl(url: string | null): void;
  /** The role's password: the keychain (or DOSSIER_TEAM_PASSWORD). */
  password: { get(): Promise<string | null>; set(value: string): Promise<void>; delete(): Promise<void> };
  now: () => number;
  connectTimeoutMs?: number;
  /** Tells the analyst that an action goes on without the team, and why (event `team.notice`). */
  notice?: (message: string) => void;
}

export interface TeamSyncOptions {
  /** Where the pull starts and the team's newest change (null when it could not be read). */
  onStart?: (at: { from: number; head: number | null }) => void;
  onApplied?: (entry: ChangeEntry) => void;
}

export type TeamLibrary = ReturnType<typeof createTeamLibrary>;

export function createTeamLibrary(deps: TeamLibraryDeps) {
  const { library } = deps;

  function inForce(): { url: string; source: 'environment' | 'settings' } | null {
    const env = deps.envUrl?.trim();
    if (env) return { url: env, source: 'environment' };
    const stored = deps.storedUrl();
    return stored ? { url: stored, source: 'settings' } : null;
  }

  async function open(): Promise<TeamDb> {
    const found = inForce();
    if (!found) {
      throw new TeamError('TEAM_NOT_CONFIGURED', 'No team library is configured on this desktop.', {
        hint: 'Connect with: dossier team connect postgres://role@host:port/database (or set DOSSIER_TEAM_URL).',
      });
    }
    const parsed = parseTeamUrl(found.url);
    const password = parsed.password ?? (await deps.password.get());
    return openTeamDb(withPassword(parsed.safe, password), { connectTimeoutMs: deps.connectTimeoutMs });
  }

  /** The URL in force without its password, for messages. */
  function safeWhere(): string {
    const found = inForce();
    try {
      return found ? parseTeamUrl(found.url).safe : 'the team database';
    } catch {
      return 'the team database';
    }
  }

  /** Runs `fn` on a pool opened for it; the team source learns whether the team answered (team-source.ts). */
  async function withDb<T>(fn: (db: TeamDb) => Promise<T>): Promise<T> {
    const db = await open();
    try {
      const value = await fn(db);
      source.noteReach(null);
      return value;
    } catch (error) {
      const e = teamErrorOf(error, db.where);
      if (isTeamUnreachable(e)) source.noteReach(e.message);
      throw error;
    } finally {
      await db.close();
    }
  }

  async function status(): Promise<TeamStatusView> {
    const found = inForce();
    const sync = library.teamSync.state();
    const base: TeamStatusView = {
      configured: found !== null,
      url: null,
      source: found?.source ?? null,
      role: null,
      reachable: null,
      problem: null,
      schemaVersion: null,
      pulledSeq: sync.pulledSeq,
      headSeq: null,
      behind: null,
      lastSyncAt: sync.lastSyncAt,
      lastError: sync.lastError,
    };
    if (!found) return base;
    const parsed = parseTeamUrl(found.url);
    const view = { ...base, url: parsed.safe, role: parsed.user };
    try {
      return await withDb(async (db) => {
        const schemaVersion = await teamSchemaVersion(db);
        const head = schemaVersion > 0 ? await headSeq(db) : 0;
        return { ...view, reachable: true, schemaVersion, headSeq: head, behind: Math.max(0, head - sync.pulledSeq) };
      });
    } catch (error) {
      const e = teamErrorOf(error, parsed.safe);
      return { ...view, reachable: false, problem: e.message };
    }
  }

  // What a replica bought is published right after it is stored, one company at a time, off the
  // action's path: a team out of reach never fails or slows a purchase (it is remembered as the
  // last sync's error, and the next sync pushes it).
  let publishing: Promise<void> = Promise.resolve();
  function publishSoon(companyId: string): void {
    publishing = publishing.then(async () => {
      try {
        await withDb(async (db) => {
          await publishStoredCompany(library, db, postgresBlobStore(db), companyId);
        });
        told.delete(companyId);
      } catch (error) {
        const e = teamErrorOf(error, safeWhere());
        try {
          library.teamSync.finish(new Date(deps.now()).toISOString(), e.message);
        } catch {
          // the library closed first (the process is ending): the next sync finds the same
        }
        // Said once: an action that lost the team already told the analyst where its purchase goes.
        if (!told.delete(companyId)) deps.notice?.(`What was bought of ${companyId} is not in the team library yet: ${e.message} The next team sync pushes it.`);
      }
    });
  }

  // Companies whose action was told it goes on without the team (team-source.ts), until their publish.
  const told = new Set<string>();
  const notice = (message: string, companyId: string) => {
    told.add(companyId);
    deps.notice?.(message);
  };
  const source = createTeamSource({ library, configured: () => inForce() !== null, open, settled: () => publishing, now: deps.now, notice });

  return {
    status,
    publishSoon,
    /** What the mirror engine asks before it buys a company (no double purchase). */
    source,
    /** Resolves when every publish asked for so far has ended (the core waits for it before closing). */
    settled: () => publishing,
    /** Checks the URL by logging in once, then keeps it (password to the keychain). A new team is pulled from the start. */
    async connect(url: string, password?: string): Promise<TeamStatusView> {
      const parsed = parseTeamUrl(url);
      const secret = password ?? parsed.password;
      const db = openTeamDb(withPassword(parsed.safe, secret), { connectTimeoutMs: deps.connectTimeoutMs });
      try {
        await db.query('SELECT 1');
      } finally {
        await db.close();
      }
      if (deps.storedUrl() !== parsed.safe) {
        library.teamSync.reset();
        library.teamProvenance.clear();
      }
      if (secret) await deps.password.set(secret);
      deps.storeUrl(parsed.safe);
      return status();
    },
    async disconnect(): Promise<TeamStatusView> {
      deps.storeUrl(null);
      await deps.password.delete().catch(() => {});
      library.teamSync.reset();
      library.teamProvenance.clear();
      return status();
    },
    /**
     * Push, pull, then who wrote what was pulled (provenance.ts). One sync of this library at a
     * time across processes (sync-lock.ts); `onStart`/`onApplied` report progress, and a throw from
     * `onApplied` stops the pull after the change just applied (a cancel: the next sync resumes).
     */
    async sync(opts: TeamSyncOptions = {}): Promise<TeamSyncView> {
      const started = deps.now();
      const report = await withSyncLock(library.dir, () =>
        withDb(async (db) => {
          const pulled = { unlocks: new Set<string>(), notes: new Set<string>() };
          opts.onStart?.({ from: library.teamSync.state().pulledSeq, head: await headSeq(db).catch(() => null) });
          const r = await syncWithTeam(library, db, {
            now: () => new Date(deps.now()),
            onApplied: (e) => {
              if (e.kind === 'unlock') pulled.unlocks.add(e.key);
              if (e.kind === 'note') pulled.notes.add(e.key);
              opts.onApplied?.(e);
            },
          });
          await recordProvenance(library, db, pulled);
          return r;
        }),
      );
      return { pushed: report.pushed, pulled: { ...report.pulled }, seq: report.pulled.seq, head: report.head, seconds: (deps.now() - started) / 1000, readOnly: report.readOnly };
    },
    async init(): Promise<TeamInitView> {
      return withDb(async (db) => ({ url: db.where, ...(await initTeamSchema(db)) }));
    },
    /** The database role this replica logs in as (null without a team or with a URL that does not parse). */
    role(): string | null {
      const found = inForce();
      if (!found) return null;
      try {
        return parseTeamUrl(found.url).user;
      } catch {
        return null;
      }
    },
    /** True when a team is configured (a mirror then publishes what it stored). */
    configured: () => inForce() !== null,
  };
}
