// Usage errors end the run with exit 2 before the core opens (no library, no secret store, no request).
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../test/support/cli/cli-kit';
import { runCli } from './run-cli';
import type { CliDeps } from './session';

const untouched: CliDeps = {
  version: '9.9.9',
  chooseSecrets: async () => {
    throw new Error('the secret store must not be opened on a usage error');
  },
  createCore: async () => {
    throw new Error('the core must not be opened on a usage error');
  },
};

async function run(argv: string[], env: Record<string, string> = {}) {
  const io = memoryIo('', { DOSSIER_DATA_DIR: '/nonexistent/dossier', ...env });
  const code = await runCli(argv, io, untouched);
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}

describe('usage', () => {
  it('shows help and the version with exit 0', async () => {
    expect((await run(['help', 'mirror'])).stdout).toContain('--budget <rupees>');
    expect(await run(['--version'])).toMatchObject({ code: 0, stdout: '9.9.9\n' });
  });

  it('exits 2 with the help on stderr when no command is given', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: dossier');
  });

  it.each([
    [['mirror'], "missing required argument 'id'"],
    [['search', '--limit', '0', 'x'], 'expected a whole number from 1 to 100'],
    [['filings', 'U46934WB2022PTC379350', '--year', '26'], 'expected a year as 4 digits (2025), got "26"'],
    [['filings', 'U46934WB2022PTC379350', '--year', '1800'], 'expected a year from 1850 to 2200, got 1800'],
    [['lookup', ''], 'dossier lookup needs words to look for'],
    [['search', ' '], 'dossier search needs words to look for'],
    [['company', 'U46934WB2022PTC379350', '--consolidated'], 'Run: dossier company U46934WB2022PTC379350 --financials --consolidated'],
    [['mirror', 'U46934WB2022PTC379350', '--budget', 'lots'], '--budget: Not an amount'],
    [['director', '1234'], 'a DIN has 8 digits'],
    [['freshness', 'AB-12345'], 'rule: llpinHyphen'],
    [['--base-url', 'localhost', 'status'], '--base-url'],
    [['status'], 'DOSSIER_RATE_TEST'],
  ])('%j exits 2 naming the problem', async (argv, words) => {
    const r = await run(argv, argv[0] === 'status' ? { DOSSIER_RATE_TEST: 'fast' } : {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(words);
  });

  // Issue 28 item 16: an empty folder name once opened (and filled) the default library in silence.
  it.each([
    [['--data-dir', '', 'status'], {}, '--data-dir was given an empty folder name'],
    [['--data-dir', '  ', 'library', 'check'], {}, '--data-dir was given an empty folder name'],
    [['status'], { DOSSIER_DATA_DIR: '' }, 'DOSSIER_DATA_DIR is set but empty'],
    [['mcp'], { DOSSIER_DATA_DIR: ' ' }, 'DOSSIER_DATA_DIR is set but empty'],
    [['pack', 'verify', '/tmp/pack.zip'], { DOSSIER_DATA_DIR: '' }, 'DOSSIER_DATA_DIR is set but empty'],
  ])('%j with %j refuses the empty library folder, naming it (exit 2, nothing opened)', async (argv, env, words) => {
    const r = await run(['--json', ...argv], env);
    expect(r.code).toBe(2);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ ok: false, exitCode: 2, error: { code: 'DATA_DIR_EMPTY' } });
    expect(doc.error.message).toContain(words);
    expect(r.stderr).toContain(`Error (DATA_DIR_EMPTY): ${words}`);
  });

  it('takes a --data-dir given over an empty DOSSIER_DATA_DIR (the flag is the one in force)', async () => {
    const r = await run(['--data-dir', '/nonexistent/dossier', 'status'], { DOSSIER_DATA_DIR: '' });
    // The run gets past its flags to opening the secret store, which this test refuses to do.
    expect(r.stderr).toContain('the secret store must not be opened');
    expect(r.stderr).not.toContain('DATA_DIR_EMPTY');
  });

  it('prints help and the version as one JSON document under --json', async () => {
    const version = await run(['--json', '--version']);
    expect(version.code).toBe(0);
    expect(JSON.parse(version.stdout)).toEqual({ ok: true, value: { version: '9.9.9' } });
    const help = await run(['--json', '--help']);
    expect(help.code).toBe(0);
    expect(JSON.parse(help.stdout).value.help).toContain('Usage: dossier');
    const sub = await run(['--json', 'help', 'filings']);
    expect(JSON.parse(sub.stdout).value.help).toContain('--form <formId>');
  });

  it('shows no key argument in the help of key set (a key given there is refused)', async () => {
    const r = await run(['key', 'set', '--help']);
    expect(r.stdout).toContain('Usage: dossier key set [options]');
    expect(r.stdout).not.toContain('[key]');
  });

  it('echoes the start and length of a very long id, never the whole of it', async () => {
    const r = await run(['company', 'U'.repeat(100_000)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('UUUUUUUUUUUUUUUUUUUUUUUU… (1,00,000 characters)');
    expect(r.stderr.length).toBeLessThan(500);
  });

  it('keeps stdout to one JSON document under --json', async () => {
    const r = await run(['--json', 'company', 'L72223GJ1984PLC32444']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, exitCode: 2, error: { code: 'INVALID_CIN', rule: 'length' } });
  });
});
