import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { dbAt, tableNames } from '../../../../test/support/core/migration-db';

describe('migration 003 (extractions)', () => {
  it('creates extractions and items on an empty database', () => {
    const db = dbAt(3);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['extractions', 'extraction_items']));
  });

  it('applies to a version-2 library with filings in it, and keys extractions uniquely', () => {
    const db = dbAt(2);
    db.exec(`INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('F12345', 1, 'fcin', 't', 't');
             INSERT INTO filings (filing_id, rid, company_id, listed_at) VALUES ('flg_1', 1, 'F12345', 't');`);
    migrate(db, ':memory:', 3);
    expect(userVersion(db)).toBe(3);
    expect(db.prepare('SELECT count(*) FROM filings').pluck().get()).toBe(1);
    const insert = db.prepare(
      `INSERT INTO extractions (company_id, form_type, key, scope, payload_json, read_at) VALUES ('F12345', 'AOC-4', '2024', 'standalone', '{}', 't')`,
    );
    insert.run();
    expect(() => insert.run()).toThrow(/UNIQUE/);
  });
});
