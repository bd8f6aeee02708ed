/**
 * Pull: the team's changes after the position this replica remembers, a batch at a time, each
 * applied with the position moved in the same local transaction (apply.ts). A replica killed
 * mid-pull starts again after the last change it applied; one applied twice changes nothing.
 * Within a batch a record changed several times is read once, at its first place in the order (its
 * current state then already covers the later entries), so a company comes before its filings and
 * a filing before its PDF.
 */
import type { Library } from '../store';
import { applyChange, emptyPullCounts, type PullCounts } from './apply';
import type { BlobStore } from './pg/blob-store';
import { type ChangeEntry, changesAfter, companyChanges } from './pg/changes';
import type { TeamDb } from './pg/team-db';

export interface PullReport extends PullCounts {
  /** The change-log position this replica reached. */
  seq: number;
  changes: number;
}

export interface PullOptions {
  batch?: number;
  /** Called after each change applied (tests stop a replica here; the CLI shows progress). */
  onApplied?: (entry: ChangeEntry) => void;
}

function firstOfEach(entries: readonly ChangeEntry[]): ChangeEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    const k = `${e.kind}\u0000${e.key}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export async function pullChanges(library: Library, db: TeamDb, blobs: BlobStore, opts: PullOptions = {}): Promise<PullReport> {
  const report: PullReport = { seq: library.teamSync.state().pulledSeq, changes: 0, ...emptyPullCounts() };
  for (;;) {
    const entries = await changesAfter(db, library.teamSync.state().pulledSeq, opts.batch ?? 500);
    if (entries.length === 0) break;
    for (const e of firstOfEach(entries)) {
      await applyChange(library, db, blobs, e, report, (seq) => library.teamSync.advance(seq));
      opts.onApplied?.(e);
    }
    library.teamSync.advance(entries[entries.length - 1]!.seq);
    report.changes += entries.length;
  }
  report.seq = library.teamSync.state().pulledSeq;
  return report;
}

export type CompanyCopyReport = PullCounts;

/**
 * One company copied from the team library (the mirror's "from the team library: ₹0"): the changes
 * the team logged for it (record, filings, PDFs with bytes, extractions, freshness, unlock), applied
 * as a pull applies them, without moving the pulled position (a later sync still sees the rest).
 */
export async function pullCompany(library: Library, db: TeamDb, blobs: BlobStore, companyId: string): Promise<CompanyCopyReport> {
  const counts: PullCounts = emptyPullCounts();
  for (const e of firstOfEach(await companyChanges(db, companyId))) await applyChange(library, db, blobs, e, counts, () => {});
  return counts;
}
