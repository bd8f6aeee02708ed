/**
 * Team migration 002: what the team shares beyond purchases, and the identity replicas bind their
 * push markers to. Append only (see 001).
 *
 * - `team`: one row, a random id made when the schema is created. A replica remembers which team
 *   its "already pushed" markers refer to; a database replaced or re-initialised has another id,
 *   and the replica pushes everything again and pulls from the start.
 * - `change_log (company_id, seq)`: a mirror copies one company's changes in log order
 *   (changes.ts companyChanges) without reading the whole log.
 * - `notes.deleted_*`: a deleted note stays as a tombstone (its last text goes to note_history), so
 *   the deletion reaches every replica and no stale copy brings it back.
 * - `director_profiles`: bought `GET /v1/directors/{din}` reads as the API sent them (without the
 *   personal fields a replica keeps sealed), so a replica rebuilds roles and the connections graph
 *   through the same store path a purchase uses.
 * - `watch_snapshots`, `change_events`: the change feed of the watchlist, keyed as each replica
 *   keys them (company and time taken; the change key), so a check recorded twice is one row.
 * - `finding_reviews.reviewed_by`: who changed a review last (the later review wins).
 */
export const TEAM_MIGRATION_002 = {
  version: 2,
  name: 'team-work',
  sql: `
    CREATE TABLE dossier.team (
      id text PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO dossier.team (id) VALUES (gen_random_uuid()::text);

    CREATE INDEX change_log_by_company ON dossier.change_log (company_id, seq) WHERE company_id IS NOT NULL;

    ALTER TABLE dossier.notes ADD COLUMN deleted_at text, ADD COLUMN deleted_by text;

    CREATE TABLE dossier.director_profiles (
      din text PRIMARY KEY,
      full_name text,
      sandbox boolean NOT NULL DEFAULT false,
      profile jsonb NOT NULL,
      read_at text NOT NULL,
      request_id text,
      created_by text NOT NULL DEFAULT current_user,
      updated_by text NOT NULL DEFAULT current_user,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE dossier.watch_snapshots (
      company_id text NOT NULL,
      taken_at text NOT NULL,
      payload jsonb NOT NULL,
      created_by text NOT NULL DEFAULT current_user,
      PRIMARY KEY (company_id, taken_at)
    );

    CREATE TABLE dossier.change_events (
      change_key text PRIMARY KEY,
      company_id text NOT NULL,
      kind text NOT NULL,
      summary text NOT NULL,
      before jsonb,
      after jsonb,
      filing_id text,
      request_id text,
      detected_at text NOT NULL,
      created_by text NOT NULL DEFAULT current_user
    );
    CREATE INDEX change_events_by_company ON dossier.change_events (company_id, detected_at);

    ALTER TABLE dossier.finding_reviews ADD COLUMN reviewed_by text NOT NULL DEFAULT current_user;
  `,
} as const;
