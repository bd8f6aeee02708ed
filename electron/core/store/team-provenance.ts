import type { StoreContext } from './context';

/**
 * Who in the firm bought or wrote what this replica holds from the team library (migration 024).
 * A sync fills it from the team's `created_by` / `updated_by`; the company screen reads it offline.
 */
export interface ProvenanceInput {
  kind: 'unlock' | 'note';
  /** The company id (unlock) or the note's team uid (note). */
  key: string;
  companyId: string;
  createdBy: string;
  updatedBy: string | null;
  createdAt: string | null;
}

export interface CompanyProvenance {
  unlock: { createdBy: string; createdAt: string | null } | null;
  /** By local note id. */
  notes: Array<{ noteId: number; createdBy: string; updatedBy: string | null }>;
}

export function createTeamProvenance(ctx: StoreContext) {
  return {
    /** Unlocks and notes the team holds that this replica holds without their author recorded yet. */
    missing(): { unlocks: string[]; notes: string[] } {
      const unlocks = ctx.stmt(`SELECT u.company_id FROM unlocks u WHERE NOT EXISTS (SELECT 1 FROM team_provenance p WHERE p.kind = 'unlock' AND p.key = u.company_id)`).pluck().all() as string[];
      const notes = ctx
        // Only notes the team holds (pushed or pulled: marked): a note written here has its uid from the start.
        .stmt(
          `SELECT n.team_uid FROM notes n WHERE EXISTS (SELECT 1 FROM team_pushed m WHERE m.kind = 'note' AND m.key = n.team_uid)
             AND NOT EXISTS (SELECT 1 FROM team_provenance p WHERE p.kind = 'note' AND p.key = n.team_uid)`,
        )
        .pluck()
        .all() as string[];
      return { unlocks, notes };
    },
    /** Records (or updates) who wrote each row, in one transaction. */
    putMany(rows: readonly ProvenanceInput[]): void {
      const put = ctx.stmt(
        `INSERT INTO team_provenance (kind, key, company_id, created_by, updated_by, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (kind, key) DO UPDATE SET company_id = excluded.company_id, created_by = excluded.created_by, updated_by = excluded.updated_by, created_at = excluded.created_at`,
      );
      ctx.db.transaction(() => {
        for (const r of rows) put.run(r.kind, r.key, r.companyId, r.createdBy, r.updatedBy, r.createdAt);
      })();
    },
    forCompany(companyId: string): CompanyProvenance {
      const unlock = ctx.stmt(`SELECT created_by, created_at FROM team_provenance WHERE kind = 'unlock' AND key = ?`).get(companyId) as
        | { created_by: string; created_at: string | null }
        | undefined;
      const notes = ctx
        .stmt(`SELECT n.id, p.created_by, p.updated_by FROM team_provenance p JOIN notes n ON n.team_uid = p.key WHERE p.kind = 'note' AND p.company_id = ? ORDER BY n.id`)
        .all(companyId) as Array<{ id: number; created_by: string; updated_by: string | null }>;
      return {
        unlock: unlock ? { createdBy: unlock.created_by, createdAt: unlock.created_at } : null,
        notes: notes.map((n) => ({ noteId: n.id, createdBy: n.created_by, updatedBy: n.updated_by })),
      };
    },
    /** A new team (connect elsewhere, disconnect): what the old one said no longer applies. */
    clear(): void {
      ctx.stmt('DELETE FROM team_provenance').run();
    },
  };
}
