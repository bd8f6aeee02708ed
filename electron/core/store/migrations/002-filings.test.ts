import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { dbAt, tableNames } from '../../../../test/support/core/migration-db';

describe('migration 002 (filings)', () => {
  it('creates filings, documents and page text on an empty database', () => {
    const db = dbAt(2);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['filings', 'documents', 'pdf_page_text']));
  });

  it('applies to a version-1 library with companies in it', () => {
    const db = dbAt(1);
    db.prepare(`INSERT INTO companies (id, rid, id_type, name, created_at, updated_at) VALUES ('F12345', 1, 'fcin', 'Old Co', 't', 't')`).run();
    migrate(db, ':memory:', 2);
    expect(userVersion(db)).toBe(2);
    expect(db.prepare('SELECT name FROM companies').pluck().get()).toBe('Old Co');
    db.prepare(`INSERT INTO filings (filing_id, rid, company_id, listed_at) VALUES ('flg_1', 1, 'F12345', 't')`).run();
    expect(() => db.prepare(`INSERT INTO filings (filing_id, rid, company_id, listed_at) VALUES ('flg_2', 2, 'NOPE', 't')`).run()).toThrow(
      /FOREIGN KEY/,
    );
  });
});
