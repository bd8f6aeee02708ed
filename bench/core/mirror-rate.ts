/**
 * Mirror call rate: the live big filer (1,260 filings) mirrored through the mirror engine against
 * the in-process emulator with a raised per-key limit, the client configured with the same limit.
 * The steady state is the run of PDF downloads; the rate counts every request sent in it, as a
 * fraction of the key's limit. 429s are counted from every answer the client received.
 *
 * The engine works one queue item at a time, so the rate is the pacer's only while one download
 * (emulator render + transfer + hash + fsync + ledger) takes less than the pacing interval. So two
 * runs: one at a limit where that holds (the goal), one at a raised limit that shows the engine's
 * own ceiling. Each run is cut after a fixed steady-state window rather than waiting for 1,260 PDFs.
 */
import { startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import { createApiClient, pacingIntervalMs } from '../../electron/core/api';
import { createMirrorEngine } from '../../electron/core/mirror';
import { busiestWindow, type RequestRecord, recordingFetch, steadyRate } from '../lib/request-log';
import { round, summarize } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, BenchContext, Measurement } from '../types';

/**
 * Requests per minute of the key, in the emulator and the client alike. PACED: slow enough that one
 * download's work fits in the pacing interval, so the rate measures the pacer (the goal applies).
 * RAISED: the raised limit, where the engine's one-at-a-time work sets the rate instead.
 */
const PACED_LIMIT = 120;
const RAISED_LIMIT = 1200;
/** The emulator's background work (the document job) runs this much faster than real time. */
const SPEED = 2000;
const DOWNLOAD = /^\/v1\/companies\/[^/]+\/filings\/[^/]+\/download$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function downloadSpan(log: readonly RequestRecord[]): number {
  const downloads = log.filter((r) => DOWNLOAD.test(r.path));
  return downloads.length < 2 ? 0 : downloads[downloads.length - 1]!.at - downloads[0]!.at;
}

/**
 * Where the time between two sends went: the emulator's answer (to headers), the client's time from
 * that answer to its next send (reading the body, storing, the pacer's wait), and the whole cycle.
 */
function latencies(log: readonly RequestRecord[]) {
  const at = (p: number, values: number[]) => round(p === 50 ? summarize(values).p50 : summarize(values).p95, 1);
  const server = log.filter((r) => DOWNLOAD.test(r.path)).map((r) => r.answeredAt - r.at);
  const client = log.slice(1).map((r, i) => r.at - log[i]!.answeredAt);
  const cycle = log.slice(1).map((r, i) => r.at - log[i]!.at);
  return {
    serverMs: { p50: at(50, server), p95: at(95, server) },
    clientMs: { p50: at(50, client), p95: at(95, client) },
    cycleMs: { p50: at(50, cycle), p95: at(95, cycle), max: round(summarize(cycle).max, 1) },
    // The request that waited longest after the one before it, and what that one was.
    longestGaps: log
      .slice(1)
      .map((r, i) => ({ ms: round(r.at - log[i]!.at, 1), after: `${log[i]!.status} ${log[i]!.path}`, next: `${r.status} ${r.path}` }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5),
  };
}

interface MirrorRun {
  limit: number;
  perMinute: number;
  busiest: number;
  tooMany: number;
  requests: number;
}

/** One emulator, one fresh library, one mirror of the big filer at `limit`, cut after `windowMs` of downloads. */
async function mirrorAt(ctx: BenchContext, limit: number, windowMs: number): Promise<MirrorRun> {
  const emu = await startEmulator({ port: 0, seed: 'dossier', speed: SPEED, rateLive: limit, rateTest: limit });
  const log: RequestRecord[] = [];
  const library = tempLibrary(ctx, `mirror-${limit}`);
  const client = createApiClient({
    baseUrl: emu.url,
    apiKey: emu.keys.live,
    limits: { livePerMinute: limit, testPerMinute: limit },
    timeoutMs: 60_000,
    fetch: recordingFetch(log),
  });
  const engine = createMirrorEngine({
    library,
    client: () => client,
    events: { emit() {} },
    budget: () => ({ confirmThresholdPaisa: 100_000_000, sessionCapPaisa: null }),
    // Text indexing has its own benchmark (pdf-index); here it would only share the CPU with the emulator.
    tuning: { pollIntervalMs: 250, docRetryMs: 250, retryBaseMs: 100, indexText: false },
  });
  try {
    const cin = (emu.registry as SyntheticRegistry).bigFiler;
    ctx.log(`mirroring ${cin} at ${limit} requests/min for ${windowMs / 1000} s of downloads`);
    const action = await engine.run((await engine.quoteMirror(cin, { includeDirectors: true })).quoteId);
    let finished = false;
    const idle = engine.idle().then(() => {
      finished = true;
    });
    while (!finished && downloadSpan(log) < windowMs) await sleep(250);
    if (!finished) engine.cancel(action.id);
    await idle;
    const state = engine.get(action.id)?.state;
    if (state !== 'done' && state !== 'cancelled') throw new Error(`the mirror ended ${state}: ${JSON.stringify(engine.get(action.id)?.error)}`);

    const steady = steadyRate(log, (r) => DOWNLOAD.test(r.path));
    const run: MirrorRun = {
      limit,
      perMinute: steady.perMinute,
      busiest: busiestWindow(
        log.map((r) => r.at),
        60_000,
      ),
      tooMany: log.filter((r) => r.status === 429).length,
      requests: log.length,
    };
    // Cross-check with the emulator: every answered call is in its usage, 429s are not.
    const usage = emu.state.usageSince(MAIN_ACCOUNT, 0).length;
    const details = { ...run, pacingIntervalMs: pacingIntervalMs(limit), emulatorUsage: usage, latencies: latencies(log), mirror: state };
    ctx.note(`at${limit}`, { ...details, steadyState: { requests: steady.requests, seconds: round(steady.seconds, 1) } });
    ctx.log(`${log.length} requests, steady ${round(steady.perMinute, 1)}/min; ${JSON.stringify(details.latencies)}`);
    return run;
  } finally {
    await engine.close();
    await emu.close();
  }
}

export const mirrorRate: Benchmark = {
  name: 'mirror-rate',
  description: `mirror of the live big filer through the mirror engine at ${PACED_LIMIT} and ${RAISED_LIMIT} requests/min: steady rate / limit, 429s`,
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const full = ctx.scale === 'full';
    const paced = await mirrorAt(ctx, PACED_LIMIT, (full ? 150 : 60) * 1000);
    const raised = await mirrorAt(ctx, RAISED_LIMIT, (full ? 45 : 20) * 1000);
    const ratio = (r: MirrorRun) => round(r.perMinute / r.limit, 3);
    return [
      { metric: `rate / limit at ${PACED_LIMIT}/min`, value: ratio(paced), unit: '', goal: { op: '>=', target: 0.95 } },
      { metric: `pacer ceiling at ${PACED_LIMIT}/min`, value: round(60_000 / pacingIntervalMs(PACED_LIMIT) / PACED_LIMIT, 3), unit: '' },
      { metric: `busiest minute at ${PACED_LIMIT}/min`, value: paced.busiest, unit: 'req' },
      { metric: `rate / limit at ${RAISED_LIMIT}/min`, value: ratio(raised), unit: '' },
      { metric: `steady rate at ${RAISED_LIMIT}/min`, value: round(raised.perMinute, 0), unit: 'req/min' },
      { metric: '429 answers', value: paced.tooMany + raised.tooMany, unit: '', goal: { op: '<=', target: 0 } },
    ];
  },
};
