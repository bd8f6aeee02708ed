// Team migration 006 on a real throwaway PostgreSQL: a team at schema 005 gets the books' tables;
// an analyst writes book items (the later write wins, an older one and a removal older than an
// edit are kept in history once, never applied), a viewer cannot write them, history is insert only,
// and a book's removal takes the items written before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamPostgres, type TeamPostgres } from '../../../../../test/support/postgres';
import type { BookItem } from '../../../store';
import { TEAM_SCHEMA_VERSION, initTeamSchema } from '../migrate';
import { bookItemRecord, publishBookItem, publishBookRemoval } from '../publish-books';
import { openTeamDb, type TeamDb } from '../team-db';

const BOOK = 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0';
const book = (updatedAt: string, name = 'SME'): BookItem => ({
  kind: 'book',
  uid: BOOK,
  bookId: BOOK,
  updatedAt,
  fields: { name, sourceName: 'sme.csv', groupThresholdBasisPoints: 1000, createdBy: null, createdAt: '2026-11-20T10:00:00.000Z' },
});
const row = (uid: string, updatedAt: string, exposurePaisa: number): BookItem => ({
  kind: 'row',
  uid,
  bookId: BOOK,
  updatedAt,
  fields: { line: 2, reference: `LN-${uid}`, written: {}, exposurePaisa, tags: {}, companyId: null, resolution: 'pending', resolvedBy: null, candidates: [], problem: null },
});

describe('team migration 006 (books)', () => {
  let pg: TeamPostgres;
  const open: TeamDb[] = [];
  const db = (url: string) => {
    const d = openTeamDb(url);
    open.push(d);
    return d;
  };

  beforeAll(async () => {
    pg = await startTeamPostgres({ analysts: ['asha', 'ravi'] });
  }, 60_000);
  afterAll(async () => {
    for (const d of open) await d.close();
    pg?.stop();
  });

  it('adds the books to a team at 005, later writes win, a removal never takes a later edit, history keeps the rest', async () => {
    const admin = db(pg.adminUrl);
    expect((await initTeamSchema(admin, 5)).to).toBe(5);
    expect(await initTeamSchema(admin)).toEqual({ from: 5, to: TEAM_SCHEMA_VERSION, applied: ['006-books'] });

    const asha = db(pg.analystUrls.asha!);
    const ravi = db(pg.analystUrls.ravi!);
    expect(await asha.write((q) => publishBookItem(q, book('2026-11-21T10:00:00.000Z')))).toBe(true);
    expect(await asha.write((q) => publishBookItem(q, row('r1', '2026-11-21T10:00:00.000Z', 100)))).toBe(true);
    expect(await asha.write((q) => publishBookItem(q, row('r2', '2026-11-21T10:00:00.000Z', 200)))).toBe(true);
    // The same write again changes nothing; an older one is overruled (kept once, offered twice).
    expect(await asha.write((q) => publishBookItem(q, row('r1', '2026-11-21T10:00:00.000Z', 100)))).toBe(false);
    expect(await ravi.write((q) => publishBookItem(q, row('r1', '2026-11-20T10:00:00.000Z', 50)))).toBe(false);
    expect(await ravi.write((q) => publishBookItem(q, row('r1', '2026-11-20T10:00:00.000Z', 50)))).toBe(false);
    // A later write wins; a removal older than it stands aside.
    expect(await ravi.write((q) => publishBookItem(q, row('r1', '2026-11-22T10:00:00.000Z', 150)))).toBe(true);
    expect(await asha.write((q) => publishBookRemoval(q, { kind: 'row', uid: 'r1', bookId: BOOK, removedAt: '2026-11-21T12:00:00.000Z' }))).toBe(false);
    const r1 = await bookItemRecord(asha, 'row|r1');
    expect(r1).toMatchObject({ removedAt: null, updatedBy: 'ravi', item: { fields: { exposurePaisa: 150 } } });
    expect((await pg.superQuery(`SELECT version, fields->>'exposurePaisa' AS exposure, removed_at, outcome, written_by FROM dossier.portfolio_history WHERE uid = 'r1' ORDER BY version`)).rows).toEqual([
      { version: 1, exposure: '50', removed_at: null, outcome: 'overruled', written_by: 'ravi' },
      { version: 2, exposure: '100', removed_at: null, outcome: 'replaced', written_by: 'ravi' },
      { version: 3, exposure: null, removed_at: '2026-11-21T12:00:00.000Z', outcome: 'overruled', written_by: 'asha' },
    ]);

    // The book removed: its items written before go with it; one written after stays.
    expect(await ravi.write((q) => publishBookItem(q, row('r3', '2026-11-24T10:00:00.000Z', 300)))).toBe(true);
    expect(await asha.write((q) => publishBookRemoval(q, { kind: 'book', uid: BOOK, bookId: BOOK, removedAt: '2026-11-23T10:00:00.000Z' }))).toBe(true);
    expect((await pg.superQuery(`SELECT kind, uid, removed_at IS NOT NULL AS removed, removed_by FROM dossier.portfolio_items ORDER BY kind, uid`)).rows).toEqual([
      { kind: 'book', uid: BOOK, removed: true, removed_by: 'asha' },
      { kind: 'row', uid: 'r1', removed: true, removed_by: 'asha' },
      { kind: 'row', uid: 'r2', removed: true, removed_by: 'asha' },
      { kind: 'row', uid: 'r3', removed: false, removed_by: null },
    ]);
    // A later write of the book brings it back.
    expect(await ravi.write((q) => publishBookItem(q, book('2026-11-25T10:00:00.000Z', 'SME (kept)')))).toBe(true);
    expect(await bookItemRecord(asha, `book|${BOOK}`)).toMatchObject({ removedAt: null, item: { fields: { name: 'SME (kept)' } } });
    const log = await pg.superQuery<{ n: number }>(`SELECT count(*)::int AS n FROM dossier.change_log WHERE kind = 'portfolio'`);
    expect(log.rows[0]!.n).toBe(9);
  });

  it('lets a viewer read books and write none; history is insert only', async () => {
    const viewer = db(pg.viewerUrl);
    expect((await viewer.query('SELECT count(*)::int AS n FROM dossier.portfolio_items'))[0]).toEqual({ n: 4 });
    await expect(viewer.write((q) => publishBookItem(q, row('v1', '2026-11-26T10:00:00.000Z', 1)))).rejects.toThrow(/permission denied/);
    const asha = db(pg.analystUrls.asha!);
    await expect(asha.query(`UPDATE dossier.portfolio_history SET outcome = 'replaced'`)).rejects.toThrow(/permission denied/);
  });
});
