import { describe, expect, it } from 'vitest';
import { dbAt } from '../../../../test/support/core/migration-db';
import { createContext } from '../context';
import { createGraph } from '../graph';
import { reindexCompanyGraph } from '../graph-index';
import { migrate, userVersion } from './index';

const SIPAX = 'U24342DL2008PLC417476';
const OLD = 'U24342DL2008PTC417476';
const OTHER = 'U72200KA2009PTC049889';

describe('migration 031 (history dates)', () => {
  it('states former names and identifiers ISO, as the registry meant them (MM/DD/YYYY), and the former-identifier link with them', () => {
    const db = dbAt(30);
    const company = db.prepare(
      `INSERT INTO companies (id, rid, id_type, name, master_json, master_read_at, master_request_id, created_at, updated_at)
       VALUES (?, ?, 'cin', ?, '{}', '2026-11-20T00:00:00.000Z', ?, 't', 't')`,
    );
    company.run(SIPAX, 1, 'Sipax Castings Limited', 'req_sipax');
    company.run(OTHER, 2, 'Zenith Lotus Software Private Limited', 'req_other');
    // As a library before 031 holds them: the registry's own text in changed_on.
    db.prepare(`INSERT INTO company_ids (company_id, position, old_id, changed_on, raw_json) VALUES (?, 0, ?, '06/07/2019', ?)`).run(
      SIPAX,
      OLD,
      JSON.stringify({ cin: OLD, fromDate: '03/16/2008', toDate: '06/07/2019' }),
    );
    db.prepare(`INSERT INTO company_ids (company_id, position, old_id, changed_on, raw_json) VALUES (?, 0, 'U72200KA2009PLC049889', '31/12/2018', ?)`).run(
      OTHER,
      JSON.stringify({ toDate: '31/12/2018' }),
    );
    db.prepare(`INSERT INTO company_names (company_id, position, name, changed_on, raw_json) VALUES (?, 0, 'Sipax Castings Private Limited', '06/07/2019', '{}')`).run(SIPAX);
    db.prepare(`INSERT INTO company_names (company_id, position, name, changed_on, raw_json) VALUES (?, 1, 'Sipax Castings Limited', '2020-01-02', '{}')`).run(SIPAX);
    const ctx = createContext(db, ':memory:', () => new Date());
    reindexCompanyGraph(ctx, SIPAX);
    reindexCompanyGraph(ctx, OTHER);
    const until = (id: string) => createGraph(ctx).statements(createGraph(ctx).edgesAround([id], ['formerName']).map((e) => e.id)).map((s) => [s.until, s.detail]);
    expect(until(SIPAX)).toEqual([['06/07/2019', `Registered as ${OLD} before`]]);

    migrate(db, ':memory:', 31);
    expect(userVersion(db)).toBe(31);
    expect(db.prepare('SELECT changed_on FROM company_ids WHERE company_id = ?').pluck().get(SIPAX)).toBe('2019-06-07');
    expect(db.prepare('SELECT changed_on FROM company_names WHERE company_id = ? ORDER BY position').pluck().all(SIPAX)).toEqual(['2019-06-07', '2020-01-02']);
    expect(until(SIPAX)).toEqual([['2019-06-07', `Registered as ${OLD} before`]]);
    // Day first where the registry writes month first: no date, said as written, never turned into another day.
    expect(db.prepare('SELECT changed_on FROM company_ids WHERE company_id = ?').pluck().get(OTHER)).toBeNull();
    expect(until(OTHER)).toEqual([[null, 'Registered as U72200KA2009PLC049889 before; until "31/12/2018", not a readable date']]);
    // What the registry wrote stays in the raw row.
    expect(JSON.parse(db.prepare('SELECT raw_json FROM company_ids WHERE company_id = ?').pluck().get(SIPAX) as string).toDate).toBe('06/07/2019');
  });
});
