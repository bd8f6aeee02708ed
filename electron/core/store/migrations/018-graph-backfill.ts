import { createContext } from '../context';
import { reindexCompanyGraph, reindexProfileGraph } from '../graph-index';
import type { Migration } from './migration';

/**
 * The graph of a library mirrored before migration 017: every stored master record (with its
 * board and charges) and every bought profile states its connections once, exactly as a new read
 * would. From here on the repositories keep the graph in step with each write.
 */
export const migration018: Migration = {
  version: 18,
  name: 'graph-backfill',
  up(db) {
    // The clock is never read by the indexers; a context is what they take.
    const ctx = createContext(db, '', () => new Date(0));
    const companies = db
      .prepare(
        `SELECT id FROM companies WHERE master_json IS NOT NULL
           OR EXISTS (SELECT 1 FROM charges WHERE company_id = companies.id)
           OR EXISTS (SELECT 1 FROM director_roles WHERE company_id = companies.id AND source = 'master')
         ORDER BY id`,
      )
      .pluck()
      .all() as string[];
    for (const id of companies) reindexCompanyGraph(ctx, id);
    const profiles = db.prepare('SELECT din FROM directors WHERE profile_json IS NOT NULL ORDER BY din').pluck().all() as string[];
    for (const din of profiles) reindexProfileGraph(ctx, din);
  },
};
