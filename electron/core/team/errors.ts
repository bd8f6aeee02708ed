/**
 * The team library's errors in words. A PostgreSQL or socket failure becomes one of a few codes the
 * CLI and the app branch on: the URL is wrong, the team database is out of reach (local work goes
 * on), the role may not write (a viewer), the schema is missing or newer than this Dossier, or the
 * server refused for another reason of its own (TEAM_REFUSED).
 */
import { DossierError, type ErrorExtras } from '../app-error';

export type TeamErrorCode =
  | 'TEAM_BAD_URL'
  | 'TEAM_NOT_CONFIGURED'
  | 'TEAM_UNREACHABLE'
  | 'TEAM_AUTH_FAILED'
  | 'TEAM_READ_ONLY'
  | 'TEAM_NOT_INITIALISED'
  | 'TEAM_TOO_NEW'
  | 'TEAM_ROLES_MISSING'
  | 'TEAM_BAD_RECORD'
  | 'TEAM_REFUSED';

export class TeamError extends DossierError {
  override readonly name = 'TeamError';
  constructor(
    override readonly code: TeamErrorCode,
    message: string,
    extras: ErrorExtras = {},
  ) {
    super(code, message, extras);
  }
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', '57P01', '57P03']);

/** Whether a team call failed because the team database could not be reached (not a refusal). */
export const isTeamUnreachable = (e: Error): boolean => e instanceof TeamError && e.code === 'TEAM_UNREACHABLE';

/** Any failure of a team call as a TeamError (TeamErrors pass through; others keep their message). */
export function teamErrorOf(error: unknown, where: string): TeamError | Error {
  if (error instanceof TeamError) return error;
  const e = error as { code?: string; message?: string } | null;
  const code = e?.code ?? '';
  const message = e?.message ?? String(error);
  if (UNREACHABLE.has(code) || /Connection terminated|connect ETIMEDOUT|timeout expired|not queryable/i.test(message)) {
    return new TeamError('TEAM_UNREACHABLE', `The team database at ${where} cannot be reached (${message}); the local library works as before.`, {
      hint: 'Local work is kept and pushed at the next sync once the team database is back.',
    });
  }
  if (code === '28P01' || code === '28000') {
    return new TeamError('TEAM_AUTH_FAILED', `The team database at ${where} refused the login: ${message}.`, {
      hint: 'Check the role name and password (dossier team connect <url> asks for the password again).',
    });
  }
  if (code === '3D000') return new TeamError('TEAM_BAD_URL', `The team database named in ${where} does not exist: ${message}.`);
  if (code === '42501' || code === '25006') {
    return new TeamError('TEAM_READ_ONLY', `This role may only read the team library: ${message}.`, {
      hint: 'A viewer role reads what the firm holds; ask the administrator for an analyst role to write.',
    });
  }
  if (code === '42P01' || code === '3F000') {
    return new TeamError('TEAM_NOT_INITIALISED', `The team database at ${where} has no team library yet (${message}).`, {
      hint: 'An administrator runs `dossier team init` once on it.',
    });
  }
  // Any other answer of the server (it carries a SQLSTATE and a severity): the team refused.
  if (/^[0-9A-Z]{5}$/.test(code) && typeof (e as { severity?: unknown } | null)?.severity === 'string') {
    return new TeamError('TEAM_REFUSED', `The team database at ${where} refused: ${message} (${code}).`, {
      hint: 'Local work is kept; try the sync again, and if it keeps failing show this message to the administrator.',
    });
  }
  return error instanceof Error ? error : new Error(message);
}
