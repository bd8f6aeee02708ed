// The book view of a business group of the emulator mirrored through the engine (live key, real
// HTTP): the group found with its exposure and share of the book; the band, signals and statutory
// status served from the assessment cache, equal to the assessment itself; the view answering at
// once with what is pending, then settled; a company changed by a refresh (the engine's
// library.changed) or a new IST day making entries stale, recomputed in the background; review
// marks resetting "changes since review"; the digest of what changed since a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookCompanyRow } from '../../../shared/bridge/portfolio';
import { clientFor, engineFor, liveCompanyWithFilings, recordingSink, runAccepting, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import type { EventSink } from '../bridge-handlers';
import type { MirrorEngine } from '../mirror';
import { assessCompany } from '../signals';
import { createPortfolioService, type PortfolioService } from './portfolios';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;
const CRORE = 1_00_00_000_00;

describe('the book view of a mirrored business group', () => {
  let emu: Emu;
  let lib: ReturnType<typeof tempLibrary>;
  let engine: MirrorEngine;
  let service: PortfolioService;
  let members: string[];
  let outsider: string;
  const recorded = recordingSink();

  beforeAll(async () => {
    // Ten in the morning in India today: the two hours the test moves the clock stay within the day
    // (a run late in the evening would cross midnight IST, when every entry goes stale).
    emu = await startTestEmulator({ startAt: `${new Date().toISOString().slice(0, 10)}T04:30:00.000Z` });
    lib = tempLibrary();
    // The core's wiring: every event of the engine passes by the books (index.ts does the same).
    const sink: EventSink = {
      emit(name, payload) {
        recorded.emit(name, payload);
        if (name === 'library.changed') {
          const id = (payload as { companyId: string | null }).companyId;
          service?.invalidate(id === null ? null : [id]);
        }
      },
    };
    engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), events: sink, now: () => emu.clock.now() });
    service = createPortfolioService({ library: lib.library, engine, now: () => emu.clock.now() });
    const group = emu.registry.networks.groups.find((g) => g.cins.length === 3)!;
    members = [...group.cins];
    outsider = liveCompanyWithFilings(emu, 5, 40, members);
    for (const cin of [...members, outsider]) {
      const { action } = await runAccepting(engine, lib.library, await engine.quoteMirror(cin, { includeDirectors: false }));
      expect(action.state, cin).toBe('done');
    }
  }, 300_000);

  afterAll(async () => {
    service?.close();
    await engine?.close();
    lib?.cleanup();
    await emu?.close();
  });

  it('shows the group with its share and each company from the cache; a change and a new day make entries stale until recomputed', async () => {
    const lines = [
      'Facility ID,CIN,Name of the Company,Outstanding',
      `F1,${members[0]},,3 crore`,
      `F2,${members[1]},,2 crore`,
      `F3,${members[2]},,1 crore`,
      `F4,${outsider},,4 crore`,
      'F5,,Nobody Known Traders,1 crore',
    ];
    const imported = await service.import('Group book', { name: 'group.csv', encoding: 'utf8', content: lines.join('\n') });
    expect(imported.book).toMatchObject({ companies: 4, exposurePaisa: 10 * CRORE, counts: { resolved: 4, pending: 1 } });

    // At once: nothing assessed yet, the groups and freshness already there.
    const first = await service.get('group book');
    expect(first.pending).toBe(4);
    expect(first.companies.every((c) => c.assessment === 'pending' && c.band === null)).toBe(true);
    expect(first.groups.groups).toHaveLength(1);
    const [group] = first.groups.groups;
    expect(group!.members.map((m) => m.companyId).sort()).toEqual([...members].sort());
    expect(group!.exposurePaisa).toBe(6 * CRORE);
    expect(group!.share).toEqual({ numerator: 6 * CRORE, denominator: 10 * CRORE, basisPoints: 6000 });
    expect(group!.flagged).toBe(true);
    expect(first.unresolved.map((r) => [r.line, r.resolution])).toEqual([[6, 'pending']]);
    const byId = (rows: readonly BookCompanyRow[]) => new Map(rows.map((c) => [c.companyId, c]));
    expect(byId(first.companies).get(outsider)).toMatchObject({ shareBasisPoints: 4000, groupIndex: null, mirrored: true, exposurePaisa: 4 * CRORE });
    for (const m of members) expect(byId(first.companies).get(m)!.groupIndex).toBe(0);

    // Settled: every company from the cache, equal to its assessment now.
    const settled = await service.get('Group book', true);
    expect(settled.pending).toBe(0);
    const now = new Date(emu.clock.now()).toISOString();
    for (const c of settled.companies) {
      const a = assessCompany(lib.library, c.companyId, now);
      expect(c.assessment).toBe('current');
      expect(c.band, c.companyId).toBe(a.band.band);
      expect(c.signals.high + c.signals.medium + c.signals.info).toBe(a.signals.length);
      expect(c.statutory.overdue).toBe(a.statutory.obligations.filter((o) => o.state === 'overdue').length);
      expect(c.freshness.badge).not.toBe('unknown');
      const detail = service.company('Group book', c.companyId);
      expect(detail.signals).toEqual(a.signals);
      expect(detail.band).toEqual(a.band);
      expect(detail.row.companyId).toBe(c.companyId);
    }
    // Not vacuous: the group's companies filed, and the view read when.
    expect(settled.companies.some((c) => c.latestAccounts !== null)).toBe(true);
    // Small: no evidence in the view.
    expect(JSON.stringify(settled)).not.toContain('"evidence"');

    // A refresh of one member: the engine's library.changed makes its entry stale, and the worker computes it again.
    const computedAt = (id: string) => lib.library.portfolios.assessments.get(id)!.computedAt;
    const before = new Map([...members, outsider].map((id) => [id, computedAt(id)]));
    emu.clock.advance(2 * 3_600_000);
    const { action } = await runAccepting(engine, lib.library, await engine.quoteRefresh(members[0]!));
    expect(action.state).toBe('done');
    expect(recorded.of('library.changed').some((c) => c.companyId === members[0])).toBe(true);
    await service.worker.settled();
    const refreshed = await service.get('Group book', true);
    expect(refreshed.pending).toBe(0);
    expect(computedAt(members[0]!) > before.get(members[0]!)!).toBe(true);
    for (const id of [members[1]!, members[2]!, outsider]) expect(computedAt(id), id).toBe(before.get(id));

    // A new day in India: every entry is stale, shown as last computed while it is computed again.
    emu.clock.advance(24 * 3_600_000);
    const nextDay = await service.get('Group book');
    expect(nextDay.pending).toBe(4);
    expect(nextDay.companies.every((c) => c.assessment !== 'pending' && c.band !== null)).toBe(true);
    await service.worker.settled();
    expect((await service.get('Group book')).pending).toBe(0);

    // Changes since review, then reviewed; the digest of what changed since a day.
    lib.library.watch.addChanges([
      { companyId: outsider, kind: 'address.changed', summary: 'Registered office moved', before: null, after: null, filingId: null, requestId: 'req_test', detectedAt: new Date(emu.clock.now()).toISOString(), runId: null, changeKey: 'test-move' },
    ]);
    expect(byId((await service.get('Group book')).companies).get(outsider)!.changesSinceReview).toBe(1);
    const marked = service.markReviewed('Group book', [outsider]);
    emu.clock.advance(1000);
    expect(byId((await service.get('Group book')).companies).get(outsider)).toMatchObject({ changesSinceReview: 0, reviewedAt: marked.reviewedAt });
    expect(() => service.markReviewed('Group book', ['U00000MH2000PTC000000'])).toThrow(/not in "Group book"/);
    const digest = await service.changes('Group book', new Date(emu.clock.now() - 86_400_000).toISOString());
    const moved = digest.companies.find((c) => c.companyId === outsider)!;
    expect(moved.changes.map((c) => [c.kind, c.requestId])).toEqual([['address.changed', 'req_test']]);
    expect(digest.companies.map((c) => c.exposurePaisa)).toEqual([...digest.companies.map((c) => c.exposurePaisa)].sort((a, b) => (b ?? 0) - (a ?? 0)));

    // The threshold moves the flag; a saved view comes back; the book goes with its rows.
    await service.update('Group book', { groupThresholdBasisPoints: 7000 });
    expect((await service.get('Group book')).groups.groups[0]!.flagged).toBe(false);
    const view = service.saveView('Group book', 'High first', { sort: { column: 'band', direction: 'asc' }, filter: { bands: ['high'] }, search: '', columns: ['name', 'band'] });
    expect(service.views('Group book')).toEqual([view]);
    expect(service.remove('Group book')).toEqual({ removed: true });
    expect(service.list()).toEqual([]);
    expect(lib.library.portfolios.assessments.get(outsider)).toBeNull();
  }, 300_000);
});
