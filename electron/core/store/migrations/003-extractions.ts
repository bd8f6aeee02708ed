import type { Migration } from './migration';

/**
 * Extractions (structured data read out of filings) and their AOC-4 line items, one row per item,
 * so the financials view and search read items without parsing JSON. `key` is the year (AOC-4,
 * MGT-7), the filing id (PAS-3) or the charge id (CHARGES); `scope` is '' where the form has none.
 */
export const migration003: Migration = {
  version: 3,
  name: 'extractions',
  up(db) {
    db.exec(`
      CREATE TABLE extractions (
        id INTEGER PRIMARY KEY,
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        form_type TEXT NOT NULL,
        key TEXT NOT NULL,
        scope TEXT NOT NULL DEFAULT '' CHECK (scope IN ('standalone', 'consolidated', '')),
        payload_json TEXT NOT NULL,
        source_filing_id TEXT,
        api_created_at TEXT,
        api_updated_at TEXT,
        read_at TEXT NOT NULL,
        request_id TEXT,
        UNIQUE (company_id, form_type, key, scope)
      );

      CREATE TABLE extraction_items (
        id INTEGER PRIMARY KEY,
        extraction_id INTEGER NOT NULL REFERENCES extractions (id) ON DELETE CASCADE,
        company_id TEXT NOT NULL,
        form_type TEXT NOT NULL,
        key TEXT NOT NULL,
        scope TEXT NOT NULL,
        statement TEXT NOT NULL CHECK (statement IN ('balance_sheet', 'profit_and_loss', 'cash_flow')),
        position INTEGER NOT NULL,
        qname TEXT NOT NULL,
        label TEXT NOT NULL,
        value TEXT,
        unit TEXT,
        UNIQUE (extraction_id, statement, position)
      );
      CREATE INDEX extraction_items_by_company ON extraction_items (company_id, qname);
    `);
  },
};
