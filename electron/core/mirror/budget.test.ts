import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { createMirrorEngine } from './engine';
import { clientFor, emulatorLedger, engineFor, FAST_TUNING, NO_LIMITS, recordingSink, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import type { BudgetSettings, MirrorEngine } from './types';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

function smallLiveCompany(registry: SyntheticRegistry): string {
  for (const c of registry.companies()) {
    if (!c.sandbox && c.idType === 'cin' && registry.filings(c.cin).length >= 10 && registry.filings(c.cin).length <= 30) return c.cin;
  }
  throw new Error('no small company');
}

const code = (p: Promise<unknown>) => p.then(() => 'resolved', (e: { code?: string }) => e.code);

describe('budget guard and quotes', () => {
  let emu: Emu;
  let lib: ReturnType<typeof tempLibrary>;
  let budget: BudgetSettings;
  let clock: number;
  let engine: MirrorEngine;
  let cin: string;
  beforeAll(async () => {
    emu = await startTestEmulator();
    cin = smallLiveCompany(emu.registry);
  });
  afterAll(async () => {
    await emu.close();
  });
  beforeEach(() => {
    lib = tempLibrary();
    budget = { confirmThresholdPaisa: 100_000, sessionCapPaisa: null };
    clock = Date.parse('2026-11-21T10:00:00.000Z');
    engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), budget: { get confirmThresholdPaisa() { return budget.confirmThresholdPaisa; }, get sessionCapPaisa() { return budget.sessionCapPaisa; } }, now: () => clock });
  });
  afterEach(async () => {
    await engine.close();
    lib.cleanup();
  });

  it('blocks a quote over the session cap with the reason, and the run refuses it', async () => {
    budget.sessionCapPaisa = 10_000;
    const quote = await engine.quoteMirror(cin, { includeDirectors: false });
    expect(quote.totalPaisa).toBeGreaterThan(10_000);
    expect(quote.blockedReason).toMatch(/^This would take the session's spend to ₹[\d,]+\.\d\d, over the cap of ₹100\.00 set in Settings/);
    expect(await code(engine.run(quote.quoteId))).toBe('QUOTE_BLOCKED');
    expect(engine.list()).toEqual([]);
    expect(emulatorLedger(emu)).toEqual([]);
  });

  it('keeps the error a quote was blocked by: the registry code with its requestId, or the budget code', async () => {
    const revoked = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.revoked) });
    const poor = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.lowBalance) });
    const keyless = engineFor({ library: lib.library, client: null });
    try {
      const refused = await revoked.quoteMirror(cin, { includeDirectors: false });
      expect(refused.blockedReason).toMatch(/revoked/i);
      expect(refused.lines).toEqual([]);
      expect(refused.blockedError).toMatchObject({ code: 'API_KEY_REVOKED', status: 401, hint: expect.stringMatching(/current key/) });
      expect(refused.blockedError?.requestId).toMatch(/^\S+$/);
      expect((await revoked.quoteDirectorProfile('1234567')).blockedError).toMatchObject({ code: 'INVALID_DIN' });
      expect((await poor.quoteMirror(cin, { includeDirectors: false })).blockedError).toEqual({
        code: 'INSUFFICIENT_BALANCE',
        message: expect.stringMatching(/^The wallet holds ₹200\.00/),
        hint: expect.any(String),
      });
      expect((await keyless.quoteRefresh(cin)).blockedError).toMatchObject({ code: 'NO_CLIENT' });
      budget.sessionCapPaisa = 100;
      expect((await engine.quoteMirror(cin, { includeDirectors: false })).blockedError).toMatchObject({ code: 'SESSION_CAP_REACHED', message: expect.stringMatching(/over the cap of ₹1\.00/) });
      budget.sessionCapPaisa = null;
      expect((await engine.quoteMirror(cin, { includeDirectors: false })).blockedError).toBeNull();
    } finally {
      await Promise.all([revoked.close(), poor.close(), keyless.close()]);
    }
  });

  it('flags a quote at or over the confirmation threshold', async () => {
    budget.confirmThresholdPaisa = 1_000;
    expect((await engine.quoteMirror(cin, { includeDirectors: false })).requiresConfirmation).toBe(true);
    budget.confirmThresholdPaisa = 10_000_000;
    expect((await engine.quoteMirror(cin, { includeDirectors: false })).requiresConfirmation).toBe(false);
  });

  it('refuses unknown and expired quotes with typed errors', async () => {
    expect(await code(engine.run('no-such-quote'))).toBe('QUOTE_UNKNOWN');
    const quote = await engine.quoteDirectorProfile(emu.registry.sandboxDirectors()[0]!.din);
    expect(quote.lines).toHaveLength(1);
    clock += 10 * 60_000 + 1;
    expect(await code(engine.run(quote.quoteId))).toBe('QUOTE_EXPIRED');
  });

  it('blocks a wallet that cannot pay, a missing key, and a second action on the same company', async () => {
    const poor = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.lowBalance) });
    const keyless = engineFor({ library: lib.library, client: null });
    try {
      expect((await poor.quoteMirror(cin, { includeDirectors: false })).blockedReason).toMatch(/Top up the wallet/);
      expect((await keyless.quoteMirror(cin, { includeDirectors: false })).blockedReason).toMatch(/No API key/);
      const first = await engine.quoteMirror(cin, { includeDirectors: false });
      const second = await engine.quoteMirror(cin, { includeDirectors: false });
      const action = await engine.run(first.quoteId);
      const busy = await engine.quoteRefresh(cin);
      expect(busy.blockedReason).toMatch(/already under way/);
      // One action per company: the block says so by its own code (never the budget's or consent's).
      expect(busy.blockedError?.code).toBe('COMPANY_BUSY');
      expect(await code(engine.run(second.quoteId))).toBe('COMPANY_BUSY');
      engine.cancel(action.id);
      await engine.idle();
      expect(engine.get(action.id)?.state).toBe('cancelled');
    } finally {
      await poor.close();
      await keyless.close();
    }
  });

  it('pauses a running action at the cap before the next paid call, and resumes when the cap is raised', async () => {
    const sink = recordingSink();
    const watched = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: sink, budget: { get confirmThresholdPaisa() { return 0; }, get sessionCapPaisa() { return budget.sessionCapPaisa; } } });
    const chargedBefore = emulatorLedger(emu).length;
    try {
      const quote = await watched.quoteMirror(cin, { includeDirectors: false });
      const action = await watched.run(quote.quoteId);
      // Lowered after consent (Settings changed): the master read (₹5) passes, the filing list would not.
      budget.sessionCapPaisa = 600;
      await watched.idle();
      const paused = watched.get(action.id)!;
      expect(paused.state).toBe('paused');
      expect(paused.error?.code).toBe('SESSION_CAP_REACHED');
      expect(paused.error?.message).toMatch(/cap of ₹6\.00 set in Settings/);
      expect(sink.of('error')).toEqual([{ code: 'SESSION_CAP_REACHED', message: paused.error?.message, hint: expect.any(String), actionId: action.id }]);
      expect(watched.sessionSpendPaisa()).toBe(500);
      expect(emulatorLedger(emu).length - chargedBefore).toBe(1);

      budget.sessionCapPaisa = null;
      await watched.run((await watched.quoteResume(action.id)).quoteId);
      await watched.idle();
      expect(watched.get(action.id)?.state).toBe('done');
      expect(sink.of('error')).toHaveLength(1);
      expect(watched.sessionSpendPaisa()).toBe(lib.library.ledger.total().spendPaisa);
    } finally {
      await watched.close();
    }
  }, 60_000);
});

