/**
 * Team migration 005: what became of each text in `note_history` (issue 27). Append only (see 001).
 *
 * - `replaced`: a later write of the note took its place (the default, and every earlier row but:)
 * - `deleted`: the text a deletion removed (backfilled: the row each deletion wrote, one version
 *   below the deleted note's, since a deletion writes its history row and then moves the version).
 * - `overruled`: an edit that reached the team after the note was deleted, or after a later write
 *   of it: it never became the note's text, and until now its words were dropped.
 *
 * Notes keep their uids: nothing here touches `dossier.notes`, so every replica's markers and every
 * note a replica already published stay as they are.
 */
export const TEAM_MIGRATION_005 = {
  version: 5,
  name: 'note-outcomes',
  sql: `
    ALTER TABLE dossier.note_history
      ADD COLUMN outcome text NOT NULL DEFAULT 'replaced' CHECK (outcome IN ('replaced', 'deleted', 'overruled'));
    UPDATE dossier.note_history h SET outcome = 'deleted'
      FROM dossier.notes n
      WHERE h.uid = n.uid AND n.deleted_at IS NOT NULL AND h.version = n.version - 1;
  `,
} as const;
