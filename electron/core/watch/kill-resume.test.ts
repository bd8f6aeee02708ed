/**
 * A check killed (SIGKILL) right after its refresh was charged: the next process pauses the
 * orphaned refresh, the next check resumes it (its quote is what is left), and the registry is
 * paid for one refresh only; the change the refresh reveals is recorded once, and the library's
 * ledger equals the emulator's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../store';
import { clientFor, emulatorLedger, engineFor, runAccepting, startTestEmulator } from '../../../test/support/core/mirror-support';
import { runKillableChild } from '../../../test/support/core/run-killable';
import { createWatcher } from './index';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
// biome-ignore lint/suspicious/noExplicitAny: the registry's raw master record
type Any = any;
const CHILD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/support/core/watch-child.ts');

describe('a check killed mid-way', () => {
  let emu: Emu;
  let dir: string;
  let cin: string;
  beforeAll(async () => {
    // The emulator's clock is the real one: the child process reads the same time.
    emu = await startTestEmulator({ admin: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-watch-kill-'));
    cin = [...emu.registry.companies()].find((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active' && c.directorDins.length >= 3 && emu.registry.filings(c.cin).length <= 20)!.cin;
    const library = openLibrary(dir);
    const engine = engineFor({ library, client: clientFor(emu, emu.keys.live) });
    expect((await runAccepting(engine, library, await engine.quoteMirror(cin, { includeDirectors: false }))).action.state).toBe('done');
    const watcher = createWatcher({ library, engine, client: () => clientFor(emu, emu.keys.live), now: () => Date.now() });
    watcher.add(cin);
    watcher.setBudget(100_000);
    await engine.close();
    library.close();
  }, 120_000);
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await emu.close();
  });

  it('resumes without paying twice, and records the change once', async () => {
    const din = (emu.registry.master(cin, emu.clock.now()) as Any).masterData.directorData[2].DIN;
    const res = await fetch(`${emu.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'director.ceased', cin, din }) });
    expect(res.status).toBe(201);
    const updates = () => emulatorLedger(emu).filter((e) => e.endpoint === 'companies.update' && e.subject === cin).length;

    const run = await runKillableChild(CHILD, { EMU_URL: emu.url, API_KEY: emu.keys.live, LIB_DIR: dir });
    expect(run.signal, run.stderr).toBe('SIGKILL');
    expect(updates()).toBe(1);

    const library = openLibrary(dir);
    const engine = engineFor({ library, client: clientFor(emu, emu.keys.live) });
    try {
      await engine.recoverInterrupted();
      const watcher = createWatcher({ library, engine, client: () => clientFor(emu, emu.keys.live), now: () => Date.now() });
      expect(library.watch.get(cin)!.lastCheckedAt).toBeNull();
      const quote = await watcher.quoteCheck();
      expect(quote.lines).toEqual([expect.objectContaining({ companyId: cin, plan: 'resume' })]);
      const result = await watcher.runCheck(quote.checkId);
      expect(result.state).toBe('done');
      expect(updates()).toBe(1);
      expect(watcher.changes({ companyId: cin, kind: 'director.ceased' })).toHaveLength(1);
      const ours = library.ledger.list({ limit: 10_000 }).map((r) => r.requestId).sort();
      expect(ours).toEqual(emulatorLedger(emu).map((e) => e.requestId).sort());
    } finally {
      await engine.close();
      library.close();
    }
  }, 120_000);
});
