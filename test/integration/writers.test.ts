// One library, many writers (issue 19): real processes on one data folder against one emulator
// with the live key. The command line (`dossier mirror`, `dossier refresh` standing in for the
// watch check until the watchlist lands), the app's core (createCore in a child, as the browser
// host runs it) and a mirror engine killed with -9 mid-download. No command fails on a lock, every
// PDF on disk is recorded, ledger download charges equal PDFs downloaded, the registry's charges
// equal the ledger, a resume without consent exits 4 and spends nothing, spend never passes an
// accepted quote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { emulatorLedger, startTestEmulator } from '../support/core/mirror-support';
import {
  accountFor,
  CORE_CHILD,
  type CliWriter,
  dossier,
  errorCode,
  paidUntilDone,
  spawnChild,
  STOPPING_CHILD,
} from '../support/core/writer-processes';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

/** Live companies with a few dozen filings and AOC-4 extractions, each mirrored by one writer. */
function pickLiveCompanies(registry: SyntheticRegistry, count: number): string[] {
  const picked: string[] = [];
  for (const c of registry.companies()) {
    if (c.sandbox || c.idType !== 'cin') continue;
    const n = registry.filings(c.cin).length;
    if (n >= 20 && n <= 45 && registry.extractionForms(c.cin).includes('AOC-4')) picked.push(c.cin);
    if (picked.length === count) return picked;
  }
  throw new Error('not enough suitable live companies');
}

const LOCKED = /database is locked|SQLITE_BUSY/i;

/** Waits for a condition the test's own emulator reports (its ledger), checking every 10 ms. */
async function until(condition: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('several processes writing one library', () => {
  let emu: Emu;
  let dataDir: string;
  let w: CliWriter;
  let killedCin: string;
  let besideCin: string;
  let cliCin: string;
  let coreCin: string;

  beforeAll(async () => {
    emu = await startTestEmulator();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-writers-'));
    w = { dataDir, emu, key: emu.keys.live };
    [killedCin, besideCin, cliCin, coreCin] = pickLiveCompanies(emu.registry, 4) as [string, string, string, string];
  }, 120_000);

  afterAll(async () => {
    await emu?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a writer killed with -9 mid-download blocks nobody, a resume asks first, two resumes at once buy nothing twice', async () => {
    // The app's engine stops with the third PDF's charge made and its body on the way...
    const killed = spawnChild(STOPPING_CHILD, { EMU_URL: emu.url, API_KEY: emu.keys.live, LIB_DIR: dataDir, CIN: killedCin, PHASE: 'start', STOP_AT: 'pdf-body:3', PARALLEL: '1', ZIPS: '0' });
    await killed.stopped;
    // ...and, while it is stopped there, a command-line mirror of another company runs to its end.
    // Every PDF bought one by one (--no-zips): the charges per filing are what this test counts.
    const beside = await paidUntilDone(w, 'mirror', besideCin, ['--no-zips']);
    expect(beside.last.code, beside.last.stderr + beside.last.stdout).toBe(0);
    for (const r of beside.runs) expect(r.stderr + r.stdout).not.toMatch(LOCKED);
    killed.kill();
    expect((await killed.exited).signal).toBe('SIGKILL');

    // Resuming without a terminal and without --yes shows what is left, exits 4 and spends nothing.
    const chargesBefore = emulatorLedger(emu).length;
    const asked = await dossier(w, ['mirror', killedCin]);
    expect(asked.code, asked.stderr + asked.stdout).toBe(4);
    expect(JSON.parse(asked.stdout).error.quote.totalPaisa).toBeGreaterThan(0);
    expect(emulatorLedger(emu)).toHaveLength(chargesBefore);

    // Two resumes at once: one resumes, the other follows it or is refused (QUOTE_BLOCKED, exit 4).
    const [one, two] = await Promise.all([paidUntilDone(w, 'mirror', killedCin, ['--no-zips']), paidUntilDone(w, 'mirror', killedCin, ['--no-zips'])]);
    for (const run of [one, two]) {
      for (const r of run.runs) expect(r.stderr + r.stdout).not.toMatch(LOCKED);
      if (run.last.code !== 0) {
        expect(run.last.code, run.last.stderr + run.last.stdout).toBe(4);
        expect(errorCode(run.last)).toBe('QUOTE_BLOCKED');
      }
    }
    expect([one.last.code, two.last.code]).toContain(0);

    const account = accountFor(dataDir, emu, [killedCin, besideCin]);
    expect(account.unknownFiles).toEqual([]);
    expect(account.badDocuments).toEqual([]);
    expect(account.ours).toEqual(account.theirs);
    expect(account.overspent).toEqual([]);
    // Every filing bought once, but for the one whose body the kill cut off, bought once more.
    const twice = [...account.chargesPerFiling].filter(([, n]) => n > 1);
    expect(twice).toHaveLength(1);
    expect(twice[0]![1]).toBe(2);
    expect(account.downloadCharges).toBe(account.documents + 1);
    const filings = emu.registry.filings(killedCin).length + emu.registry.filings(besideCin).length;
    expect(account.documents).toBe(filings);
  }, 300_000);

  it('three writers at once: a command-line mirror, the app core mirroring, and a refresh (the watch check) all finish', async () => {
    const core = spawnChild(CORE_CHILD, { DATA_DIR: dataDir, EMU_URL: emu.url, API_KEY: emu.keys.live, CIN: coreCin, WAIT_FOR_GO: '1', ZIPS: '0' });
    await core.ready;
    const cliRun = paidUntilDone(w, 'mirror', cliCin, ['--no-zips']);
    const watchRun = paidUntilDone(w, 'refresh', besideCin);
    // The app starts its mirror once the command line's is downloading: both then write at once.
    const downloads = (cin: string) => emulatorLedger(emu).filter((e) => e.subject === cin && e.endpoint === 'companies.filings.download');
    await until(() => downloads(cliCin).length > 0);
    const cliDownloadsAtGo = downloads(cliCin).length;
    core.send('GO');
    const [cli, watch, app] = await Promise.all([cliRun, watchRun, core.exited]);
    expect(app.code, app.stderr).toBe(0);
    expect(app.stdout).toContain('DONE done');
    expect(app.stderr).not.toMatch(LOCKED);
    for (const run of [cli, watch]) {
      expect(run.last.code, run.last.stderr + run.last.stdout).toBe(0);
      for (const r of run.runs) expect(r.stderr + r.stdout).not.toMatch(LOCKED);
    }
    // They wrote at the same time: the command line was still buying when the app began.
    const firstCoreCharge = emulatorLedger(emu).find((e) => e.subject === coreCin)!.at;
    const lastCliDownload = downloads(cliCin).at(-1)!.at;
    expect(cliDownloadsAtGo).toBeLessThan(emu.registry.filings(cliCin).length);
    expect(firstCoreCharge < lastCliDownload, `${firstCoreCharge} ${lastCliDownload}`).toBe(true);

    const companies = [killedCin, besideCin, cliCin, coreCin];
    const account = accountFor(dataDir, emu, companies);
    expect(account.unknownFiles).toEqual([]);
    expect(account.badDocuments).toEqual([]);
    expect(account.ours).toEqual(account.theirs);
    expect(account.overspent).toEqual([]);
    // The first test's cut-off download is the one filing bought twice.
    expect(account.downloadCharges).toBe(account.documents + 1);
    expect(account.documents).toBe(companies.reduce((n, cin) => n + emu.registry.filings(cin).length, 0));
  }, 300_000);
});
