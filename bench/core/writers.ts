/**
 * Writes per second on one library with one, two and four writer processes (issue 19): each
 * process (bench/core/writer-child.ts) opens the library as the app, the CLI and the connector do
 * and commits one-row transactions (a download's charge) for a fixed time from a common start. The total is what
 * the library takes; the slowest single commit shows how long a writer waited its turn (the busy
 * timeout is 30 s; no writer may fail). Children are plain Node processes run through tsx.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLibrary } from '../../electron/core/store';
import { round } from '../lib/stats';
import type { Benchmark, BenchContext, Measurement } from '../types';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(HERE, 'writer-child.ts');
const TSX = path.resolve(HERE, '../../node_modules/.bin/tsx');
const SECONDS = 5;
/** Time for every child to start (tsx, the library opened) before the common start. */
const START_DELAY_MS = 6_000;

interface ChildResult {
  writer: string;
  committed: number;
  slowestMs: number;
}

function runWriter(dir: string, writer: number, startAt: number): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, LIB_DIR: dir, WRITER: String(writer), START_AT: String(startAt), SECONDS: String(SECONDS) };
    const child = spawn(TSX, [CHILD], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`writer ${writer} exited ${code}: ${err.trim()}`));
      else resolve(JSON.parse(out.trim()) as ChildResult);
    });
  });
}

async function measure(ctx: BenchContext, writers: number): Promise<{ perSecond: number; slowestMs: number; rows: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dossier-bench-writers-${writers}-`));
  openLibrary(dir).close(); // created and migrated once, as the first process to open it would
  ctx.onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  const startAt = Date.now() + START_DELAY_MS;
  const results = await Promise.all(Array.from({ length: writers }, (_, i) => runWriter(dir, i + 1, startAt)));
  const library = openLibrary(dir);
  const rows = library.ledger.total().calls;
  library.close();
  const committed = results.reduce((n, r) => n + r.committed, 0);
  if (rows !== committed) throw new Error(`${writers} writers reported ${committed} commits, the library holds ${rows} rows`);
  ctx.log(`${writers} writer(s): ${committed} commits in ${SECONDS} s, per writer ${results.map((r) => r.committed).join(', ')}`);
  return { perSecond: round(committed / SECONDS, 0), slowestMs: round(Math.max(...results.map((r) => r.slowestMs)), 1), rows };
}

export const writers: Benchmark = {
  name: 'writers',
  description: `commits/s on one library with 1, 2 and 4 writer processes (${SECONDS} s each, one ledger row each)`,
  async run(ctx) {
    const out: Measurement[] = [];
    for (const n of [1, 2, 4]) {
      const r = await measure(ctx, n);
      ctx.note(`writers-${n}`, r);
      out.push({ metric: `writes/s, ${n} writer${n === 1 ? '' : 's'}`, value: r.perSecond, unit: 'commits/s' });
      out.push({ metric: `slowest commit, ${n} writer${n === 1 ? '' : 's'}`, value: r.slowestMs, unit: 'ms', goal: { op: '<', target: 30_000 } });
    }
    return out;
  },
};
