// Loaded into a CLI child with `node --import` (bench/core/mirror-big.ts): samples
// process.memoryUsage() every 250 ms and writes the peaks of each part (resident, V8 heap,
// external, array buffers) to DOSSIER_MEMORY_PROBE when the process exits, so a bench can say
// where the memory went and not only how much.
import fs from 'node:fs';

const out = process.env.DOSSIER_MEMORY_PROBE;
if (out) {
  const peak = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  const samples = [];
  const started = Date.now();
  const sample = () => {
    const m = process.memoryUsage();
    for (const k of Object.keys(peak)) peak[k] = Math.max(peak[k], m[k]);
    samples.push([Date.now() - started, ...Object.keys(peak).map((k) => Math.round(m[k] / 1_048_576))]);
  };
  setInterval(sample, 250).unref();
  process.on('exit', () => {
    sample();
    const mb = Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, Math.round(v / 1_048_576)]));
    fs.appendFileSync(out, `${JSON.stringify({ pid: process.pid, peakMb: mb, columns: ['ms', ...Object.keys(peak)], samples })}\n`);
  });
}
