/**
 * Checks against the emulator over real HTTP with its moving clock: a watched company loses a
 * director and has a charge satisfied (injected), and keeps filing as months pass; each change
 * appears once with its source, a second check within the 24 h window buys nothing, the monthly
 * budget stops a check and says what it would cost, a quit mid-check resumes without a repeated
 * paid call, and the library's ledger equals the emulator's to the paisa.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../emulator/registry/index';
import type { ApiClient } from '../api';
import type { MirrorEngine } from '../mirror';
import type { Library } from '../store';
import { clientFor, emulatorLedger, engineFor, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import { createWatcher, type Watcher } from './index';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
// biome-ignore lint/suspicious/noExplicitAny: raw API payloads, read as the registry sent them
type Any = any;
const DAY = 86_400_000;

describe('watch checks against the living registry', () => {
  let emu: Emu;
  let lib: ReturnType<typeof tempLibrary>;
  let library: Library;
  let client: ApiClient;
  let engine: MirrorEngine;
  let watcher: Watcher;
  let cin: string;
  const now = () => emu.clock.now();
  const admin = async (path: string, body: unknown): Promise<Any> => {
    const res = await fetch(`${emu.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await res.json()) as Any;
    expect(res.status, JSON.stringify(answer)).toBe(201);
    return answer.data;
  };
  const charged = (endpoint: string) => emulatorLedger(emu).filter((e) => e.endpoint === endpoint && e.subject === cin).length;
  const fresh = () => {
    engine = engineFor({ library, client, events: recordingSink(), now });
    watcher = createWatcher({ library, engine, client: () => client, now });
  };

  beforeAll(async () => {
    emu = await startTestEmulator({ startAt: '2026-11-21T10:00:00.000Z', admin: true });
    lib = tempLibrary();
    library = lib.library;
    client = clientFor(emu, emu.keys.live);
    fresh();
    cin = [...emu.registry.companies()].find(
      (c) =>
        !c.sandbox &&
        c.idType === 'cin' &&
        c.companyStatus === 'Active' &&
        c.directorDins.length >= 3 &&
        emu.registry.filings(c.cin).length <= 40 &&
        (emu.registry.master(c.cin) as Any).masterData.indexChargesData.some((x: Any) => x.dateOfSatisfaction === null),
    )!.cin;
    const mirror = await engine.quoteMirror(cin, { includeDirectors: false });
    expect((await runAccepting(engine, library, mirror)).action.state).toBe('done');
  }, 120_000);
  afterAll(async () => {
    await engine.close();
    lib.cleanup();
    await emu.close();
  });

  it('refuses a company not in the library, watches a mirrored one every 7 days', () => {
    expect(() => watcher.add('U72200MH2009PTC999999')).toThrow(/not in the library/);
    expect(watcher.add(cin)).toMatchObject({ companyId: cin, intervalDays: 7, lastCheckedAt: null });
    expect(watcher.setBudget(0).budget).toMatchObject({ monthlyPaisa: 0, spentThisMonthPaisa: 0 });
  });

  it('stops at the monthly budget, says why and what it would cost, and buys nothing', async () => {
    const before = emulatorLedger(emu).length;
    const quote = await watcher.quoteCheck();
    expect(quote.lines).toEqual([expect.objectContaining({ companyId: cin, plan: 'skip' })]);
    expect(quote.lines[0]!.pricePaisa).toBeGreaterThan(0);
    expect(quote.blockedCode).toBe('WATCH_BUDGET_EXCEEDED');
    expect(quote.blockedReason).toMatch(/monitoring budget.*would cost ₹/);
    await expect(watcher.runCheck(quote.checkId)).rejects.toMatchObject({ code: 'WATCH_BUDGET_EXCEEDED' });
    expect(emulatorLedger(emu).length).toBe(before);
  });

  it('finds a director who left and a satisfied charge once each, with the filing and the read they come from', async () => {
    const master = library.companies.get(cin)!.master as Any;
    const leaving = master.masterData.directorData[2].DIN as string;
    const charge = library.charges.list(cin).find((c) => c.satisfiedOn === null)!;
    const ceased = await admin('/admin/registry/events', { kind: 'director.ceased', cin, din: leaving });
    const satisfied = await admin('/admin/registry/events', { kind: 'charge.satisfied', cin, chargeId: Number(charge.chargeId) });
    emu.clock.advance(8 * DAY);
    watcher.setBudget(100_000);

    const quote = await watcher.quoteCheck();
    expect(quote.blockedReason).toBeNull();
    expect(quote.lines).toEqual([expect.objectContaining({ companyId: cin, plan: 'refresh' })]);
    const updatesBefore = charged('companies.update');
    const result = await watcher.runCheck(quote.checkId);
    expect(result).toMatchObject({ state: 'done', checked: [cin] });
    expect(charged('companies.update')).toBe(updatesBefore + 1);

    const of = (kind: string) => result.changes.filter((c) => c.kind === kind);
    expect(of('director.ceased')).toHaveLength(1);
    expect(of('charge.satisfied')).toHaveLength(1);
    const gone = of('director.ceased')[0]!;
    expect(gone.before).toMatchObject({ din: leaving });
    // The source: the DIR-12 and CHG-4 the registry filed for them, as its own filing list holds them.
    const listed = emu.registry.filingsUntil(cin, now()).map((f) => f.row);
    expect(listed.find((f) => f.filingId === gone.filingId)?.formId).toBe(ceased.filing.formId);
    expect(gone.filingId).toBe(ceased.filing.filingId);
    expect(of('charge.satisfied')[0]!.filingId).toBe(satisfied.filing.filingId);
    // The read they were seen in is a master read the emulator billed.
    expect(emulatorLedger(emu).find((e) => e.requestId === gone.requestId)?.endpoint).toBe('companies.master');
    for (const f of of('filing.new')) expect(listed.some((l) => l.filingId === f.filingId)).toBe(true);
    expect(new Set(result.changes.map((c) => `${c.kind}|${c.filingId}|${c.summary}`)).size).toBe(result.changes.length);
  }, 120_000);

  it('buys nothing on a second check within the 24 h window, and records no change twice', async () => {
    const before = emulatorLedger(emu).length;
    const changes = watcher.changes().length;
    emu.clock.advance(2 * 3_600_000);
    const quote = await watcher.quoteCheck({ companies: [cin] });
    expect(quote.lines).toEqual([expect.objectContaining({ companyId: cin, plan: 'read', pricePaisa: 0 })]);
    expect(quote.totalPaisa).toBe(0);
    const result = await watcher.runCheck(quote.checkId);
    expect(result).toMatchObject({ state: 'done', spentPaisa: 0, changes: [] });
    expect(emulatorLedger(emu).length).toBe(before);
    expect(watcher.changes()).toHaveLength(changes);
  }, 60_000);

  it('resumes a check interrupted by a quit without paying twice, and sees months of filings once', async () => {
    emu.clock.set('2027-09-15T06:00:00.000Z');
    const listedBefore = library.filings.listByCompany(cin, { limit: 1000 }).length;
    const updates = charged('companies.update');
    const quote = await watcher.quoteCheck();
    expect(quote.lines[0]).toMatchObject({ plan: 'refresh' });
    const running = watcher.runCheck(quote.checkId);
    while (charged('companies.update') === updates) await new Promise((r) => setTimeout(r, 20));
    await engine.close(); // the app quits: the refresh pauses at a safe point
    const interrupted = await running;
    expect(interrupted.state).toBe('stopped');
    expect(library.watch.get(cin)!.lastCheckedAt! < new Date(now()).toISOString()).toBe(true);

    fresh(); // the app starts again
    await engine.recoverInterrupted();
    const again = await watcher.quoteCheck();
    expect(again.lines[0]).toMatchObject({ companyId: cin, plan: 'resume' });
    const done = await watcher.runCheck(again.checkId);
    expect(done.state).toBe('done');
    expect(charged('companies.update')).toBe(updates + 1);

    const listed = library.filings.listByCompany(cin, { limit: 1000 });
    const added = listed.length - listedBefore;
    expect(added).toBeGreaterThan(0);
    const filed = watcher.changes({ companyId: cin, kind: 'filing.new' }).filter((c) => c.detectedAt === done.changes[0]?.detectedAt);
    expect(filed).toHaveLength(added);
    expect(new Set(filed.map((c) => c.filingId)).size).toBe(added);
    // Every new filing is one the registry recorded after the reference date, as its own list says.
    const registry = emu.registry.filingsUntil(cin, now()).map((f) => f.row);
    for (const f of filed) expect((registry.find((r) => r.filingId === f.filingId)?.createdAt ?? '') > REFERENCE_DATE).toBe(true);
  }, 180_000);

  it('keeps a ledger equal to the emulator’s, to the paisa', () => {
    const ours = library.ledger.list({ limit: 10_000 });
    const theirs = emulatorLedger(emu);
    expect(ours.map((r) => r.requestId).sort()).toEqual(theirs.map((e) => e.requestId).sort());
    expect(ours.reduce((s, r) => s + r.pricePaisa, 0)).toBe(theirs.reduce((s, e) => s + e.pricePaisa, 0));
    // What the checks spent is what the monitoring budget counts.
    const checkActions = library.watch.actionsOf(cin);
    const byChecks = ours.filter((r) => r.actionId !== null && checkActions.includes(r.actionId)).reduce((s, r) => s + r.pricePaisa, 0);
    expect(library.watch.spentSince('')).toBe(byChecks);
  });
});
