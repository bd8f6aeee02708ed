/**
 * What the library knows about a company's documents and unlock, read the same way by every view:
 * whether a stored PDF is really on disk, which PDFs the registry last said it does not have yet
 * (DOC_NOT_AVAILABLE), and the unlock as a view.
 */
import fs from 'node:fs';
import { unlockState } from '../../../shared/freshness';
import type { FilingLocalState, UnlockView } from '../../../shared/bridge/views';
import type { DocumentRow, FilingRow, Library, UnlockRow } from '../store';

/** Present when the file is on disk with the size recorded (the full hash check is `files.pdfPath`'s). */
export function documentOnDisk(library: Library, doc: DocumentRow): boolean {
  try {
    return fs.statSync(library.documents.absolutePath(doc)).size === doc.size;
  } catch {
    return false;
  }
}

/**
 * Filing ids whose most recent download attempt answered DOC_NOT_AVAILABLE. The mirror engine
 * keeps that answer as the work item's failure; a later success clears it.
 */
export function awaitingRegistry(library: Library, companyId: string): Set<string> {
  const latest = library.queue.latestErrorCodes('pdf', companyId);
  return new Set([...latest].filter(([, code]) => code === 'DOC_NOT_AVAILABLE').map(([key]) => key));
}

export function unlockView(library: Library, companyId: string, nowIso: string): UnlockView {
  return unlockViewOf(library.unlocks.get(companyId), nowIso);
}

/** The unlock as a view, from what the library holds of it (null: never unlocked). */
export function unlockViewOf(u: Pick<UnlockRow, 'unlockedAt' | 'expiresAt' | 'sandbox'> | null, nowIso: string): UnlockView {
  if (!u) return { state: 'none', unlockedAt: null, expiresAt: null, daysLeft: null, sandbox: false };
  // A test key counts as unlocked on every sandbox company, with no expiry (spec, Company unlock).
  if (u.sandbox) return { state: 'active', unlockedAt: u.unlockedAt, expiresAt: null, daysLeft: null, sandbox: true };
  const s = unlockState(u.expiresAt, nowIso);
  return { state: s.state, unlockedAt: u.unlockedAt, expiresAt: u.expiresAt, daysLeft: s.daysLeft, sandbox: false };
}

export function isUnlockActive(unlock: UnlockView): boolean {
  return unlock.state === 'active' || unlock.state === 'expiring';
}

export interface FilingStateInputs {
  unlocked: boolean;
  awaiting: Set<string>;
}

export function filingLocalState(library: Library, filing: FilingRow, inputs: FilingStateInputs): FilingLocalState {
  if (filing.hasDocument) {
    const doc = library.documents.get(filing.filingId);
    if (doc && documentOnDisk(library, doc)) return 'downloaded';
  }
  if (!inputs.unlocked) return 'locked';
  return inputs.awaiting.has(filing.filingId) ? 'not-yet-available' : 'missing';
}
