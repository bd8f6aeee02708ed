// A lender's book through the team library (issue 26, item 7), with replicas as separate `dossier`
// processes against one real throwaway PostgreSQL: a book imported on one replica reaches another
// with its rows, references, exposures, review marks and saved views; a re-import travels as
// updates of the same rows (by reference) and removals; a removal never takes away a later edit
// (and an older edit never brings back a removal); a book removed goes from every replica; a
// viewer's replica reads books and pushes none, saying so once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookFile } from '../../shared/bridge/portfolio';
import type { TeamSyncView } from '../../shared/bridge/team';
import { importBook } from '../../electron/core/portfolio/import-book';
import { type Library, openLibrary } from '../../electron/core/store';
import { jsonOf, newReplica, type Replica, runReplica, startTeamWorld, type TeamEmulator, type TeamWorld, withLibrary } from '../support/core/team-replicas';

type Ok<T> = { ok: true; value: T };

const HOUR = 3_600_000;
const HEADER = 'Loan A/c No,Borrower Name,CIN,Exposure,Segment';
const ZENITH = 'U72200KA2009PTC049889';
const HARBOUR = 'L65910MH1994PLC080618';
const KEMI = 'U46934WB2022PTC379350';
const file = (lines: string[], name = 'sme.csv'): BookFile => ({ name, encoding: 'utf8', content: `${[HEADER, ...lines].join('\r\n')}\r\n` });

/** A library opened on a replica's folder with its clock at `at`, for an async step (an import). */
async function withLibraryAsync<T>(r: Replica, at: Date, fn: (library: Library) => Promise<T>): Promise<T> {
  const library = openLibrary(r.dataDir, { now: () => at });
  try {
    return await fn(library);
  } finally {
    library.close();
  }
}

interface RowSeen {
  uid: string;
  reference: string | null;
  exposurePaisa: number | null;
  companyId: string | null;
  resolution: string;
}

function bookOn(r: Replica, name = 'SME'): { id: string; name: string; rows: RowSeen[]; reviews: string[]; views: string[] } | null {
  return withLibrary(r, (l) => {
    const book = l.portfolios.find(name);
    if (!book) return null;
    const rows = l.portfolios.rows
      .list(book.id)
      .map((x) => ({ uid: x.uid, reference: x.reference, exposurePaisa: x.exposurePaisa, companyId: x.companyId, resolution: x.resolution }))
      .sort((x, y) => String(x.reference).localeCompare(String(y.reference)));
    return { id: book.id, name: book.name, rows, reviews: [...l.portfolios.reviews(book.id).keys()].sort(), views: l.portfolios.views(book.id).map((v) => v.name) };
  });
}

