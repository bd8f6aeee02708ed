/**
 * Team migration 001: the firm's shared record. Kept as SQL text in a TypeScript module (not a
 * .sql file) so the bundled CLI carries it. Append only, like the local migrations: a released
 * step is never edited; a change is the next number.
 *
 * Rows carry `created_by` (the PostgreSQL role that wrote them: each analyst logs in as their own
 * role). Registry records are kept as the API sent them (JSON) beside the columns a search needs,
 * so a replica rebuilds its local rows through the same mapping a purchase uses. Nothing here
 * holds an API key. `change_log` is append-only (analysts get INSERT and SELECT, never UPDATE or
 * DELETE): replicas pull from it by `seq`.
 */
export const TEAM_MIGRATION_001 = {
  version: 1,
  name: 'team-record',
  sql: `
    CREATE TABLE dossier.companies (
      id text PRIMARY KEY,
      id_type text NOT NULL,
      name text,
      status text,
      state text,
      city text,
      sandbox boolean NOT NULL DEFAULT false,
      master jsonb NOT NULL,
      master_read_at text NOT NULL,
      master_request_id text,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL DEFAULT current_user,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX companies_by_name ON dossier.companies (lower(name));

    CREATE TABLE dossier.filings (
      filing_id text PRIMARY KEY,
      company_id text NOT NULL REFERENCES dossier.companies (id),
      form_id text,
      year integer,
      raw jsonb NOT NULL,
      listed_at text NOT NULL,
      list_request_id text,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX filings_by_company ON dossier.filings (company_id);

    -- PDF bytes once per SHA-256 (BlobStore in team/pg/blob-store.ts; object storage can follow).
    CREATE TABLE dossier.blobs (
      sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      size bigint NOT NULL CHECK (size >= 0),
      bytes bytea NOT NULL,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE dossier.documents (
      filing_id text PRIMARY KEY REFERENCES dossier.filings (filing_id),
      company_id text NOT NULL REFERENCES dossier.companies (id),
      sha256 text NOT NULL REFERENCES dossier.blobs (sha256),
      size bigint NOT NULL,
      pages integer,
      source text,
      downloaded_at text NOT NULL,
      request_id text,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX documents_by_company ON dossier.documents (company_id);

    CREATE TABLE dossier.extractions (
      company_id text NOT NULL REFERENCES dossier.companies (id),
      form_type text NOT NULL,
      key text NOT NULL,
      scope text NOT NULL DEFAULT '',
      payload jsonb NOT NULL,
      source_filing_id text,
      api_created_at text,
      api_updated_at text,
      read_at text NOT NULL,
      request_id text,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, form_type, key, scope)
    );

    CREATE TABLE dossier.freshness (
      company_id text NOT NULL REFERENCES dossier.companies (id),
      read_at text NOT NULL,
      payload jsonb NOT NULL,
      request_id text,
      created_by text NOT NULL DEFAULT current_user,
      PRIMARY KEY (company_id, read_at)
    );

    CREATE TABLE dossier.unlocks (
      company_id text PRIMARY KEY REFERENCES dossier.companies (id),
      unlocked_at text,
      expires_at text,
      price_paisa bigint,
      sandbox boolean NOT NULL DEFAULT false,
      job jsonb,
      read_at text NOT NULL,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- The firm's spend: every billed call any replica made, with who spent it.
    CREATE TABLE dossier.ledger (
      request_id text PRIMARY KEY,
      at text NOT NULL,
      endpoint_key text NOT NULL,
      subject text,
      price_paisa bigint NOT NULL CHECK (price_paisa >= 0),
      wallet_after_paisa bigint,
      key_kind text NOT NULL,
      filing_id text,
      requested_by text NOT NULL,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ledger_by_subject ON dossier.ledger (subject);

    -- Notes by a global id; the last writer wins and every earlier version stays in note_history.
    CREATE TABLE dossier.notes (
      uid text PRIMARY KEY,
      company_id text NOT NULL,
      anchor jsonb NOT NULL,
      body text NOT NULL,
      author text NOT NULL,
      note_created_at text NOT NULL,
      note_updated_at text NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_by text NOT NULL DEFAULT current_user,
      updated_by text NOT NULL DEFAULT current_user
    );
    CREATE INDEX notes_by_company ON dossier.notes (company_id);

    CREATE TABLE dossier.note_history (
      uid text NOT NULL REFERENCES dossier.notes (uid),
      version integer NOT NULL,
      anchor jsonb NOT NULL,
      body text NOT NULL,
      note_updated_at text NOT NULL,
      updated_by text NOT NULL,
      replaced_by text NOT NULL DEFAULT current_user,
      replaced_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (uid, version)
    );

    CREATE TABLE dossier.finding_reviews (
      company_id text NOT NULL,
      finding_key text NOT NULL,
      state text NOT NULL CHECK (state IN ('open', 'accepted', 'dismissed')),
      comment text,
      reviewed_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL DEFAULT current_user,
      PRIMARY KEY (company_id, finding_key)
    );

    CREATE TABLE dossier.watchlist (
      company_id text PRIMARY KEY,
      interval_days integer NOT NULL CHECK (interval_days BETWEEN 1 AND 365),
      added_at text NOT NULL,
      created_by text NOT NULL DEFAULT current_user
    );

    CREATE TABLE dossier.change_log (
      seq bigserial PRIMARY KEY,
      kind text NOT NULL,
      key text NOT NULL,
      company_id text,
      author text NOT NULL DEFAULT current_user,
      at timestamptz NOT NULL DEFAULT now()
    );
  `,
} as const;
