/**
 * One writer process of the `writers` benchmark: opens the library the way every process does
 * (openLibrary: WAL, busy timeout, BEGIN IMMEDIATE), waits for the common start time, then commits
 * one short transaction after another for the given time (each writes one spend ledger row for
 * its action, as a download's charge does), and prints how many it committed and how long
 * its longest wait for the write lock was. Environment: LIB_DIR, WRITER, START_AT (epoch ms), SECONDS.
 */
import { openLibrary } from '../../electron/core/store';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const library = openLibrary(env('LIB_DIR'));
const writer = env('WRITER');
const action = library.tx(() => library.actions.create({ kind: 'mirror', subject: `BENCH${writer}`, acceptedPaisa: null }));
const startAt = Number(env('START_AT'));
const endAt = startAt + Number(env('SECONDS')) * 1000;
while (Date.now() < startAt) await new Promise((resolve) => setTimeout(resolve, 1));

let committed = 0;
let slowestMs = 0;
while (Date.now() < endAt) {
  const before = performance.now();
  library.tx(() => {
    library.ledger.record({
      at: new Date().toISOString(),
      endpointKey: 'companies.filings.download',
      subject: `BENCH${writer}`,
      pricePaisa: 5,
      walletAfterPaisa: null,
      requestId: `req_bench_${writer}_${committed}`,
      keyKind: 'test',
      actionId: action.id,
    });
  });
  slowestMs = Math.max(slowestMs, performance.now() - before);
  committed++;
  // The engine awaits the network between commits; yielding here lets others take the lock.
  await new Promise((resolve) => setImmediate(resolve));
}
library.close();
process.stdout.write(`${JSON.stringify({ writer, committed, slowestMs })}\n`);
