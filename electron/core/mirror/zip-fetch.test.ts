// Issue 9: `dossier fetch` (fetchMissing) on the zip road. After a refresh lists filings recorded
// since the mirror, the paid documents fetch starts a new document job; its archives bring the new
// filings' PDFs (free), and only what none delivered is bought one by one. Checked against the
// emulator: its ledger, the PDFs on disk (checkDocuments re-hashes every file and checks its size
// and pages against the filing the registry listed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE, type SyntheticRegistry } from '../../../emulator/registry/index';
import { checkDocuments, clientFor, emulatorLedger, engineFor, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

const AFTER_ALL_FILINGS = '2027-01-15T00:00:00.000Z';

/** A live company whose filing list grows after the reference date. */
function pickGrowingCompany(registry: SyntheticRegistry): { cin: string; listed: number; later: number } {
  for (const c of registry.companies()) {
    if (c.sandbox || c.idType !== 'cin') continue;
    const filings = registry.filings(c.cin);
    const later = filings.filter((f) => f.row.createdAt > REFERENCE_DATE && f.row.createdAt < AFTER_ALL_FILINGS);
    if (filings.length >= 15 && filings.length <= 50 && later.length >= 2 && later.some((f) => !f.initiallyCached)) {
      return { cin: c.cin, listed: filings.length - later.length, later: later.length };
    }
  }
  throw new Error('no suitable company');
}

describe('fetch missing documents on the zip road', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator({ startAt: '2026-11-21T10:00:00.000Z' });
  });
  afterAll(async () => {
    await emu.close();
  });

  it('takes the new filings of a refresh from the fetch job’s archives, the ledger the registry’s to the paisa', async () => {
    const { cin, listed, later } = pickGrowingCompany(emu.registry);
    const lib = tempLibrary();
    const { library } = lib;
    const engine = engineFor({ library, client: clientFor(emu, emu.keys.live), events: recordingSink(), now: () => emu.clock.now() });
    const charged = (key: string) => emulatorLedger(emu).filter((e) => e.endpoint === key).length;
    try {
      expect((await runAccepting(engine, library, await engine.quoteMirror(cin, { includeDirectors: false }))).action).toMatchObject({ state: 'done' });
      const mirrorJobs = new Set(library.zipBatches.list(cin).map((b) => b.jobId));
      expect(mirrorJobs.size).toBe(1);
      const downloadsAfterMirror = charged('companies.filings.download');

      emu.clock.set(AFTER_ALL_FILINGS);
      expect((await runAccepting(engine, library, await engine.quoteRefresh(cin))).action).toMatchObject({ state: 'done' });
      const missing = library.filings.missingDocuments(cin).map((f) => f.filingId);
      expect(missing).toHaveLength(later);

      const fetch = await engine.quoteFetch(cin);
      expect(fetch.lines.find((l) => l.endpointKey === 'companies.documents.fetch')?.count).toBe(1);
      expect(fetch.blockedReason).toBeNull();
      expect((await runAccepting(engine, library, fetch)).action).toMatchObject({ state: 'done' });
      expect(charged('companies.documents.fetch')).toBe(1);
      expect(checkDocuments(library, cin)).toEqual({ count: listed + later, bad: [] });

      // The new filings came from a job the fetch started, not the mirror's: its archives were read.
      const fetchBatches = library.zipBatches.list(cin).filter((b) => !mirrorJobs.has(b.jobId));
      expect(fetchBatches.length).toBeGreaterThan(0);
      const sources = missing.map((id) => library.documents.get(id)!.source ?? '');
      const fromZips = sources.filter((s) => s.startsWith('zip:'));
      expect(fromZips.length).toBeGreaterThan(0);
      for (const s of fromZips) expect(mirrorJobs.has(s.slice(4).split('/')[0]!)).toBe(false);
      // Bought one by one: only what no archive delivered (the priority set while the job ran).
      expect(charged('companies.filings.download') - downloadsAfterMirror).toBe(sources.filter((s) => s.startsWith('download:')).length);
      expect(library.ledger.list({ limit: 10_000 }).map((e) => e.requestId).sort()).toEqual(emulatorLedger(emu).map((e) => e.requestId).sort());
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 180_000);
});
