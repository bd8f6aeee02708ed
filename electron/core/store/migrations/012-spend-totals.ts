import type { Migration } from './migration';

/**
 * What the Library list reads per company without re-reading the whole ledger: the spend of every
 * subject (company id or DIN) kept in `spend_totals` by triggers on `spend_ledger`, so a ledger row
 * and its total are written by the same statement, in the same transaction, by every path that
 * writes the ledger. The totals are backfilled from the ledger as it stands.
 *
 * And three indexes that let the Library list read 10,000 companies in one statement without
 * touching a wide row: `companies_in_library` covers the columns a summary shows, for the rows in
 * the library only (its WHERE is the store's in-library rule, word for word, so the planner takes
 * it); `freshness_latest` finds a company's newest snapshot, ties by id included, with one seek
 * (it replaces `freshness_by_company`, a prefix of it); `actions_by_subject` does the same for its
 * newest finished mirror ("mirrored at").
 */
export const migration012: Migration = {
  version: 12,
  name: 'spend-totals',
  up(db) {
    db.exec(`
      CREATE TABLE spend_totals (
        subject TEXT PRIMARY KEY,
        calls INTEGER NOT NULL,
        spend_paisa INTEGER NOT NULL
      ) WITHOUT ROWID;

      INSERT INTO spend_totals (subject, calls, spend_paisa)
        SELECT subject, count(*), sum(price_paisa) FROM spend_ledger WHERE subject IS NOT NULL GROUP BY subject;

      CREATE TRIGGER spend_totals_after_insert AFTER INSERT ON spend_ledger WHEN NEW.subject IS NOT NULL BEGIN
        INSERT INTO spend_totals (subject, calls, spend_paisa) VALUES (NEW.subject, 1, NEW.price_paisa)
          ON CONFLICT (subject) DO UPDATE SET calls = calls + 1, spend_paisa = spend_paisa + excluded.spend_paisa;
      END;

      CREATE TRIGGER spend_totals_after_delete AFTER DELETE ON spend_ledger WHEN OLD.subject IS NOT NULL BEGIN
        UPDATE spend_totals SET calls = calls - 1, spend_paisa = spend_paisa - OLD.price_paisa WHERE subject = OLD.subject;
        DELETE FROM spend_totals WHERE subject = OLD.subject AND calls = 0;
      END;

      -- The ledger is append-only; should a row ever be corrected, its total follows.
      CREATE TRIGGER spend_totals_after_update AFTER UPDATE OF subject, price_paisa ON spend_ledger BEGIN
        UPDATE spend_totals SET calls = calls - 1, spend_paisa = spend_paisa - OLD.price_paisa WHERE subject = OLD.subject;
        DELETE FROM spend_totals WHERE subject = OLD.subject AND calls = 0;
        INSERT INTO spend_totals (subject, calls, spend_paisa) SELECT NEW.subject, 1, NEW.price_paisa WHERE NEW.subject IS NOT NULL
          ON CONFLICT (subject) DO UPDATE SET calls = calls + 1, spend_paisa = spend_paisa + excluded.spend_paisa;
      END;

      CREATE INDEX companies_in_library ON companies
        (name, id, id_type, known_as, status, state, city, sandbox, master_read_at, filing_count, document_count)
        WHERE master_read_at IS NOT NULL OR filing_count > 0;
      DROP INDEX freshness_by_company;
      CREATE INDEX freshness_latest ON freshness_snapshots (company_id, read_at DESC, id DESC);
      CREATE INDEX actions_by_subject ON actions (subject, kind, state, created_at DESC, id, finished_at);
    `);
  },
};
