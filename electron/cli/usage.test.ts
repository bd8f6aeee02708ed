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

  // Issue 28 item 18: words a reviewer read that were written for a bridge call, a schema or nobody.
  it.each([
    ['http://registry.example.com', '--base-url: http://registry.example.com would send the API key unencrypted: use https://registry.example.com.'],
    ['https://user:pw@registry.example.com', '--base-url: The address must not carry a user name or password.'],
    ['', '--base-url is empty: give the registry address'],
  ])('refuses --base-url %j in words about --base-url, never a bridge call and field', async (url, words) => {
    const r = await run(['--base-url', url, 'status']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`Error (BAD_BASE_URL): ${words}`);
    expect(r.stderr).not.toMatch(/settings\.update|baseUrl:/);
  });

  it('refuses DOSSIER_BASE_URL over plain http naming the variable', async () => {
    const r = await run(['status'], { DOSSIER_BASE_URL: 'http://10.0.0.5:4010' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Error (BAD_BASE_URL): DOSSIER_BASE_URL: http://10.0.0.5:4010 would send the API key unencrypted');
  });

  it.each([['status'], ['sandbox'], ['key', 'show']])('%j with DOSSIER_API_KEY holding no key is one error naming the variable', async (...argv) => {
    const r = await run(['--json', ...argv], { DOSSIER_API_KEY: 'garbage' });
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'DOSSIER_API_KEY_INVALID' });
    expect(r.stdout + r.stderr).not.toMatch(/NO_CLIENT|NO_API_KEY|Key: +none/);
  });

  it.each(['abc', 'AAAA', `${'A'.repeat(43)}`, `${'A'.repeat(42)}==`])('refuses pack verify --key %j, naming the form of a public key, before reading the pack', async (key) => {
    const r = await run(['pack', 'verify', '/nonexistent/pack.zip', '--key', key]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Error (BAD_PUBLIC_KEY): --key');
    expect(r.stderr).toContain('44 characters of base64 (32 bytes)');
  });

  it('says in words that a pack to verify does not exist (exit 2), never a raw ENOENT', async () => {
    const r = await run(['pack', 'verify', '/nonexistent/pack.zip']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Error (PATH_UNUSABLE): The pack /nonexistent/pack.zip does not exist.');
    expect(r.stderr).not.toMatch(/ENOENT/);
  });

  it('shows network with its three forms and the depth default as a number', async () => {
    const r = await run(['network', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: dossier network <id> [--depth N] [--current-only]');
    expect(r.stdout).toContain('dossier network expand <din|id>');
    expect(r.stdout).toContain('dossier network export <id> --format F --out PATH');
    expect(r.stdout).not.toContain('[command] <id>');
    expect(r.stdout).toContain('(default: 2)');
    expect(r.stdout).not.toContain('"2"');
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
