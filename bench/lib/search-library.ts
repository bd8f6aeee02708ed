/**
 * The seeded search library (1M companies / 5M filings at full scale), built once into
 * bench/results/cache/ and reused by later runs whose parameters match: the seed size, the seed and
 * the seeding code itself (a hash of bench-seed.ts). A newer schema does not force a new seed: the
 * cached library is migrated on open, as an analyst's library would be. A build goes to a
 * `.building` folder and is renamed when complete, so an interrupted build is never reused.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Library, LATEST_VERSION, openLibrary } from '../../electron/core/store';
import { rawDatabase } from '../../electron/core/store/library';
import { seedSyntheticLibrary } from '../../test/support/core/bench-seed';
import type { BenchContext, Scale } from '../types';

const SEED_SOURCE = fileURLToPath(new URL('../../test/support/core/bench-seed.ts', import.meta.url));
const PARAMS_FILE = 'bench-params.json';

export interface SearchLibraryParams {
  companies: number;
  filingsPerCompany: number;
  seed: number;
  seedSourceSha256: string;
}

export function searchLibraryParams(scale: Scale): SearchLibraryParams {
  return {
    companies: scale === 'full' ? 1_000_000 : 100_000,
    filingsPerCompany: 5,
    seed: 42,
    seedSourceSha256: createHash('sha256').update(fs.readFileSync(SEED_SOURCE)).digest('hex'),
  };
}

function readParams(dir: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, PARAMS_FILE), 'utf8'));
  } catch {
    return null;
  }
}

function build(ctx: BenchContext, dir: string, params: SearchLibraryParams): void {
  const building = `${dir}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  const library = openLibrary(building);
  try {
    ctx.log(`seeding ${params.companies.toLocaleString('en')} companies x ${params.filingsPerCompany} filings into ${path.relative(process.cwd(), dir)} (minutes)`);
    const cpu = process.cpuUsage();
    const seeded = seedSyntheticLibrary(library, params);
    const started = performance.now();
    rawDatabase(library).pragma('wal_checkpoint(TRUNCATE)');
    const cpuSeconds = Math.round((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e5) / 10;
    ctx.note('seed', { ...seeded, finishMs: Math.round(performance.now() - started), cpuSeconds });
    ctx.log(`seeded in ${Math.round(seeded.ms / 1000)} s (${cpuSeconds} s of CPU)`);
  } finally {
    library.close();
  }
  fs.writeFileSync(path.join(building, PARAMS_FILE), `${JSON.stringify(params, null, 2)}\n`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
}

const open = new Map<Scale, Library>();

/** The library for `ctx.scale`, built if the cache has none that matches; one open handle per run. */
export function searchLibrary(ctx: BenchContext): Library {
  const ready = open.get(ctx.scale);
  if (ready) return ready;
  const params = searchLibraryParams(ctx.scale);
  const dir = path.join(ctx.resultsDir, 'cache', `search-${ctx.scale}`);
  const cached = readParams(dir);
  if (JSON.stringify(cached) === JSON.stringify(params)) ctx.log(`reusing ${path.relative(process.cwd(), dir)}`);
  else build(ctx, dir, params);
  const migrating = performance.now();
  const library = openLibrary(dir);
  ctx.note('openMs', Math.round(performance.now() - migrating));
  open.set(ctx.scale, library);
  ctx.onCleanup(() => {
    library.close();
    open.delete(ctx.scale);
    if (ctx.keep) ctx.log(`kept the search library at ${dir} for the next run`);
    else fs.rmSync(dir, { recursive: true, force: true });
  });
  ctx.note('library', { ...params, schemaVersion: LATEST_VERSION, dbMegabytes: Math.round(fs.statSync(library.dbPath).size / 1e6) });
  return library;
}
