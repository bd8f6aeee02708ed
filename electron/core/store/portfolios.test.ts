import { describe, expect, it } from 'vitest';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';
import type { BookRowInput } from './portfolio-rows';

const row = (over: Partial<BookRowInput> = {}): BookRowInput => ({
  line: 2,
  reference: 'LN-001',
  written: { name: 'Zenith Lotus Software Pvt Ltd', exposure: '1.5 crore' },
  exposurePaisa: 1_50_00_000_00,
  sanctionDate: '2023-03-05',
  rm: 'Asha Rao',
  state: 'Karnataka',
  pin: '560001',
  tags: { Segment: 'SME' },
  companyId: CIN,
  resolution: 'resolved',
  resolvedBy: 'library',
  candidates: [],
  problem: null,
  ...over,
});

describe('portfolios (the books repository)', () => {
  const t = useTempLibrary();

  it('makes a book with a random id, finds it by id or by its name with case and spacing aside, and refuses a second of that name', () => {
    const book = t.lib.portfolios.create({ name: '  SME   book ', sourceName: 'sme.csv' });
    expect(book).toMatchObject({ name: 'SME   book', sourceName: 'sme.csv', groupThresholdBasisPoints: 1000, createdBy: null });
    expect(book.id).toMatch(/^[0-9a-f]{32}$/);
    expect(t.lib.portfolios.find(book.id)?.id).toBe(book.id);
    expect(t.lib.portfolios.find('sme BOOK')?.id).toBe(book.id);
    expect(t.lib.portfolios.find('other')).toBeNull();
    expect(() => t.lib.portfolios.create({ name: 'Sme Book', sourceName: null })).toThrow(/already exists/);
    const other = t.lib.portfolios.create({ name: 'Corporate', sourceName: null });
    expect(() => t.lib.portfolios.update(other.id, { name: 'sme  book' })).toThrow(/already exists/);
    expect(t.lib.portfolios.update(other.id, { name: 'Large corporate', groupThresholdBasisPoints: 1500 })).toMatchObject({ name: 'Large corporate', groupThresholdBasisPoints: 1500 });
    expect(() => t.lib.portfolios.update(other.id, { groupThresholdBasisPoints: 0 })).toThrow(/basis points/);
    expect(t.lib.portfolios.list().map((b) => b.name)).toEqual(['Large corporate', 'SME   book']);
  });

  it('keeps rows with their values and resolution, counts them in one read, and leaves a tombstone for what is removed', () => {
    t.lib.companies.upsertMaster(masterInput({ sandbox: true }));
    const book = t.lib.portfolios.create({ name: 'SME', sourceName: null });
    const rows = t.lib.portfolios.rows;
    const a = rows.add(book.id, row());
    const b = rows.add(book.id, row({ line: 3, reference: 'LN-002', companyId: null, resolution: 'ambiguous', resolvedBy: null, exposurePaisa: 45_00_000_00, candidates: [
      { companyId: CIN, name: 'A', state: null, city: null, status: null, source: 'library', why: 'same name' },
      { companyId: CIN2, name: 'B', state: null, city: null, status: null, source: 'library', why: 'same name' },
    ] }));
    rows.add(book.id, row({ line: 4, reference: null, companyId: null, resolution: 'bad', resolvedBy: null, exposurePaisa: null, problem: 'exposure "n/a" is not an amount' }));
    expect(a.uid).not.toBe(b.uid);
    expect(rows.get(book.id, b.uid)?.candidates).toHaveLength(2);
    expect(rows.list(book.id).map((r) => r.line)).toEqual([2, 3, 4]);
    expect(rows.stats(book.id)).toEqual({ rows: 3, companies: 1, exposurePaisa: 1_50_00_000_00, counts: { resolved: 1, ambiguous: 1, unmatched: 0, bad: 1, pending: 0 }, sandbox: true });

    rows.resolve(b.uid, { companyId: CIN2, resolution: 'resolved', resolvedBy: 'analyst', candidates: [], problem: null }, '2026-11-22T00:00:00.000Z');
    expect(rows.get(book.id, b.uid)).toMatchObject({ companyId: CIN2, resolvedBy: 'analyst', updatedAt: '2026-11-22T00:00:00.000Z' });
    expect(rows.stats(book.id)).toMatchObject({ companies: 2, exposurePaisa: 1_95_00_000_00 });
    // The resolved rows in brief, by line, the name as the file wrote it: what the book view's first companies are chosen from.
    expect(rows.resolvedBrief(book.id)).toEqual([
      { uid: a.uid, line: 2, reference: a.reference, companyId: CIN, exposurePaisa: a.exposurePaisa, writtenName: a.written['name'] ?? null },
      { uid: b.uid, line: 3, reference: 'LN-002', companyId: CIN2, exposurePaisa: 45_00_000_00, writtenName: b.written['name'] ?? null },
    ]);
    expect(rows.booksOf(CIN2)).toEqual([book.id]);
    expect(rows.companies()).toEqual([CIN2, CIN].sort());

    rows.replace(a.uid, row({ exposurePaisa: 2_00_00_000_00 }));
    expect(rows.get(book.id, a.uid)?.exposurePaisa).toBe(2_00_00_000_00);
    expect(rows.remove(book.id, a.uid, 'T1')).toBe(true);
    expect(rows.remove(book.id, a.uid)).toBe(false);
    expect(t.lib.portfolios.tombstones(book.id)).toEqual([{ uid: a.uid, kind: 'row', removedAt: 'T1' }]);

    // Removing the book takes its rows, views and marks along, each with its tombstone.
    const view = t.lib.portfolios.saveView(book.id, 'High first', { sort: { column: 'band', direction: 'asc' } });
    t.lib.portfolios.markReviewed(book.id, [CIN2]);
    expect(t.lib.portfolios.remove(book.id, 'T2')).toBe(true);
    expect(t.lib.portfolios.get(book.id)).toBeNull();
    expect(t.lib.portfolios.tombstones(book.id).map((s) => s.kind).sort()).toEqual(['book', 'review', 'row', 'row', 'row', 'view']);
    expect(t.lib.portfolios.tombstones(book.id).some((s) => s.uid === view.id)).toBe(true);
  });

  it('saves views by name (the same name replaces, keeping the id) and deletes them', () => {
    const book = t.lib.portfolios.create({ name: 'SME', sourceName: null });
    const v1 = t.lib.portfolios.saveView(book.id, 'Overdue', { search: '' }, 'T1');
    const v2 = t.lib.portfolios.saveView(book.id, 'Overdue', { search: 'steel' }, 'T2');
    expect(v2).toMatchObject({ id: v1.id, spec: { search: 'steel' }, updatedAt: 'T2' });
    expect(t.lib.portfolios.views(book.id)).toHaveLength(1);
    expect(t.lib.portfolios.deleteView(book.id, v1.id)).toBe(true);
    expect(t.lib.portfolios.views(book.id)).toEqual([]);
  });

  it('counts watch changes since the analyst last reviewed each company (since the book was made, never reviewed)', () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.companies.upsertMaster(masterInput({ id: CIN2, name: 'Harbour Finance Limited' }));
    const book = t.lib.portfolios.create({ name: 'SME', sourceName: null }, '2026-11-01T00:00:00.000Z');
    t.lib.portfolios.rows.add(book.id, row());
    t.lib.portfolios.rows.add(book.id, row({ line: 3, reference: 'X', companyId: CIN2 }));
    const change = (companyId: string, at: string, key: string) => ({ companyId, kind: 'filing.new', summary: 's', before: null, after: null, filingId: null, requestId: null, detectedAt: at, runId: null, changeKey: key });
    t.lib.watch.addChanges([
      change(CIN, '2026-10-01T00:00:00.000Z', 'a'),
      change(CIN, '2026-11-05T00:00:00.000Z', 'b'),
      change(CIN, '2026-11-15T00:00:00.000Z', 'c'),
      change(CIN2, '2026-11-15T00:00:00.000Z', 'd'),
    ]);
    expect(t.lib.portfolios.changesSinceReview(book.id)).toEqual(new Map([[CIN, 2], [CIN2, 1]]));
    t.lib.portfolios.markReviewed(book.id, [CIN], '2026-11-10T00:00:00.000Z');
    expect(t.lib.portfolios.changesSinceReview(book.id)).toEqual(new Map([[CIN, 1], [CIN2, 1]]));
    expect(t.lib.portfolios.reviews(book.id).get(CIN)).toBe('2026-11-10T00:00:00.000Z');
  });

  it('lists the library’s companies with their former names for matching', () => {
    t.lib.companies.upsertMaster(masterInput({ nameHistory: [{ name: 'Lotus Soft Private Limited', changedOn: '06/30/2015' }] }));
    t.lib.companies.upsertSummary({ id: CIN2, name: 'Harbour Finance Limited', state: 'Maharashtra' });
    const found = t.lib.portfolios.matchables().sort((a, b) => a.id.localeCompare(b.id));
    expect(found).toEqual([
      { id: CIN2, name: 'Harbour Finance Limited', knownAs: null, formerNames: [], state: 'Maharashtra', city: null, status: null, sandbox: false },
      { id: CIN, name: 'Zenith Lotus Software Private Limited', knownAs: 'Zenith Soft', formerNames: ['Lotus Soft Private Limited'], state: 'Karnataka', city: 'Bengaluru', status: 'Active', sandbox: false },
    ]);
  });

  it('tells a current cache entry from a stale or missing one: by day, version, a change announced, and the company’s data written since', () => {
    t.lib.companies.upsertMaster(masterInput());
    const cache = t.lib.portfolios.assessments;
    const put = () => cache.put({ companyId: CIN, day: '2026-11-21', version: 1, fingerprint: cache.fingerprint(CIN), computedAt: 'T', assessment: { companyId: CIN }, facts: { band: 'watch' } });
    expect(cache.states([CIN, CIN2], '2026-11-21', 1)).toEqual(new Map([[CIN, 'missing'], [CIN2, 'missing']]));
    put();
    expect(cache.states([CIN], '2026-11-21', 1).get(CIN)).toBe('current');
    expect(cache.states([CIN], '2026-11-22', 1).get(CIN)).toBe('stale');
    expect(cache.states([CIN], '2026-11-21', 2).get(CIN)).toBe('stale');
    expect(cache.facts([CIN, CIN2])).toEqual(new Map([[CIN, { facts: { band: 'watch' }, computedAt: 'T', day: '2026-11-21' }]]));
    expect(cache.markStale([CIN])).toBe(1);
    expect(cache.states([CIN], '2026-11-21', 1).get(CIN)).toBe('stale');
    put();
    // Another process wrote the company (a team pull, the CLI) and no event said so: the fingerprint moved.
    t.clock.now = new Date('2026-11-21T11:00:00.000Z');
    t.lib.companies.upsertMaster(masterInput({ status: 'Strike Off' }));
    expect(cache.states([CIN], '2026-11-21', 1).get(CIN)).toBe('stale');
    put();
    t.lib.watch.addChanges([{ companyId: CIN, kind: 'status.changed', summary: 's', before: null, after: null, filingId: null, requestId: null, detectedAt: 'T', runId: null, changeKey: 'k' }]);
    expect(cache.states([CIN], '2026-11-21', 1).get(CIN)).toBe('stale');
    put();
    expect(cache.markStale()).toBe(1);
    expect(cache.get(CIN)).toMatchObject({ stale: true, facts: { band: 'watch' } });
  });
});
