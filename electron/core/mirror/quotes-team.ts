/**
 * The quote's words for the team library (issue 12): the ₹0 line of what is copied from the team
 * database (who bought or read it, and until when it holds), the quote of an action copied whole,
 * and the note saying why an action with a team configured still buys from the registry.
 */
import { formatDateTime } from '../../../shared/dates';
import type { QuoteLine } from '../../../shared/bridge/views';
import { type ActionPlan, BACKGROUND_PRIORITY } from './plan';
import { type Blocked, finishQuote, line, type PriceBook, type QuoteDraft } from './quote-kit';
import type { EngineContext } from './engine-context';
import { TEAM_LINE_LABEL, type TeamHolding } from './team-source';
import type { MirrorQuote } from './types';

export type HeldByTeam = TeamHolding & { state: 'held' };

export const TEAM_COPY_NOTE = 'From the team library: ₹0. The registry is not called for what is copied';

/** The ₹0 line: `count` things copied from the team database, and whose they are. */
export function teamLine(prices: PriceBook, count: number, note: string): QuoteLine {
  return line(prices, `${TEAM_LINE_LABEL}: ₹0`, null, count, note);
}

/** "…, unlock active until …" when the team's unlock has an end. */
export function unlockUntil(team: HeldByTeam): string {
  return team.expiresAt ? `, unlock active until ${formatDateTime(team.expiresAt)}` : '';
}

/** Why an action with a team configured buys from the registry (null: no team, or it holds it). */
export function teamBuysNote(team: TeamHolding | null, lacking: string): string | null {
  if (team?.state === 'unreachable') return `The team library is out of reach (${team.reason}): bought from the registry as without a team`;
  if (team?.state === 'absent') return `The team library does not hold ${lacking}: bought from the registry`;
  return null;
}

/** An action copied whole from the team library: one ₹0 line, nothing bought, never a purchase on this quote. */
export function teamCopyQuote(
  engine: EngineContext,
  prices: PriceBook,
  draft: Omit<QuoteDraft, 'lines'> & { action: ActionPlan['kind'] },
  lineNote: string,
  /** Why the company is busy (another action on it), or null: quotes-company's RunningCheck. */
  running: (subject: string) => Blocked | null,
  extraNotes: string[] = [],
): { quote: MirrorQuote; plan: ActionPlan } {
  const quote = finishQuote(engine, prices, { ...draft, lines: [teamLine(prices, 1, lineNote)], notes: [TEAM_COPY_NOTE, ...extraNotes], alreadyFresh: draft.action === 'refresh' ? false : undefined, blocked: running(draft.subject) });
  const plan: ActionPlan = { kind: draft.action, subject: draft.subject, includeDirectors: false, fromTeam: true, reRead: false, sandbox: prices.sandbox, priority: BACKGROUND_PRIORITY, prices: prices.prices };
  return { quote, plan };
}
