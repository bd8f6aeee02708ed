/**
 * Whether a consented mirror buys or copies from the team library, decided under the team's claim
 * on the company: of two replicas mirroring one company at once, the first buys while holding the
 * claim (released once what it bought is published), the second waits, then finds the team holds
 * it and copies. A team out of reach: the mirror buys as it would without a team.
 */
import { MirrorError } from './errors';
import type { ActionPlan } from './plan';
import type { TeamClaim, TeamCopyCounts, TeamSource } from './team-source';

export type TeamRoute = { copy: TeamCopyCounts } | { buy: TeamClaim | null };

function quotedFromTeam(why: string): MirrorError {
  return new MirrorError('QUOTE_BLOCKED', `This quote was a copy from the team library, but ${why}: nothing was bought`, 'Ask for a new quote: it shows what buying from the registry costs.');
}

export async function teamRoute(team: TeamSource | null, plan: ActionPlan): Promise<TeamRoute> {
  if (team === null || plan.kind !== 'mirror') return { buy: null };
  const claim = await team.claim(plan.subject);
  if (claim === null) {
    if (plan.fromTeam) throw quotedFromTeam('the team database is out of reach now');
    return { buy: null };
  }
  try {
    const holding = await claim.holding();
    if (holding.state === 'held') {
      const copied = await claim.copy();
      await claim.release();
      return { copy: copied };
    }
    if (plan.fromTeam) throw quotedFromTeam(holding.state === 'absent' ? 'the team no longer holds it with an active unlock' : 'the team database is out of reach now');
    return { buy: claim };
  } catch (error) {
    await claim.release();
    throw error;
  }
}
