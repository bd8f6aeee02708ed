/** What a pull applied, by kind, and how the pulled position moves with it. */
/** Moves the pulled position to a change applied (inside the transaction that applies it). */
export type Advance = (seq: number) => void;

export interface PullCounts {
  companies: number;
  filings: number;
  documents: number;
  bytes: number;
  extractions: number;
  notes: number;
  noteDeletions: number;
  directors: number;
  watchSnapshots: number;
  changeEvents: number;
  reviews: number;
  /** Books, book rows, saved views and review marks written. */
  bookItems: number;
  /** Books, rows, views and marks removed. */
  bookRemovals: number;
}

export function emptyPullCounts(): PullCounts {
  return { companies: 0, filings: 0, documents: 0, bytes: 0, extractions: 0, notes: 0, noteDeletions: 0, directors: 0, watchSnapshots: 0, changeEvents: 0, reviews: 0, bookItems: 0, bookRemovals: 0 };
}
