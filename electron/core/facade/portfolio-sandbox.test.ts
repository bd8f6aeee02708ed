// A book through the bridge of a real core on the embedded sandbox: portfolio.import with its
// arguments checked at the boundary, the registry search of open rows under one quote on the test
// key (free, nothing in the ledger), the view settled; then a mirror through action.run: the
// core's event sink passes the engine's library.changed to the books, so the company's cached
// assessment is made again in the background without anyone asking for the view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { mirror } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';
import { openLibrary } from '../store';

let emu: EmulatorHandle;
let fx: CoreFixture;

beforeAll(async () => {
  emu = await startTestEmulator();
  fx = await openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test }, now: () => emu.clock.now() });
  await fx.call('onboarding.useSandbox');
}, 120_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu.close();
});

/** The cached assessment of a company as the library holds it, read by another connection. */
function cached(companyId: string): { computedAt: string; stale: boolean } | null {
  const library = openLibrary(fx.dataDir, { readonly: true });
  try {
    const entry = library.portfolios.assessments.get(companyId);
    return entry ? { computedAt: entry.computedAt, stale: entry.stale } : null;
  } finally {
    library.close();
  }
}

describe('a book on the sandbox, through the bridge', () => {
  it('imports, searches the open rows for free, settles the view, and keeps a mirrored company’s assessment current', { timeout: 180_000 }, async () => {
    const sandbox = (await fx.call('registry.sandbox')).filter((c) => c.kind === 'company' && c.idType === 'cin');
    const [byId, byName1, byName2] = sandbox;
    const csv = ['Facility ID,CIN,Borrower Name,Exposure', `F1,${byId!.id},,1 crore`, `F2,,M/s ${byName1!.name.toUpperCase()},50 lakh`, `F3,,${byName2!.name},25L`].join('\n');
    expect((await fx.fail('portfolio.import', { name: '', file: { name: 'b.csv', encoding: 'utf8', content: csv } })).code).toBe('BAD_ARGUMENTS');
    const imported = await fx.call('portfolio.import', { name: 'Sandbox book', file: { name: 'b.csv', encoding: 'utf8', content: csv } });
    expect(imported).toMatchObject({ created: true, added: 3, openRows: 2 });

    const quote = await fx.call('portfolio.quoteResolve', { id: 'Sandbox book' });
    expect(quote).toMatchObject({ sandbox: true, totalPaisa: 0, blockedReason: null });
    const searched = await fx.call('portfolio.runResolve', { quoteId: quote.quoteId });
    expect(searched.searched).toMatchObject({ rows: 2, resolved: 2, spentPaisa: 0 });
    const rows = await fx.call('portfolio.rows', { id: 'Sandbox book' });
    expect(rows.map((r) => [r.companyId, r.resolvedBy])).toEqual([[byId!.id, 'identifier'], [byName1!.id, 'registry'], [byName2!.id, 'registry']]);

    const view = await fx.call('portfolio.get', { id: 'Sandbox book', settle: true });
    expect(view).toMatchObject({ pending: 0, book: { companies: 3, exposurePaisa: 1_75_00_000_00, sandbox: true } });
    expect(view.companies.every((c) => c.assessment === 'current' && !c.mirrored)).toBe(true);
    const before = cached(byId!.id)!;
    expect(before.stale).toBe(false);
    const other = cached(byName1!.id)!;

    // A mirror: its library.changed reaches the books through the core; nobody asks for the view meanwhile.
    emu.clock.advance(60_000);
    expect((await mirror(fx, byId!.id)).state).toBe('done');
    await fx.core.idle();
    const deadline = Date.now() + 60_000;
    let now = cached(byId!.id)!;
    while (now.computedAt === before.computedAt && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      now = cached(byId!.id)!;
    }
    expect(now.computedAt > before.computedAt).toBe(true);
    expect(now.stale).toBe(false);
    const after = await fx.call('portfolio.get', { id: 'Sandbox book' });
    expect(after.pending).toBe(0);
    expect(after.companies.find((c) => c.companyId === byId!.id)).toMatchObject({ mirrored: true, assessment: 'current' });
    // Only the company that changed was assessed again.
    expect(cached(byName1!.id)).toEqual(other);
  });
});
