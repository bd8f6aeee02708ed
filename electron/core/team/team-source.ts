/**
 * The team library as the mirror engine's TeamSource ("no double purchase", issue 12): what the
 * team holds for a mirror, refresh, fetch or extraction read of a company (team-holding.ts), and
 * the team's claim on a company for one kind of action, a session advisory lock in PostgreSQL
 * (one lock name per kind) taken before anything is bought and let go only after what this replica
 * bought is published.
 *
 * A team out of reach is remembered for a while (TEAM_RETRY_MS): behind a firewall that drops
 * packets each connection waits its whole timeout (5 s), twice per action (holding, claim), so a
 * watch check over 300 companies would wait 50 minutes for a team it already knows is down. Within
 * the window the actions go on as without a team (the quote says the team is out of reach, and
 * why) without asking again; any connection that succeeds (a holding, a sync, the status) ends it.
 *
 * The team can also go away while an action holds its claim (the server stopped, the link
 * dropped): the lock goes with the session. The action goes on without the team, the analyst is
 * told once (`notice`: a line the CLI prints, an event the app shows), and what it bought waits
 * for the next sync like any work done offline, the extraction lists it read included.
 */
import type { TeamActionKind, TeamClaim, TeamHolding, TeamSource } from '../mirror/team-source';
import type { Library } from '../store';
import { isTeamUnreachable, teamErrorOf } from './errors';
import { putReading } from './pg/read-updates';
import type { TeamDb } from './pg/team-db';
import { copyFromTeam, teamHolding } from './team-holding';

/** After the team could not be reached, how long actions go on without asking it again. */
export const TEAM_RETRY_MS = 60_000;

export interface TeamSourceDeps {
  library: Library;
  configured(): boolean;
  open(): Promise<TeamDb>;
  /** Resolves when every publish asked for so far has ended. */
  settled(): Promise<void>;
  now(): number;
  /** Tells the analyst, once per event, that an action on `companyId` goes on without the team (and why). */
  notice(message: string, companyId: string): void;
}

/** Actions that read the extraction lists: once bought and published, colleagues' extraction reads copy. */
const READS_EXTRACTION_LISTS = new Set<TeamActionKind>(['mirror', 'extractions']);

export interface TeamReach {
  /** What the team's other callers learnt: reached (null) or not, and why. */
  noteReach(problem: string | null): void;
}

export function createTeamSource(deps: TeamSourceDeps): TeamSource & TeamReach {
  let down: { until: number; reason: string } | null = null;
  const noteReach = (problem: string | null) => {
    down = problem === null ? null : { until: deps.now() + TEAM_RETRY_MS, reason: problem };
  };
  const stillDown = () => (down !== null && deps.now() < down.until ? down : null);
  const unreachable = (error: unknown, db: TeamDb | null): TeamHolding => {
    const e = teamErrorOf(error, db?.where ?? 'the team database');
    // Only a team out of reach is remembered: a refusal (a role without rights, no schema) answers at once.
    if (isTeamUnreachable(e)) noteReach(e.message);
    return { state: 'unreachable', reason: e.message };
  };

  return {
    noteReach,
    async holding(companyId, kind = 'mirror', registry) {
      if (!deps.configured()) return null;
      const known = stillDown();
      if (known) return { state: 'unreachable', reason: known.reason };
      let db: TeamDb | null = null;
      try {
        db = await deps.open();
        const held = await teamHolding(db, deps.library, companyId, kind, deps.now(), registry);
        noteReach(null);
        return held;
      } catch (error) {
        return unreachable(error, db);
      } finally {
        await db?.close();
      }
    },

    async claim(companyId, kind = 'mirror'): Promise<TeamClaim | null> {
      // Known to be out of reach: the quote already said so.
      if (!deps.configured() || stillDown()) return null;
      let db: TeamDb | null = null;
      let unlock: (() => Promise<void>) | null = null;
      let lost: string | null = null;
      const onLost = (error: Error) => {
        const e = teamErrorOf(error, db?.where ?? 'the team database');
        lost = e.message;
        if (isTeamUnreachable(e)) noteReach(e.message);
        deps.notice(`The team library went out of reach during the ${kind} of ${companyId} (${error.message}): it goes on without the team, and what it buys reaches the team at the next sync.`, companyId);
      };
      try {
        db = await deps.open();
        unlock = await db.lock(`dossier.${kind}:${companyId}`, onLost);
      } catch (error) {
        const held = unreachable(error, db);
        await db?.close();
        const why = held.state === 'unreachable' ? held.reason : 'it did not answer';
        deps.notice(`The ${kind} of ${companyId} goes on without the team's claim: ${why}`, companyId);
        return null;
      }
      const claimed = db;
      const release = unlock;
      // What this replica reads from now on under the claim is at least this recent.
      const claimedAt = new Date(deps.now()).toISOString();
      let released = false;
      /**
       * The extraction lists read under the claim, kept here first (this process may close its
       * library while it waits on the team), then given to the team and marked as given; if the
       * team is gone by then, the next push gives it (after the rows it read), like a read made
       * without a claim.
       */
      const readingKey = { key: `${companyId}|extractions`, version: claimedAt };
      const quietly = (fn: () => void) => {
        try {
          fn();
        } catch {
          // the library closed first (the process is ending): at worst the next sync offers it again
        }
      };
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
          const readLists = bought && READS_EXTRACTION_LISTS.has(kind);
          if (readLists) quietly(() => deps.library.teamRecords.putReading(companyId, 'extractions', claimedAt));
          // What this replica bought goes to the team before a colleague waiting on the claim looks.
          await deps.settled().catch(() => {});
          if (readLists && lost === null) {
            const given = await claimed.write((q) => putReading(q, companyId, 'extractions', claimedAt)).then(
              () => true,
              () => false,
            );
            if (given) quietly(() => deps.library.teamPushed.mark('reading', [readingKey]));
          }
          await release();
          await claimed.close();
        },
      };
    },
  };
}

