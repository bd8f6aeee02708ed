/**
 * Team migration 003: readings. When a replica last read, at the registry, something the team's
 * records cannot date on their own: the extraction lists (forms and years) of a company. A data
 * row is written only for a new year, so a read that found nothing new leaves no trace in
 * `dossier.extractions`; this row is what lets a colleague's extraction read after the same
 * refresh be a copy at ₹0 instead of buying the lists again (issue 12, "no double purchase").
 * Not in the change log: it is a fact about the team's copy, never pulled into a replica.
 */
export const TEAM_MIGRATION_003 = {
  version: 3,
  name: 'readings',
  sql: `
    CREATE TABLE dossier.readings (
      company_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('extractions')),
      read_at text NOT NULL,
      created_by text NOT NULL DEFAULT current_user,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, kind)
    );
  `,
} as const;
