/**
 * Test-only child process for team-sync-more.test.ts: pushes a replica's library to the team and
 * freezes right after the STOP_AFTER-th PDF is committed by the team, before its "already pushed"
 * marker is kept, printing KILLME, until the parent's SIGKILL. Environment: LIB_DIR, TEAM_URL,
 * STOP_AFTER.
 */
import { openLibrary } from '../../../electron/core/store';
import { postgresBlobStore } from '../../../electron/core/team/pg/blob-store';
import { openTeamDb } from '../../../electron/core/team/pg/team-db';
import { bindToTeam, pushLibrary } from '../../../electron/core/team/push';
import { env, freeze } from './child-kit';

const library = openLibrary(env('LIB_DIR'));
const db = openTeamDb(env('TEAM_URL'));
const stopAfter = Number(env('STOP_AFTER'));
let documents = 0;
await bindToTeam(library, db);
await pushLibrary(library, db, postgresBlobStore(db), {
  onDocumentCommitted(filingId) {
    if (++documents === stopAfter) {
      process.stdout.write(`KILLME ${filingId}\n`);
      freeze();
    }
  },
});
process.stdout.write('DONE\n');
await db.close();
library.close();
