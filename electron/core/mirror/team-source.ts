/**
 * What the mirror engine asks of the firm's team library before it buys (issue 12, "no double
 * purchase"): a mirror, a refresh, a fetch of missing PDFs and a read of new extraction years each
 * ask first whether the team already holds what they would buy. The team library implements it
 * (electron/core/team/team-source.ts); the engine only receives it through its options, so
 * mirror/ stays below team/.
 */

/** The actions that ask the team library first. */
export type TeamActionKind = 'mirror' | 'refresh' | 'fetch' | 'extractions';

export const TEAM_ACTION_KINDS: ReadonlySet<string> = new Set<TeamActionKind>(['mirror', 'refresh', 'fetch', 'extractions']);

/** The team's word on what one action would buy, from a free read of the team database. */
export type TeamHolding =
  /**
   * The team holds it: a mirror, a company with an unlock still active; a refresh, a reading of the
   * record and filing list newer than this replica's and inside the 24-hour window of the refresh
   * it read; a fetch, `documents` of the PDFs this replica lacks; an extraction read, the extraction
   * lists read since the newest refresh. Copied at no cost.
   */
  | {
      state: 'held';
      /** The analyst (database role) who bought or read it. */
      by: string;
      expiresAt: string | null;
      /** When the team's copy was read at the registry (refresh, extractions). */
      readAt?: string;
      /** Refresh: the end of the 24-hour window of the refresh the team read. */
      freshUntil?: string | null;
      /** Fetch: how many of the PDFs this replica lacks the team holds. */
      documents?: number;
    }
  | { state: 'absent' }
  /** The team database is out of reach: the action buys as it would without a team, and says so. */
  | { state: 'unreachable'; reason: string };

/** What the registry said in the quote's free reads, so the team's copy is not older than the registry's newest. */
export interface RegistryReading {
  /** The newest completed refresh of the company (any account's). */
  lastCompletedAt: string | null;
}

/** What a copy from the team library brought into the local library. */
export interface TeamCopyCounts {
  companies: number;
  filings: number;
  documents: number;
  bytes: number;
  extractions: number;
}

/**
 * The team's claim on one company for one kind of action, held while this replica decides and (if
 * it buys) until what it bought is published: a second replica doing the same waits, then copies.
 */
export interface TeamClaim {
  holding(): Promise<TeamHolding>;
  copy(): Promise<TeamCopyCounts>;
  /**
   * Publishes what this replica stored of the company (when it bought), then lets go of the claim.
   * `bought`: the action ended done after buying (a read it made may then count for colleagues).
   */
  release(bought?: boolean): Promise<void>;
}

export interface TeamSource {
  /** Null when no team library is configured (the quote then says nothing of a team). */
  holding(companyId: string, kind?: TeamActionKind, registry?: RegistryReading): Promise<TeamHolding | null>;
  /** Waits for the company's claim for that kind; null when the team database is out of reach (the action buys). */
  claim(companyId: string, kind?: TeamActionKind): Promise<TeamClaim | null>;
}

/** The quote's line for what the team holds. */
export const TEAM_LINE_LABEL = 'From the team library';
