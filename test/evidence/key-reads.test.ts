// Sandbox and spend agree (issue 28 item 11): Kemi Trading, a company of the registry's sandbox
// set, read first with a test key and then mirrored again with a live key a week later. The company
// says which reads were which: the test key's never charged, the live key's at what the registry
// itself charged (the emulator's own ledger), in `dossier company`, the company view the app's
// header shows, and the PDF report read back with pdftotext.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../electron/cli/run-cli';
import { MemorySecretStore } from '../../electron/core/secrets';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import { memoryIo, removeTempDirs, tempDir } from '../support/cli/cli-kit';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The day an instant falls on in India, as the app writes a day ("21 Nov 2026"). */
const istDay = (ms: number) => {
  const d = new Date(ms + 330 * 60_000);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const rupees = (paisa: number) => `₹${Math.floor(paisa / 100).toLocaleString('en-IN')}.${String(paisa % 100).padStart(2, '0')}`;

let lib: SandboxLibrary;
let testDay: string;
let liveDay: string;
let livePaisa: number;

beforeAll(async () => {
  lib = await openSandboxLibrary({ startAt: '2026-11-21T06:00:00.000Z' });
  await lib.mirror(SANDBOX.kemi);
  testDay = istDay(lib.emu.clock.now());
  lib.emu.clock.advance(6 * DAY);
  await lib.fx.call('settings.update', { baseUrl: lib.emu.url });
  await lib.fx.call('key.set', { apiKey: lib.emu.keys.live });
  await lib.mirror(SANDBOX.kemi);
  liveDay = istDay(lib.emu.clock.now());
  // What the registry charged the live key for this company, from its own books.
  livePaisa = lib.emu.state
    .ledger(MAIN_ACCOUNT)
    .filter((l) => l.keyKind === 'live' && l.subject === SANDBOX.kemi)
    .reduce((sum, l) => sum + l.pricePaisa, 0);
}, 300_000);

afterAll(async () => {
  await lib?.close();
  removeTempDirs();
});

async function dossier(args: string[]) {
  const io = memoryIo('', {});
  const code = await runCli(['--data-dir', lib.fx.dataDir, ...args], io, { chooseSecrets: async () => new MemorySecretStore(), version: 'test' });
  expect(code, io.stderrText()).toBe(0);
  return io.stdoutText().replace(/\s+/g, ' ');
}

describe('a sandbox company read with a test key, then mirrored with a live key', () => {
  it('says which reads were sandbox (never charged) and which were paid, at what the registry charged', async () => {
    expect(livePaisa).toBeGreaterThan(0);
    expect(testDay).not.toBe(liveDay);
    const words = `read with a test key on ${testDay} (never charged); read again with a live key on ${liveDay}: ${rupees(livePaisa)}`;

    const text = await dossier(["company", SANDBOX.kemi]);
    expect(text).toContain(words);
    expect(text).toContain(`Spent: ${rupees(livePaisa)}`);
    // "never charged" only of the test key's reads, never of the company as a whole beside a spend.
    expect(text).not.toMatch(/Sandbox: yes \(test data, never charged\)/);

    const detail = await lib.fx.call('company.detail', { id: SANDBOX.kemi });
    expect(detail.reads.sandboxRecords).toBe(true);
    expect(detail.reads.byKey.map((k) => [k.keyKind, k.spendPaisa])).toEqual([
      ['test', 0],
      ['live', livePaisa],
    ]);

    const out = path.join(tempDir('key-reads'), 'report.pdf');
    await lib.fx.call('export.run', { id: SANDBOX.kemi, format: 'pdf', outPath: out });
    const report = execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // The cover and the spend section, each a sentence of its own.
    expect(report.split(words.replace(/^r/, 'R')).length - 1).toBe(2);
    expect(report).not.toContain('SANDBOX DATA: read with a test key.');
  });
});
