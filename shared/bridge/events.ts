// What the core's events carry, beside the contract's table (bridgeEvents). Events carry state, so
// the renderer updates what it shows in place instead of asking again: a company's new summary after
// a commit, the wallet after every billed call.
import type { Badge, CompanySummary } from './views';

/**
 * The parts of a company's library data a change touched, so a view re-reads only when its own
 * part moved: the register (master record, charges, names and ids), the board, the filing list,
 * stored PDFs, the unlock, extracted financials, freshness reads.
 */
export const LIBRARY_PARTS = ['register', 'directors', 'filings', 'documents', 'unlock', 'financials', 'freshness'] as const;
export type LibraryPart = (typeof LIBRARY_PARTS)[number];

/**
 * `library.changed`: one company changed, with its summary as it now is (null when it is not in the
 * library) and the parts that moved since the last event about it. The core sends at most a few of
 * these a second per company, merging a burst of commits into one, and always sends the last.
 * `{ companyId: null }` says anything may have changed: read again.
 */
export type LibraryChange = { companyId: string; summary: CompanySummary | null; parts: LibraryPart[] } | { companyId: null };

/** `spend`: one billed call as the ledger recorded it, with the wallet after it (null when the answer did not say). */
export interface SpendEvent {
  endpointKey: string;
  subject: string | null;
  pricePaisa: number;
  walletAfterPaisa: number | null;
  requestId: string;
}

/** `freshness`: a company's freshness badge moved (a read of its record). */
export interface FreshnessEvent {
  companyId: string;
  badge: Badge;
}

/** `connectivity`: Dossier went offline (no answer from the registry) or back online; `reason` says why it is offline. */
export interface ConnectivityEvent {
  online: boolean;
  reason: string | null;
}

/** `navigate`: the desktop shell asks the window to open a view (a click on the notice of new changes). */
export interface NavigateEvent {
  to: 'changes';
}
