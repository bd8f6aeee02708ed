import { createContext } from '../context';
import { reindexProfileGraph } from '../graph-index';
import type { Migration } from './migration';

/**
 * Seats that ended on a date the store could not read. A profile row whose `cessationDate` is not
 * an MM/DD/YYYY date ("31/03/2022", day first) was stored with `ceased_on` null, and the graph
 * drew it as a current seat: a group or an associate through a director who has left, and a
 * disqualified director's seat left out of the five-year look-back. The graph now reads the
 * row's own text (graph-index.ts `unreadCessation`); this states again what every profile with
 * such a row says. Nothing is bought or re-read: the rows are already in the library.
 */
export const migration025: Migration = {
  version: 25,
  name: 'unread-cessations',
  up(db) {
    const ctx = createContext(db, '', () => new Date(0));
    const dins = db
      .prepare(
        `SELECT DISTINCT r.din FROM director_roles r JOIN directors d ON d.din = r.din
         WHERE r.source = 'profile' AND r.ceased_on IS NULL AND d.profile_json IS NOT NULL
           AND nullif(trim(CAST(json_extract(r.raw_json, '$.cessationDate') AS TEXT)), '') IS NOT NULL
         ORDER BY r.din`,
      )
      .pluck()
      .all() as string[];
    for (const din of dins) reindexProfileGraph(ctx, din);
  },
};
