import { DossierError } from '../app-error';

/**
 * Typed errors of the library store. Callers branch on `code` (and the bridge turns these into
 * `{ ok: false, error }` data), so every failure the UI must explain has its own code and a message
 * that says what is wrong and with which file or record.
 */
export type StoreErrorCode =
  | 'LIBRARY_TOO_NEW'
  | 'LIBRARY_NEEDS_MIGRATION'
  | 'LIBRARY_NOT_FOUND'
  | 'LIBRARY_NOT_SQLITE'
  | 'LIBRARY_FOREIGN'
  | 'LIBRARY_DAMAGED'
  | 'BACKUP_TARGET_EXISTS'
  | 'BACKUP_DAMAGED'
  | 'BACKUP_TOO_NEW'
  | 'RESTORE_WOULD_REPLACE'
  /** The data folder cannot hold a library: details.problem says why (cannot-create, not-a-folder, read-only, foreign-file). */
  | 'DATA_DIR_UNUSABLE'
  /** A path the analyst named (a backup's place, an export's folder, a backup to restore, a pack to verify) cannot be used: details.problem says why (folders.ts). */
  | 'PATH_UNUSABLE'
  | 'NOT_A_PDF'
  | 'PDF_SIZE_MISMATCH'
  | 'UNSAFE_ID'
  | 'INVALID_AMOUNT'
  | 'INVALID_INTERVAL'
  | 'FILING_NOT_FOUND'
  | 'DOCUMENT_NOT_FOUND'
  | 'DOCUMENT_CORRUPT'
  | 'BAD_KEY'
  | 'DECRYPT_FAILED'
  | 'QUEUE_ITEM_NOT_FOUND'
  /** A lender's book (portfolios.ts): the name another book has, a book that is not there, a group threshold out of range. */
  | 'BOOK_NAME_TAKEN'
  | 'BOOK_NOT_FOUND'
  | 'INVALID_THRESHOLD';

export class StoreError extends DossierError {
  override readonly name = 'StoreError';
  declare readonly code: StoreErrorCode;

  /** A hint comes as the fourth argument or as `details.hint`: what the analyst can do about it. */
  constructor(code: StoreErrorCode, message: string, details: Record<string, unknown> = {}, hint: string | null = null) {
    const { hint: detailsHint, ...rest } = details;
    super(code, message, { details: rest, hint: hint ?? (typeof detailsHint === 'string' ? detailsHint : null) });
  }
}
