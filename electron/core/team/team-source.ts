/**
 * The team library as the mirror engine's TeamSource ("no double purchase", issue 12): what the
 * team holds for a mirror, refresh, fetch or extraction read of a company (team-holding.ts), and
 * the team's claim on a company for one kind of action, a session advisory lock in PostgreSQL
 * (one lock name per kind) taken before anything is bought and let go only after what this replica
 * bought is published.
 */
import type { TeamActionKind, TeamClaim, TeamHolding, TeamSource } from '../mirror/team-source';
import type { Library } from '../store';
import { teamErrorOf } from './errors';
import { putReading } from './pg/read-updates';
import type { TeamDb } from './pg/team-db';
import { copyFromTeam, teamHolding } from './team-holding';

export interface TeamSourceDeps {
  library: Library;
  configured(): boolean;
  open(): Promise<TeamDb>;
  /** Resolves when every publish asked for so far has ended. */
  settled(): Promise<void>;
  now(): number;
}

/** Actions that read the extraction lists: once bought and published, colleagues' extraction reads copy. */
const READS_EXTRACTION_LISTS = new Set<TeamActionKind>(['mirror', 'extractions']);

export function createTeamSource(deps: TeamSourceDeps): TeamSource {
  const unreachable = (error: unknown, db: TeamDb | null): TeamHolding => ({ state: 'unreachable', reason: teamErrorOf(error, db?.where ?? 'the team database').message });

  return {
    async holding(companyId, kind = 'mirror', registry) {
      if (!deps.configured()) return null;
      let db: TeamDb | null = null;
      try {
        db = await deps.open();
        return await teamHolding(db, deps.library, companyId, kind, deps.now(), registry);
      } catch (error) {
        return unreachable(error, db);
      } finally {
        await db?.close();
      }
    },

    async claim(companyId, kind = 'mirror'): Promise<TeamClaim | null> {
      if (!deps.configured()) return null;
      let db: TeamDb | null = null;
      let unlock: (() => Promise<void>) | null = null;
      try {
        db = await deps.open();
        unlock = await db.lock(`dossier.${kind}:${companyId}`);
      } catch {
        await db?.close();
        return null;
      }
      const claimed = db;
      const release = unlock;
      // What this replica reads from now on under the claim is at least this recent.
      const claimedAt = new Date(deps.now()).toISOString();
      let released = false;
      return {
        holding: async () => {
          try {
            return await teamHolding(claimed, deps.library, companyId, kind, deps.now());
          } catch (error) {
            return unreachable(error, claimed);
          }
        },
        copy: () => copyFromTeam(claimed, deps.library, companyId, kind),
        async release(bought = false) {
          if (released) return;
          released = true;
          // What this replica bought goes to the team before a colleague waiting on the claim looks.
          await deps.settled().catch(() => {});
          if (bought && READS_EXTRACTION_LISTS.has(kind)) await claimed.write((q) => putReading(q, companyId, 'extractions', claimedAt)).catch(() => {});
          await release();
          await claimed.close();
        },
      };
    },
  };
}
