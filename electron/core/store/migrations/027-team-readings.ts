import type { Migration } from './migration';

/**
 * Reads of the registry this replica made without the team's claim (the team out of reach, or no
 * team yet) that the team library dates on their own (issue 12): when this replica last read a
 * company's extraction lists in an action that ended done. The next push gives each to the team's
 * `dossier.readings` (team migration 003) after the extraction rows themselves, so a colleague's
 * extraction read after it copies at ₹0 instead of buying the lists again.
 */
export const migration027: Migration = {
  version: 27,
  name: 'team-readings',
  up(db) {
    db.exec(`
      CREATE TABLE team_readings (
        company_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('extractions')),
        read_at TEXT NOT NULL,
        PRIMARY KEY (company_id, kind)
      );
    `);
  },
};
