import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../emulator/registry/index';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import type { LibraryChange } from '../../../shared/bridge/events';
import type { ActionView } from '../../../shared/bridge/views';
import { checkDocuments, clientFor, emulatorLedger, engineFor, recordingSink, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

/** A sandbox company with both AOC-4 scopes in some year, MGT-7, and a modest filing count. */
function pickSandboxCompany(registry: SyntheticRegistry): string {
  for (const c of registry.sandboxCompanies()) {
    if (c.idType !== 'cin') continue;
    const filings = registry.filings(c.cin).length;
    const forms = registry.extractionForms(c.cin);
    if (filings < 20 || filings > 80 || !forms.includes('AOC-4') || !forms.includes('MGT-7')) continue;
    const years = (registry.extractionYears(c.cin, 'AOC-4') as { availableYears: number[] }).availableYears;
    if (years.some((y) => registry.extraction(c.cin, 'AOC-4', String(y), 'consolidated').data !== undefined)) return c.cin;
  }
  throw new Error('no suitable sandbox company');
}

describe('mirror of a sandbox company with the test key', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it('stores every filing row, the PDFs the sandbox holds, and extractions in both AOC-4 scopes, billing nothing', async () => {
    const cin = pickSandboxCompany(emu.registry);
    const lib = tempLibrary();
    const sink = recordingSink();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.test), events: sink, tuning: { indexText: true } });
    try {
      const quote = await engine.quoteMirror(cin, { includeDirectors: false });
      expect(quote.sandbox).toBe(true);
      expect(quote.totalPaisa).toBe(0);
      expect(quote.blockedReason).toBeNull();
      expect(quote.lines.map((l) => l.endpointKey)).toContain('companies.filings.list');

      const started = await engine.run(quote.quoteId);
      expect(['queued', 'running']).toContain(started.state);
      await engine.idle();
      const done = engine.get(started.id)!;
      expect(done.state).toBe('done');
      expect(done.done).toBe(done.total);

      const visible = emu.registry.filings(cin).filter((f) => Date.parse(f.row.createdAt) <= Date.parse(REFERENCE_DATE));
      const rows = lib.library.filings.listByCompany(cin, { limit: 10_000 });
      expect(rows.map((r) => r.filingId).sort()).toEqual(visible.map((f) => f.row.filingId).sort());
      expect(rows.every((r) => r.dateOfFiling !== null && /^\d{4}-\d{2}-\d{2}$/.test(r.dateOfFiling))).toBe(true);

      const cached = visible.filter((f) => f.initiallyCached).length;
      const docs = checkDocuments(lib.library, cin);
      expect(docs.count).toBe(cached);
      expect(docs.bad).toEqual([]);

      const years = (emu.registry.extractionYears(cin, 'AOC-4') as { availableYears: number[] }).availableYears;
      for (const year of years) {
        for (const scope of ['standalone', 'consolidated'] as const) {
          const exists = emu.registry.extraction(cin, 'AOC-4', String(year), scope).data !== undefined;
          expect(lib.library.extractions.get(cin, 'AOC-4', year, scope) !== null, `AOC-4 ${year} ${scope}`).toBe(exists);
        }
      }
      expect(lib.library.extractions.items(cin, { scope: 'consolidated' }).length).toBeGreaterThan(0);
      const mgt7 = (emu.registry.extractionYears(cin, 'MGT-7') as { availableYears: number[] }).availableYears;
      expect(lib.library.extractions.list(cin, 'MGT-7').map((e) => Number(e.key)).sort()).toEqual([...mgt7].sort());

      const company = lib.library.companies.get(cin)!;
      expect(company.masterReadAt).not.toBeNull();
      expect(company.sandbox).toBe(true);
      expect(lib.library.directors.rolesAtCompany(cin).length).toBeGreaterThan(0);
      expect(lib.library.snapshots.latest(cin)).not.toBeNull();

      expect(lib.library.ledger.total().calls).toBe(0);
      expect(emulatorLedger(emu)).toEqual([]);
      expect(sink.of('action.progress').length).toBeGreaterThan(rows.length);
      // Events carry state: the company's last change, heard before "done", holds its final summary,
      // and every part a mirror writes was announced on the way.
      const doneAt = sink.events.findIndex((e) => e.name === 'action.progress' && (e.payload as ActionView).state === 'done');
      const changes = sink.events.flatMap((e, i) => (e.name === 'library.changed' ? [{ i, change: e.payload as LibraryChange }] : []));
      expect(changes.length).toBeGreaterThan(0);
      expect(changes.every(({ change }) => change.companyId === cin)).toBe(true);
      const last = changes.at(-1)!;
      expect(last.i).toBeLessThan(doneAt);
      expect(last.change.companyId !== null && last.change.summary).toMatchObject({
        id: cin,
        totalFilings: rows.length,
        downloadedPdfs: cached,
        missingPdfs: rows.length - cached,
        sandbox: true,
        unlock: { state: 'active', sandbox: true },
        mirroredAt: lib.library.actions.get(started.id)!.finishedAt,
      });
      const parts = new Set(changes.flatMap(({ change }) => (change.companyId === null ? [] : change.parts)));
      expect([...parts].sort()).toEqual(['directors', 'documents', 'filings', 'financials', 'freshness', 'register', 'unlock']);
      expect(sink.of('freshness').at(-1)?.companyId).toBe(cin);
      expect(sink.of('spend')).toEqual([]);

      // PDF text is indexed in the background: a page of some stored filing is searchable.
      const stored = lib.library.filings.listByCompany(cin, { limit: 1_000 }).map((f) => lib.library.documents.get(f.filingId));
      expect(stored.filter((d) => d?.textIndexedAt != null)).toHaveLength(cached);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 180_000);
});
