// Quotes that hold (issue 27), with the real `dossier` process against the emulator's live key: a
// --yes mirror finishes in one run within what it quoted, for twenty fresh live companies and the big
// filer; the zip road's addresses expiring costs no second run; ₹0 is ₹0; --budget never outlives its
// run; a watch check that cannot reach the registry exits 3; writers of one company take turns.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import type { ActionView, AppStatus, Quote } from '../../shared/bridge/views';
import { BIN, childEnv, REPO_ROOT, removeTempDirs, runDossier, tempDir } from '../support/cli/cli-kit';

const RATE = '100000';
const BIG_FILER = 'L25339TN1981PLC111844';

interface MirrorDoc {
  ok: boolean;
  value: { quote: Quote | null; action: ActionView | null; followed?: boolean };
  error?: { code: string; message: string };
}

let emu: EmulatorHandle & { registry: SyntheticRegistry };

beforeAll(async () => {
  emu = (await startEmulator({ port: 0, seed: 'dossier', speed: 2000, rateLive: Number(RATE), rateTest: Number(RATE) })) as typeof emu;
}, 180_000);

afterAll(async () => {
  await emu?.close();
  removeTempDirs();
});

function envFor(dataDir: string, key = emu.keys.live): Record<string, string> {
  return { DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: key, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };
}

const charged = (cin: string) => emu.state.ledger(MAIN_ACCOUNT).filter((e) => e.subject === cin || e.subject.startsWith(`${cin}/`));
const chargedPaisa = (cin: string) => charged(cin).reduce((sum, e) => sum + e.pricePaisa, 0);

/** Twenty live companies nobody has bought: the business groups' flagships first (Maidar, Peegi, Malo, Maka...), then drawn ones with filings. */
function freshLiveCompanies(count: number): string[] {
  const picked: string[] = emu.registry.networks.groups.map((g) => g.cins[0]!);
  for (const c of emu.registry.companies()) {
    if (picked.length >= count) break;
    const entry = emu.registry.company(c.cin)!;
    const filings = emu.registry.filings(c.cin).length;
    if (entry.sandbox || picked.includes(c.cin) || filings < 15 || filings > 200 || c.cin === BIG_FILER) continue;
    // An LLP and a foreign company among them, when the drawn set has one each early on.
    picked.push(c.cin);
  }
  return picked.slice(0, count);
}

async function mirror(dataDir: string, cin: string, extra: string[] = []): Promise<{ code: number | null; doc: MirrorDoc; stderr: string }> {
  const r = await runDossier(['--json', '--base-url', emu.url, 'mirror', cin, '--yes', ...extra], envFor(dataDir), '', 600_000);
  return { code: r.code, doc: JSON.parse(r.stdout) as MirrorDoc, stderr: r.stderr };
}

/** The expected total holds within ±5 % and the most is never passed; the registry billed exactly what the action counted. */
function expectHeld(cin: string, doc: MirrorDoc): { expected: number; actual: number; most: number } {
  const quote = doc.value.quote!;
  const actual = doc.value.action!.spentPaisa;
  expect(actual, `${cin} spent past the most it quoted`).toBeLessThanOrEqual(quote.mostPaisa);
  expect(Math.abs(actual - quote.totalPaisa), `${cin}: expected ${quote.totalPaisa}, spent ${actual}`).toBeLessThanOrEqual(Math.ceil(quote.totalPaisa * 0.05));
  expect(chargedPaisa(cin)).toBe(actual);
  return { expected: quote.totalPaisa, actual, most: quote.mostPaisa };
}

