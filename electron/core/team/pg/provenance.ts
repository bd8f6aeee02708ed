/**
 * Who in the firm bought or wrote what: the team rows' `created_by` / `updated_by` (the analyst's
 * database role) for the unlocks and notes this replica holds, read in two statements however many
 * there are, so a sync can keep them in the local library (store/team-provenance.ts).
 */
import type { ProvenanceInput } from '../../store';
import type { TeamDb } from './team-db';

const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);

export async function readProvenance(db: TeamDb, want: { unlocks: readonly string[]; notes: readonly string[] }): Promise<ProvenanceInput[]> {
  const out: ProvenanceInput[] = [];
  if (want.unlocks.length > 0) {
    const rows = await db.query<{ company_id: string; created_by: string; created_at: unknown }>(
      'SELECT company_id, created_by, created_at FROM dossier.unlocks WHERE company_id = ANY($1)',
      [want.unlocks],
    );
    for (const r of rows) out.push({ kind: 'unlock', key: r.company_id, companyId: r.company_id, createdBy: r.created_by, updatedBy: null, createdAt: iso(r.created_at) });
  }
  if (want.notes.length > 0) {
    const rows = await db.query<{ uid: string; company_id: string; created_by: string; updated_by: string; note_created_at: string }>(
      'SELECT uid, company_id, created_by, updated_by, note_created_at FROM dossier.notes WHERE uid = ANY($1)',
      [want.notes],
    );
    for (const r of rows) out.push({ kind: 'note', key: r.uid, companyId: r.company_id, createdBy: r.created_by, updatedBy: r.updated_by, createdAt: r.note_created_at });
  }
  return out;
}
