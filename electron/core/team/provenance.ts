/**
 * After a pull: who in the firm bought the unlocks and wrote the notes this replica now holds,
 * copied from the team rows into the local library so the company screen names the colleague even
 * offline. The notes and unlocks this pull touched are read again (a colleague may have edited a
 * note); any the library holds without an author yet (copied by a mirror, or pulled by a sync
 * killed before this step) are filled in too.
 */
import type { Library } from '../store';
import { readProvenance } from './pg/provenance';
import type { TeamDb } from './pg/team-db';

export async function recordProvenance(library: Library, db: TeamDb, pulled: { unlocks: Set<string>; notes: Set<string> }): Promise<number> {
  const missing = library.teamProvenance.missing();
  const want = { unlocks: [...new Set([...pulled.unlocks, ...missing.unlocks])], notes: [...new Set([...pulled.notes, ...missing.notes])] };
  if (want.unlocks.length === 0 && want.notes.length === 0) return 0;
  const rows = await readProvenance(db, want);
  library.teamProvenance.putMany(rows);
  return rows.length;
}
