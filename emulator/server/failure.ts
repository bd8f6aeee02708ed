/** A refusal in the spec's error envelope: code, HTTP status from the shared table, extras, headers. */
import { ERROR_CODES, type ErrorCode } from '../../shared/api/errors';

export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCode | 'INTERNAL_ERROR',
    message: string,
    readonly status: number,
    readonly extras: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function fail(code: ErrorCode, message: string, extras: Record<string, unknown> = {}, headers: Record<string, string> = {}): ApiFailure {
  return new ApiFailure(code, message, ERROR_CODES[code].status, extras, headers);
}

/** Same code, a different HTTP status (413 / 415 for malformed bodies). */
export function failWithStatus(code: ErrorCode, status: number, message: string): ApiFailure {
  return new ApiFailure(code, message, status);
}
