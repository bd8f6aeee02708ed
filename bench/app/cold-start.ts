/**
 * Host-mode cold start: from starting createCore + startHost over an existing library (100
 * companies, sandbox chosen) to the library table visible in Chromium, the browser already
 * running. Each sample is a fresh core, host and tab.
 */
import { seedSyntheticLibrary } from '../../test/support/core/bench-seed';
import { summarize } from '../lib/stats';
import type { Benchmark } from '../types';
import { openApp, openRig, round } from './rig';

const SAMPLES = 7;

export const appColdStart: Benchmark = {
  name: 'app-cold-start',
  description: `host mode: createCore + startHost to the library table painted in Chromium (browser already running), ${SAMPLES} starts`,
  async run(ctx) {
    const rig = await openRig(ctx, 'cold-start', (library) => seedSyntheticLibrary(library, { companies: 100, filingsPerCompany: 5 }));
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      const app = await rig.start();
      const page = await openApp(rig, app, '#/library', 'company-row');
      times.push(performance.now() - started);
      await page.close();
      await app.stop();
    }
    ctx.note('samplesMs', times.map(round));
    const t = summarize(times);
    return [
      { metric: 'p50', value: round(t.p50), unit: 'ms', goal: { op: '<', target: 400 } },
      { metric: 'max', value: round(t.max), unit: 'ms' },
    ];
  },
};
