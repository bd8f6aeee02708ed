/**
 * A lender's book over a month (issue 26): the book's companies (300 at full scale, 30 small) taken
 * from the emulator's generated book, mirrored and then watched for 30 simulated days two ways, each
 * against a fresh emulator and library:
 * - as a book: one quote for the mirror of every company (the price book read once), one book action;
 *   then the companies on the watchlist (weekly) and checked at once, as `portfolio watch` does, and
 *   one check a day of those due;
 * - alone: each company quoted and mirrored on its own; then each refreshed on its own every 7 days,
 *   the PDFs the refresh listed fetched and the new extraction years read (what a watch check's
 *   follow-ups take too).
 * Reported for each: calls to the registry (free and paid, as the client sent them), spend per
 * company-month, and the wall time those calls take at the live key's real rate (60 a minute, the
 * pacer's limit), against the bench's own wall time at a lifted rate.
 */
import { startEmulator } from '../../emulator/index';
import { generateBook } from '../../emulator/book/generate';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { createApiClient } from '../../electron/core/api';
import { createMirrorEngine, type MirrorEngine } from '../../electron/core/mirror';
import type { BookMember } from '../../electron/core/mirror';
import { createWatcher } from '../../electron/core/watch';
import { normaliseCompanyId } from '../../shared/ids';
import { round } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, BenchContext, Measurement } from '../types';

const LIMIT = 60_000;
const REAL_RATE_PER_MINUTE = 60;
const SPEED = 5000;
const DAY = 86_400_000;
const START = '2027-03-01T04:30:00.000Z';

interface Run {
  calls: number;
  /** Calls by endpoint (method and path without identifiers), most first. */
  byEndpoint: Record<string, number>;
  spentPaisa: number;
  seconds: number;
}

async function world(ctx: BenchContext, label: string) {
  const emu = await startEmulator({ port: 0, seed: 'dossier', speed: SPEED, rateLive: LIMIT, rateTest: LIMIT, refreshPerMinute: LIMIT, startAt: START });
  const library = tempLibrary(ctx, `book-month-${label}`);
  let calls = 0;
  const byEndpoint = new Map<string, number>();
  const counting: typeof fetch = (input, init) => {
    calls += 1;
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    // The path without its identifiers: which endpoint, not which company.
    const endpoint = `${init?.method ?? 'GET'} ${url.pathname.replace(/\/[A-Z0-9][A-Za-z0-9_-]{5,}/g, '/:id')}`;
    byEndpoint.set(endpoint, (byEndpoint.get(endpoint) ?? 0) + 1);
    return fetch(input, init);
  };
  const client = createApiClient({ baseUrl: emu.url, apiKey: emu.keys.live, limits: { livePerMinute: LIMIT, testPerMinute: LIMIT }, timeoutMs: 60_000, fetch: counting });
  const now = () => emu.clock.now();
  const engine = createMirrorEngine({
    library,
    client: () => client,
    events: { emit() {} },
    budget: () => ({ confirmThresholdPaisa: 100_000_000, sessionCapPaisa: null }),
    now,
    tuning: { pollIntervalMs: 20, docRetryMs: 20, retryBaseMs: 20, indexText: false },
  });
  return { emu, library, engine, client, now, calls: () => calls, byEndpoint: () => Object.fromEntries([...byEndpoint].sort((a, b) => b[1] - a[1])), spent: () => library.ledger.total().spendPaisa };
}

async function finish(engine: MirrorEngine, actionId: string): Promise<void> {
  await engine.idle();
  const view = engine.get(actionId)!;
  if (view.state !== 'done') throw new Error(`${view.title} ended ${view.state}: ${JSON.stringify(view.error)}`);
}

async function asBook(ctx: BenchContext, members: BookMember[]): Promise<Run> {
  const w = await world(ctx, 'book');
  const started = Date.now();
  try {
    const quote = await w.engine.quoteBook({ kind: 'mirror', bookId: 'bench', bookName: 'Bench book', members });
    if (quote.blockedReason) throw new Error(quote.blockedReason);
    await finish(w.engine, (await w.engine.run(quote.quoteId)).id);
    ctx.log(`book: mirrored ${members.length} companies, ${w.calls()} calls`);
    const watcher = createWatcher({ library: w.library, engine: w.engine, client: () => w.client, now: w.now });
    watcher.setBudget(100_000_000);
    // As `dossier portfolio watch` does: the companies put on the watchlist and checked at once
    // (just mirrored, within the 24 h window: compared, nothing bought); then a check a day of those due.
    for (const m of members) watcher.add(m.companyId, 7);
    const first = await watcher.quoteCheck({ companies: members.map((m) => m.companyId) });
    if (first.lines.length > 0) await watcher.runCheck(first.checkId);
    for (let day = 1; day <= 30; day++) {
      w.emu.clock.advance(DAY);
      const check = await watcher.quoteCheck();
      if (check.lines.length > 0) await watcher.runCheck(check.checkId);
    }
    return { calls: w.calls(), byEndpoint: w.byEndpoint(), spentPaisa: w.spent(), seconds: (Date.now() - started) / 1000 };
  } finally {
    await w.engine.close();
    await w.emu.close();
  }
}

