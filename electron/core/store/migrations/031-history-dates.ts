import { createContext } from '../context';
import { mdyToIso } from '../dates';
import { reindexCompanyGraph } from '../graph-index';
import type { Migration } from './migration';

/**
 * Former names and identifiers kept the day as the registry wrote it (`toDate`, MM/DD/YYYY:
 * "06/07/2019" is 7 June), so the former-identifier link's end date reached the network view, its
 * JSON, GraphML and GEXF and the command line in slashes an Indian reader takes for 6 July. They
 * are stored ISO now (companies.ts replaceHistory); this states again what is already stored: each
 * `changed_on` read as the registry means it (null when it is no date; the row's raw text keeps
 * what was written), then the graph of every company with a former identifier. Nothing is re-read.
 */
export const migration031: Migration = {
  version: 31,
  name: 'history-dates',
  up(db) {
    const ctx = createContext(db, '', () => new Date(0));
    const companies = new Set<string>();
    for (const table of ['company_names', 'company_ids'] as const) {
      const rows = db.prepare(`SELECT company_id, position, changed_on FROM ${table} WHERE changed_on IS NOT NULL AND changed_on NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`).all() as Array<{
        company_id: string;
        position: number;
        changed_on: string;
      }>;
      const update = db.prepare(`UPDATE ${table} SET changed_on = ? WHERE company_id = ? AND position = ?`);
      for (const r of rows) {
        update.run(mdyToIso(r.changed_on), r.company_id, r.position);
        if (table === 'company_ids') companies.add(r.company_id);
      }
    }
    for (const id of [...companies].sort()) reindexCompanyGraph(ctx, id);
  },
};
