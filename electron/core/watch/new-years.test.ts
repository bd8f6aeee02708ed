/**
 * A check reads new extraction years against the emulator's moving clock: past an AGM the registry
 * files a new AOC-4, the check's refresh lists it, and the check reads that year's extraction (the
 * years lists, then only the years the library lacks) once; a later check buys no data read again,
 * and the library's ledger equals the emulator's to the paisa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MirrorEngine } from '../mirror';
import type { Library } from '../store';
import { clientFor, emulatorLedger, engineFor, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import { createWatcher, type Watcher } from './index';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
const DAY = 86_400_000;
const START = '2026-11-21T10:00:00.000Z';

describe('a check reads the extraction years the library lacks', () => {
  let emu: Emu;
  let lib: ReturnType<typeof tempLibrary>;
  let library: Library;
  let engine: MirrorEngine;
  let watcher: Watcher;
  let cin: string;
  let filedAt: number;
  const now = () => emu.clock.now();
  const dataReads = () => emulatorLedger(emu).filter((e) => e.endpoint === 'companies.extractions.data' && e.subject === cin);
  const heldKeys = () => new Set(library.extractions.list(cin).map((e) => `${e.formType}|${e.key}|${e.scope}`));

  beforeAll(async () => {
    emu = await startTestEmulator({ startAt: START, admin: true });
    lib = tempLibrary();
    library = lib.library;
    const client = clientFor(emu, emu.keys.live);
    engine = engineFor({ library, client, events: recordingSink(), now });
    watcher = createWatcher({ library, engine, client: () => client, now });
    const start = Date.parse(START);
    // A small live company that files its next AOC-4 within the unlock's year.
    const found = [...emu.registry.companies()]
      .filter((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active' && emu.registry.filings(c.cin).length <= 40 && emu.registry.extractionForms(c.cin).includes('AOC-4'))
      .map((c) => ({ cin: c.cin, aoc4: emu.registry.registryEvents(c.cin, start + 300 * DAY).find((e) => Date.parse(e.at) > start + 10 * DAY && e.summary.startsWith('AOC-4')) }))
      .find((c) => c.aoc4 !== undefined)!;
    cin = found.cin;
    filedAt = Date.parse(found.aoc4!.at);
    const mirror = await engine.quoteMirror(cin, { includeDirectors: false });
    expect((await runAccepting(engine, library, mirror)).action.state).toBe('done');
    watcher.add(cin);
    watcher.setBudget(1_000_000);
  }, 180_000);
  afterAll(async () => {
    await engine.close();
    lib.cleanup();
    await emu.close();
  });

  it('reads the new AOC-4 year once, and only it', async () => {
    const held = heldKeys();
    const readsBefore = dataReads().length;
    const yearsBefore = (emu.registry.extractionYears(cin, 'AOC-4', now()) as { availableYears: number[] }).availableYears;
    emu.clock.set(new Date(filedAt + 2 * DAY).toISOString());
    const yearsNow = (emu.registry.extractionYears(cin, 'AOC-4', now()) as { availableYears: number[] }).availableYears;
    const newYears = yearsNow.filter((y) => !yearsBefore.includes(y));
    expect(newYears.length).toBeGreaterThan(0);

    const quote = await watcher.quoteCheck();
    expect(quote.lines).toEqual([expect.objectContaining({ companyId: cin, plan: 'refresh' })]);
    // With the unlock active, the line names what the check may buy after the refresh: the ₹150 fetch
    // of the new filings' PDFs is in its most (issue 27: it was spent before without a line naming it).
    const line = quote.lines[0]!;
    expect(line.mostPaisa).toBeGreaterThanOrEqual(100 + 500 + 500 + 15_000);
    const chargedBefore = emulatorLedger(emu).length;
    const result = await watcher.runCheck(quote.checkId);
    expect(result).toMatchObject({ state: 'done', checked: [cin], reason: null, unchecked: [] });
    const spent = emulatorLedger(emu).slice(chargedBefore).reduce((sum, e) => sum + e.pricePaisa, 0);
    expect(result.spentPaisa).toBe(spent);
    expect(spent).toBeLessThanOrEqual(line.mostPaisa);
    expect(spent).toBeLessThanOrEqual(quote.mostPaisa);
    expect(emulatorLedger(emu).slice(chargedBefore).some((e) => e.endpoint === 'companies.documents.fetch')).toBe(true);

    // What was read is what is new: every data read this check paid for is a row the library lacked.
    const added = library.extractions.list(cin).filter((e) => !held.has(`${e.formType}|${e.key}|${e.scope}`));
    const paid = dataReads().slice(readsBefore);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.map((e) => e.requestId).sort()).toEqual(added.map((e) => e.requestId).sort());
    for (const year of newYears) expect(added.some((e) => e.formType === 'AOC-4' && Number(e.key) === year)).toBe(true);
    // The new year is a change, at the AOC-4 the registry filed for it.
    const newYear = result.changes.filter((c) => c.kind === 'financials.newYear');
    for (const year of newYears) expect(newYear.some((c) => (c.after as { fyEnd: number }).fyEnd === year)).toBe(true);
  }, 180_000);

  it('buys no data read again on the next check', async () => {
    const reads = dataReads().length;
    emu.clock.advance(8 * DAY);
    const quote = await watcher.quoteCheck();
    expect(quote.lines).toEqual([expect.objectContaining({ companyId: cin, plan: 'refresh' })]);
    const result = await watcher.runCheck(quote.checkId);
    expect(result.state).toBe('done');
    expect(dataReads().length).toBe(reads);
    expect(result.changes.filter((c) => c.kind === 'financials.newYear')).toEqual([]);
  }, 120_000);

  it('keeps a ledger equal to the emulator’s, to the paisa', () => {
    const ours = library.ledger.list({ limit: 10_000 });
    const theirs = emulatorLedger(emu);
    expect(ours.map((r) => r.requestId).sort()).toEqual(theirs.map((e) => e.requestId).sort());
    expect(ours.reduce((s, r) => s + r.pricePaisa, 0)).toBe(theirs.reduce((s, e) => s + e.pricePaisa, 0));
  });
});