async function alone(ctx: BenchContext, members: BookMember[]): Promise<Run> {
  const w = await world(ctx, 'alone');
  const started = Date.now();
  try {
    for (const m of members) {
      const quote = await w.engine.quoteMirror(m.companyId, { includeDirectors: false });
      if (quote.blockedReason) throw new Error(`${m.companyId}: ${quote.blockedReason}`);
      await finish(w.engine, (await w.engine.run(quote.quoteId)).id);
    }
    ctx.log(`alone: mirrored ${members.length} companies, ${w.calls()} calls`);
    for (let week = 1; week <= 4; week++) {
      w.emu.clock.advance(7 * DAY);
      for (const m of members) {
        const quote = await w.engine.quoteRefresh(m.companyId);
        if (quote.blockedReason) throw new Error(`${m.companyId}: ${quote.blockedReason}`);
        await finish(w.engine, (await w.engine.run(quote.quoteId)).id);
        // The PDFs the refresh listed and the extraction years it brought, as a watch check takes
        // them (its follow-ups): the same coverage both ways.
        const fetch = await w.engine.quoteFetch(m.companyId);
        if (!fetch.blockedReason && !fetch.nothingToBuy) await finish(w.engine, (await w.engine.run(fetch.quoteId)).id);
        const extractions = await w.engine.quoteExtractions(m.companyId);
        if (!extractions.blockedReason && !extractions.nothingToBuy) await finish(w.engine, (await w.engine.run(extractions.quoteId)).id);
      }
    }
    return { calls: w.calls(), byEndpoint: w.byEndpoint(), spentPaisa: w.spent(), seconds: (Date.now() - started) / 1000 };
  } finally {
    await w.engine.close();
    await w.emu.close();
  }
}

export const bookMonth: Benchmark = {
  name: 'book-month',
  description: "a generated book (300 companies; 30 small) mirrored and watched for 30 simulated days as a book, against each company mirrored and refreshed alone: calls, spend per company-month, wall time at the key's real rate",
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const size = ctx.scale === 'full' ? 330 : 36;
    const probe = await startEmulator({ port: 0, seed: 'dossier' });
    const registry = probe.registry as SyntheticRegistry;
    const book = generateBook({ registry, size });
    await probe.close();
    const seen = new Set<string>();
    const members: BookMember[] = [];
    for (const r of book.truth.rows) {
      if (!normaliseCompanyId(r.expected).ok || seen.has(r.expected)) continue;
      // A struck-off company files nothing after it: still in the book, mirrored like the rest.
      seen.add(r.expected);
      members.push({ companyId: r.expected, name: r.registryName ?? r.expected, exposurePaisa: r.exposurePaisa });
    }
    const n = members.length;
    ctx.note('companies', n);
    const bookRun = await asBook(ctx, members);
    const aloneRun = await alone(ctx, members);
    const perCompanyMonth = (r: Run) => round(r.spentPaisa / n / 100, 2);
    const atRealRate = (r: Run) => round(r.calls / REAL_RATE_PER_MINUTE, 1);
    ctx.note('runs', { book: bookRun, alone: aloneRun });
    return [
      { metric: 'companies', value: n, unit: '' },
      { metric: 'book: calls', value: bookRun.calls, unit: '' },
      { metric: 'alone: calls', value: aloneRun.calls, unit: '' },
      { metric: 'book: ₹ per company-month', value: perCompanyMonth(bookRun), unit: '₹' },
      { metric: 'alone: ₹ per company-month', value: perCompanyMonth(aloneRun), unit: '₹' },
      { metric: 'book: minutes at 60 calls/min', value: atRealRate(bookRun), unit: 'min' },
      { metric: 'alone: minutes at 60 calls/min', value: atRealRate(aloneRun), unit: 'min' },
      { metric: 'book: bench wall time', value: round(bookRun.seconds, 1), unit: 's' },
      { metric: 'alone: bench wall time', value: round(aloneRun.seconds, 1), unit: 's' },
    ];
  },
};
