/** What a push offered and what the team took of it, by kind (shown by `team sync`). */
export interface PushReport {
  companies: number;
  filings: number;
  documents: number;
  bytes: number;
  extractions: number;
  ledger: number;
  notes: number;
  noteDeletions: number;
  directors: number;
  watchSnapshots: number;
  changeEvents: number;
  reviews: number;
  /** Records offered to the team this push (accepted or already held): what the markers saved. */
  offered: number;
}

export function emptyPushReport(): PushReport {
  return { companies: 0, filings: 0, documents: 0, bytes: 0, extractions: 0, ledger: 0, notes: 0, noteDeletions: 0, directors: 0, watchSnapshots: 0, changeEvents: 0, reviews: 0, offered: 0 };
}
