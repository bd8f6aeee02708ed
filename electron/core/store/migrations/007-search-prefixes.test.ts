import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { dbAt } from '../../../../test/support/core/migration-db';

const optionsOf = (db: ReturnType<typeof dbAt>, table: string) =>
  db.prepare(`SELECT sql FROM sqlite_schema WHERE name = ?`).pluck().get(table) as string;

describe('migration 007 (search prefixes)', () => {
  it('gives the register search tables prefix indexes of two to eight characters', () => {
    const db = dbAt(7);
    for (const table of ['companies_fts', 'directors_fts', 'filings_fts', 'items_fts']) {
      expect(optionsOf(db, table), table).toContain(`prefix='2 3 4 5 6 7 8'`);
    }
    expect(optionsOf(db, 'pdf_pages')).toContain(`prefix='2 3 4'`);
  });

  it('re-indexes what a version-6 library holds, with its rank weights', () => {
    const db = dbAt(6);
    db.exec(`
      INSERT INTO companies (id, rid, id_type, name, known_as, created_at, updated_at)
        VALUES ('U72200KA2009PTC049889', 3, 'cin', 'Kaveri Agro Private Limited', 'Kaveri', 't', 't');
      INSERT INTO company_names (company_id, position, name) VALUES ('U72200KA2009PTC049889', 0, 'Kaveri Farms Limited');
      INSERT INTO company_ids (company_id, position, old_id) VALUES ('U72200KA2009PTC049889', 0, 'U01100KA2001PTC000001');
      INSERT INTO directors (din, rid, full_name, created_at, updated_at) VALUES ('01234567', 9, 'Meera Iyer', 't', 't');
      INSERT INTO filings (filing_id, rid, company_id, form_id, attachment_label, listed_at)
        VALUES ('flg_1', 4, 'U72200KA2009PTC049889', 'CHG-1', 'Instrument of charge', 't');
    `);
    migrate(db, ':memory:', 7);
    expect(userVersion(db)).toBe(7);
    const rowid = (table: string, q: string) => db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck().all(q);
    expect(rowid('companies_fts', 'priva*')).toEqual([3]);
    expect(rowid('companies_fts', 'farms')).toEqual([3]);
    expect(rowid('companies_fts', 'U01100KA2001PTC000001')).toEqual([3]);
    expect(rowid('companies_fts', 'U72200KA*')).toEqual([3]);
    expect(rowid('directors_fts', 'meer*')).toEqual([9]);
    expect(rowid('filings_fts', 'instrum*')).toEqual([4]);
    const rankOf = (table: string) => db.prepare(`SELECT v FROM ${table}_config WHERE k = 'rank'`).pluck().get();
    expect(rankOf('companies_fts')).toBe('bm25(10.0, 8.0, 3.0, 6.0)');
    expect(rankOf('filings_fts')).toBe('bm25(6.0, 2.0, 4.0)');
  });
});