describe('a --yes mirror finishes in one run within its quote', () => {
  it('for twenty fresh live companies and the big filer: exit 0, actual within ±5 % of expected, never past the most', async () => {
    const dataDir = tempDir('twenty');
    const rows: string[] = [];
    for (const cin of [...freshLiveCompanies(20), BIG_FILER]) {
      const { code, doc, stderr } = await mirror(dataDir, cin, ['--budget', '600']);
      expect(code, `${cin}: ${stderr.slice(-400)}`).toBe(0);
      expect(doc.value.action).toMatchObject({ state: 'done', error: null });
      expect(stderr).not.toContain('QUOTE_EXCEEDED');
      const held = expectHeld(cin, doc);
      rows.push(`${cin}  expected ${held.expected}  actual ${held.actual}  most ${held.most}`);
    }
    console.log(`quote against actual (paisa):\n${rows.join('\n')}`);
    expect(rows).toHaveLength(21);
  }, 1_200_000);

  it('finishes within its consent when every zip address has expired (each PDF bought one by one instead)', async () => {
    const dataDir = tempDir('expired');
    const [, cin] = freshLiveCompanies(22).slice(20);
    emu.faults.set({ zipUrlTtlSeconds: 0 });
    try {
      const { code, doc, stderr } = await mirror(dataDir, cin!);
      expect(code, stderr.slice(-400)).toBe(0);
      const quote = doc.value.quote!;
      expect(doc.value.action!.spentPaisa).toBeLessThanOrEqual(quote.mostPaisa);
      // The archives delivered nothing: every PDF was a billed download, all of them in the most.
      const downloads = charged(cin!).filter((e) => e.endpoint === 'companies.filings.download').length;
      expect(downloads).toBe(emu.registry.filings(cin!).length);
      expect(chargedPaisa(cin!)).toBe(doc.value.action!.spentPaisa);
    } finally {
      emu.faults.set({ zipUrlTtlSeconds: null });
    }
  }, 600_000);

  it('fetch on a complete company exits 0 at ₹0, asking nothing', async () => {
    const dataDir = tempDir('complete');
    const [cin] = freshLiveCompanies(23).slice(22);
    expect((await mirror(dataDir, cin!)).code).toBe(0);
    const before = charged(cin!).length;
    // No --yes and no terminal: a paid command would be refused (exit 4); nothing to buy is not.
    const r = await runDossier(['--base-url', emu.url, 'fetch', cin!], envFor(dataDir));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Nothing to fetch: all \d+ listed filings .* have their PDF in the library, and the registry misses none\. Nothing was spent\./);
    expect(charged(cin!)).toHaveLength(before);
  }, 600_000);
});

function startKillable(args: string[], env: Record<string, string>): { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, env: childEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (err += c));
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stdin!.end();
  return { child, stdout: () => out, stderr: () => err, exited: new Promise((resolve) => child.on('close', resolve)) };
}

