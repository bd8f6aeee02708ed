// The team library (issue 12) as the app and the CLI see it: where this replica syncs to, how far
// behind it is, and what a sync or an init did. The URL shown never carries a password.

/** Where the team URL in force comes from: DOSSIER_TEAM_URL overrides what `team connect` stored. */
export type TeamUrlSource = 'environment' | 'settings';

export interface TeamStatusView {
  configured: boolean;
  /** The URL without its password; null when no team is configured. */
  url: string | null;
  source: TeamUrlSource | null;
  /** The database role this replica logs in as. */
  role: string | null;
  /** Whether the team database answered just now; null when none is configured. */
  reachable: boolean | null;
  /** Why it did not answer (or refused), in words; null when it did. */
  problem: string | null;
  schemaVersion: number | null;
  /** The change-log position this replica pulled to, and the team's newest. */
  pulledSeq: number;
  headSeq: number | null;
  /** Changes colleagues published that this replica has not pulled yet. */
  behind: number | null;
  lastSyncAt: string | null;
  lastError: string | null;
}

/** What the firm shares beyond purchases, counted on each side of a sync (issue 12, sync the rest). */
export interface TeamWorkCounts {
  noteDeletions: number;
  directors: number;
  watchSnapshots: number;
  changeEvents: number;
  reviews: number;
}

export interface TeamSyncView {
  pushed: { companies: number; filings: number; documents: number; bytes: number; extractions: number; ledger: number; notes: number } & TeamWorkCounts & {
    /** Records offered to the team (new or changed since their last push: the "already pushed" markers skip the rest). */
    offered: number;
  };
  pulled: { changes: number; companies: number; filings: number; documents: number; bytes: number; extractions: number; notes: number } & TeamWorkCounts;
  seq: number;
  head: number;
  seconds: number;
}

export interface TeamInitView {
  url: string;
  from: number;
  to: number;
  applied: string[];
}
