/**
 * What a read-only role's sync leaves on this desktop (issue 27): a viewer pulls everything and
 * pushes nothing, so what it wrote or bought here stays local. The sync says so once, counted by
 * kind, instead of stopping at its first write.
 */
import type { Library, PushKind } from '../store';

/** The words for each kind of record a sync pushes; readings are the team's bookkeeping, not the analyst's work. */
const NAMES: Partial<Record<PushKind, [string, string]>> = {
  note: ['note', 'notes'],
  'note-deletion': ['note deletion', 'note deletions'],
  'finding-review': ['finding review', 'finding reviews'],
  watch: ['watchlist change', 'watchlist changes'],
  'watch-snapshot': ['watch snapshot', 'watch snapshots'],
  'change-event': ['change event', 'change events'],
  company: ['company record', 'company records'],
  filings: ["company's filing list", "companies' filing lists"],
  extractions: ["company's extractions", "companies' extractions"],
  freshness: ['freshness read', 'freshness reads'],
  unlock: ['unlock', 'unlocks'],
  document: ['PDF', 'PDFs'],
  ledger: ['ledger row', 'ledger rows'],
  director: ['director profile', 'director profiles'],
  portfolio: ['book entry (a book, row, saved view or review mark)', 'book entries (books, rows, saved views, review marks)'],
  'portfolio-removal': ['book removal', 'book removals'],
};

export interface ReadOnlyReport {
  /** Records of each kind this desktop holds that the team has not got, kept here. */
  kept: Partial<Record<PushKind, number>>;
  /** One sentence for the analyst, e.g. "read-only: 1 note kept on this desktop, not pushed". */
  message: string;
}

function list(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export function keptLocally(library: Library): ReadOnlyReport {
  const kept: Partial<Record<PushKind, number>> = {};
  const parts: string[] = [];
  for (const [kind, [one, many]] of Object.entries(NAMES) as Array<[PushKind, [string, string]]>) {
    const n = library.teamPushed.pendingCount(kind);
    if (n === 0) continue;
    kept[kind] = n;
    parts.push(`${n} ${n === 1 ? one : many}`);
  }
  const message =
    parts.length === 0
      ? 'read-only: this role pulls the team library and pushes nothing; nothing here waits to be pushed'
      : `read-only: ${list(parts)} kept on this desktop, not pushed`;
  return { kept, message };
}
