import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, emulatorLedger, engineFor, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

// "Expand" with a live key against the emulator: the profiles of a company's current board, quoted
// at the rate card, bought once each in the same transaction as their ledger rows, never again
// within their freshness, and refused by the session cap.
describe('expanding a company in the connections view', () => {
  let emu: Emu;
  let cin: string;
  let dins: string[];
  beforeAll(async () => {
    emu = await startTestEmulator();
    const group = emu.registry.networks.groups.find((g) => g.brand === 'Krabata')!;
    cin = group.cins[0]!;
    dins = group.familyDins;
  });
  afterAll(async () => {
    await emu.close();
  });

  it('quotes ₹5 a profile, buys each once with its ledger row, and leaves out what is fresh', async () => {
    const lib = tempLibrary();
    const board = dins.map((din) => ({ din, fullName: `Director ${din}`, roles: [{ designation: 'Director' }] }));
    lib.library.companies.upsertMaster({ id: cin, name: 'Krabata Technologies Limited', master: { cin }, readAt: '2026-11-21T09:00:00.000Z', requestId: 'req_seed' });
    lib.library.directors.setMasterDirectors(cin, board);
    let clock = Date.parse('2026-11-21T10:00:00.000Z');
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), now: () => clock });
    try {
      const quote = await engine.quoteNetworkExpand(cin);
      expect(quote).toMatchObject({ action: 'networkExpand', subject: cin, totalPaisa: 500 * dins.length, blockedReason: null, sandbox: false });
      expect(quote.lines).toEqual([expect.objectContaining({ endpointKey: 'directors.profile', count: dins.length, unitPricePaisa: 500 })]);
      const started = await engine.run(quote.quoteId);
      await engine.idle();
      expect(engine.get(started.id)).toMatchObject({ state: 'done', spentPaisa: 500 * dins.length });
      const charged = emulatorLedger(emu).filter((l) => l.endpoint === 'directors.profile');
      expect(charged.map((l) => l.subject).sort()).toEqual([...dins].sort());
      // Each charge the registry made is in the library's ledger under the request id it answered with.
      const local = lib.library.ledger.list({ limit: 100 }).map((r) => r.requestId);
      for (const c of charged) expect(local).toContain(c.requestId);
      for (const din of dins) {
        const director = lib.library.directors.get(din)!;
        expect(director.profileRequestId).toEqual(expect.stringMatching(/^req_/));
        expect(lib.library.ledger.list({ limit: 100 }).some((r) => r.requestId === director.profileRequestId)).toBe(true);
      }
      // Within its freshness nothing is bought again; 31 days later it may be.
      const again = await engine.quoteNetworkExpand(cin);
      expect(again.nothingToBuy).toMatch(/Every profile is fresh \(bought within 30 days\)/);
      expect(again).toMatchObject({ lines: [], totalPaisa: 0, mostPaisa: 0, blockedReason: null });
      clock += 31 * 86_400_000;
      const later = await engine.quoteNetworkExpand(dins[0]!);
      expect(later).toMatchObject({ totalPaisa: 500, blockedReason: null });
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });

  it('refuses a quote over the session cap, and a company whose board the library does not know', async () => {
    const lib = tempLibrary();
    lib.library.companies.upsertMaster({ id: cin, name: 'Krabata Technologies Limited', master: { cin }, readAt: '2026-11-21T09:00:00.000Z', requestId: 'req_seed' });
    lib.library.directors.setMasterDirectors(cin, dins.map((din) => ({ din, roles: [{ designation: 'Director' }] })));
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), budget: { confirmThresholdPaisa: 100, sessionCapPaisa: 400 } });
    try {
      const capped = await engine.quoteNetworkExpand(cin);
      expect(capped.blockedReason).toMatch(/over the cap/);
      await expect(engine.run(capped.quoteId)).rejects.toMatchObject({ code: 'QUOTE_BLOCKED' });
      const unknown = await engine.quoteNetworkExpand('U62099DL2010PTC999999');
      expect(unknown.blockedReason).toMatch(/is not mirrored/);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });
});