describe('books through the team library', () => {
  let world: TeamWorld;
  let emu: TeamEmulator;
  let a: Replica;
  let b: Replica;
  const t0 = Date.now();
  const at = (hours: number) => new Date(t0 + hours * HOUR);
  const sync = async (r: Replica): Promise<TeamSyncView> => {
    const run = await runReplica(emu, r, ['team', 'sync']);
    expect(run.code, `${r.name}: ${run.stdout}${run.stderr}`).toBe(0);
    return jsonOf<Ok<TeamSyncView>>(run).value;
  };
  const teamItems = async (kind: string) =>
    (await world.pg.superQuery<{ uid: string; removed: boolean; created_by: string }>(
      'SELECT uid, removed_at IS NOT NULL AS removed, created_by FROM dossier.portfolio_items WHERE kind = $1 ORDER BY uid',
      [kind],
    )).rows;

  beforeAll(async () => {
    world = await startTeamWorld(['asha', 'ravi']);
    emu = world.emu;
    [a, b] = world.replicas as [Replica, Replica];
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it('brings a book imported on one replica to another with its rows, exposures, marks and views; a re-import travels by reference', async () => {
    const first = await withLibraryAsync(a, at(0), (l) =>
      importBook(l, 'SME', file([`LN1,Zenith Lotus Software Pvt Ltd,${ZENITH},1.2 crore,SME`, `LN2,Harbour Finance Ltd,${HARBOUR},45 lakh,SME`, `LN3,Kemi Trading Pvt Ltd,${KEMI},"₹5,00,000",SME`])),
    );
    expect(first).toMatchObject({ created: true, added: 3 });
    withLibrary(
      a,
      (l) => {
        const book = l.portfolios.find('SME')!;
        l.portfolios.markReviewed(book.id, [ZENITH]);
        l.portfolios.saveView(book.id, 'Large first', { sort: { column: 'exposure', direction: 'desc' }, filter: {}, search: '', columns: ['name', 'exposure'] });
      },
      at(0.1),
    );

    const pushed = await sync(a);
    // The book, three rows, a review mark and a saved view.
    expect(pushed.pushed).toMatchObject({ bookItems: 6, bookRemovals: 0 });
    expect((await teamItems('row')).map((r) => r.created_by)).toEqual(['asha', 'asha', 'asha']);
    const pulled = await sync(b);
    expect(pulled.pulled).toMatchObject({ bookItems: 6, bookRemovals: 0 });

    const onA = bookOn(a)!;
    const onB = bookOn(b)!;
    expect(onB).toEqual(onA);
    expect(onB.rows.map((r) => [r.reference, r.exposurePaisa, r.companyId, r.resolution])).toEqual([
      ['LN1', 1_20_00_000_00, ZENITH, 'resolved'],
      ['LN2', 45_00_000_00, HARBOUR, 'resolved'],
      ['LN3', 5_00_000_00, KEMI, 'resolved'],
    ]);
    expect(onB.reviews).toEqual([ZENITH]);
    expect(onB.views).toEqual(['Large first']);
    // Nothing pulled goes back: B has nothing of the book to push.
    expect((await sync(b)).pushed.offered).toBe(0);

    // Re-imported on A: LN1's exposure changed, LN2 gone, LN4 new.
    const second = await withLibraryAsync(a, at(1), (l) =>
      importBook(l, 'SME', file([`LN1,Zenith Lotus Software Pvt Ltd,${ZENITH},1.5 crore,SME`, `LN3,Kemi Trading Pvt Ltd,${KEMI},"₹5,00,000",SME`, `LN4,Harbour Finance Ltd,${HARBOUR},2 Cr,SME`], 'sme-april.csv')),
    );
    expect(second).toMatchObject({ created: false, added: 1, updated: 1, unchanged: 1, removed: 1 });
    const again = await sync(a);
    expect(again.pushed).toMatchObject({ bookRemovals: 1 });
    const later = await sync(b);
    expect(later.pulled).toMatchObject({ bookRemovals: 1 });
    const b2 = bookOn(b)!;
    expect(b2.rows.map((r) => [r.reference, r.exposurePaisa])).toEqual([
      ['LN1', 1_50_00_000_00],
      ['LN3', 5_00_000_00],
      ['LN4', 2_00_00_000_00],
    ]);
    // The same row, updated in place: LN1 keeps its id on both replicas.
    expect(b2.rows.find((r) => r.reference === 'LN1')!.uid).toBe(onA.rows.find((r) => r.reference === 'LN1')!.uid);
    expect(b2).toEqual(bookOn(a));
  }, 120_000);

  it('keeps an edit made after a colleague removed the row, and removes a row edited before its removal', async () => {
    const rowOf = (r: Replica, ref: string) => bookOn(r)!.rows.find((x) => x.reference === ref);
    const lnx = (l: Library, ref: string) => l.portfolios.rows.list(l.portfolios.find('SME')!.id).find((x) => x.reference === ref)!;
    // A removes LN3 (a re-import without it) at +2 h and syncs first; B, offline, answered LN3 at +3 h.
    await withLibraryAsync(a, at(2), (l) =>
      importBook(l, 'SME', file([`LN1,Zenith Lotus Software Pvt Ltd,${ZENITH},1.5 crore,SME`, `LN4,Harbour Finance Ltd,${HARBOUR},2 Cr,SME`], 'sme-may.csv')),
    );
    withLibrary(
      b,
      (l) => {
        const row = lnx(l, 'LN3');
        l.portfolios.rows.resolve(row.uid, { companyId: HARBOUR, resolution: 'resolved', resolvedBy: 'analyst', candidates: [], problem: null });
      },
      at(3),
    );
    expect((await sync(a)).pushed.bookRemovals).toBe(1);
    expect(rowOf(a, 'LN3')).toBeUndefined();
    const bSync = await sync(b);
    // B's later edit brings the row back for the team; the removal does not take it from B.
    expect(bSync.pushed.bookItems).toBe(1);
    expect(rowOf(b, 'LN3')).toMatchObject({ companyId: HARBOUR, resolution: 'resolved' });
    await sync(a);
    expect(rowOf(a, 'LN3')).toMatchObject({ companyId: HARBOUR, resolution: 'resolved' });
    expect((await teamItems('row')).filter((r) => r.removed)).toHaveLength(1); // LN2, from the first re-import

    // Now the other way round: B edits LN4 at +4 h offline, A removes it at +5 h and syncs first.
    withLibrary(
      b,
      (l) => {
        const row = lnx(l, 'LN4');
        l.portfolios.rows.resolve(row.uid, { companyId: ZENITH, resolution: 'resolved', resolvedBy: 'analyst', candidates: [], problem: null });
      },
      at(4),
    );
    withLibrary(
      a,
      (l) => {
        const row = lnx(l, 'LN4');
        expect(l.portfolios.rows.remove(l.portfolios.find('SME')!.id, row.uid)).toBe(true);
      },
      at(5),
    );
    await sync(a);
    const late = await sync(b);
    // The older edit does not bring the row back; its words are kept in the team's history.
    expect(late.pulled.bookRemovals).toBe(1);
    expect(rowOf(b, 'LN4')).toBeUndefined();
    const history = await world.pg.superQuery<{ outcome: string; written_by: string }>(
      `SELECT h.outcome, h.written_by FROM dossier.portfolio_history h JOIN dossier.portfolio_items i USING (kind, uid)
       WHERE i.fields->>'reference' = 'LN4' ORDER BY h.version`,
    );
    expect(history.rows.map((h) => h.outcome)).toEqual(['removed', 'overruled']);
    expect(bookOn(a)).toEqual(bookOn(b));
  }, 120_000);

  it("lets a viewer read books and push none of its own, saying so once; a book removed goes from every replica", async () => {
    const viewer = newReplica('viewer', world.pg.viewerUrl);
    const first = await sync(viewer);
    expect(first.readOnly?.message).toBe('read-only: this role pulls the team library and pushes nothing; nothing here waits to be pushed');
    expect(bookOn(viewer)).toEqual(bookOn(a));
    await withLibraryAsync(viewer, at(6), (l) => importBook(l, 'Viewer own', file([`V1,Zenith Lotus Software Pvt Ltd,${ZENITH},1 crore,SME`])));
    const kept = await sync(viewer);
    expect(kept.pushed.offered).toBe(0);
    expect(kept.readOnly?.message).toBe('read-only: 2 book entries (books, rows, saved views, review marks) kept on this desktop, not pushed');
    expect((await teamItems('book')).length).toBe(1);

    withLibrary(a, (l) => expect(l.portfolios.remove(l.portfolios.find('SME')!.id)).toBe(true), at(7));
    await sync(a);
    expect((await teamItems('book')).map((x) => x.removed)).toEqual([true]);
    expect((await teamItems('row')).every((x) => x.removed)).toBe(true);
    expect((await sync(b)).pulled.bookRemovals).toBeGreaterThanOrEqual(1);
    const afterViewer = await sync(viewer);
    expect(bookOn(b)).toBeNull();
    expect(bookOn(viewer)).toBeNull();
    expect(bookOn(viewer, 'Viewer own')).not.toBeNull();
    // The removal pulled is not the viewer's to push: only its own book waits.
    expect(afterViewer.readOnly?.message).toBe('read-only: 2 book entries (books, rows, saved views, review marks) kept on this desktop, not pushed');
    expect((await sync(b)).pushed.offered).toBe(0);
  }, 120_000);
});
