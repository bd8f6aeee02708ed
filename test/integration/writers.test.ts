// One library, many writers (issue 19): real processes on one data folder against one emulator
// with the live key. The command line (`dossier mirror`, `dossier watch check`), the app's core
// (createCore in a child, as the browser host runs it), the library connector (`dossier mcp` under
// the MCP SDK's own client, spending its assistant budget) and a mirror engine killed with -9
// mid-download. No command fails on a lock, every PDF on disk is recorded, ledger download charges equal PDFs downloaded, the registry's charges
// equal the ledger, a resume without consent exits 4 and spends nothing, spend never passes an
// accepted quote.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { dispatchCall } from '../../electron/core/bridge-handlers';
import { createCore } from '../../electron/core/index';
import { MemorySecretStore } from '../../electron/core/secrets';
import type { ActionView } from '../../shared/bridge/views';
import { CLIENT_NAME, dataOf, startConnector } from '../support/connector/connector-kit';
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
  let connectorCliCin: string;

  beforeAll(async () => {
    emu = await startTestEmulator();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-writers-'));
    w = { dataDir, emu, key: emu.keys.live };
    [killedCin, besideCin, cliCin, coreCin, connectorCliCin] = pickLiveCompanies(emu.registry, 5) as [string, string, string, string, string];
  }, 120_000);

  /**
   * After the writers of a test: every PDF on disk has its row and is intact, the ledger is the
   * registry's, no action passed what was accepted, every filing of these companies is stored, and the
   * only filing bought twice is the one whose body the first test's kill -9 cut off.
   */
  function expectEveryPaidByteAccounted(companies: readonly string[]): void {
    const account = accountFor(dataDir, emu, companies);
    expect(account.unknownFiles).toEqual([]);
    expect(account.badDocuments).toEqual([]);
    expect(account.ours).toEqual(account.theirs);
    expect(account.overspent).toEqual([]);
    expect(account.downloadCharges).toBe(account.documents + 1);
    expect(account.documents).toBe(companies.reduce((n, cin) => n + emu.registry.filings(cin).length, 0));
  }

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

  it('three writers at once: a command-line mirror, the app core mirroring, and a watch check all finish', async () => {
    for (const args of [['watch', 'add', besideCin], ['watch', 'budget', '2000']]) {
      const r = await dossier(w, args);
      expect(r.code, r.stderr + r.stdout).toBe(0);
    }
    const core = spawnChild(CORE_CHILD, { DATA_DIR: dataDir, EMU_URL: emu.url, API_KEY: emu.keys.live, CIN: coreCin, WAIT_FOR_GO: '1', ZIPS: '0' });
    await core.ready;
    const cliRun = paidUntilDone(w, 'mirror', cliCin, ['--no-zips']);
    const watchRun = dossier(w, ['watch', 'check', '--yes']).then((r) => ({ runs: [r], last: r }));
    // The app starts its mirror once the command line's is downloading: both then write at once.
    const downloads = (cin: string) => emulatorLedger(emu).filter((e) => e.subject === cin && e.endpoint === 'companies.filings.download');
    await until(() => downloads(cliCin).length > 0);
    const cliDownloadsAtGo = downloads(cliCin).length;
    core.send('GO');
    const [cli, watch, app] = await Promise.all([cliRun, watchRun, core.exited]);
    expect(app.code, app.stderr).toBe(0);
    expect(app.stdout).toContain('DONE done');
    expect(app.stderr).not.toMatch(LOCKED);
    // The check looked at the watched company and recorded it (a writer like the others).
    expect(JSON.parse(watch.last.stdout), watch.last.stdout).toMatchObject({ ok: true });
    expect(watch.last.stdout).toContain(besideCin);
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
    expectEveryPaidByteAccounted(companies);
  }, 300_000);

  it('the connector writes too: an assistant mirror within its budget, a command-line mirror and the app answering, at once', async () => {
    // The app (its core in this process, no key of its own) sets the assistant's budget and answers.
    const app = await createCore({ dataDir, secrets: new MemorySecretStore(), assistantRequestPollMs: 100 });
    const connector = await startConnector(
      { DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: emu.keys.live, DOSSIER_RATE_LIVE: '60000', DOSSIER_RATE_TEST: '60000', DOSSIER_ASSISTANT_WAIT_SECONDS: '4' },
      ['--base-url', emu.url],
    );
    try {
      const call = async <T>(name: Parameters<typeof dispatchCall>[1], args: unknown): Promise<T> => {
        const r = await dispatchCall(app.handlers, name, args as never);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        return r.value as T;
      };
      // A company with no filings: its whole mirror fits the budget without asking again.
      const assistantCin = 'U46215UP2026PTC065536';
      await call('assistant.setBudget', { budgetPaisa: 50_000 });
      const cliRun = paidUntilDone(w, 'mirror', connectorCliCin, ['--no-zips']);
      const asked = connector.call('unlock_company', { companyId: assistantCin, confirm: true });
      // Reads through the connector meanwhile: each one writes the connector's own log of calls.
      const reads = Promise.all([killedCin, besideCin, cliCin].map((cin) => connector.call('get_company', { companyId: cin })));
      const [mirrored, cli, read] = await Promise.all([asked, cliRun, reads]);
      expect(mirrored.kind, mirrored.text).toBe('success');
      const action = dataOf<{ action: ActionView }>(mirrored).action;
      await expect.poll(async () => (await call<ActionView[]>('action.list', {})).find((a) => a.id === action.id)?.state, { timeout: 120_000 }).toBe('done');
      expect(cli.last.code, cli.last.stderr + cli.last.stdout).toBe(0);
      for (const r of cli.runs) expect(r.stderr + r.stdout).not.toMatch(LOCKED);
      for (const r of read) expect(r.structured).toMatchObject({ kind: 'success', costPaisa: 0 });
      expect(connector.stderr()).not.toMatch(LOCKED);
      const status = await call<{ recent: Array<{ tool: string; answeredBy: string; state: string }>; sessions: Array<{ clientName: string }> }>('assistant.status', {});
      expect(status.sessions.map((x) => x.clientName)).toContain(CLIENT_NAME);
      expect(status.recent[0]).toMatchObject({ tool: 'unlock_company', answeredBy: 'budget', state: 'ran' });
    } finally {
      await connector.close();
      await app.close();
    }

    const companies = [killedCin, besideCin, cliCin, coreCin, connectorCliCin];
    expectEveryPaidByteAccounted(companies);
  }, 300_000);
});
