/**
 * `npm run bench [-- --only a,b] [--scale small|full] [--keep]`: runs the named benchmarks (all by
 * default) one after the other, prints a table (benchmark, metric, value, unit, goal, result) and
 * writes every number with the machine it ran on to bench/results/<ISO timestamp>.json.
 * Exit code 1 when a benchmark crashed; a missed goal shows as FAIL in the table but is a finding,
 * not a crash. Performance is measured here and never by timed tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BENCHMARKS } from './benchmarks';
import { machineInfo } from './lib/machine';
import { formatTable, type ResultRow, rowsOf } from './lib/table';
import type { BenchContext, Benchmark, Measurement, Scale } from './types';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_DIR = path.dirname(BENCH_DIR);
const RESULTS_DIR = path.join(BENCH_DIR, 'results');

const USAGE = `usage: npm run bench -- [--only name,name] [--scale small|full] [--keep]
  --only   run only these benchmarks (comma-separated); known: ${BENCHMARKS.map((b) => b.name).join(', ')}
  --scale  full (default): 1M companies / 5M filings for search; small: 100k / 500k
  --keep   keep the libraries the run builds (the seeded search library stays in
           bench/results/cache/ and is reused by the next run with the same parameters)`;

interface Options {
  only: Benchmark[];
  scale: Scale;
  keep: boolean;
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      scale: { type: 'string', default: 'full' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.scale !== 'small' && values.scale !== 'full') throw new Error(`--scale must be small or full; got ${values.scale}`);
  const wanted = values.only?.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = wanted?.filter((n) => !BENCHMARKS.some((b) => b.name === n)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
  const only = wanted ? BENCHMARKS.filter((b) => wanted.includes(b.name)) : [...BENCHMARKS];
  return { only, scale: values.scale, keep: values.keep };
}

interface BenchmarkRecord {
  name: string;
  description: string;
  seconds: number;
  measurements: Measurement[];
  notes: Record<string, unknown>;
  error: string | null;
}

async function runAll(opts: Options): Promise<{ records: BenchmarkRecord[]; rows: ResultRow[] }> {
  const cleanups: (() => void | Promise<void>)[] = [];
  const records: BenchmarkRecord[] = [];
  const rows: ResultRow[] = [];
  try {
    for (const bench of opts.only) {
      const notes: Record<string, unknown> = {};
      const ctx: BenchContext = {
        scale: opts.scale,
        keep: opts.keep,
        resultsDir: RESULTS_DIR,
        log: (message) => process.stderr.write(`[${bench.name}] ${message}\n`),
        onCleanup: (fn) => cleanups.push(fn),
        note: (key, value) => {
          notes[key] = value;
        },
      };
      ctx.log(bench.description);
      const started = performance.now();
      let measurements: Measurement[] = [];
      let error: string | null = null;
      try {
        measurements = await bench.run(ctx);
      } catch (e) {
        error = e instanceof Error ? (e.stack ?? e.message) : String(e);
        ctx.log(`crashed: ${error}`);
      }
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      ctx.log(`done in ${seconds} s`);
      records.push({ name: bench.name, description: bench.description, seconds, measurements, notes, error });
      rows.push(...rowsOf(bench.name, measurements));
      if (error) rows.push({ benchmark: bench.name, metric: 'error', value: Number.NaN, unit: '', pass: false });
    }
  } finally {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (e) {
        process.stderr.write(`cleanup failed: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
  }
  return { records, rows };
}

async function main(): Promise<number> {
  const opts = parseOptions(process.argv.slice(2));
  const machine = machineInfo(REPO_DIR);
  const startedAt = new Date();
  process.stderr.write(`bench: ${opts.only.map((b) => b.name).join(', ')} at scale ${opts.scale} on ${machine.cpus} CPUs, node ${machine.node}\n`);
  const { records, rows } = await runAll(opts);
  const finishedAt = new Date();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${startedAt.toISOString().replace(/:/g, '-')}.json`);
  const result = { startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString(), scale: opts.scale, machine, rows, benchmarks: records };
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(formatTable(rows));
  const minutes = Math.round((finishedAt.getTime() - startedAt.getTime()) / 6000) / 10;
  console.log(`\n${rows.filter((r) => r.pass === false).length} of ${rows.filter((r) => r.pass !== null).length} goals missed; ${minutes} min; results in ${path.relative(process.cwd(), file)}`);
  return records.some((r) => r.error !== null) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    console.error(USAGE);
    process.exit(2);
  },
);
