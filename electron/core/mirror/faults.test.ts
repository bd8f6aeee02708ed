import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { createApiClient } from '../api';
import { checkDocuments, clientFor, emulatorLedger, engineFor, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

function company(registry: SyntheticRegistry, sandbox: boolean, min: number, max: number, need: { withForm?: string } = {}): string {
  for (const c of sandbox ? registry.sandboxCompanies() : registry.companies()) {
    const entry = registry.company(c.cin)!;
    const n = registry.filings(c.cin).length;
    const forms = registry.extractionForms(c.cin);
    if (entry.sandbox !== sandbox || entry.idType !== 'cin' || n < min || n > max) continue;
    if (forms.includes('AOC-4') && (need.withForm === undefined || forms.includes(need.withForm))) return c.cin;
  }
  throw new Error('no suitable company');
}

describe('a mirror through a 429 storm and 503s', () => {
  let emu: Emu;
  beforeAll(async () => {
    // 30 requests per emulated minute, against a client that believes it may send 60,000.
    emu = await startTestEmulator({ rateLive: 10 });
  });
  afterAll(async () => {
    await emu.close();
  });

  it('finishes with every PDF and a ledger equal to the registry’s', async () => {
    const cin = company(emu.registry, false, 20, 40);
    const statuses: number[] = [];
    const client = createApiClient({
      baseUrl: emu.url,
      apiKey: emu.keys.live,
      limits: { livePerMinute: 60_000, testPerMinute: 60_000 },
      now: () => emu.clock.now(),
      // Waiting (Retry-After, backoff) moves the emulator's clock instead of the test's.
      sleep: (ms) => {
        emu.clock.advance(ms);
        return new Promise((resolve) => setImmediate(resolve));
      },
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        statuses.push(res.status);
        return res;
      },
    });
    const lib = tempLibrary();
    // Every PDF through the billed, rate-limited download (the road the storm hits); the zip road under
    // its own faults is tested in zip-faults.test.ts.
    const engine = engineFor({ library: lib.library, client, now: () => emu.clock.now(), tuning: { zipFirst: false } });
    try {
      emu.faults.failNextRequests(6, '/filings');
      const quote = await engine.quoteMirror(cin, { includeDirectors: false });
      const action = await engine.run(quote.quoteId);
      await engine.idle();
      expect(engine.get(action.id)).toMatchObject({ state: 'done', error: null });
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
      expect(statuses.filter((s) => s === 503)).toHaveLength(6);
      const filings = lib.library.filings.listByCompany(cin, { limit: 1000 });
      expect(filings).toHaveLength(emu.registry.filings(cin).filter((f) => f.row.createdAt <= '2026-11-01T00:00:00.000Z').length);
      expect(checkDocuments(lib.library, cin)).toEqual({ count: filings.length, bad: [] });
      const theirs = emulatorLedger(emu);
      expect(theirs.filter((e) => e.endpoint === 'companies.filings.download')).toHaveLength(filings.length);
      expect(lib.library.ledger.list({ limit: 10_000 }).map((e) => e.requestId).sort()).toEqual(theirs.map((e) => e.requestId).sort());
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 120_000);
});

describe('messy values and dropped optional fields', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  /** Mirrors a sandbox company, then mirrors it again through `faults`; nothing stored may be lost. */
  async function secondMirrorKeepsEverything(cin: string, faults: { messyValues: boolean; dropOptionalFields: boolean }) {
    const lib = tempLibrary();
    const { library } = lib;
    const engine = engineFor({ library, client: clientFor(emu, emu.keys.test) });
    const mirror = async () => {
      const action = await engine.run((await engine.quoteMirror(cin, { includeDirectors: false })).quoteId);
      await engine.idle();
      return engine.get(action.id)!;
    };
    const snapshot = () => {
      const c = library.companies.get(cin)!;
      return {
        company: { name: c.name, status: c.status, dateOfIncorporation: c.dateOfIncorporation, companyType: c.companyType, paidUp: c.paidUpCapitalPaisa },
        filings: library.filings.listByCompany(cin, { limit: 1000 }).map((f) => [f.filingId, f.formId, f.dateOfFiling, f.fileSize, f.numberOfPages, f.attachmentLabel]),
        directors: library.directors.rolesAtCompany(cin).map((r) => `${r.din} ${r.appointedOn}`).sort(),
        charges: library.charges.list(cin).map((ch) => [ch.chargeId, ch.satisfiedOn, ch.modifiedOn]),
        extractions: library.extractions.list(cin).map((e) => `${e.formType} ${e.key} ${e.scope}`),
        items: library.extractions.items(cin).length,
      };
    };
    try {
      expect((await mirror()).state).toBe('done');
      const before = snapshot();
      expect(before.company.name).not.toBeNull();
      expect(before.company.dateOfIncorporation).not.toBeNull();

      emu.faults.set(faults);
      const second = await mirror();
      expect(second.error).toBeNull();
      expect(second.state).toBe('done');
      const after = snapshot();
      expect(after.company).toEqual(before.company);
      expect(after.filings).toEqual(before.filings);
      expect(after.directors).toEqual(before.directors);
      expect(after.charges).toEqual(before.charges);
      expect(after.extractions).toEqual(before.extractions);
      expect(after.items).toBe(before.items);
      expect(checkDocuments(library, cin).bad).toEqual([]);
    } finally {
      emu.faults.reset();
      await engine.close();
      lib.cleanup();
    }
  }

  it('values as the registry spells them ("Y", "", numeric strings, "AOC - 4") are read without loss', async () => {
    await secondMirrorKeepsEverything(company(emu.registry, true, 20, 60), { messyValues: true, dropOptionalFields: false });
  }, 120_000);

  it('optional fields dropped by the registry leave the stored values in place', async () => {
    await secondMirrorKeepsEverything(company(emu.registry, true, 20, 80, { withForm: 'CHARGES' }), { messyValues: true, dropOptionalFields: true });
  }, 120_000);
});
