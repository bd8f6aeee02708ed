/**
 * Test-only child process for team-sync.test.ts: pulls the team library into a replica and freezes
 * after the STOP_AFTER-th PDF is stored (file and row, the pulled position moved with it), printing
 * KILLME, until the parent's SIGKILL. Environment: LIB_DIR, TEAM_URL, STOP_AFTER.
 */
import { openLibrary } from '../../../electron/core/store';
import { postgresBlobStore } from '../../../electron/core/team/pg/blob-store';
import { openTeamDb } from '../../../electron/core/team/pg/team-db';
import { pullChanges } from '../../../electron/core/team/pull';
import { env, freeze } from './child-kit';

const library = openLibrary(env('LIB_DIR'));
const db = openTeamDb(env('TEAM_URL'));
const stopAfter = Number(env('STOP_AFTER'));
let documents = 0;
await pullChanges(library, db, postgresBlobStore(db), {
  batch: 20,
  onApplied(entry) {
    if (entry.kind === 'document' && ++documents === stopAfter) {
      process.stdout.write(`KILLME seq=${library.teamSync.state().pulledSeq}\n`);
      freeze();
    }
  },
});
process.stdout.write('DONE\n');
await db.close();
library.close();
