/**
 * Test-only child process for test/integration: the app's core (`createCore`, as the browser host
 * and the utility process run it) on a data folder other processes write at the same time. It
 * mirrors one company through the bridge handlers, accepting every quote the way an analyst at the
 * app would (a stop at the accepted quote shows the quote dialog again; the child accepts it).
 * Environment: DATA_DIR, EMU_URL, API_KEY, CIN; with WAIT_FOR_GO set it prints READY once open
 * and asks for its quote only when the parent writes GO on stdin (a gate, not a sleep). Prints `STOPS <n>` for each stop at the quote and
 * `DONE <state>` at the end; exits 1 with the error data on stderr when a call fails.
 */
import { dispatchCall } from '../../../electron/core/bridge-handlers';
import { createCore } from '../../../electron/core/index';
import { MemorySecretStore } from '../../../electron/core/secrets';
import type { CallArgs, CallName, CallResult } from '../../../shared/bridge/contract';
import type { ActionView } from '../../../shared/bridge/views';
import { env } from './child-kit';

const core = await createCore({
  dataDir: env('DATA_DIR'),
  secrets: new MemorySecretStore(),
  limits: { livePerMinute: 60_000, testPerMinute: 60_000 },
  // ZIPS=0: every PDF bought one by one, as a test counting charges per filing needs.
  tuning: { pollIntervalMs: 25, docRetryMs: 25, retryBaseMs: 20, indexText: false, ...(process.env.ZIPS === '0' ? { zipFirst: false } : {}) },
});

async function call<K extends CallName>(name: K, args: CallArgs<K>): Promise<CallResult<K>> {
  const result = await dispatchCall(core.handlers, name, args);
  if (!result.ok) {
    process.stderr.write(`${name} failed: ${JSON.stringify(result.error)}\n`);
    process.exit(1);
  }
  return result.value as CallResult<K>;
}

const current = async (id: string): Promise<ActionView> => (await call('action.list', {})).find((a) => a.id === id)!;

await call('settings.update', { baseUrl: env('EMU_URL') });
await call('key.set', { apiKey: env('API_KEY') });
if (process.env.WAIT_FOR_GO) {
  process.stdout.write('READY\n');
  let input = '';
  for await (const chunk of process.stdin) {
    input += String(chunk);
    if (input.includes('GO')) break;
  }
}
const quote = await call('mirror.quote', { id: env('CIN'), includeDirectors: false });
if (quote.blockedReason) {
  process.stderr.write(`quote blocked: ${quote.blockedReason}\n`);
  process.exit(1);
}
let action = await call('action.run', { quoteId: quote.quoteId });
let stops = 0;
for (;;) {
  await core.idle();
  action = await current(action.id);
  if (action.state !== 'paused' || action.error?.code !== 'QUOTE_EXCEEDED') break;
  stops++;
  process.stdout.write(`STOPS ${stops}\n`);
  action = await call('action.run', { quoteId: (await call('action.quoteResume', { actionId: action.id })).quoteId });
}
process.stdout.write(`DONE ${action.state}\n`);
await core.close();
