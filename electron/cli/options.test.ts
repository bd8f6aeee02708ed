import { describe, expect, it } from 'vitest';
import { companyIdArg, dinArg } from './ids';
import { platformDataDir, resolveDataDir } from '../core/data-dir';
import { CliError, EXIT, exitCodeFor } from './exit-codes';
import { memoryIo } from '../../test/support/cli/cli-kit';
import { parseBudget, resolveRunOptions } from './options';

function thrown(fn: () => unknown): CliError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CliError) return e;
    throw e;
  }
  throw new Error('expected a CliError');
}

describe('data folder', () => {
  it("is the platform's application-data folder", () => {
    expect(platformDataDir({}, 'linux', '/home/a')).toBe('/home/a/.config/Dossier');
    expect(platformDataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/a')).toBe('/xdg/Dossier');
    expect(platformDataDir({ XDG_CONFIG_HOME: 'relative' }, 'linux', '/home/a')).toBe('/home/a/.config/Dossier');
    expect(platformDataDir({}, 'darwin', '/Users/a')).toBe('/Users/a/Library/Application Support/Dossier');
    expect(platformDataDir({ APPDATA: 'C:\\Users\\a\\AppData\\Roaming' }, 'win32', 'C:\\Users\\a')).toBe('C:\\Users\\a\\AppData\\Roaming\\Dossier');
    expect(platformDataDir({}, 'win32', 'C:\\Users\\a')).toBe('C:\\Users\\a\\AppData\\Roaming\\Dossier');
  });

  it('takes --data-dir first, then DOSSIER_DATA_DIR', () => {
    const env = { DOSSIER_DATA_DIR: '/env/lib', XDG_CONFIG_HOME: '/xdg' };
    expect(resolveDataDir('/flag/lib', env, 'linux', '/home/a')).toBe('/flag/lib');
    expect(resolveDataDir(undefined, env, 'linux', '/home/a')).toBe('/env/lib');
    expect(resolveDataDir(undefined, { XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/a')).toBe('/xdg/Dossier');
  });
});

describe('run options', () => {
  it('reads the registry address and client rate limits from flags and environment', () => {
    const io = memoryIo('', { DOSSIER_BASE_URL: 'http://127.0.0.1:4010/', DOSSIER_RATE_TEST: '600', DOSSIER_DATA_DIR: '/lib' });
    expect(resolveRunOptions({}, io)).toEqual({
      dataDir: '/lib',
      baseUrl: 'http://127.0.0.1:4010',
      json: false,
      limits: { livePerMinute: 60, testPerMinute: 600 },
    });
    expect(resolveRunOptions({ baseUrl: 'https://registry.example.com', json: true }, memoryIo('', {})).baseUrl).toBe('https://registry.example.com');
    expect(resolveRunOptions({}, memoryIo('', {})).limits).toBeNull();
  });

  it('refuses a bad address or rate as usage errors naming the source', () => {
    expect(thrown(() => resolveRunOptions({ baseUrl: 'registry' }, memoryIo('', {}))).error.message).toContain('--base-url');
    expect(thrown(() => resolveRunOptions({ baseUrl: 'ftp://x' }, memoryIo('', {}))).exitCode).toBe(EXIT.USAGE);
    const rate = thrown(() => resolveRunOptions({}, memoryIo('', { DOSSIER_RATE_LIVE: '1.5' })));
    expect(rate.exitCode).toBe(EXIT.USAGE);
    expect(rate.error.message).toContain('DOSSIER_RATE_LIVE');
  });

  it('reads --budget as rupees into paisa', () => {
    expect(parseBudget(undefined)).toBeNull();
    expect(parseBudget('1')).toBe(100);
    expect(parseBudget('₹1,000.50')).toBe(100_050);
    expect(parseBudget('2 lakh')).toBe(20_000_000);
    const bad = thrown(() => parseBudget('lots'));
    expect(bad.exitCode).toBe(EXIT.USAGE);
    expect(bad.error.code).toBe('INVALID_AMOUNT');
    expect(thrown(() => parseBudget('-5')).error.message).toContain('negative');
  });
});

describe('identifiers', () => {
  it('normalises valid ids and names the broken rule of invalid ones', () => {
    expect(companyIdArg(' l72223gj1984plc324449 ')).toBe('L72223GJ1984PLC324449');
    expect(companyIdArg('aaa-1234')).toBe('AAA-1234');
    const cin = thrown(() => companyIdArg('L72223ZZ1984PLC324449'));
    expect(cin.exitCode).toBe(EXIT.USAGE);
    expect(cin.error).toMatchObject({ code: 'INVALID_CIN', rule: 'state' });
    expect(cin.error.message).toContain('rule: state');
    expect(dinArg('01158770')).toBe('01158770');
    expect(thrown(() => dinArg('1158770')).error).toMatchObject({ code: 'INVALID_DIN', rule: 'length' });
  });
});

describe('exit codes', () => {
  it('maps each kind of failure to its code', () => {
    expect(exitCodeFor({ code: 'BAD_ARGUMENTS', message: '' })).toBe(EXIT.USAGE);
    expect(exitCodeFor({ code: 'INVALID_CIN', message: '' })).toBe(EXIT.USAGE);
    expect(exitCodeFor({ code: 'API_KEY_REVOKED', message: '' })).toBe(EXIT.API);
    expect(exitCodeFor({ code: 'INSUFFICIENT_BALANCE', message: '' })).toBe(EXIT.API);
    expect(exitCodeFor({ code: 'NETWORK_ERROR', message: '' })).toBe(EXIT.API);
    expect(exitCodeFor({ code: 'SOMETHING_NEW', message: '', requestId: 'req_1' })).toBe(EXIT.API);
    expect(exitCodeFor({ code: 'SESSION_CAP_REACHED', message: '' })).toBe(EXIT.REFUSED);
    expect(exitCodeFor({ code: 'QUOTE_BLOCKED', message: '' })).toBe(EXIT.REFUSED);
    expect(exitCodeFor({ code: 'NOT_IN_LIBRARY', message: '' })).toBe(EXIT.USAGE);
    expect(exitCodeFor({ code: 'PROFILE_NOT_IN_LIBRARY', message: '' })).toBe(EXIT.USAGE);
    expect(exitCodeFor({ code: 'KEYCHAIN_UNAVAILABLE', message: '' })).toBe(EXIT.FAILED);
  });
});
