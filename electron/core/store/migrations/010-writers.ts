import type { Migration } from './migration';

/**
 * One library, many writers (the app, the command line, the connector, watch checks).
 *
 * - `actions.owner_*`: the process running an action (a token of its own, its pid and host) and
 *   when it last claimed work. A runner works on its own actions only, and an action whose owner
 *   died is paused for the analyst's consent instead of being picked up by whoever starts next.
 * - `actions.accepted_paisa`: what the analyst agreed to spend on the action (the quote's total,
 *   plus each resume quote); the runner never passes it. Null: no limit (sandbox, free actions).
 * - `spend_ledger.filing_id`: the filing a download charge paid for, so a PDF found on disk after
 *   a crash is tied to its charge and a filing is never paid for twice.
 * - `application_id`: marks the file as a Dossier library, so another program's SQLite file is
 *   refused instead of migrated.
 *
 * Backfill: open actions of a live key keep their stored quote's total as the accepted amount;
 * download charges learn their filing from the document that kept their request id.
 */
export const DOSSIER_APPLICATION_ID = 0x444f5353; // "DOSS"

export const migration010: Migration = {
  version: 10,
  name: 'writers',
  up(db) {
    db.exec(`
      ALTER TABLE actions ADD COLUMN owner_token TEXT;
      ALTER TABLE actions ADD COLUMN owner_pid INTEGER;
      ALTER TABLE actions ADD COLUMN owner_host TEXT;
      ALTER TABLE actions ADD COLUMN owner_seen_at TEXT;
      ALTER TABLE actions ADD COLUMN accepted_paisa INTEGER CHECK (accepted_paisa IS NULL OR accepted_paisa >= 0);
      CREATE INDEX actions_by_owner ON actions (owner_token) WHERE owner_token IS NOT NULL;

      ALTER TABLE spend_ledger ADD COLUMN filing_id TEXT;
      CREATE INDEX spend_ledger_by_filing ON spend_ledger (filing_id) WHERE filing_id IS NOT NULL;

      UPDATE actions SET accepted_paisa = json_extract(quote_json, '$.quote.totalPaisa')
       WHERE state IN ('pending', 'running', 'paused')
         AND json_valid(quote_json)
         AND json_extract(quote_json, '$.quote.sandbox') = 0
         AND json_type(quote_json, '$.quote.totalPaisa') = 'integer';

      UPDATE spend_ledger SET filing_id = (SELECT d.filing_id FROM documents d WHERE d.request_id = spend_ledger.request_id)
       WHERE endpoint_key = 'companies.filings.download' AND filing_id IS NULL;
    `);
    db.pragma(`application_id = ${DOSSIER_APPLICATION_ID}`);
  },
};
