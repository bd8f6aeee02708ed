import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { COMPANY_NAME_KEY_SQL, companiesByNameKey } from '../search-name-keys';
import { migrate, userVersion } from './index';
import { dbAt } from '../../../../test/support/core/migration-db';

function withCompanies(version: number) {
  const db = dbAt(version);
  db.exec(`
    INSERT INTO companies (id, rid, id_type, name, known_as, created_at, updated_at) VALUES
      ('U72200KA2009PTC049889', 1, 'cin', 'A.B.C. Motors (India) Private Limited', NULL, 't', 't'),
      ('L99999MH1946PLC004768', 2, 'cin', 'Larsen & Toubro Limited', 'L&T', 't', 't'),
      ('U01100KA2001PTC000001', 3, 'cin', 'Coca-Cola Beverages Private Limited', NULL, 't', 't'),
      ('U01100KA2001PTC000002', 4, 'cin', 'Tata Steel Limited', 'Tata', 't', 't'),
      ('U01100KA2001PTC000003', 5, 'cin', NULL, NULL, 't', 't');
  `);
  return db;
}

describe('migration 008 (name keys)', () => {
  it('indexes what a version-7 library holds, and the typeahead lookup reads those indexes', () => {
    const db = withCompanies(7);
    migrate(db, ':memory:', 8);
    expect(userVersion(db)).toBe(8);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${COMPANY_NAME_KEY_SQL}`).all({ key: 'a', end: 'b', cap: 5 }) as { detail: string }[];
    const details = plan.map((p) => p.detail).join('\n');
    expect(details).toContain('USING INDEX companies_name_key');
    expect(details).toContain('USING INDEX companies_known_as_key');
    expect(details).not.toMatch(/SCAN c\b/);
  });

  it('finds names by their start whatever the case and punctuation, known-as names after names', () => {
    const db = withCompanies(8);
    const ctx = createContext(db, ':memory:', () => new Date());
    const ids = (text: string) => companiesByNameKey(ctx, text, 10, 200).map((h) => h.id);
    expect(ids('abc motors (ind')).toEqual(['U72200KA2009PTC049889']);
    expect(ids('A.B.C. MOT')).toEqual(['U72200KA2009PTC049889']);
    expect(ids('larsen & t')).toEqual(['L99999MH1946PLC004768']);
    expect(ids('l&t')).toEqual(['L99999MH1946PLC004768']);
    expect(ids('coca cola bev')).toEqual(['U01100KA2001PTC000001']);
    expect(companiesByNameKey(ctx, 'tata', 10, 200).map((h) => [h.id, h.rank])).toEqual([['U01100KA2001PTC000002', 0]]);
    expect(ids('motors')).toEqual([]);
    expect(ids(' ... ')).toEqual([]);
  });

  it('keeps the index in step with later writes', () => {
    const db = withCompanies(8);
    const ctx = createContext(db, ':memory:', () => new Date());
    db.prepare(`UPDATE companies SET name = 'Zenith Software Limited' WHERE rid = 5`).run();
    db.prepare(`UPDATE companies SET name = 'Tata Motors Limited' WHERE rid = 4`).run();
    expect(companiesByNameKey(ctx, 'zenith s', 10, 200).map((h) => h.id)).toEqual(['U01100KA2001PTC000003']);
    expect(companiesByNameKey(ctx, 'tata steel', 10, 200)).toEqual([]);
    expect(db.prepare('PRAGMA integrity_check').pluck().get()).toBe('ok');
  });
});