describe('an action stopped by a refused call', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it('fails, and says so once through the error event with the registry requestId', async () => {
    const lib = tempLibrary();
    const sink = recordingSink();
    // The key is revoked after consent: the next call is refused 401, which no resume can fix.
    let client = clientFor(emu, emu.keys.live);
    const engine = createMirrorEngine({ library: lib.library, client: () => client, events: sink, budget: () => NO_LIMITS, tuning: FAST_TUNING });
    try {
      const quote = await engine.quoteMirror(smallLiveCompany(emu.registry), { includeDirectors: false });
      const action = await engine.run(quote.quoteId);
      client = clientFor(emu, emu.keys.revoked);
      await engine.idle();
      const failed = engine.get(action.id)!;
      expect(failed).toMatchObject({ state: 'failed', error: { code: 'API_KEY_REVOKED' } });
      expect(sink.of('error')).toEqual([
        { code: 'API_KEY_REVOKED', message: failed.error?.message, hint: expect.stringMatching(/current key/), requestId: expect.stringMatching(/^\S+$/), actionId: action.id },
      ]);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });
});

describe('a name search', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it('is quoted, then run once: candidates stored as summaries, the live call in the ledger', async () => {
    const lib = tempLibrary();
    const sink = recordingSink();
    const live = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: sink });
    const test = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.test) });
    try {
      const name = emu.registry.sandboxCompanies()[0]!.company;
      const sandboxQuote = await test.quoteResolve({ query: name });
      expect(sandboxQuote).toMatchObject({ sandbox: true, totalPaisa: 0, action: 'resolve' });
      const found = await test.runResolve(sandboxQuote.quoteId);
      expect(found.sandbox).toBe(true);
      expect(found.candidates.length).toBeGreaterThan(0);
      expect(await code(test.runResolve(sandboxQuote.quoteId))).toBe('QUOTE_UNKNOWN');

      const quote = await live.quoteResolve({ query: name });
      expect(quote.totalPaisa).toBe(500);
      const result = await live.runResolve(quote.quoteId);
      const first = result.candidates[0]!;
      expect(first.kind).toBe('company');
      const cin = first.kind === 'company' ? first.id : '';
      expect(lib.library.companies.get(cin)?.name).toBe(first.kind === 'company' ? first.name : null);
      const rows = lib.library.ledger.list();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ endpointKey: 'companies.resolve', pricePaisa: 500, actionId: null });
      expect(rows[0]!.requestId).toBe(emulatorLedger(emu).at(-1)!.requestId);
      expect(sink.of('spend')).toHaveLength(1);
      expect(live.sessionSpendPaisa()).toBe(500);
    } finally {
      await live.close();
      await test.close();
      lib.cleanup();
    }
  });
});
