/**
 * Team migration 004: the watchlist's later writes. An entry's interval can change and an entry
 * can be taken off the watchlist; both travel to every replica, the later write winning
 * (`set_at`, `removed_at`: ISO instants from the replica that wrote them). A removed entry keeps
 * its row with `removed_at` set, so a replica that watched it earlier learns of the removal and an
 * older entry offered again does not bring it back.
 */
export const TEAM_MIGRATION_004 = {
  version: 4,
  name: 'watch-writes',
  sql: `
    ALTER TABLE dossier.watchlist ADD COLUMN set_at text, ADD COLUMN removed_at text;
    UPDATE dossier.watchlist SET set_at = added_at;
    ALTER TABLE dossier.watchlist ALTER COLUMN set_at SET NOT NULL;
  `,
} as const;
