// A book's mirror under one quote (issue 26): each company priced as alone and grouped, one book
// action whose company actions follow one another in the book's order (largest exposure first),
// within what was accepted; pause and resume reach the company under way; a limit below the most
// stops the book at a company's turn, before anything of it is bought.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionView } from '../../../shared/bridge/views';
import { clientFor, emulatorLedger, engineFor, liveCompanyWithFilings, recordingSink, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import type { BookMember } from './types';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

describe('a book mirrored on one quote', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator({ admin: true });
  });
  afterAll(async () => {
    await emu.close();
  });

  const companies = (n: number, except: string[] = []): string[] => {
    const out: string[] = [];
    while (out.length < n) out.push(liveCompanyWithFilings(emu, 10, 40, [...except, ...out]));
    return out;
  };
  const member = (companyId: string, exposurePaisa: number | null): BookMember => ({ companyId, name: emu.registry.company(companyId)!.company, exposurePaisa });

  it('prices each company, groups what is current, and mirrors the rest in turn, largest exposure first', async () => {
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: recordingSink() });
    try {
      const [small, large, current, middle] = companies(4);
      // One of them is already mirrored and fresh: the book buys nothing for it.
      const alone = await engine.quoteMirror(current!, { includeDirectors: false });
      await engine.run(alone.quoteId);
      await engine.idle();
      const before = emulatorLedger(emu).length;

      const members = [member(small!, 1_00_000_00), member(large!, 50_00_000_00), member(current!, 10_00_000_00), member(middle!, 5_00_000_00)];
      const quote = await engine.quoteBook({ kind: 'mirror', bookId: 'bk_test1', bookName: 'SME book', members });
      expect(quote.blockedReason).toBeNull();
      expect(quote.title).toBe('Mirror the book "SME book" (4 companies)');
      expect(quote.book?.companies.map((c) => [c.companyId, c.group])).toEqual([
        [large, 'buy'],
        [current, 'current'],
        [middle, 'buy'],
        [small, 'buy'],
      ]);
      expect(quote.lines[0]).toMatchObject({ label: 'Already current: ₹0', count: 1, totalPaisa: 0 });
      const unlocks = quote.lines.find((l) => l.endpointKey === 'companies.unlock')!;
      expect(unlocks).toMatchObject({ count: 3, unitPricePaisa: 33_000, totalPaisa: 99_000 });
      const perCompany = quote.book!.companies.reduce((s, c) => s + c.mostPaisa, 0);
      expect(quote.mostPaisa).toBe(perCompany);
      expect(emulatorLedger(emu)).toHaveLength(before);

      const started = await engine.run(quote.quoteId);
      expect(started).toMatchObject({ kind: 'book', book: { companies: 3, done: 0, failed: 0 } });
      await engine.idle();
      const book = engine.get(started.id)!;
      expect(book).toMatchObject({ state: 'done', step: 'Done', book: { companies: 3, done: 3, failed: 0, current: null } });
      // Its companies' actions, in the book's order, each done and a child of the book.
      const children = engine.list().filter((a: ActionView) => a.parentId === started.id);
      expect(children.map((c) => c.subject).reverse()).toEqual([large, middle, small]);
      for (const c of children) expect(c).toMatchObject({ kind: 'mirror', state: 'done' });
      // What the book spent is its companies' spend, within what was accepted, and the registry's own count.
      const spent = children.reduce((s, c) => s + c.spentPaisa, 0);
      expect(book.spentPaisa).toBe(spent);
      expect(spent).toBeLessThanOrEqual(quote.mostPaisa);
      const charged = emulatorLedger(emu).slice(before);
      expect(charged.reduce((s, e) => s + e.pricePaisa, 0)).toBe(spent);
      expect(charged.filter((e) => e.endpoint === 'companies.unlock').map((e) => e.subject).sort()).toEqual([large, middle, small].sort());
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 300_000);

  it('pauses with the company under way, and a resume goes on from it, buying nothing twice', async () => {
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: recordingSink() });
    try {
      const [a, b] = companies(2, [...lib.library.companies.list().map((c) => c.id)]);
      const quote = await engine.quoteBook({ kind: 'mirror', bookId: 'bk_test2', bookName: 'Pause book', members: [member(a!, 2), member(b!, 1)] });
      // The first company's archive is held mid-transfer: the book is under way at a known point.
      emu.faults.holdBlobDownloads(1, 512);
      const started = await engine.run(quote.quoteId);
      while (emu.faults.heldBlobDownloads() === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      engine.pause(started.id);
      emu.faults.releaseBlobDownloads();
      await engine.idle();
      expect(engine.get(started.id)?.state).toBe('paused');
      // The companies under way (two run side by side) pause with their book.
      const under = engine.list().filter((x) => x.parentId === started.id);
      expect(under.map((x) => x.subject)).toContain(a);
      for (const x of under) expect(x.state).toBe('paused');
      const resume = await engine.quoteResume(started.id);
      expect(resume.blockedReason).toBeNull();
      expect(resume.title).toBe('Resume: Mirror the book "Pause book" (2 companies)');
      await engine.run(resume.quoteId);
      await engine.idle();
      expect(engine.get(started.id)).toMatchObject({ state: 'done', book: { done: 2, failed: 0 } });
      const unlocks = emulatorLedger(emu).filter((e) => e.endpoint === 'companies.unlock' && (e.subject === a || e.subject === b));
      expect(unlocks).toHaveLength(2);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 300_000);

  it('with a limit below what the next company is expected to cost, stops at its turn before buying any of it', async () => {
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: recordingSink() });
    try {
      const [a, b] = companies(2, [...lib.library.companies.list().map((c) => c.id)]);
      const quote = await engine.quoteBook({ kind: 'mirror', bookId: 'bk_test3', bookName: 'Tight book', members: [member(a!, 2), member(b!, 1)] });
      const firstExpected = quote.book!.companies[0]!.mostPaisa;
      const before = emulatorLedger(emu).length;
      const started = await engine.run(quote.quoteId, { limitPaisa: firstExpected + 100 });
      await engine.idle();
      const book = engine.get(started.id)!;
      expect(book).toMatchObject({ state: 'paused', error: { code: 'QUOTE_EXCEEDED' }, book: { done: 1 } });
      expect(book.error?.message).toMatch(/more than the book has left of what you accepted/);
      const charged = emulatorLedger(emu).slice(before);
      expect(charged.some((e) => e.subject === b)).toBe(false);
      expect(charged.reduce((s, e) => s + e.pricePaisa, 0)).toBeLessThanOrEqual(firstExpected + 100);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 300_000);
});
