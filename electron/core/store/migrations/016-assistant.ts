import type { Migration } from './migration';

/**
 * The library connector (`dossier mcp`, an AI assistant's way into the library) and the app are
 * different processes on one library, so what they tell each other lives here:
 *
 * - `assistant_sessions`: each connector process, the client that connected (from the MCP
 *   initialize) and when it was last seen, so Settings → Assistant can say whether one is connected.
 * - `assistant_requests`: every paid call an assistant confirmed, with the quote it was priced at.
 *   A `pending` row waits for the analyst's click in the app's quote dialog; `approved` rows were
 *   agreed to (by the analyst, or by the assistant budget when it covered the quote); `ran` and
 *   `failed` say how the run went and which action it started.
 * - `assistant_budget`: the one amount the analyst lets an assistant spend without asking, and when
 *   it was set (the budget counts requests from then on). Default ₹0: every paid call asks.
 *
 * Who asked for a spend is kept where it is counted: `actions.requested_by` (set with the action,
 * in its transaction) and `spend_ledger.requested_by` (copied from the action when the ledger row
 * is written, or given directly for a lookup, which has no action). Notes say who wrote them.
 */
const WHO = `TEXT NOT NULL DEFAULT 'analyst' CHECK (requested_by IN ('analyst', 'assistant'))`;

export const migration016: Migration = {
  version: 16,
  name: 'assistant',
  up(db) {
    db.exec(`
      ALTER TABLE actions ADD COLUMN requested_by ${WHO};
      ALTER TABLE spend_ledger ADD COLUMN requested_by ${WHO};
      CREATE INDEX spend_ledger_by_requester ON spend_ledger (requested_by, at);
      ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT 'analyst' CHECK (author IN ('analyst', 'assistant'));

      CREATE TABLE assistant_sessions (
        id TEXT PRIMARY KEY,
        pid INTEGER,
        client_name TEXT,
        client_version TEXT,
        started_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        ended_at TEXT
      );
      CREATE INDEX assistant_sessions_by_seen ON assistant_sessions (last_seen_at);

      CREATE TABLE assistant_requests (
        id TEXT PRIMARY KEY,
        session_id TEXT REFERENCES assistant_sessions (id) ON DELETE SET NULL,
        tool TEXT NOT NULL,
        subject TEXT NOT NULL,
        quote_json TEXT NOT NULL,
        total_paisa INTEGER NOT NULL CHECK (total_paisa >= 0),
        state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'declined', 'expired', 'ran', 'failed')),
        answered_by TEXT CHECK (answered_by IN ('analyst', 'budget')),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        answered_at TEXT,
        action_id TEXT,
        error_json TEXT
      );
      CREATE INDEX assistant_requests_by_state ON assistant_requests (state, created_at);
      CREATE INDEX assistant_requests_by_budget ON assistant_requests (answered_by, created_at);

      CREATE TABLE assistant_budget (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        budget_paisa INTEGER NOT NULL CHECK (budget_paisa >= 0),
        set_at TEXT
      );
      INSERT INTO assistant_budget (id, budget_paisa, set_at) VALUES (1, 0, NULL);
    `);
  },
};
