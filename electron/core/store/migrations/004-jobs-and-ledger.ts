import type { Migration } from './migration';

/**
 * What was bought and what is in flight: freshness reads, unlocks, refresh jobs, the spend ledger,
 * the durable work queue with its actions, and small client state (rate-limit pacing).
 */
export const migration004: Migration = {
  version: 4,
  name: 'jobs-and-ledger',
  up(db) {
    db.exec(`
      CREATE TABLE freshness_snapshots (
        id INTEGER PRIMARY KEY,
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        read_at TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        request_id TEXT
      );
      CREATE INDEX freshness_by_company ON freshness_snapshots (company_id, read_at DESC);

      CREATE TABLE unlocks (
        company_id TEXT PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
        unlocked_at TEXT,
        expires_at TEXT,
        price_paisa INTEGER,
        sandbox INTEGER NOT NULL DEFAULT 0,
        job_json TEXT,
        read_at TEXT NOT NULL
      );

      CREATE TABLE refresh_jobs (
        company_id TEXT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
        job_id TEXT NOT NULL,
        status TEXT NOT NULL,
        requested_at TEXT,
        last_completed_at TEXT,
        fresh_until TEXT,
        payload_json TEXT NOT NULL,
        read_at TEXT NOT NULL,
        PRIMARY KEY (company_id, job_id)
      );

      CREATE TABLE spend_ledger (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        endpoint_key TEXT NOT NULL,
        subject TEXT,
        price_paisa INTEGER NOT NULL,
        wallet_after_paisa INTEGER,
        request_id TEXT NOT NULL UNIQUE,
        key_kind TEXT NOT NULL CHECK (key_kind IN ('live', 'test')),
        action_id TEXT,
        note TEXT
      );
      CREATE INDEX spend_ledger_by_at ON spend_ledger (at);
      CREATE INDEX spend_ledger_by_subject ON spend_ledger (subject, at);
      CREATE INDEX spend_ledger_by_action ON spend_ledger (action_id);

      CREATE TABLE actions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        subject TEXT,
        state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'paused', 'done', 'failed', 'cancelled')),
        quote_json TEXT,
        consent_at TEXT,
        created_at TEXT NOT NULL,
        finished_at TEXT,
        error_json TEXT
      );
      CREATE INDEX actions_by_state ON actions (state, created_at);

      CREATE TABLE work_queue (
        id INTEGER PRIMARY KEY,
        action_id TEXT NOT NULL REFERENCES actions (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        key TEXT NOT NULL DEFAULT '',
        payload_json TEXT,
        priority INTEGER NOT NULL DEFAULT 100,
        state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'done', 'failed', 'cancelled')),
        attempts INTEGER NOT NULL DEFAULT 0,
        not_before TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (action_id, kind, subject, key)
      );
      CREATE INDEX work_queue_next ON work_queue (state, priority, id);

      CREATE TABLE client_state (
        key TEXT PRIMARY KEY,
        value_json TEXT NOT NULL
      );
    `);
  },
};
