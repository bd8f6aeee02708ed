/**
 * Test-only child process for durability.test.ts: mirrors one company into a library against an
 * emulator the parent runs. Environment: EMU_URL, API_KEY, LIB_DIR, CIN, PHASE (start|resume),
 * STOP_AT, where the child prints KILLME and freezes until the parent's SIGKILL:
 *   `unlock`       the unlock's purchase is committed;
 *   `pdf:<n>`      the n-th PDF is stored (file and row), before the next request;
 *   `pdf-body:<n>` the n-th download's headers came (charged and recorded), its body not yet stored;
 *   `zip-entry:<n>` the n-th PDF read out of an archive is stored (file and row);
 *   `zip-bytes:<n>` an archive's transfer has brought n bytes (the rest still on its way);
 * and no STOP_AT to run to the end (it then prints DONE with the action states and PEAK_RSS, the
 * process's peak resident memory in bytes).
 * PARALLEL (optional) sets how many downloads run at once (1: nothing else is in flight at a stop).
 * ZIPS=0 buys every PDF one by one (`zipFirst: false`). Every archive request is printed as
 * `BLOB <batch file>` so the parent knows which archives each run fetched.
 */
import fs from 'node:fs';
import { createApiClient } from '../../../electron/core/api';
import { openLibrary } from '../../../electron/core/store';
import { createMirrorEngine } from '../../../electron/core/mirror/engine';
import { FAST_TUNING, RATE } from './mirror-tuning';
import { env, freeze } from './child-kit';

const stopAt = process.env.STOP_AT ?? null;
const library = openLibrary(env('LIB_DIR'));
const client = createApiClient({ baseUrl: env('EMU_URL'), apiKey: env('API_KEY'), limits: { livePerMinute: RATE, testPerMinute: RATE } });
let pdfs = 0;
const engine = createMirrorEngine({
  library,
  client: () => client,
  budget: () => ({ confirmThresholdPaisa: 100_000, sessionCapPaisa: null }),
  tuning: {
    ...FAST_TUNING,
    ...(process.env.PARALLEL ? { parallelDownloads: Number(process.env.PARALLEL) } : {}),
    ...(process.env.ZIPS === '0' ? { zipFirst: false } : {}),
  },
  events: {
    emit(name, payload) {
      if (name === 'spend') {
        const key = (payload as { endpointKey: string }).endpointKey;
        if (key === 'companies.filings.download') pdfs++;
        if ((stopAt === 'unlock' && key === 'companies.unlock') || stopAt === `pdf-body:${pdfs}`) stop();
      }
    },
  },
});

// The n-th PDF's own commit: its row and file are in, nothing else is under way. (library.changed
// is merged over a window now, so the stop follows the transaction that stored it instead.)
let stored = 0;
let fromZips = 0;
const storeFile = library.documents.storeFile.bind(library.documents);
library.documents.storeFile = (input) => {
  stored++;
  if (input.source?.startsWith('zip:')) fromZips++;
  return storeFile(input);
};
const tx = library.tx.bind(library);
library.tx = ((fn: () => unknown) => {
  const result = tx(fn);
  if ((stopAt === `pdf:${stored}` && stored > 0) || (stopAt === `zip-entry:${fromZips}` && fromZips > 0)) stop();
  return result;
}) as typeof library.tx;

// Archives come over plain fetch (blob addresses are no API calls): each request is reported, and
// `zip-bytes:<n>` freezes the process once n bytes of a transfer have arrived.
const plainFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const res = await plainFetch(input, init);
  if (!url.includes('/blobs/')) return res;
  process.stdout.write(`BLOB ${new URL(url).pathname.split('/').pop()}\n`);
  const limit = stopAt?.startsWith('zip-bytes:') ? Number(stopAt.slice('zip-bytes:'.length)) : null;
  if (limit === null || res.body === null) return res;
  let seen = 0;
  const counted = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        seen += chunk.byteLength;
        if (seen >= limit) setImmediate(stop);
      },
    }),
  );
  return new Response(counted, { status: res.status, headers: res.headers });
};

function stop(): void {
  process.stdout.write(`KILLME ${stopAt}\n`);
  freeze();
}

if (env('PHASE') === 'start') {
  const quote = await engine.quoteMirror(env('CIN'), { includeDirectors: false });
  if (quote.blockedReason) throw new Error(quote.blockedReason);
  await engine.run(quote.quoteId);
} else {
  // The killed run's action is paused: resuming it is consented like a new command.
  await engine.recoverInterrupted();
  const paused = engine.list().find((a) => a.state === 'paused');
  if (!paused) throw new Error(`no paused action to resume: ${JSON.stringify(engine.list().map((a) => [a.state, a.kind]))}`);
  const quote = await engine.quoteResume(paused.id);
  if (quote.blockedReason) throw new Error(quote.blockedReason);
  await engine.run(quote.quoteId);
}
await engine.idle();
// An analyst who accepts every new quote: the extraction reads may outrun the estimate.
for (let stopped = engine.list().find((a) => a.error?.code === 'QUOTE_EXCEEDED'); stopped; stopped = engine.list().find((a) => a.error?.code === 'QUOTE_EXCEEDED')) {
  await engine.run((await engine.quoteResume(stopped.id)).quoteId);
  await engine.idle();
}
const states = engine.list().map((a) => a.state);
process.stdout.write(`DONE ${states.join(',')}\n`);
// The process's peak resident memory (Linux VmHWM, kB), for the oversized-download test.
const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
process.stdout.write(`PEAK_RSS ${hwm ? Number(hwm[1]) * 1024 : -1}\n`);
await engine.close();
library.close();
