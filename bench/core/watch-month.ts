/**
 * Monitoring over a simulated month (issue 10): a watchlist of companies (200 at full scale)
 * read into a fresh library (one refresh with its re-reads each), watched every 7 days, then the
 * emulator's clock moved a day at a time for 30 days with a check each day, the living registry
 * filing and changing records meanwhile. Reported: calls (free and paid) and paisa per company per
 * month, against the naive "refresh everything daily" priced from the same price list and the
 * same filing pages (30 refreshes with their re-reads per company), and the changes found.
 */
import { startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import { createApiClient } from '../../electron/core/api';
import { createMirrorEngine, type MirrorEngine } from '../../electron/core/mirror';
import { createWatcher } from '../../electron/core/watch';
import { round } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, BenchContext, Measurement } from '../types';

const LIMIT = 60_000;
const SPEED = 5000;
const DAY = 86_400_000;
const START = '2027-03-01T04:30:00.000Z';

/** Runs a refresh quote to its end (accepting the rest should the re-read outgrow the estimate). */
async function refreshInto(engine: MirrorEngine, cin: string): Promise<void> {
  const quote = await engine.quoteRefresh(cin);
  if (quote.blockedReason) throw new Error(`${cin}: ${quote.blockedReason}`);
  const action = await engine.run(quote.quoteId);
  for (;;) {
    await engine.idle();
    const view = engine.get(action.id)!;
    if (view.state === 'done') return;
    if (view.state !== 'paused' || view.error?.code !== 'QUOTE_EXCEEDED') throw new Error(`${cin}: the refresh ended ${view.state}`);
    await engine.run((await engine.quoteResume(action.id)).quoteId);
  }
}

export const watchMonth: Benchmark = {
  name: 'watch',
  description: 'a watchlist checked daily for 30 simulated days (weekly per company, within budget): calls and paisa per company per month against refreshing everything daily',
  async run(ctx: BenchContext): Promise<Measurement[]> {
    // The registry lets an account refresh 10 companies a minute (spec, Limits): Dossier waits out
    // its Retry-After, so 200 checks take at least 20 real minutes, all of it idle. The bench counts
    // calls and paisa, not minutes, so the limit is lifted here like the per-key rate limit.
    const emu = await startEmulator({ port: 0, seed: 'dossier', speed: SPEED, rateLive: LIMIT, rateTest: LIMIT, refreshPerMinute: LIMIT, startAt: START });
    const library = tempLibrary(ctx, 'watch');
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
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
    const watcher = createWatcher({ library, engine, client: () => client, now });
    try {
      const registry = emu.registry as SyntheticRegistry;
      const count = ctx.scale === 'full' ? 200 : 20;
      const cins = [...registry.companies()].filter((c) => !c.sandbox && c.companyStatus === 'Active').slice(0, count).map((c) => c.cin);
      for (const [i, cin] of cins.entries()) {
        await refreshInto(engine, cin);
        watcher.add(cin);
        if ((i + 1) % 20 === 0) ctx.log(`read ${i + 1}/${cins.length} companies`);
      }
      watcher.setBudget(100_000_000);
      // Naive: every company refreshed daily, each refresh with its master and filing pages re-read.
      const prices = new Map((await client.getPricing({ priority: 'background' })).data.map((r) => [r.endpoint, r.pricePaisa]));
      const price = (k: string) => prices.get(k) ?? 0;
      const pages = cins.map((cin) => Math.max(1, Math.ceil(library.filings.listByCompany(cin, { limit: 100_000 }).length / 200)));
      const naivePaisa = 30 * pages.reduce((n, p) => n + price('companies.update') + price('companies.master') + p * price('companies.filings.list'), 0);
      const naiveCalls = 30 * pages.reduce((n, p) => n + 2 + p, 0);

      const billedBefore = emu.state.ledger(MAIN_ACCOUNT).length;
      const paisaBefore = library.ledger.total().spendPaisa;
      const callsBefore = calls;
      let checked = 0;
      for (let day = 1; day <= 30; day++) {
        emu.clock.advance(DAY);
        const quote = await watcher.quoteCheck();
        if (quote.blockedReason) throw new Error(`day ${day}: ${quote.blockedReason}`);
        const result = await watcher.runCheck(quote.checkId);
        checked += result.checked.length;
        ctx.log(`day ${day}: ${result.checked.length} checked, ${result.changes.length} changes, ${result.spentPaisa} paisa`);
      }
      const paidCalls = emu.state.ledger(MAIN_ACCOUNT).length - billedBefore;
      const paisa = library.ledger.total().spendPaisa - paisaBefore;
      const billed = emu.state.ledger(MAIN_ACCOUNT).slice(billedBefore).reduce((n, e) => n + e.pricePaisa, 0);
      if (billed !== paisa) throw new Error(`the library's ledger holds ${paisa} paisa for the month, the emulator billed ${billed}`);
      const changes = watcher.changes({ limit: 5000 });
      const kinds: Record<string, number> = {};
      for (const c of changes) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
      ctx.note('changes by kind', kinds);
      const n = cins.length;
      return [
        { metric: 'companies', value: n, unit: '' },
        { metric: 'checks', value: checked, unit: '' },
        { metric: 'calls/company/month', value: round((calls - callsBefore) / n, 1), unit: '' },
        { metric: 'paid calls/company/month', value: round(paidCalls / n, 1), unit: '' },
        { metric: 'naive paid calls/company/month', value: round(naiveCalls / n, 1), unit: '' },
        { metric: '₹/company/month', value: round(paisa / n / 100, 2), unit: '₹' },
        { metric: 'naive ₹/company/month', value: round(naivePaisa / n / 100, 2), unit: '₹' },
        { metric: 'spend/naive', value: naivePaisa === 0 ? 0 : round(paisa / naivePaisa, 3), unit: '', goal: { op: '<', target: 1 } },
        { metric: 'changes found', value: changes.length, unit: '' },
      ];
    } finally {
      await engine.close();
      await emu.close();
    }
  },
};
