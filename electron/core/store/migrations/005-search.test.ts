import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { dbAt, tableNames } from '../../../../test/support/core/migration-db';

describe('migration 005 (search)', () => {
  it('creates the FTS5 tables on an empty database', () => {
    const db = dbAt(5);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['companies_fts', 'directors_fts', 'filings_fts', 'items_fts', 'pdf_pages']));
  });

  it('indexes what a version-4 library already holds', () => {
    const db = dbAt(4);
    db.exec(`
      INSERT INTO companies (id, rid, id_type, name, created_at, updated_at) VALUES ('U72200KA2009PTC049889', 3, 'cin', 'Kaveri Agro Limited', 't', 't');
      INSERT INTO company_names (company_id, position, name) VALUES ('U72200KA2009PTC049889', 0, 'Kaveri Farms Limited');
      INSERT INTO directors (din, rid, full_name, created_at, updated_at) VALUES ('01234567', 9, 'Meera Iyer', 't', 't');
      INSERT INTO filings (filing_id, rid, company_id, form_id, attachment_label, listed_at)
        VALUES ('flg_1', 4, 'U72200KA2009PTC049889', 'CHG-1', 'Instrument of charge', 't');
      INSERT INTO documents (filing_id, company_id, rel_path, size, sha256, downloaded_at)
        VALUES ('flg_1', 'U72200KA2009PTC049889', 'pdfs/x.pdf', 1, 'h', 't');
      INSERT INTO pdf_page_text (filing_id, company_id, page, text) VALUES ('flg_1', 'U72200KA2009PTC049889', 2, 'hypothecation of stock');
    `);
    migrate(db, ':memory:', 5);
    expect(userVersion(db)).toBe(5);
    const rowid = (table: string, q: string) => db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck().all(q);
    expect(rowid('companies_fts', 'kaveri')).toEqual([3]);
    expect(rowid('companies_fts', 'farms')).toEqual([3]);
    expect(rowid('companies_fts', 'U72200KA*')).toEqual([3]);
    expect(rowid('directors_fts', 'meera')).toEqual([9]);
    expect(rowid('filings_fts', 'instrument')).toEqual([4]);
    expect(db.prepare(`SELECT page FROM pdf_pages WHERE pdf_pages MATCH 'hypothecation'`).pluck().all()).toEqual([2]);
  });
});
