/**
 * The team library as the mirror engine's TeamSource ("no double purchase", issue 12): whether the
 * team holds a company with an unlock still active, and the team's claim on a company, a session
 * advisory lock in PostgreSQL taken before anything is bought and let go only after what this
 * replica bought is published. A copy is a pull of that one company (pull.ts), never a second path.
 */
import type { TeamClaim, TeamHolding, TeamSource } from '../mirror/team-source';
import type { Library } from '../store';
import { teamErrorOf } from './errors';
import { postgresBlobStore } from './pg/blob-store';
import type { TeamDb } from './pg/team-db';
import { pullCompany } from './pull';
import { checkTeamSchema } from './sync';

export interface TeamSourceDeps {
  library: Library;
  configured(): boolean;
  open(): Promise<TeamDb>;
  /** Resolves when every publish asked for so far has ended. */
  settled(): Promise<void>;
  now(): number;
}

async function holdingIn(db: TeamDb, companyId: string, now: number): Promise<TeamHolding> {
  await checkTeamSchema(db);
  const [u] = await db.query<{ expires_at: string | null; created_by: string }>(
    'SELECT expires_at, created_by FROM dossier.unlocks WHERE company_id = $1 AND unlocked_at IS NOT NULL AND NOT sandbox',
    [companyId],
  );
  if (!u || (u.expires_at !== null && Date.parse(u.expires_at) <= now)) return { state: 'absent' };
  return { state: 'held', expiresAt: u.expires_at, by: u.created_by };
}

export function createTeamSource(deps: TeamSourceDeps): TeamSource {
  const unreachable = (error: unknown, db: TeamDb | null): TeamHolding => ({ state: 'unreachable', reason: teamErrorOf(error, db?.where ?? 'the team database').message });

  return {
    async holding(companyId) {
      if (!deps.configured()) return null;
      let db: TeamDb | null = null;
      try {
        db = await deps.open();
        return await holdingIn(db, companyId, deps.now());
      } catch (error) {
        return unreachable(error, db);
      } finally {
        await db?.close();
      }
    },

    async claim(companyId): Promise<TeamClaim | null> {
      if (!deps.configured()) return null;
      let db: TeamDb | null = null;
      let unlock: (() => Promise<void>) | null = null;
      try {
        db = await deps.open();
        unlock = await db.lock(`dossier.mirror:${companyId}`);
      } catch {
        await db?.close();
        return null;
      }
      const claimed = db;
      const release = unlock;
      let released = false;
      return {
        holding: async () => {
          try {
            return await holdingIn(claimed, companyId, deps.now());
          } catch (error) {
            return unreachable(error, claimed);
          }
        },
        copy: () => pullCompany(deps.library, claimed, postgresBlobStore(claimed), companyId),
        async release() {
          if (released) return;
          released = true;
          // What this replica bought goes to the team before a colleague waiting on the claim looks.
          await deps.settled().catch(() => {});
          await release();
          await claimed.close();
        },
      };
    },
  };
}
