import type { Migration } from './migration';

/**
 * The filing index, the downloaded PDFs, and the extracted text of their pages. Page text lives in
 * an ordinary table (`pdf_page_text`) so the FTS table can be external-content: snippets come from
 * it, and re-indexing a document deletes exactly its rows through the (filing_id, page) key.
 */
export const migration002: Migration = {
  version: 2,
  name: 'filings',
  up(db) {
    db.exec(`
      CREATE TABLE filings (
        filing_id TEXT PRIMARY KEY,
        rid INTEGER NOT NULL UNIQUE,
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        form_id TEXT,
        document_category TEXT,
        attachment_label TEXT,
        date_of_filing TEXT,
        year INTEGER,
        file_size INTEGER,
        file_type TEXT,
        number_of_pages INTEGER,
        description TEXT,
        created_at TEXT,
        updated_at TEXT,
        listed_at TEXT NOT NULL,
        list_request_id TEXT,
        raw_json TEXT
      );
      CREATE INDEX filings_by_company_date ON filings (company_id, date_of_filing DESC);
      CREATE INDEX filings_by_company_form ON filings (company_id, form_id, year);

      CREATE TABLE documents (
        filing_id TEXT PRIMARY KEY REFERENCES filings (filing_id) ON DELETE CASCADE,
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        rel_path TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        pages INTEGER,
        downloaded_at TEXT NOT NULL,
        request_id TEXT,
        text_indexed_at TEXT
      );
      CREATE INDEX documents_by_company ON documents (company_id);

      CREATE TABLE pdf_page_text (
        id INTEGER PRIMARY KEY,
        filing_id TEXT NOT NULL REFERENCES documents (filing_id) ON DELETE CASCADE,
        company_id TEXT NOT NULL,
        page INTEGER NOT NULL,
        text TEXT NOT NULL,
        UNIQUE (filing_id, page)
      );
    `);
  },
};
