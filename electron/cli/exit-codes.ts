/**
 * The command line's exit codes and the one error type commands throw. Scripts branch on the code,
 * so every failure maps to exactly one of them; the mapping from core error codes lives here only.
 */
import { isErrorCode } from '../../shared/api/errors';
import type { AppError } from '../../shared/result';

export const EXIT = {
  /** Done. */
  OK: 0,
  /** Something local failed (keychain, library, an internal error). */
  FAILED: 1,
  /**
   * Bad usage or input: unknown command or flag, an identifier that breaks a rule, or one that names
   * something the library does not hold (a company not mirrored, a director, a note).
   */
  USAGE: 2,
  /**
   * The remote refused or could not be reached: the registry API answered with an error (its code,
   * message and requestId are printed), or the team database was out of reach or refused.
   */
  API: 3,
  /** Refused by the budget (session cap, wallet) or for want of consent. */
  REFUSED: 4,
  /** The company has another action under way and the run was told not to wait for it (--no-wait). */
  BUSY: 5,
  /** Interrupted with Ctrl-C (running work was paused at a safe point). */
  INTERRUPTED: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure with the exit code it ends the run with; `error` is what --json prints. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    readonly exitCode: ExitCode,
    readonly error: AppError,
  ) {
    super(error.message);
  }
}

export const usageError = (code: string, message: string, extras: Record<string, unknown> = {}): CliError =>
  new CliError(EXIT.USAGE, { ...extras, code, message });

export const refusal = (code: string, message: string, extras: Record<string, unknown> = {}): CliError =>
  new CliError(EXIT.REFUSED, { ...extras, code, message });

export const failure = (code: string, message: string, extras: Record<string, unknown> = {}): CliError =>
  new CliError(EXIT.FAILED, { ...extras, code, message });

/** Input the analyst typed was wrong, whoever noticed it (the CLI, the bridge or the API). */
const INPUT_CODES = new Set([
  'BAD_ARGUMENTS',
  'INVALID_CIN',
  'INVALID_DIN',
  'INVALID_ID_TYPE',
  'INVALID_FILING_ID',
  'INVALID_YEAR',
  'INVALID_CHARGE_ID',
  'INVALID_QUERY',
  'MISSING_QUERY',
  'INVALID_AMOUNT',
  'INVALID_DATE',
  'INVALID_STATE',
  'NOT_WATCHED',
  // The analyst named something the library does not hold (issue 28 item 15): the same exit code
  // from every command (company, director, filings, network, watch add, notes, export, status <id>).
  'NOT_IN_LIBRARY',
  'PROFILE_NOT_IN_LIBRARY',
  'NOTE_NOT_FOUND',
  'FILING_OF_ANOTHER_COMPANY',
  'BAD_BASE_URL',
  // The team library: a URL that is not postgres://role@host:port/database, or no team configured.
  'TEAM_BAD_URL',
  'TEAM_NOT_CONFIGURED',
  'MISSING_PASSWORD',
  'EXPORT_PATH_NOT_ABSOLUTE',
  'EXPORT_FOLDER_MISSING',
  'EXPORT_PATH_IN_LIBRARY',
  'EXPORT_EXISTS',
  'EXPORT_TARGET_IS_FOLDER',
  'EXPORT_TARGET_IS_FILE',
  // The data folder (--data-dir, DOSSIER_DATA_DIR) cannot hold a library: another folder is the fix.
  'DATA_DIR_UNUSABLE',
  // Any other path the analyst named (backup, restore, export --out, pack verify) cannot be used.
  'PATH_UNUSABLE',
  'BACKUP_TARGET_EXISTS',
  // library.db in that folder is another program's file, or a library a newer Dossier wrote: another
  // folder (or a newer Dossier) is the fix, so these are data-folder problems too (exit 2, issue 19).
  'LIBRARY_NOT_SQLITE',
  'LIBRARY_FOREIGN',
  'LIBRARY_TOO_NEW',
  // A lender's book: a file that is no book (or too big), a book or row that is not there, a row that takes no answer.
  'NOT_A_BOOK',
  'FILE_TOO_BIG',
  'BOOK_NOT_FOUND',
  'BOOK_NAME_TAKEN',
  'ROW_NOT_FOUND',
  'ROW_BAD',
  'COMPANY_NOT_IN_BOOK',
  'INVALID_THRESHOLD',
]);

/** Refusals before any money moves: the budget guard and the consent rules. */
const REFUSAL_CODES = new Set(['SESSION_CAP_REACHED', 'QUOTE_BLOCKED', 'QUOTE_EXCEEDED', 'CONSENT_REQUIRED', 'DECLINED', 'WATCH_BUDGET_EXCEEDED']);

/**
 * Failures of the exchange with the registry that are not error answers from it, and the team
 * database out of reach: the same "offline" exit code (3), the local library untouched.
 */
const TRANSPORT_CODES = new Set(['TEAM_UNREACHABLE', 'NETWORK_ERROR', 'TIMEOUT', 'REDIRECT_REFUSED', 'INVALID_RESPONSE', 'PURCHASE_UNKNOWN']);

/**
 * The team database refused (issue 27): the login, a write of a role that may only read where
 * writing was asked (a viewer's `team init`), a schema missing or newer, a record it holds that
 * fails the check, any other error the server answered. The remote refused, as the registry's
 * error answers do: exit 3, never 1.
 */
const TEAM_REFUSAL_CODES = new Set(['TEAM_AUTH_FAILED', 'TEAM_READ_ONLY', 'TEAM_NOT_INITIALISED', 'TEAM_TOO_NEW', 'TEAM_ROLES_MISSING', 'TEAM_BAD_RECORD', 'TEAM_REFUSED']);

export function exitCodeFor(error: AppError): ExitCode {
  if (error.code === 'COMPANY_BUSY') return EXIT.BUSY;
  if (INPUT_CODES.has(error.code)) return EXIT.USAGE;
  if (REFUSAL_CODES.has(error.code)) return EXIT.REFUSED;
  if (error.code === 'ABORTED') return EXIT.INTERRUPTED;
  if (isErrorCode(error.code) || TRANSPORT_CODES.has(error.code) || TEAM_REFUSAL_CODES.has(error.code) || /^HTTP_\d{3}$/.test(error.code)) return EXIT.API;
  if (typeof error['requestId'] === 'string' && error['requestId'] !== '') return EXIT.API;
  return EXIT.FAILED;
}

/** Any failure as a CliError (CliErrors pass through; core error data gets its exit code). */
export function toCliError(thrown: unknown): CliError {
  if (thrown instanceof CliError) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return new CliError(EXIT.FAILED, { code: 'INTERNAL', message });
}

export function fromAppError(error: AppError): CliError {
  return new CliError(exitCodeFor(error), error);
}
