import type { Migration } from './migration';

/**
 * Monitoring (issue 10): the watchlist, its monthly budget, each check run and the actions it
 * started, what each check read of a company (its snapshot), and the change events the difference
 * between two snapshots became.
 *
 * - `watchlist`: one row per watched company, its check interval in days (default 7).
 * - `watch_budget`: the one monthly amount checks may spend without asking again (default ₹0:
 *   every paid check needs a budget first). Spend is counted from the ledger rows of the actions
 *   listed in `watch_run_actions`, so the budget counts what was charged, never what was quoted.
 * - `watch_runs`: one check of the watchlist, its quote and how it ended.
 * - `watch_snapshots`: the company as a check read it (normalised, see electron/core/watch/snapshot.ts).
 * - `change_events`: one change, with its source (filing, requestId) and a read flag.
 */
export const migration020: Migration = {
  version: 20,
  name: 'watch',
  up(db) {
    db.exec(`
      CREATE TABLE watchlist (
        company_id TEXT PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
        interval_days INTEGER NOT NULL DEFAULT 7 CHECK (interval_days BETWEEN 1 AND 365),
        added_at TEXT NOT NULL,
        last_checked_at TEXT
      );

      CREATE TABLE watch_budget (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        monthly_paisa INTEGER NOT NULL CHECK (monthly_paisa >= 0),
        set_at TEXT
      );
      INSERT INTO watch_budget (id, monthly_paisa, set_at) VALUES (1, 0, NULL);

      CREATE TABLE watch_runs (
        id TEXT PRIMARY KEY,
        started_at TEXT NOT NULL,
        ended_at TEXT,
        state TEXT NOT NULL CHECK (state IN ('running', 'done', 'stopped', 'failed')),
        quote_json TEXT NOT NULL,
        quoted_paisa INTEGER NOT NULL CHECK (quoted_paisa >= 0),
        reason TEXT
      );
      CREATE INDEX watch_runs_by_start ON watch_runs (started_at);

      CREATE TABLE watch_run_actions (
        action_id TEXT PRIMARY KEY,
        run_id TEXT NOT NULL REFERENCES watch_runs (id) ON DELETE CASCADE,
        company_id TEXT NOT NULL,
        started_at TEXT NOT NULL
      );
      CREATE INDEX watch_run_actions_by_company ON watch_run_actions (company_id, started_at);

      CREATE TABLE watch_snapshots (
        id INTEGER PRIMARY KEY,
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        run_id TEXT,
        taken_at TEXT NOT NULL,
        payload_json TEXT NOT NULL
      );
      CREATE INDEX watch_snapshots_by_company ON watch_snapshots (company_id, id);

      CREATE TABLE change_events (
        id INTEGER PRIMARY KEY,
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        summary TEXT NOT NULL,
        before_json TEXT,
        after_json TEXT,
        filing_id TEXT,
        request_id TEXT,
        detected_at TEXT NOT NULL,
        read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
        run_id TEXT,
        -- One event per change: a check that runs again over the same difference adds nothing.
        change_key TEXT NOT NULL UNIQUE
      );
      CREATE INDEX change_events_by_company ON change_events (company_id, detected_at);
      CREATE INDEX change_events_unread ON change_events (read, detected_at);
    `);
  },
};
