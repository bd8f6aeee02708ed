import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, engineFor, liveCompanyWithFilings, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import { parseFilingDate, parseRegistryDate } from '../../../shared/dates';
import { addressKey, addressParts, nameKey } from '../store';
import { bookGroups } from '../views';
import { assessCompany } from './assess';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
// biome-ignore lint/suspicious/noExplicitAny: the emulator's own JSON, read back field by field
type Any = any;

const day = (read: { ok: boolean; value?: string | null }) => (read.ok ? (read.value ?? null) : null);

// A real business group of the emulator mirrored through the engine with the live key, then read
// back as a lender's book: the group found is the registry's own group, every link is stated by the
// emulator's master records, and every signal and obligation cites a filing the emulator listed.
describe('a business group of the emulator, mirrored and read as a book', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it('finds exactly the registry’s group among the book, each link stated by the emulator’s master records', async () => {
    const group = emu.registry.networks.groups.find((g) => g.cins.length === 3)!;
    const outsider = liveCompanyWithFilings(emu, 5, 40, group.cins);
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), now: () => emu.clock.now() });
    try {
      for (const cin of [...group.cins, outsider]) {
        const { action } = await runAccepting(engine, lib.library, await engine.quoteMirror(cin, { includeDirectors: false }));
        expect(action.state, cin).toBe('done');
      }
      const book = [...group.cins, outsider].map((companyId, i) => ({ companyId, exposurePaisa: (i + 1) * 1_00_00_000_00 }));
      const result = bookGroups(lib.library, book, { flagAboveBasisPoints: 5000 });
      expect(result.groups).toHaveLength(1);
      const [found] = result.groups;
      expect(found!.members.map((m) => m.companyId).sort()).toEqual([...group.cins].sort());
      expect(found!.exposurePaisa).toBe(6_00_00_000_00);
      expect(found!.share).toEqual({ numerator: 6_00_00_000_00, denominator: 10_00_00_000_00, basisPoints: 6000 });
      expect(found!.flagged).toBe(true);

      const master = (cin: string): Any => emu.registry.master(cin, emu.clock.now()) as Any;
      const registered = (cin: string) => {
        const row = (master(cin).masterData.companyData.MCAMDSCompanyAddress as Any[]).find((a) => /registered/i.test(a.addressType));
        const parts = row ? addressParts(row) : null;
        return parts ? addressKey(parts) : null;
      };
      for (const link of found!.links) {
        // Every record cited is a master record of a member, read with the request id the library keeps for it.
        for (const s of link.sources) {
          expect(s.record).toBe('master');
          expect(lib.library.companies.get(s.id)!.masterRequestId).toBe(s.requestId);
          expect(lib.library.ledger.list({ limit: 10_000 }).some((r) => r.requestId === s.requestId)).toBe(true);
        }
        if (link.kind === 'director') for (const cin of link.companyIds) expect((master(cin).masterData.directorData as Any[]).map((d) => d.DIN)).toContain(link.via.id);
        if (link.kind === 'address') for (const cin of link.companyIds) expect(registered(cin)).toBe(link.via.id);
        if (link.kind === 'charge') {
          const [holder, borrower] = link.companyIds as [string, string];
          const held = (master(borrower).masterData.indexChargesData as Any[]).filter((c) => nameKey(c.chName) === nameKey(master(holder).company) && c.dateOfSatisfaction === null);
          expect(held.length, link.words).toBeGreaterThan(0);
        }
      }
      expect(new Set(found!.links.map((l) => l.kind)).size).toBeGreaterThanOrEqual(2);

      // Signals and statutory status of each member cite what the emulator filed, on the dates it gives.
      const now = new Date(emu.clock.now()).toISOString();
      let checked = 0;
      for (const cin of group.cins) {
        const listed = new Map(emu.registry.filingsUntil(cin, emu.clock.now()).map((f) => [f.row.filingId, day(parseFilingDate(f.row.dateOfFiling))]));
        const assessed = assessCompany(lib.library, cin, now);
        const cited = [...assessed.signals.flatMap((s) => s.evidence), ...assessed.statutory.obligations.flatMap((o) => o.evidence)];
        for (const e of cited.filter((x) => x.kind === 'filing')) expect(listed.has(e.id), e.label).toBe(true);
        for (const o of assessed.statutory.obligations) {
          if (o.doneOn === null) continue;
          checked++;
          const filing = o.evidence.find((e) => e.kind === 'filing');
          if (filing) expect(listed.get(filing.id), o.words).toBe(o.doneOn);
          else expect(day(parseRegistryDate(master(cin).masterData.commonData?.dateOfLastAGM)) === o.doneOn || o.evidence[0]!.kind === 'extraction', o.words).toBe(true);
        }
        expect(assessed.band.band).toMatch(/^(high|watch|standard)$/);
      }
      // Not vacuous: the group's companies filed, and the status read those filings' dates.
      expect(checked).toBeGreaterThan(0);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 240_000);
});
