/**
 * The connections graph's read model at the size: 10,000 companies and 50,000 directors
 * (test/support/core/network-seed.ts, written through the repositories so the graph is built by
 * the app's own hooks), then depth-2 neighbourhoods of sampled companies and directors. The goal
 * is on the neighbourhood (views/network.ts); the whole Connections view (neighbourhood + flags,
 * what the tab and `dossier network` ask for) is measured beside it.
 */
import { connectionsView } from '../../electron/core/findings';
import { networkNeighbourhood } from '../../electron/core/views';
import { cinOf } from '../../test/support/core/network-data';
import { dinOf, seedNetworkLibrary } from '../../test/support/core/network-seed';
import { round, summarize, timeEach } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, Measurement } from '../types';

const COMPANIES = 10_000;
const DIRECTORS_PER_COMPANY = 5;
const ROOTS = 500;
/** Whole views (neighbourhood + flags) timed: fewer, each walks the company's group too. */
const VIEWS = 100;
const NOW = '2026-11-25T10:00:00.000Z';

export const networkDepth2: Benchmark = {
  name: 'network-depth2',
  description: `depth-2 neighbourhood over a ${COMPANIES.toLocaleString('en')}-company / ${(COMPANIES * DIRECTORS_PER_COMPANY).toLocaleString('en')}-director graph: ${ROOTS} roots (4 companies : 1 director)`,
  async run(ctx) {
    const library = tempLibrary(ctx, 'network');
    ctx.log(`seeding ${COMPANIES} companies and ${COMPANIES * DIRECTORS_PER_COMPANY} directors through the repositories`);
    const seeded = seedNetworkLibrary(library, { companies: COMPANIES, directorsPerCompany: DIRECTORS_PER_COMPANY, profileEvery: 10 });
    const counts = library.graph.counts();
    ctx.note('seeded', { ...seeded, ms: round(seeded.ms), graph: counts });
    ctx.log(`seeded in ${round(seeded.ms / 1000, 1)} s: ${counts.nodes} nodes, ${counts.edges} links, ${counts.statements} statements`);

    const roots = Array.from({ length: ROOTS }, (_, i) => (i % 5 === 4 ? dinOf((i * 7919) % (COMPANIES * DIRECTORS_PER_COMPANY)) : cinOf((i * 104_729) % COMPANIES)));
    const depth2 = (id: string) => networkNeighbourhood(library, id, { depth: 2, currentOnly: false });
    for (let i = 0; i < 50; i++) depth2(cinOf((i * 31) % COMPANIES));
    const sizes: number[] = [];
    const hubs: number[] = [];
    const hood = timeEach(roots, (id) => {
      const found = depth2(id);
      sizes.push(found.nodes.length);
      hubs.push(found.nodes.filter((n) => n.collapsed).length);
    });
    const view = timeEach(roots.filter((id) => id.length > 8).slice(0, VIEWS), (id) => connectionsView(library, id, { depth: 2, currentOnly: false }, NOW));
    const t = summarize(hood.ms);
    const cpu = summarize(hood.cpuMs);
    const v = summarize(view.ms);
    const n = summarize(sizes);
    ctx.note('nodes per neighbourhood', n);
    // Hubs (a bank charging ~830 of the seeded companies, HUB_LINKS in shared/bridge/network.ts) counted, not walked through.
    ctx.note('hubs collapsed per neighbourhood', summarize(hubs));
    ctx.note('slowest', hood.slowest);
    ctx.note('view slowest', view.slowest);
    ctx.log(`${t.count} roots (${n.p50} nodes median, ${n.max} max): p50 ${round(t.p50)} ms, p95 ${round(t.p95)} ms; with flags p95 ${round(v.p95)} ms`);
    const out: Measurement[] = [
      { metric: 'CPU p95', value: round(cpu.p95), unit: 'ms' },
      { metric: 'p50', value: round(t.p50), unit: 'ms' },
      { metric: 'p95', value: round(t.p95), unit: 'ms', goal: { op: '<', target: 50 } },
      { metric: 'max', value: round(t.max), unit: 'ms' },
      { metric: 'nodes p50', value: n.p50, unit: 'nodes' },
      { metric: 'with flags p50', value: round(v.p50), unit: 'ms' },
      { metric: 'with flags p95', value: round(v.p95), unit: 'ms' },
    ];
    return out;
  },
};
