import type { Migration } from './migration';

/**
 * Full-text search. Register tables use contentless FTS5 (`contentless_delete=1`) keyed by the
 * entity's `rid`: titles come from the entity tables, so the text is not stored twice. PDF page
 * text uses external content (`pdf_page_text`) because its hits need snippets. The repository
 * functions keep every index in step inside the same transaction as the data write.
 * Column weights (bm25) favour names over history and labels over categories.
 * `prefix='2 3 4'` makes typeahead prefixes of two to four characters index lookups.
 */
const OPTIONS = `prefix='2 3 4', tokenize='unicode61 remove_diacritics 2'`;

export const migration005: Migration = {
  version: 5,
  name: 'search',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE companies_fts USING fts5(
        name, known_as, former_names, ids, ${OPTIONS}, content='', contentless_delete=1);
      CREATE VIRTUAL TABLE directors_fts USING fts5(
        full_name, din, ${OPTIONS}, content='', contentless_delete=1);
      CREATE VIRTUAL TABLE filings_fts USING fts5(
        form_id, document_category, attachment_label, ${OPTIONS}, content='', contentless_delete=1);
      CREATE VIRTUAL TABLE items_fts USING fts5(
        label, qname, ${OPTIONS}, content='', contentless_delete=1);
      CREATE VIRTUAL TABLE pdf_pages USING fts5(
        filing_id UNINDEXED, page UNINDEXED, text, ${OPTIONS},
        content='pdf_page_text', content_rowid='id');
      INSERT INTO companies_fts (companies_fts, rank) VALUES ('rank', 'bm25(10.0, 8.0, 3.0, 6.0)');
      INSERT INTO directors_fts (directors_fts, rank) VALUES ('rank', 'bm25(10.0, 6.0)');
      INSERT INTO filings_fts (filings_fts, rank) VALUES ('rank', 'bm25(6.0, 2.0, 4.0)');
      INSERT INTO items_fts (items_fts, rank) VALUES ('rank', 'bm25(6.0, 3.0)');
    `);
    // Index whatever earlier versions stored, exactly as search-index.ts would have.
    db.exec(`
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
      INSERT INTO items_fts (rowid, label, qname) SELECT id, label, qname FROM extraction_items;
      INSERT INTO pdf_pages (pdf_pages) VALUES ('rebuild');
    `);
  },
};
