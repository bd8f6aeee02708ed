import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE, type SyntheticRegistry } from '../../../emulator/registry/index';
import type { ApiClient } from '../api';
import type { Library } from '../store';
import { checkDocuments, clientFor, emulatorLedger, engineFor, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import type { MirrorEngine, MirrorQuote } from './types';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

const AFTER_ALL_FILINGS = '2027-01-15T00:00:00.000Z';

/** A live company whose filing list grows after the reference date, with a new PDF not yet held. */
function pickGrowingCompany(registry: SyntheticRegistry): { cin: string; listed: number; later: number } {
  for (const c of registry.companies()) {
    if (c.sandbox || c.idType !== 'cin') continue;
    const filings = registry.filings(c.cin);
    const later = filings.filter((f) => f.row.createdAt > REFERENCE_DATE && f.row.createdAt < AFTER_ALL_FILINGS);
    if (filings.length >= 15 && filings.length <= 50 && later.some((f) => !f.initiallyCached)) {
      return { cin: c.cin, listed: filings.length - later.length, later: later.length };
    }
  }
  throw new Error('no suitable company');
}

/** Runs a quote, accepting the new quote should the extraction reads outrun the estimate. */
async function runQuoted(engine: MirrorEngine, library: Library, quote: MirrorQuote) {
  return (await runAccepting(engine, library, quote)).action;
}

describe('refresh and fetch flows', () => {
  let emu: Emu;
  let lib: ReturnType<typeof tempLibrary>;
  let client: ApiClient;
  let engine: MirrorEngine;
  let library: Library;
  const sink = recordingSink();
  beforeAll(async () => {
    emu = await startTestEmulator({ startAt: '2026-11-21T10:00:00.000Z' });
    lib = tempLibrary();
    library = lib.library;
    client = clientFor(emu, emu.keys.live);
    // Counts every PDF as one billed download: the per-PDF road (the zip road: zip-*.test.ts).
    engine = engineFor({ library, client, events: sink, now: () => emu.clock.now(), tuning: { zipFirst: false } });
  });
  afterAll(async () => {
    await engine.close();
    lib.cleanup();
    await emu.close();
  });

  it('mirrors, finds nothing to fetch, refreshes, is already fresh, then fetches the new filings', async () => {
    const { cin, listed, later } = pickGrowingCompany(emu.registry);
    const charged = (key: string) => emulatorLedger(emu).filter((e) => e.endpoint === key).length;

    const mirror = await engine.quoteMirror(cin, { includeDirectors: false });
    expect(await runQuoted(engine, library, mirror)).toMatchObject({ state: 'done' });
    expect(library.filings.listByCompany(cin, { limit: 1000 })).toHaveLength(listed);

    // Every listed filing has its PDF: ₹0 is ₹0, a quote of nothing to buy that never runs.
    const nothing = await engine.quoteFetch(cin);
    expect(nothing.nothingToBuy).toMatch(/^Nothing to fetch: all \d+ listed filings .* have their PDF in the library/);
    expect(nothing).toMatchObject({ lines: [], totalPaisa: 0, mostPaisa: 0, blockedReason: null });
    await expect(engine.run(nothing.quoteId)).rejects.toMatchObject({ code: 'QUOTE_BLOCKED' });
    expect(charged('companies.documents.fetch')).toBe(0);

    // Filings recorded since become visible to the refresh.
    emu.clock.set(AFTER_ALL_FILINGS);
    const snapshotBefore = library.snapshots.latest(cin)!.readAt;
    const refresh = await engine.quoteRefresh(cin);
    expect(refresh.alreadyFresh).toBe(false);
    expect(refresh.lines.map((l) => l.endpointKey)).toEqual(['companies.update', 'companies.master', 'companies.filings.list']);
    expect(await runQuoted(engine, library, refresh)).toMatchObject({ state: 'done' });
    expect(charged('companies.update')).toBe(1);
    expect(charged('companies.master')).toBe(2);
    expect(library.filings.listByCompany(cin, { limit: 1000 })).toHaveLength(listed + later);
    expect(library.refreshJobs.latest(cin)?.status).toBe('completed');
    expect(library.snapshots.latest(cin)!.readAt > snapshotBefore).toBe(true);
    expect(sink.of('freshness').at(-1)).toMatchObject({ companyId: cin });

    // Within 24 hours: the quote says already fresh, and the registry answers alreadyFresh (charged).
    const again = await engine.quoteRefresh(cin);
    expect(again.alreadyFresh).toBe(true);
    expect(again.notes.join(' ')).toMatch(/Already fresh/);
    expect(again.lines.map((l) => l.endpointKey)).toEqual(['companies.update']);
    expect(await runQuoted(engine, library, again)).toMatchObject({ state: 'done' });
    expect(charged('companies.update')).toBe(2);
    expect(charged('companies.master')).toBe(2);

    // The new filings' PDFs: a paid fetch, then each download once.
    const fetch = await engine.quoteFetch(cin);
    expect(fetch.lines.find((l) => l.endpointKey === 'companies.documents.fetch')?.count).toBe(1);
    expect(fetch.lines.find((l) => l.endpointKey === 'companies.filings.download')?.count).toBe(later);
    expect(fetch.blockedReason).toBeNull();
    expect(await runQuoted(engine, library, fetch)).toMatchObject({ state: 'done' });
    expect(charged('companies.documents.fetch')).toBe(1);
    expect(charged('companies.filings.download')).toBe(listed + later);
    expect(checkDocuments(library, cin)).toEqual({ count: listed + later, bad: [] });
    expect(library.ledger.list({ limit: 10_000 }).map((e) => e.requestId).sort()).toEqual(emulatorLedger(emu).map((e) => e.requestId).sort());
  }, 120_000);
});

describe('a refresh while a filing-list refresh runs', () => {
  let emu: Emu;
  beforeAll(async () => {
    // Slow enough that the filing-list refresh is still running when the full refresh is asked for.
    emu = await startTestEmulator({ speed: 20 });
  });
  afterAll(async () => {
    await emu.close();
  });

  it('waits out REFRESH_IN_PROGRESS (uncharged) for its Retry-After, then refreshes', async () => {
    const cin = pickGrowingCompany(emu.registry).cin;
    const lib = tempLibrary();
    const client = clientFor(emu, emu.keys.live);
    const sink = recordingSink();
    const engine = engineFor({ library: lib.library, client, events: sink, now: () => emu.clock.now() });
    try {
      const quote = await engine.quoteRefresh(cin);
      const listOnly = await client.refreshFilingList(cin);
      expect(listOnly.outcome).toBe('performed');
      expect(await runQuoted(engine, lib.library, quote)).toMatchObject({ state: 'done' });
      expect(sink.of('action.progress').some((a) => /filing-list refresh is running|Waiting for the registry's refresh of the company/.test(a.step))).toBe(true);
      const jobs = emu.state.refreshJobs.filter((j) => j.cin === cin);
      const list = jobs.find((j) => j.kind === 'filings')!;
      const full = jobs.find((j) => j.kind === 'full')!;
      expect(full.requestedAt - list.requestedAt).toBeGreaterThanOrEqual(1000);
      // The list-only refresh (asked for outside the engine) and the full one: no charge for the 409.
      expect(emulatorLedger(emu).filter((e) => e.endpoint === 'companies.update')).toHaveLength(2);
      expect(lib.library.ledger.list().filter((e) => e.endpointKey === 'companies.update')).toHaveLength(1);
      expect(lib.library.companies.get(cin)?.masterReadAt).not.toBeNull();
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 120_000);
});
