import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

describe('migration 019 (document sources)', () => {
  it('adds documents.source (earlier downloads keep their request id as source) and zip_batches', () => {
    const db = dbAt(18);
    db.exec(`
      INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U1', 1, 'cin', 't', 't');
      INSERT INTO filings (filing_id, rid, company_id, listed_at) VALUES ('f1', 1, 'U1', 't'), ('f2', 2, 'U1', 't');
      INSERT INTO documents (filing_id, company_id, rel_path, size, sha256, downloaded_at, request_id)
        VALUES ('f1', 'U1', 'pdfs/U1/f1.pdf', 10, 'aa', 't', 'req_1'), ('f2', 'U1', 'pdfs/U1/f2.pdf', 10, 'bb', 't', NULL);
    `);
    migrate(db, ':memory:', 19);
    expect(userVersion(db)).toBe(19);
    expect(columns(db, 'documents')).toContain('source');
    expect(tableNames(db)).toContain('zip_batches');
    expect(db.prepare('SELECT filing_id, source FROM documents ORDER BY filing_id').all()).toEqual([
      { filing_id: 'f1', source: 'download:req_1' },
      { filing_id: 'f2', source: null },
    ]);
    expect(() => db.exec(`INSERT INTO zip_batches VALUES ('U1', 'j1', 0, 1, 1, 0, 5, 't', '[]')`)).toThrow(/CHECK constraint/);
  });
});
