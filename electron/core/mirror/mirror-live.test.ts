import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDocuments, clientFor, emulatorBalance, emulatorLedger, engineFor, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

// The per-PDF road (`--no-zips`): every PDF one billed download. The zip road is zip-road.test.ts.
describe('mirror of the live big filer with the live key, one PDF at a time', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it('pages the 1,260 filings at 200, downloads every PDF once, and keeps a ledger equal to the registry’s', async () => {
    const cin = emu.registry.bigFiler;
    const lib = tempLibrary();
    const sink = recordingSink();
    const budget = { confirmThresholdPaisa: 10_000, sessionCapPaisa: null };
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: sink, budget, tuning: { zipFirst: false } });
    const walletBefore = emulatorBalance(emu);
    try {
      const quote = await engine.quoteMirror(cin, { includeDirectors: true });
      expect(quote.sandbox).toBe(false);
      expect(quote.blockedReason).toBeNull();
      expect(quote.walletBeforePaisa).toBe(walletBefore);
      expect(quote.walletAfterPaisa).toBe(walletBefore - quote.totalPaisa);
      const byKey = Object.fromEntries(quote.lines.map((l) => [l.endpointKey, l]));
      expect(byKey['companies.filings.list']?.count).toBe(7);
      expect(byKey['companies.unlock']?.totalPaisa).toBe(33_000);
      expect(byKey['companies.filings.download']?.count).toBe(1260);
      expect(byKey['companies.extractions.list']?.count).toBe(1);
      expect(byKey['companies.extractions.years']).toMatchObject({ count: 4, mostCount: 4 });
      // Counts not known before buying are quoted twice: expected, and at most (two reads per filing, a board of 15).
      expect(byKey['companies.extractions.data']?.mostCount).toBe(2 * 1260);
      expect(byKey['directors.profile']?.mostCount).toBe(15);
      expect(quote.mostPaisa).toBeGreaterThan(quote.totalPaisa);
      expect(quote.walletAfterMostPaisa).toBe(walletBefore - quote.mostPaisa);
      expect(quote.requiresConfirmation).toBe(true);
      expect(emulatorLedger(emu)).toEqual([]);

      // Consent covers the most: the mirror finishes on the one quote, never stopping to ask again.
      const { action, stops } = await runAccepting(engine, lib.library, quote);
      expect(action).toMatchObject({ state: 'done', error: null });
      expect(stops).toEqual([]);
      expect(action.spentPaisa).toBeLessThanOrEqual(quote.mostPaisa);

      expect(lib.library.filings.listByCompany(cin, { limit: 10_000 }).length).toBe(1260);
      const docs = checkDocuments(lib.library, cin);
      expect(docs).toEqual({ count: 1260, bad: [] });
      expect(lib.library.extractions.list(cin).length).toBeGreaterThan(0);
      const dins = new Set(lib.library.directors.rolesAtCompany(cin).filter((r) => r.source === 'master').map((r) => r.din));
      expect(dins.size).toBeGreaterThan(0);
      for (const din of dins) expect(lib.library.directors.get(din)?.profileReadAt, din).not.toBeNull();

      // The library's ledger is the registry's, paisa for paisa and request for request.
      const theirs = emulatorLedger(emu)
        .map((e) => ({ requestId: e.requestId, endpointKey: e.endpoint, subject: e.subject, pricePaisa: e.pricePaisa, walletAfterPaisa: e.balanceAfterPaisa }))
        .sort((a, b) => a.requestId.localeCompare(b.requestId));
      const ours = lib.library.ledger
        .list({ limit: 100_000 })
        .map((e) => ({ requestId: e.requestId, endpointKey: e.endpointKey, subject: e.subject, pricePaisa: e.pricePaisa, walletAfterPaisa: e.walletAfterPaisa }))
        .sort((a, b) => a.requestId.localeCompare(b.requestId));
      expect(ours).toEqual(theirs);
      const count = (key: string) => ours.filter((e) => e.endpointKey === key).length;
      expect(count('companies.filings.list')).toBe(7);
      expect(count('companies.unlock')).toBe(1);
      expect(count('companies.filings.download')).toBe(1260);
      expect(count('directors.profile')).toBe(dins.size);
      const spent = ours.reduce((s, e) => s + e.pricePaisa, 0);
      expect(emulatorBalance(emu)).toBe(walletBefore - spent);
      expect(Math.min(...ours.map((e) => e.walletAfterPaisa ?? Infinity))).toBe(emulatorBalance(emu));
      expect(engine.sessionSpendPaisa()).toBe(spent);
      expect(sink.of('spend').reduce((s, e) => s + e.pricePaisa, 0)).toBe(spent);
      expect(lib.library.ledger.total({ actionId: action.id }).spendPaisa).toBe(spent);
      expect(lib.library.unlocks.get(cin)?.expiresAt).not.toBeNull();
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 400_000);
});
