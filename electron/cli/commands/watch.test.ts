// `dossier watch` and `dossier changes` in process over the real core and the emulator (live key):
// a mirrored company watched, one not mirrored refused with its mirror quote, a check refused by a
// ₹0 budget and for want of consent (exit 4, nothing bought), then run with --yes after a director
// leaves at the registry; the change is printed in the JSON shape and filtered by --since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../../emulator/index';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { MAIN_ACCOUNT } from '../../../emulator/state/accounts';
import { MemorySecretStore } from '../../core/secrets';
import { memoryIo, removeTempDirs, tempDir } from '../../../test/support/cli/cli-kit';
import { runCli } from '../run-cli';

const RATE = '100000';
const env = { DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };

let emulator: EmulatorHandle & { registry: SyntheticRegistry };
let dataDir: string;
let cin: string;
let other: string;
const store = new MemorySecretStore();
const deps = { chooseSecrets: async () => store, version: 'test' };

async function dossier(args: string[], input = '') {
  const io = memoryIo(input, env);
  const code = await runCli(['--data-dir', dataDir, ...args], io, deps);
  return { code, stdout: io.stdoutText(), stderr: io.stderrText() };
}
const charged = () => emulator.state.ledger(MAIN_ACCOUNT).length;

beforeAll(async () => {
  emulator = (await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE), admin: true })) as typeof emulator;
  dataDir = tempDir('watch');
  await store.set('api-key', emulator.keys.live);
  const live = [...emulator.registry.companies()].filter((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active' && c.directorDins.length >= 3);
  const small = live.filter((c) => emulator.registry.filings(c.cin).length <= 25);
  cin = small[0]!.cin;
  other = small[1]!.cin;
  const run = await dossier(['--base-url', emulator.url, 'mirror', cin, '--yes']);
  if (run.code !== 0) throw new Error(run.stderr);
}, 240_000);

afterAll(async () => {
  await emulator?.close();
  removeTempDirs();
});

describe('dossier watch and changes', () => {
  it('adds a mirrored company with its interval, and refuses one not mirrored with the quote of its mirror', async () => {
    const added = await dossier(['--json', 'watch', 'add', cin, '--every', '3']);
    expect(added.code, added.stderr).toBe(0);
    expect(JSON.parse(added.stdout).value).toMatchObject({ companyId: cin, intervalDays: 3, lastCheckedAt: null });
    const absent = await dossier(['--json', 'watch', 'add', other]);
    expect(absent.code).toBe(2);
    const error = JSON.parse(absent.stdout).error;
    expect(error).toMatchObject({ code: 'NOT_IN_LIBRARY', hint: `Mirror it first: dossier mirror ${other}, then dossier watch add ${other}.` });
    expect(error.quote.totalPaisa).toBeGreaterThan(0);
    const bad = await dossier(['watch', 'add', cin, '--every', '0']);
    expect(bad.code).toBe(2);
    const list = await dossier(['watch', 'list']);
    expect(list.stdout).toContain(cin);
    expect(list.stdout).toContain('Monitoring budget: ₹0.00 a month');
  });

  it('check: refused by a ₹0 budget, then for want of consent (exit 4, nothing bought)', async () => {
    const before = charged();
    const broke = await dossier(['--json', 'watch', 'check', '--yes']);
    expect(broke.code).toBe(4);
    const err = JSON.parse(broke.stdout).error;
    expect(err.code).toBe('WATCH_BUDGET_EXCEEDED');
    expect(err.message).toMatch(/would cost ₹[\d,]+\.\d\d/);
    expect((await dossier(['--json', 'watch', 'budget', '₹1,000'])).code).toBe(0);
    const unasked = await dossier(['--json', 'watch', 'check']);
    expect(unasked.code).toBe(4);
    expect(JSON.parse(unasked.stdout).error.code).toBe('CONSENT_REQUIRED');
    expect(charged()).toBe(before);
  });

  it('check --yes finds the director who left, once; changes prints the agreed JSON shape and filters by day', async () => {
    const master = emulator.registry.master(cin, emulator.clock.now()) as { masterData: { directorData: { DIN: string }[] } };
    const din = master.masterData.directorData[2]!.DIN;
    const res = await fetch(`${emulator.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'director.ceased', cin, din }) });
    expect(res.status).toBe(201);

    const run = await dossier(['--json', 'watch', 'check', '--yes']);
    expect(run.code, run.stderr).toBe(0);
    const { result } = JSON.parse(run.stdout).value;
    expect(result.state).toBe('done');
    expect(result.changes.filter((c: { kind: string }) => c.kind === 'director.ceased')).toHaveLength(1);

    const feed = await dossier(['--json', 'changes', cin]);
    expect(feed.code).toBe(0);
    const { changes } = JSON.parse(feed.stdout).value;
    const gone = changes.find((c: { kind: string }) => c.kind === 'director.ceased');
    expect(Object.keys(gone).sort()).toEqual(['after', 'before', 'companyId', 'detectedAt', 'filingId', 'kind', 'requestId', 'summary']);
    expect(gone).toMatchObject({ companyId: cin, before: { din }, after: null, filingId: expect.stringMatching(/^flg_/) });
    expect((await dossier(['--json', 'changes', '--unread'])).stdout).toContain('director.ceased');
    expect(JSON.parse((await dossier(['--json', 'changes', '--since', '2031-01-01'])).stdout).value.changes).toEqual([]);
    expect((await dossier(['changes', '--since', '2027-02-30'])).code).toBe(2);
    const human = await dossier(['changes', cin]);
    expect(human.stdout).toContain('director.ceased');

    // Checked just now: nothing is due, nothing is bought.
    const before = charged();
    const again = await dossier(['watch', 'check']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No watched company is due');
    expect(charged()).toBe(before);
    expect((await dossier(['--json', 'watch', 'remove', cin])).code).toBe(0);
  }, 120_000);
});
