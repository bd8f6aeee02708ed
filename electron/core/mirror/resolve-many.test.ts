// Many registry searches under one quote (a book's open rows): priced from free calls as one line,
// each search then billed and recorded alone with its requestId, the caller's outcome stored in
// the transaction of its ledger row; the quote is consent for one run; a test key is never billed;
// a failure stops the run with what was bought before it kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT } from '../../../emulator/state/accounts';
import { clientFor, emulatorLedger, engineFor, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import { ResolveManyStopped } from './resolve-many';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

describe('engine.quoteResolveMany / runResolveMany', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  /** Three live companies the registry's search finds first by their own name. */
  const liveNames = () =>
    [...emu.registry.companies()]
      .map((c) => emu.registry.company(c.cin)!)
      .filter((e) => !e.sandbox && e.idType === 'cin' && emu.registry.resolveCompanies(e.company, { limit: 1, sandboxOnly: false })[0]?.cin === e.cin)
      .slice(0, 3);

  it('prices n searches as one line from free calls, then bills each once with its requestId, storing each outcome with its ledger row', async () => {
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), now: () => emu.clock.now() });
    try {
      const names = liveNames();
      const billedBefore = emulatorLedger(emu).length;
      const quote = await engine.quoteResolveMany(names.map((e) => ({ query: e.company })), 'Search the registry for 3 rows of SME book');
      expect(emulatorLedger(emu).length).toBe(billedBefore);
      expect(quote).toMatchObject({ action: 'resolve', totalPaisa: 1500, blockedReason: null, sandbox: false });
      expect(quote.lines).toEqual([expect.objectContaining({ endpointKey: 'companies.resolve', count: 3, unitPricePaisa: 500, totalPaisa: 1500 })]);

      const stored: string[] = [];
      const answers = await engine.runResolveMany(quote.quoteId, { store: (a) => stored.push(a.requestId) });
      expect(answers.map((a) => a.candidates[0]?.cin)).toEqual(names.map((e) => e.cin));
      expect(stored).toEqual(answers.map((a) => a.requestId));
      const charged = emulatorLedger(emu).slice(billedBefore);
      expect(charged.map((c) => [c.endpoint, c.pricePaisa])).toEqual([['companies.resolve', 500], ['companies.resolve', 500], ['companies.resolve', 500]]);
      const ours = lib.library.ledger.list({ limit: 100 });
      expect(ours.map((r) => r.requestId).sort()).toEqual(charged.map((c) => c.requestId).sort());
      expect(ours.map((r) => r.requestId).sort()).toEqual(answers.map((a) => a.requestId).sort());
      expect(ours.reduce((s, r) => s + r.pricePaisa, 0)).toBe(quote.totalPaisa);
      // The candidates are known to the library afterwards (name and state, as a single search leaves them).
      expect(lib.library.companies.get(names[0]!.cin)).toMatchObject({ name: names[0]!.company, state: names[0]!.state });
      // A quote is consent for one run.
      await expect(engine.runResolveMany(quote.quoteId)).rejects.toThrow(/unknown/);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });

  it('never bills a test key, and refuses to run a single search quote as many', async () => {
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.test), now: () => emu.clock.now() });
    try {
      const before = emulatorLedger(emu).length;
      const quote = await engine.quoteResolveMany([{ query: 'Sipax Castings' }, { query: 'no such name anywhere' }], 'two rows');
      expect(quote).toMatchObject({ sandbox: true, totalPaisa: 0 });
      const answers = await engine.runResolveMany(quote.quoteId);
      expect(answers.every((a) => a.sandbox)).toBe(true);
      expect(answers[1]!.candidates).toEqual([]);
      expect(emulatorLedger(emu).length).toBe(before);
      const single = await engine.quoteResolve({ query: 'Sipax' });
      await expect(engine.runResolveMany(single.quoteId)).rejects.toThrow(/not a quote for many searches/);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });

  it('stops at a search the registry cannot answer, keeping the searches bought before it', async () => {
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), now: () => emu.clock.now(), tuning: { retryBaseMs: 1 } });
    try {
      const names = liveNames();
      const quote = await engine.quoteResolveMany(names.map((e) => ({ query: e.company })), 'three rows');
      const stored: number[] = [];
      let stop: unknown = null;
      await engine
        .runResolveMany(quote.quoteId, {
          store: (a) => {
            stored.push(a.index);
            // After the first search is stored, the registry's search goes down.
            if (a.index === 0) emu.faults.failNextRequests(50, '/resolve');
          },
        })
        .catch((e: unknown) => {
          stop = e;
        });
      expect(stop).toBeInstanceOf(ResolveManyStopped);
      expect((stop as ResolveManyStopped).index).toBe(1);
      expect((stop as ResolveManyStopped).answers).toHaveLength(1);
      expect(stored).toEqual([0]);
      expect(lib.library.ledger.list({ limit: 100 }).map((r) => r.requestId)).toEqual([(stop as ResolveManyStopped).answers[0]!.requestId]);
      expect(emu.state.ledger(MAIN_ACCOUNT).at(-1)?.requestId).toBe((stop as ResolveManyStopped).answers[0]!.requestId);
    } finally {
      emu.faults.failNextRequests(0);
      await engine.close();
      lib.cleanup();
    }
  });
});
