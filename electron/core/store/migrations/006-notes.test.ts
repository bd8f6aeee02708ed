import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';

describe('migration 006 (notes)', () => {
  it('adds the notes table and its full-text index to a version-5 library, keeping what it holds', () => {
    const db = dbAt(5);
    db.exec(`INSERT INTO companies (id, rid, id_type, name, created_at, updated_at) VALUES ('U72200KA2009PTC049889', 1, 'cin', 'Kaveri Agro Limited', 't', 't')`);
    migrate(db, ':memory:', 6);
    expect(userVersion(db)).toBe(6);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['notes', 'notes_fts']));
    expect(columns(db, 'notes')).toEqual(expect.arrayContaining(['company_id', 'anchor_kind', 'filing_id', 'page', 'selection', 'fy_start', 'qname', 'body']));
    expect(db.prepare('SELECT name FROM companies').pluck().get()).toBe('Kaveri Agro Limited');
  });

  it('refuses an anchor kind it does not know and a note on a company not in the library', () => {
    const db = dbAt(6);
    db.exec(`INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES ('U72200KA2009PTC049889', 1, 'cin', 't', 't')`);
    const insert = db.prepare(`INSERT INTO notes (company_id, anchor_kind, body, created_at, updated_at) VALUES (?, ?, 'x', 't', 't')`);
    expect(() => insert.run('U72200KA2009PTC049889', 'margin')).toThrow(/CHECK/);
    expect(() => insert.run('L65910MH1994PLC080618', 'company')).toThrow(/FOREIGN KEY/);
    expect(insert.run('U72200KA2009PTC049889', 'company').changes).toBe(1);
  });
});
