import { emptyPullCounts, type PullCounts } from './pull-counts';

/**
 * What a push offered and what the team took of it, by kind (shown by `team sync`): the kinds a pull
 * counts, plus the ledger (pushed, never pulled as a record) and how many records were offered.
 */
export interface PushReport extends PullCounts {
  ledger: number;
  /** Records offered to the team this push (accepted or already held): what the markers saved. */
  offered: number;
}

export function emptyPushReport(): PushReport {
  return { ...emptyPullCounts(), ledger: 0, offered: 0 };
}
