// Where a process's memory goes, not only how much: load it with
//   DOSSIER_MEMORY_PROBE=/tmp/probe.jsonl node --import ./bench/lib/memory-probe.mjs bin/dossier.mjs …
// It samples process.memoryUsage() every 250 ms and appends, at exit, the peaks of each part
// (resident, V8 heap, external, array buffers) and the samples to that file (issue 9: how the CLI's
// mirror was brought from 530 MB toward 300 MB).
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
