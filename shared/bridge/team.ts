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
  /** The app's background sync: the one running now or the last one (absent from the CLI). */
  sync?: TeamSyncProgress | null;
  /** When the background sync tries next (ISO); null when it is off or no team is configured. */
  nextSyncAt?: string | null;
}

/** What starts a sync: the app's timer, a purchase just stored, the analyst's "Sync now". */
export type TeamSyncTrigger = 'background' | 'purchase' | 'now';

/**
 * A sync of the app as it goes (event `team.sync`): started, a change pulled, ended. `applied`
 * counts changes pulled so far of `head - from` (head null while unknown).
 */
export interface TeamSyncProgress {
  state: 'running' | 'done' | 'failed' | 'cancelled';
  trigger: TeamSyncTrigger;
  startedAt: string;
  endedAt: string | null;
  from: number;
  head: number | null;
  applied: number;
  /** Why it failed or stopped, in words (null while running or done). */
  error: { code: string; message: string } | null;
}

/** Who in the firm bought or wrote what on one company, as the last sync recorded it (offline too). */
export interface TeamProvenanceView {
  /** This replica's database role (null without a team): "by you" when it is the author. */
  me: string | null;
  unlock: { by: string; at: string | null } | null;
  /** By local note id. */
  notes: Array<{ noteId: number; by: string; editedBy: string | null }>;
}

/** What the firm shares beyond purchases, counted on each side of a sync (issue 12, sync the rest). */
export interface TeamWorkCounts {
  noteDeletions: number;
  directors: number;
  watchSnapshots: number;
  changeEvents: number;
  reviews: number;
  /** Books, their rows, saved views and review marks (issue 26). */
  bookItems: number;
  bookRemovals: number;
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
  /**
   * A role that may only read (a viewer): the sync pulled everything and pushed nothing; `kept`
   * counts by kind what stays on this desktop, `message` says it in one sentence. Null for an analyst.
   */
  readOnly: { kept: Partial<Record<string, number>>; message: string } | null;
}

/** `team.cancelSync`: false when no sync was running. */
export interface TeamSyncCancelled {
  cancelled: boolean;
}

export interface TeamInitView {
  url: string;
  from: number;
  to: number;
  applied: string[];
}

/**
 * Something about the team the analyst should hear while an action goes on (event `team.notice`):
 * the team went out of reach under a claimed mirror, or what was bought could not be published yet.
 * The action goes on without the team; the next sync brings the team what waited.
 */
export interface TeamNotice {
  message: string;
  at: string;
}