/** Waits until `ready()` holds, checking every 50 ms; fails with `what` after a minute (never a sleep standing in for an event). */
async function until(ready: () => boolean, what: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`still waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('--budget belongs to its run', () => {
  it('a killed --budget run leaves settings.json and the session cap as they were', async () => {
    const dataDir = tempDir('killed');
    // The settings as the analyst keeps them (the registry address set once).
    expect((await runDossier(['--base-url', emu.url, 'status'], envFor(dataDir))).code).toBe(0);
    const settingsFile = path.join(dataDir, 'settings.json');
    const before = fs.readFileSync(settingsFile, 'utf8');
    const run = startKillable(['--base-url', emu.url, 'mirror', BIG_FILER, '--yes', '--budget', '800'], envFor(dataDir));
    // Killed once it is buying (its first progress line), never cleaned up after.
    while (!/\[\d+\/\d+\]/.test(run.stderr())) await new Promise((resolve) => setTimeout(resolve, 50));
    run.child.kill('SIGKILL');
    await run.exited;
    expect(fs.readFileSync(settingsFile, 'utf8')).toBe(before);
    const status = await runDossier(['--json', 'status'], envFor(dataDir));
    expect((JSON.parse(status.stdout) as { value: { status: AppStatus } }).value.status.sessionCapPaisa).toBeNull();
  }, 600_000);
});

describe('one company, one action at a time', () => {
  it('two mirrors and a refresh started together all end 0, with one unlock billed', async () => {
    const dataDir = tempDir('together');
    const [cin] = freshLiveCompanies(24).slice(23);
    // The first mirror is held at its archive's download, so the other two start while it holds
    // the company whatever the machine's load: each says it waits, then the first goes on.
    emu.faults.holdBlobDownloads(1, 1024);
    const first = startKillable(['--json', '--base-url', emu.url, 'mirror', cin!, '--yes'], envFor(dataDir));
    await until(() => emu.faults.heldBlobDownloads() > 0, () => first.stderr().slice(-600));
    const others = [startKillable(['--json', '--base-url', emu.url, 'mirror', cin!, '--yes'], envFor(dataDir)), startKillable(['--json', '--base-url', emu.url, 'refresh', cin!, '--yes'], envFor(dataDir))];
    await until(() => others.every((o) => /under way/.test(o.stderr())), () => others.map((o) => o.stderr().slice(-300)).join(' | '));
    emu.faults.releaseBlobDownloads();
    const started = [first, ...others];
    const codes = await Promise.all(started.map((r) => r.exited));
    const runs = started.map((r, i) => ({ code: codes[i], stdout: r.stdout(), stderr: r.stderr() }));
    for (const r of runs) expect(r.code, r.stderr.slice(-600)).toBe(0);
    expect(charged(cin!).filter((e) => e.endpoint === 'companies.unlock')).toHaveLength(1);
    // One mirror bought, the other followed it and bought nothing.
    const docs = runs.slice(0, 2).map((r) => JSON.parse(r.stdout) as MirrorDoc);
    expect(docs.filter((d) => d.value.followed === true)).toHaveLength(1);
  }, 600_000);

  it('with --no-wait a second writer exits 5 at once, never 4', async () => {
    const dataDir = tempDir('nowait');
    const [cin] = freshLiveCompanies(25).slice(24);
    // A gate holds the first mirror mid-way: its archive download waits until released.
    emu.faults.holdBlobDownloads(1, 1024);
    const first = startKillable(['--base-url', emu.url, 'mirror', cin!, '--yes'], envFor(dataDir));
    await until(() => emu.faults.heldBlobDownloads() > 0, () => first.stderr().slice(-600));
    const second = await runDossier(['--json', '--base-url', emu.url, 'refresh', cin!, '--yes', '--no-wait'], envFor(dataDir));
    emu.faults.releaseBlobDownloads();
    expect(second.code).toBe(5);
    expect(JSON.parse(second.stdout)).toMatchObject({ ok: false, error: { code: 'COMPANY_BUSY' } });
    expect(await first.exited).toBe(0);
  }, 600_000);
});

describe('a watch check that cannot reach the registry', () => {
  it('exits 3 naming the companies left unchecked (--json ok: false)', async () => {
    const own = (await startEmulator({ port: 0, seed: 'dossier', speed: 2000, rateLive: Number(RATE), rateTest: Number(RATE) })) as typeof emu;
    const dataDir = tempDir('watch-down');
    const env = { ...envFor(dataDir, own.keys.live) };
    const [cin] = freshLiveCompanies(26).slice(25);
    try {
      expect((await runDossier(['--base-url', own.url, 'mirror', cin!, '--yes'], env, '', 600_000)).code).toBe(0);
      expect((await runDossier(['watch', 'add', cin!], env)).code).toBe(0);
      expect((await runDossier(['watch', 'budget', '1000'], env)).code).toBe(0);
    } finally {
      await own.close();
    }
    const r = await runDossier(['--json', 'watch', 'check', '--yes'], env);
    expect(r.code, r.stderr).toBe(3);
    const doc = JSON.parse(r.stdout) as { ok: boolean; error: { code: string; message: string } };
    expect(doc.ok).toBe(false);
    expect(doc.error.code).toMatch(/NETWORK_ERROR|TIMEOUT/);
    expect(doc.error.message).toContain(cin!);
    expect(doc.error.message).toMatch(/1 due company was not checked/);
  }, 600_000);
});
