/**
 * What the mirror engine asks of the firm's team library before it buys a company (issue 12, "no
 * double purchase"). The team library implements it (electron/core/team/team-source.ts); the
 * engine only receives it through its options, so mirror/ stays below team/.
 */

/** The team's word on a company, from a free read of the team database. */
export type TeamHolding =
  /** The team holds the company with an unlock still active: a mirror copies it at no cost. */
  | { state: 'held'; expiresAt: string | null; by: string }
  | { state: 'absent' }
  /** The team database is out of reach: the mirror buys as it would without a team, and says so. */
  | { state: 'unreachable'; reason: string };

/** What a copy from the team library brought into the local library. */
export interface TeamCopyCounts {
  companies: number;
  filings: number;
  documents: number;
  bytes: number;
  extractions: number;
}

/**
 * The team's claim on one company, held while this replica decides and (if it buys) until what it
 * bought is published: a second replica mirroring the company waits for it, then copies.
 */
export interface TeamClaim {
  holding(): Promise<TeamHolding>;
  copy(): Promise<TeamCopyCounts>;
  /** Publishes what this replica stored of the company (when it bought), then lets go of the claim. */
  release(): Promise<void>;
}

export interface TeamSource {
  /** Null when no team library is configured (the quote then says nothing of a team). */
  holding(companyId: string): Promise<TeamHolding | null>;
  /** Waits for the company's claim; null when the team database is out of reach (the mirror buys). */
  claim(companyId: string): Promise<TeamClaim | null>;
}

/** The quote's line for a company the team holds. */
export const TEAM_LINE_LABEL = 'From the team library';
