// A generated lender's book against the emulator's live key (issue 26, "done when"): imported,
// its open rows searched at the registry under one quote, its ambiguous row answered, then the whole
// book mirrored under one quote that the actual spend stays within (and near what it expected); the
// groups the book view finds are the emulator's business groups in the book, shares exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book } from '../../emulator/book/types';
import { createPortfolioService, type PortfolioService } from '../../electron/core/portfolio/portfolios';
import type { MirrorEngine } from '../../electron/core/mirror';
import { csvFile, generatedBook, isIdentifier } from '../support/core/book-library';
import { clientFor, emulatorLedger, engineFor, startTestEmulator, tempLibrary } from '../support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

describe('a generated book mirrored under one quote', () => {
  let emu: Emu;
  let book: Book;
  let lib: ReturnType<typeof tempLibrary>;
  let engine: MirrorEngine;
  let service: PortfolioService;

  beforeAll(async () => {
    emu = await startTestEmulator();
    book = generatedBook(emu.registry, 30);
    lib = tempLibrary();
    engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live) });
    service = createPortfolioService({ library: lib.library, engine, now: () => Date.now() });
  }, 120_000);

  afterAll(async () => {
    service?.close();
    await engine?.close();
    lib?.cleanup();
    await emu?.close();
  });

  it('imports, resolves, mirrors every company within the one quote, and finds the business group with its share', async () => {
    const report = await service.import('Thirty', csvFile(book));
    const search = await service.quoteResolve('Thirty');
    await service.runResolve(search.quoteId);
    // The analyst answers the ambiguous row (the key names its candidates; the first is picked).
    for (const r of book.truth.rows.filter((t) => t.expected === 'ambiguous')) service.resolveRow('Thirty', String(r.line), r.candidates[0]!);
    const resolved = service.rows('Thirty').filter((r) => r.resolution === 'resolved');
    const expected = new Set(book.truth.rows.filter((r) => isIdentifier(r.expected)).map((r) => r.expected));
    for (const r of resolved) if (!book.truth.rows.find((t) => t.line === r.line)!.candidates.length) expect(expected.has(r.companyId!), `line ${r.line}`).toBe(true);
    expect(report.bad.length).toBe(book.truth.counts.byExpected.bad);

    const before = emulatorLedger(emu).length;
    const quote = await service.quoteAction('Thirty', 'mirror');
    expect(quote.blockedReason).toBeNull();
    const companies = new Set(resolved.map((r) => r.companyId));
    expect(quote.book?.companies).toHaveLength(companies.size);
    // One line per endpoint, the companies' lines added up: the unlock line counts every company bought.
    const toBuy = quote.book!.companies.filter((c) => c.group === 'buy').length;
    expect(quote.lines.find((l) => l.endpointKey === 'companies.unlock')?.count).toBe(toBuy);

    const started = await engine.run(quote.quoteId);
    await engine.idle();
    const action = engine.get(started.id)!;
    expect(action).toMatchObject({ state: 'done', book: { companies: toBuy, done: toBuy, failed: 0 } });
    const charged = emulatorLedger(emu).slice(before);
    const spent = charged.reduce((s, e) => s + e.pricePaisa, 0);
    expect(action.spentPaisa).toBe(spent);
    expect(spent).toBeLessThanOrEqual(quote.mostPaisa);
    expect(Math.abs(spent - quote.totalPaisa)).toBeLessThanOrEqual(Math.ceil(quote.totalPaisa * 0.05));
    // Each company unlocked once, in the order of the book's exposure.
    const unlocked = charged.filter((e) => e.endpoint === 'companies.unlock').map((e) => e.subject);
    expect(new Set(unlocked).size).toBe(unlocked.length);
    expect(unlocked.sort()).toEqual([...companies].sort());

    // The groups the view finds are the emulator's business groups in the book, with their shares.
    const view = await service.get('Thirty', true);
    expect(book.truth.groups.length).toBeGreaterThan(0);
    const found = view.groups.groups.map((g) => g.members.map((m) => m.companyId).sort());
    const truth = book.truth.groups.map((g) => [...g.identifiers].sort());
    expect(found.sort()).toEqual(truth.sort());
    const total = view.companies.reduce((s, c) => s + (c.exposurePaisa ?? 0), 0);
    for (const g of view.groups.groups) {
      const exposure = g.members.reduce((s, m) => s + m.exposurePaisa, 0);
      expect(g.exposurePaisa).toBe(exposure);
      expect(g.share.basisPoints).toBe(Math.floor((exposure * 10_000) / total));
    }
  }, 900_000);
});
