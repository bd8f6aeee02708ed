import { describe, expect, it } from 'vitest';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';
import { migrate, userVersion } from './index';

const BOOK = `INSERT INTO portfolios (id, name, name_key, created_at, updated_at) VALUES ('b1', 'SME book', 'sme book', 't', 't')`;
const row = (extra: string, values: string) =>
  `INSERT INTO portfolio_rows (uid, portfolio_id, line, written_json, resolution, updated_at${extra}) VALUES ('r1', 'b1', 2, '{}', ${values})`;

describe('migration 029 (a lender’s books)', () => {
  it('adds the books, rows, saved views, review marks, tombstones and the assessment cache', () => {
    const db = dbAt(28);
    migrate(db, ':memory:', 29);
    expect(userVersion(db)).toBe(29);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['portfolios', 'portfolio_rows', 'portfolio_views', 'portfolio_reviews', 'portfolio_tombstones', 'assessment_cache']));
    expect(columns(db, 'portfolios')).toEqual(['id', 'name', 'name_key', 'source_name', 'group_threshold_bp', 'created_by', 'created_at', 'updated_at']);
    expect(columns(db, 'portfolio_rows')).toEqual([
      'uid', 'portfolio_id', 'line', 'reference', 'written_json', 'exposure_paisa', 'sanction_date', 'rm', 'state', 'pin', 'tags_json',
      'company_id', 'resolution', 'resolved_by', 'candidates_json', 'problem', 'updated_at',
    ]);
    expect(columns(db, 'assessment_cache')).toEqual(['company_id', 'day', 'version', 'fingerprint', 'stale', 'computed_at', 'assessment_json', 'facts_json']);
  });

  it('keeps book names unique, the threshold in range, and a resolved row tied to its company', () => {
    const db = dbAt(29);
    db.exec(BOOK);
    expect(db.prepare('SELECT group_threshold_bp FROM portfolios').pluck().get()).toBe(1000);
    expect(() => db.exec(`INSERT INTO portfolios (id, name, name_key, created_at, updated_at) VALUES ('b2', 'SME Book', 'sme book', 't', 't')`)).toThrow(/UNIQUE/);
    expect(() => db.exec(`UPDATE portfolios SET group_threshold_bp = 0`)).toThrow(/CHECK/);
    expect(() => db.exec(row('', `'resolved', 't'`))).toThrow(/CHECK/);
    expect(() => db.exec(row(', exposure_paisa', `'pending', 't', -5`))).toThrow(/CHECK/);
    expect(() => db.exec(row(', pin', `'pending', 't', '56001'`))).toThrow(/CHECK/);
    db.exec(row(', company_id, resolved_by', `'resolved', 't', 'U72200KA2009PTC049889', 'identifier'`));
    // A row names a company the library may not hold yet: no foreign key on company_id.
    expect(db.prepare('SELECT count(*) FROM portfolio_rows').pluck().get()).toBe(1);
    db.exec(`INSERT INTO portfolio_reviews (uid, portfolio_id, company_id, reviewed_at, updated_at) VALUES ('v1', 'b1', 'U72200KA2009PTC049889', 't', 't')`);
    expect(() => db.exec(`INSERT INTO portfolio_reviews (uid, portfolio_id, company_id, reviewed_at, updated_at) VALUES ('v2', 'b1', 'U72200KA2009PTC049889', 't', 't')`)).toThrow(/UNIQUE/);
    // Removing the book removes its rows and marks.
    db.exec(`DELETE FROM portfolios WHERE id = 'b1'`);
    expect(db.prepare('SELECT count(*) FROM portfolio_rows').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM portfolio_reviews').pluck().get()).toBe(0);
  });
});
