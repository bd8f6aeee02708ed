// The team database refusing is the remote refusing (issue 27): exit 3 like the registry's error
// answers, never 1 ("failed locally"); a URL that is not one stays a usage error.
import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor } from './exit-codes';

describe('exit codes of the team library', () => {
  it('ends a refusal or an unreachable team with 3 and a bad URL with 2', () => {
    for (const code of ['TEAM_UNREACHABLE', 'TEAM_AUTH_FAILED', 'TEAM_READ_ONLY', 'TEAM_NOT_INITIALISED', 'TEAM_TOO_NEW', 'TEAM_ROLES_MISSING', 'TEAM_BAD_RECORD', 'TEAM_REFUSED']) {
      expect(exitCodeFor({ code, message: '' }), code).toBe(EXIT.API);
    }
    expect(exitCodeFor({ code: 'TEAM_BAD_URL', message: '' })).toBe(EXIT.USAGE);
    expect(exitCodeFor({ code: 'TEAM_NOT_CONFIGURED', message: '' })).toBe(EXIT.USAGE);
    // Another process syncing this library is a local matter.
    expect(exitCodeFor({ code: 'TEAM_SYNC_BUSY', message: '' })).toBe(EXIT.FAILED);
  });
});
