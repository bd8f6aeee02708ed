/**
 * Background checks against the emulator: nothing is bought with the default ₹0 budget; within a
 * budget a due company is checked and its changes announced as `watch.changes`; a company just
 * checked is not checked again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../store';
import { clientFor, emulatorLedger, engineFor, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import { startBackgroundChecks } from './background';
import { createWatcher } from './index';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
// biome-ignore lint/suspicious/noExplicitAny: the registry's raw master record
type Any = any;

describe('background checks', () => {
  let emu: Emu;
  let lib: ReturnType<typeof tempLibrary>;
  let library: Library;
  const sink = recordingSink();
  let cin: string;
  let engine: ReturnType<typeof engineFor>;

  beforeAll(async () => {
    emu = await startTestEmulator({ startAt: '2026-11-21T10:00:00.000Z', admin: true });
    lib = tempLibrary();
    library = lib.library;
    engine = engineFor({ library, client: clientFor(emu, emu.keys.live), events: sink, now: () => emu.clock.now() });
    cin = [...emu.registry.companies()].find((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active' && c.directorDins.length >= 3 && emu.registry.filings(c.cin).length <= 20)!.cin;
    expect((await runAccepting(engine, library, await engine.quoteMirror(cin, { includeDirectors: false }))).action.state).toBe('done');
  }, 120_000);
  afterAll(async () => {
    await engine.close();
    lib.cleanup();
    await emu.close();
  });

  it('buys nothing without a budget, then checks within it and announces the changes', async () => {
    const client = clientFor(emu, emu.keys.live);
    const watcher = createWatcher({ library, engine, client: () => client, now: () => emu.clock.now() });
    const background = startBackgroundChecks(watcher, engine, sink, { everyMs: false });
    watcher.add(cin);
    const billed = emulatorLedger(emu).length;
    expect(await background.tick()).toBeNull();
    expect(emulatorLedger(emu).length).toBe(billed);

    watcher.setBudget(50_000);
    const din = (emu.registry.master(cin, emu.clock.now()) as Any).masterData.directorData[2].DIN;
    const res = await fetch(`${emu.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'director.ceased', cin, din }) });
    expect(res.status).toBe(201);
    emu.clock.advance(3_600_000);
    const result = await background.tick();
    expect(result?.checked).toEqual([cin]);
    expect(result?.changes.some((c) => c.kind === 'director.ceased')).toBe(true);
    expect(sink.of('watch.changes').at(-1)).toMatchObject({ companies: [cin], newChanges: result!.changes.length });
    // Checked just now: the next look buys nothing.
    const after = emulatorLedger(emu).length;
    expect(await background.tick()).toBeNull();
    expect(emulatorLedger(emu).length).toBe(after);
    background.stop();
  }, 120_000);
});
