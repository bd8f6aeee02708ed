/**
 * Group exposure over a lender's book of 2,000 companies (views/book-groups.ts): the connections
 * graph seeded through the repositories (test/support/core/network-seed.ts: groups of ten sharing
 * directors and, half of them, an address; bridges between groups; bank and intra-group charges),
 * 10,000 companies at `full` (the book one company in five), 4,000 at `small` (one in two), then
 * the book's groups read a few times. The goal: groups over a 2,000-company book within 1 s.
 */
import { bookGroups } from '../../electron/core/views';
import { cinOf } from '../../test/support/core/network-data';
import { seedNetworkLibrary } from '../../test/support/core/network-seed';
import { round, summarize, timeEach } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, Measurement } from '../types';

const MEMBERS = 2_000;
const RUNS = 7;

export const bookGroupsBench: Benchmark = {
  name: 'book-groups',
  description: `groups (shared current director, registered address, a charge between members) of a ${MEMBERS.toLocaleString('en')}-company book over the connections graph, ${RUNS} reads`,
  async run(ctx) {
    const companies = ctx.scale === 'full' ? 10_000 : 4_000;
    const library = tempLibrary(ctx, 'book-groups');
    ctx.log(`seeding ${companies} companies through the repositories`);
    const seeded = seedNetworkLibrary(library, { companies, directorsPerCompany: 5, profileEvery: 10 });
    ctx.note('seeded', { ...seeded, ms: round(seeded.ms), graph: library.graph.counts() });
    const step = companies / MEMBERS;
    const book = Array.from({ length: MEMBERS }, (_, i) => ({ companyId: cinOf(i * step), exposurePaisa: (((i * 7919) % 1000) + 1) * 1_00_000_00 }));
    const found = bookGroups(library, book, { flagAboveBasisPoints: 500 });
    const sizes = summarize(found.groups.map((g) => g.members.length));
    ctx.note('groups', { count: found.groups.length, sizes, flagged: found.groups.filter((g) => g.flagged).length, links: found.groups.reduce((n, g) => n + g.links.length, 0), addressesNotLinking: found.addressesNotLinking.length });
    ctx.log(`${found.groups.length} groups (largest ${sizes.max} members), ${found.groups.filter((g) => g.flagged).length} flagged above 5%`);
    const timed = timeEach(Array.from({ length: RUNS }, (_, i) => i), () => bookGroups(library, book, { flagAboveBasisPoints: 500 }));
    const t = summarize(timed.ms);
    const cpu = summarize(timed.cpuMs);
    ctx.log(`${MEMBERS} members: p50 ${round(t.p50)} ms, max ${round(t.max)} ms`);
    const out: Measurement[] = [
      { metric: 'p50', value: round(t.p50), unit: 'ms' },
      { metric: 'max', value: round(t.max), unit: 'ms', goal: { op: '<', target: 1000 } },
      { metric: 'CPU max', value: round(cpu.max), unit: 'ms' },
      { metric: 'groups', value: found.groups.length, unit: 'groups' },
    ];
    return out;
  },
};
