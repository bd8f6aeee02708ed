/**
 * The Library screen's one call, `library.companies`, over 10,000 mirrored companies (ledger rows,
 * documents, unlocks, freshness snapshots and finished mirror actions, as seedMirroredLibrary
 * writes them): each sort timed through dispatchCall on a real core, as a transport runs it (the
 * goal). Then the call right after another process wrote to the library (the list is read again
 * in full: views/library-list.ts), and the JSON the transport writes, both beside it without a goal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dispatchCall } from '../../electron/core/bridge-handlers';
import { createCore } from '../../electron/core/index';
import { MemorySecretStore } from '../../electron/core/secrets';
import { openLibrary } from '../../electron/core/store';
import { seedMirroredLibrary } from '../../test/support/core/mirrored-library-seed';
import { round, summarize, timeEach } from '../lib/stats';
import type { Benchmark, BenchContext, Measurement } from '../types';

const COMPANIES = 10_000;
const SORTS = ['name', 'mirroredAt', 'spend', 'freshness'] as const;
const TIMED_PER_SORT = 25;
const WARM_UP_PER_SORT = 3;
const AFTER_WRITE = 10;

export const libraryCompanies: Benchmark = {
  name: 'library-companies',
  description: `library.companies through dispatchCall over ${COMPANIES.toLocaleString('en')} mirrored companies, ${TIMED_PER_SORT} calls per sort (${SORTS.join(', ')})`,
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-library-companies-'));
    ctx.onCleanup(() => {
      if (ctx.keep) ctx.log(`kept the library-companies library at ${dataDir}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const seeding = openLibrary(dataDir);
    try {
      ctx.log(`seeding ${COMPANIES.toLocaleString('en')} mirrored companies`);
      ctx.note('seed', seedMirroredLibrary(seeding, { companies: COMPANIES, seed: 13 }));
    } finally {
      seeding.close();
    }

    const core = await createCore({ dataDir, secrets: new MemorySecretStore(), version: 'bench' });
    ctx.onCleanup(() => core.close());
    const call = async (sort: (typeof SORTS)[number]) => {
      const result = await dispatchCall(core.handlers, 'library.companies', { sort });
      if (!result.ok) throw new Error(`library.companies failed: ${JSON.stringify(result.error)}`);
      return result.value as unknown[];
    };

    const inputs = SORTS.flatMap((sort) => Array.from({ length: TIMED_PER_SORT }, () => sort));
    for (const sort of SORTS) for (let i = 0; i < WARM_UP_PER_SORT; i++) await call(sort);
    // dispatchCall is async only in name here (the handler never awaits I/O), so each call is timed
    // from its start to its settled value.
    const ms: number[] = [];
    const cpuMs: number[] = [];
    let last: unknown[] = [];
    for (const sort of inputs) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const value = await call(sort);
      ms.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuMs.push((used.user + used.system) / 1000);
      last = value;
    }
    const rows = last.length;
    const json = JSON.stringify(last);
    const stringify = timeEach(SORTS, () => JSON.stringify(last));

    // As the CLI would: another connection writes, and the next call reads all 10,000 again.
    const writer = openLibrary(dataDir);
    const afterWrite: number[] = [];
    try {
      for (let i = 0; i < AFTER_WRITE; i++) {
        writer.clientState.set('bench.library-companies', i);
        const started = performance.now();
        await call('name');
        afterWrite.push(performance.now() - started);
      }
    } finally {
      writer.close();
    }
    const cold = summarize(afterWrite);
    const t = summarize(ms);
    const cpu = summarize(cpuMs);
    const bySort = Object.fromEntries(
      SORTS.map((sort, i) => [sort, round(summarize(ms.slice(i * TIMED_PER_SORT, (i + 1) * TIMED_PER_SORT)).p95)]),
    );
    ctx.note('rows', rows);
    ctx.note('p95BySortMs', bySort);
    ctx.note('cpu', cpu);
    ctx.note('jsonBytes', json.length);
    ctx.note('afterWriteMs', cold);
    ctx.log(`${t.count} calls over ${rows} companies: p50 ${round(t.p50)} ms, p95 ${round(t.p95)} ms, max ${round(t.max)} ms; by sort ${JSON.stringify(bySort)}`);
    return [
      { metric: 'p50', value: round(t.p50), unit: 'ms' },
      { metric: 'p95', value: round(t.p95), unit: 'ms', goal: { op: '<', target: 20 } },
      { metric: 'max', value: round(t.max), unit: 'ms' },
      { metric: 'CPU p95', value: round(cpu.p95), unit: 'ms' },
      { metric: 'after a write p50', value: round(cold.p50), unit: 'ms' },
      { metric: 'companies', value: rows, unit: '' },
      { metric: 'JSON', value: round(json.length / 1e6, 1), unit: 'MB' },
      { metric: 'JSON.stringify p95', value: round(summarize(stringify.ms).p95), unit: 'ms' },
    ];
  },
};
