import type { Migration } from './migration';

/**
 * Personal data at rest (store/personal-fields.ts): a record's personal fields (the PAN in a
 * master's director rows, contact-tier fields wherever they appear) sealed with the data key, one
 * row per record, apart from the record's JSON. Migration 014 moves what is stored today in here.
 */
export const migration013: Migration = {
  version: 13,
  name: 'personal-fields',
  up(db) {
    db.exec(`
      CREATE TABLE personal_fields (
        record_kind TEXT NOT NULL CHECK (record_kind IN ('company-master', 'director-profile')),
        record_id TEXT NOT NULL,
        ciphertext BLOB NOT NULL,
        iv BLOB NOT NULL,
        tag BLOB NOT NULL,
        PRIMARY KEY (record_kind, record_id)
      ) WITHOUT ROWID;
    `);
  },
};
