/**
 * Test-only child process for electron/core/watch/kill-resume.test.ts: runs a check of the
 * watchlist in a library against an emulator the parent runs (EMU_URL, API_KEY, LIB_DIR), and
 * prints KILLME and freezes right after the refresh (`companies.update`) is charged and recorded,
 * until the parent's SIGKILL.
 */
import { createApiClient } from '../../../electron/core/api';
import { openLibrary } from '../../../electron/core/store';
import { createMirrorEngine } from '../../../electron/core/mirror/engine';
import { createWatcher } from '../../../electron/core/watch';
import { FAST_TUNING, RATE } from './mirror-tuning';
import { env, freeze } from './child-kit';

const library = openLibrary(env('LIB_DIR'));
const client = createApiClient({ baseUrl: env('EMU_URL'), apiKey: env('API_KEY'), limits: { livePerMinute: RATE, testPerMinute: RATE } });
const engine = createMirrorEngine({
  library,
  client: () => client,
  budget: () => ({ confirmThresholdPaisa: 100_000, sessionCapPaisa: null }),
  tuning: FAST_TUNING,
  events: {
    emit(name, payload) {
      if (name === 'spend' && (payload as { endpointKey: string }).endpointKey === 'companies.update') {
        process.stdout.write('KILLME refresh\n');
        freeze();
      }
    },
  },
});
const watcher = createWatcher({ library, engine, client: () => client, now: () => Date.now() });
const quote = await watcher.quoteCheck();
if (quote.blockedReason) throw new Error(quote.blockedReason);
await watcher.runCheck(quote.checkId);
process.stdout.write('DONE without a stop\n');
await engine.close();
library.close();
