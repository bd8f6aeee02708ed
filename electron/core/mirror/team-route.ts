/**
 * Whether a consented action copies from the team library, buys, or (a fetch) both, decided under
 * the team's claim on the company for that kind of action: of two replicas doing the same at once,
 * the first buys while holding the claim (released once what it bought is published), the second
 * waits, then finds the team holds it and copies. A team out of reach: the action buys as it would
 * without a team, unless its quote promised a copy at ₹0 (that quote never becomes a purchase).
 */
import { MirrorError } from './errors';
import type { ActionPlan } from './plan';
import { TEAM_ACTION_KINDS, type TeamActionKind, type TeamClaim, type TeamCopyCounts, type TeamSource } from './team-source';

export interface TeamRoute {
  /** What was copied from the team library (null: nothing). */
  copied: TeamCopyCounts | null;
  /** The action still buys (a fetch buys the PDFs the team does not hold). */
  buys: boolean;
  /** Held while the action buys, released when it ends (null without a team in reach). */
  claim: TeamClaim | null;
}

const NO_TEAM: TeamRoute = { copied: null, buys: true, claim: null };

function quotedFromTeam(why: string): MirrorError {
  return new MirrorError('QUOTE_BLOCKED', `This quote was a copy from the team library, but ${why}: nothing was bought`, 'Ask for a new quote: it shows what buying from the registry costs.');
}

/** The quote counted on the team: at ₹0 for all of it, or for some of a fetch's PDFs. */
const promisedCopy = (plan: ActionPlan): boolean => plan.fromTeam === true || (plan.teamCopies ?? 0) > 0;

export async function teamRoute(team: TeamSource | null, plan: ActionPlan): Promise<TeamRoute> {
  if (team === null || !TEAM_ACTION_KINDS.has(plan.kind)) return NO_TEAM;
  const claim = await team.claim(plan.subject, plan.kind as TeamActionKind);
  if (claim === null) {
    if (promisedCopy(plan)) throw quotedFromTeam('the team database is out of reach now');
    return NO_TEAM;
  }
  try {
    const holding = await claim.holding();
    if (holding.state === 'held') {
      const copied = await claim.copy();
      // A fetch quoted in part from the team still buys the rest, under the claim.
      if (plan.kind === 'fetch' && !plan.fromTeam) return { copied, buys: true, claim };
      await claim.release();
      return { copied, buys: false, claim: null };
    }
    if (promisedCopy(plan)) throw quotedFromTeam(holding.state === 'absent' ? 'the team no longer holds it' : 'the team database is out of reach now');
    return { copied: null, buys: true, claim };
  } catch (error) {
    await claim.release();
    throw error;
  }
}
