// What each failure of a team call becomes (issue 27): the CLI's exit code and the app's words
// branch on these codes, so a server's answer is never left as a bare Error (exit 1, "local").
import { describe, expect, it } from 'vitest';
import { isDossierError } from '../app-error';
import { teamErrorOf } from './errors';

const WHERE = 'postgres://asha@db.firm.internal:5432/dossier_team';
const server = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

describe('team errors in words', () => {
  it('names out of reach, a refused login, a read-only role, and any other answer of the server', () => {
    expect(teamErrorOf(server('57P01', 'terminating connection due to administrator command'), WHERE)).toSatisfy((e: unknown) => isDossierError(e, 'TEAM_UNREACHABLE'));
    expect(teamErrorOf(new Error('Client has encountered a connection error and is not queryable'), WHERE)).toSatisfy((e: unknown) => isDossierError(e, 'TEAM_UNREACHABLE'));
    expect(teamErrorOf(new Error('Connection terminated unexpectedly'), WHERE)).toSatisfy((e: unknown) => isDossierError(e, 'TEAM_UNREACHABLE'));
    expect(teamErrorOf(server('28P01', 'password authentication failed for user "asha"'), WHERE)).toSatisfy((e: unknown) => isDossierError(e, 'TEAM_AUTH_FAILED'));
    expect(teamErrorOf(server('42501', 'permission denied for table change_log'), WHERE)).toSatisfy((e: unknown) => isDossierError(e, 'TEAM_READ_ONLY'));
    const refused = teamErrorOf(server('53300', 'sorry, too many clients already'), WHERE);
    expect(refused).toSatisfy((e: unknown) => isDossierError(e, 'TEAM_REFUSED'));
    expect(refused.message).toBe(`The team database at ${WHERE} refused: sorry, too many clients already (53300).`);
    // Not from the server: left as it is (a local failure).
    const local = new Error('EBUSY something');
    expect(teamErrorOf(Object.assign(local, { code: 'EBUSY' }), WHERE)).toBe(local);
  });
});
