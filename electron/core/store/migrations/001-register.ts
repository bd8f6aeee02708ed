import type { Migration } from './migration';

/**
 * The register: companies, their name and identifier history, directors, their roles, the
 * encrypted contact tier, and charges.
 *
 * Entity tables that feed full-text search carry `rid`, a stable integer used as the FTS rowid. The
 * hidden rowid of a table keyed by TEXT may be renumbered by VACUUM, which would silently
 * desynchronise contentless FTS tables; an ordinary column is never renumbered.
 */
export const migration001: Migration = {
  version: 1,
  name: 'register',
  up(db) {
    db.exec(`
      CREATE TABLE companies (
        id TEXT PRIMARY KEY,
        rid INTEGER NOT NULL UNIQUE,
        id_type TEXT NOT NULL CHECK (id_type IN ('cin', 'fcin', 'llpin')),
        name TEXT,
        known_as TEXT,
        status TEXT,
        state TEXT,
        city TEXT,
        date_of_incorporation TEXT,
        company_type TEXT,
        nic_code TEXT,
        paid_up_capital_paisa INTEGER,
        authorised_capital_paisa INTEGER,
        sandbox INTEGER NOT NULL DEFAULT 0,
        master_json TEXT,
        master_read_at TEXT,
        master_request_id TEXT,
        filing_count INTEGER NOT NULL DEFAULT 0,
        document_count INTEGER NOT NULL DEFAULT 0,
        latest_filing_on TEXT,
        last_viewed_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX companies_by_name ON companies (name COLLATE NOCASE);
      CREATE INDEX companies_by_state ON companies (state, name COLLATE NOCASE);
      CREATE INDEX companies_by_status ON companies (status, name COLLATE NOCASE);
      CREATE INDEX companies_by_incorporation ON companies (date_of_incorporation);
      CREATE INDEX companies_by_paid_up ON companies (paid_up_capital_paisa);
      CREATE INDEX companies_by_latest_filing ON companies (latest_filing_on);
      CREATE INDEX companies_by_updated ON companies (updated_at);
      CREATE INDEX companies_by_viewed ON companies (last_viewed_at);

      CREATE TABLE company_names (
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        changed_on TEXT,
        raw_json TEXT,
        PRIMARY KEY (company_id, position)
      );

      CREATE TABLE company_ids (
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        old_id TEXT NOT NULL,
        changed_on TEXT,
        raw_json TEXT,
        PRIMARY KEY (company_id, position)
      );
      CREATE INDEX company_ids_by_old_id ON company_ids (old_id);

      CREATE TABLE directors (
        din TEXT PRIMARY KEY,
        rid INTEGER NOT NULL UNIQUE,
        full_name TEXT,
        first_name TEXT,
        last_name TEXT,
        profile_json TEXT,
        profile_read_at TEXT,
        profile_request_id TEXT,
        sandbox INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX directors_by_name ON directors (full_name COLLATE NOCASE);

      CREATE TABLE director_roles (
        din TEXT NOT NULL REFERENCES directors (din) ON DELETE CASCADE,
        company_id TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('master', 'profile')),
        position INTEGER NOT NULL,
        company_name TEXT,
        role TEXT,
        designation TEXT,
        appointed_on TEXT,
        ceased_on TEXT,
        kmp INTEGER,
        raw_json TEXT,
        PRIMARY KEY (din, company_id, source, position)
      );
      CREATE INDEX director_roles_by_company ON director_roles (company_id, source);

      CREATE TABLE director_contacts (
        din TEXT PRIMARY KEY REFERENCES directors (din) ON DELETE CASCADE,
        ciphertext BLOB NOT NULL,
        iv BLOB NOT NULL,
        tag BLOB NOT NULL,
        read_at TEXT NOT NULL,
        request_id TEXT
      );

      CREATE TABLE charges (
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        charge_id TEXT NOT NULL,
        holder TEXT,
        amount_paisa INTEGER,
        status TEXT,
        created_on TEXT,
        modified_on TEXT,
        satisfied_on TEXT,
        raw_json TEXT NOT NULL,
        PRIMARY KEY (company_id, charge_id)
      );
    `);
  },
};
