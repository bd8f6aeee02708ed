import type { Migration } from './migration';

/**
 * Longer prefix indexes on the register's search tables. With prefix='2 3 4' a typed prefix of five
 * or more characters ("priva", "return") makes FTS5 merge the rows of every term it covers before it
 * yields one, a million rows for "private" on a big library, on every keystroke. Indexes for two to
 * eight characters make those lookups direct; longer prefixes name rarer terms. FTS5 cannot change
 * a table's options, so each table is created anew and refilled from the entity tables, exactly as
 * search-index.ts writes it. PDF page text keeps its options: its vocabulary is large and its rows
 * are many, and it is searched for words rather than typed names.
 */
export const SEARCH_PREFIXES = '2 3 4 5 6 7 8';
const OPTIONS = `prefix='${SEARCH_PREFIXES}', tokenize='unicode61 remove_diacritics 2'`;

export const migration007: Migration = {
  version: 7,
  name: 'search-prefixes',
  up(db) {
    db.exec(`
      DROP TABLE companies_fts;
      DROP TABLE directors_fts;
      DROP TABLE filings_fts;
      DROP TABLE items_fts;
      CREATE VIRTUAL TABLE companies_fts USING fts5(
        name, known_as, former_names, ids, ${OPTIONS}, content='', contentless_delete=1);
      CREATE VIRTUAL TABLE directors_fts USING fts5(
        full_name, din, ${OPTIONS}, content='', contentless_delete=1);
      CREATE VIRTUAL TABLE filings_fts USING fts5(
        form_id, document_category, attachment_label, ${OPTIONS}, content='', contentless_delete=1);
      CREATE VIRTUAL TABLE items_fts USING fts5(
        label, qname, ${OPTIONS}, content='', contentless_delete=1);
      INSERT INTO companies_fts (companies_fts, rank) VALUES ('rank', 'bm25(10.0, 8.0, 3.0, 6.0)');
      INSERT INTO directors_fts (directors_fts, rank) VALUES ('rank', 'bm25(10.0, 6.0)');
      INSERT INTO filings_fts (filings_fts, rank) VALUES ('rank', 'bm25(6.0, 2.0, 4.0)');
      INSERT INTO items_fts (items_fts, rank) VALUES ('rank', 'bm25(6.0, 3.0)');
      INSERT INTO companies_fts (rowid, name, known_as, former_names, ids)
        SELECT c.rid, coalesce(c.name, ''), coalesce(c.known_as, ''),
          coalesce((SELECT group_concat(n.name, ' | ') FROM
            (SELECT name FROM company_names WHERE company_id = c.id AND name IS NOT coalesce(c.name, '') ORDER BY position) n), ''),
          c.id || coalesce((SELECT ' ' || group_concat(h.old_id, ' ') FROM
            (SELECT old_id FROM company_ids WHERE company_id = c.id ORDER BY position) h), '')
        FROM companies c;
      INSERT INTO directors_fts (rowid, full_name, din) SELECT rid, coalesce(full_name, ''), din FROM directors;
      INSERT INTO filings_fts (rowid, form_id, document_category, attachment_label)
        SELECT rid, coalesce(form_id, ''), coalesce(document_category, ''), coalesce(attachment_label, '') FROM filings;
      INSERT INTO items_fts (rowid, label, qname) SELECT i.id, i.label, i.qname FROM extraction_items i;
    `);
  },
};
