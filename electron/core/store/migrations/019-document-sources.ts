import type { Migration } from './migration';

/**
 * Where each stored PDF came from (issue 9): `zip:<jobId>/batch_N` when it was read out of one of
 * the document job's archives, `download:<requestId>` when it was bought on its own. Documents
 * stored before are per-PDF downloads: their request id says so. `zip_batches` remembers which
 * archives of which job were read to the end, so an archive whose entries are all stored is never
 * fetched again (a later fetch-missing or refresh on the same job).
 */
export const migration019: Migration = {
  version: 19,
  name: 'document-sources',
  up(db) {
    db.exec(`
      ALTER TABLE documents ADD COLUMN source TEXT;
      UPDATE documents SET source = 'download:' || request_id WHERE request_id IS NOT NULL;
      CREATE TABLE zip_batches (
        company_id TEXT NOT NULL,
        job_id TEXT NOT NULL,
        batch INTEGER NOT NULL CHECK (batch >= 1),
        entries INTEGER NOT NULL CHECK (entries >= 0),
        stored INTEGER NOT NULL CHECK (stored >= 0),
        skipped INTEGER NOT NULL CHECK (skipped >= 0),
        bytes INTEGER NOT NULL CHECK (bytes >= 0),
        finished_at TEXT NOT NULL,
        -- What was skipped and why (entry names as the archive gave them), for the analyst and support.
        log_json TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (company_id, job_id, batch)
      );
    `);
  },
};
