/**
 * Quote against actual spend (issue 27): each company mirrored with the live key (so every call is
 * priced) into one fresh library through one accepted quote, as `dossier mirror --yes` does: the
 * sandbox set, ten live companies (the business groups' flagships first) and the big filer. For each:
 * the total the quote expected, the most it quoted, and what the mirror spent. The goals: never past
 * the most, never a stop to ask again, actual within ±5 % of expected. The per-company table goes to
 * the log (and the results file); the README quotes it.
 */
import { startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import { createApiClient } from '../../electron/core/api';
import { createMirrorEngine } from '../../electron/core/mirror';
import { formatRupees } from '../../shared/money';
import { round } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, BenchContext, Measurement } from '../types';

/** Raised far above the live key's 60/min: the bench measures money, not the pacer. */
const LIMIT = 6000;
const SPEED = 2000;
const SMALL_COUNT = 12;
const LIVE_COUNT = 10;

interface Row {
  set: 'sandbox' | 'live' | 'big filer';
  cin: string;
  expectedPaisa: number;
  mostPaisa: number;
  spentPaisa: number;
  /** Times the mirror stopped at its quote to ask again (the goal is none). */
  stops: number;
}

function liveCompanies(registry: SyntheticRegistry): string[] {
  const picked = registry.networks.groups.map((g) => g.cins[0]!);
  for (const c of registry.companies()) {
    if (picked.length >= LIVE_COUNT) break;
    if (registry.company(c.cin)!.sandbox || picked.includes(c.cin) || c.cin === registry.bigFiler) continue;
    const filings = registry.filings(c.cin).length;
    if (filings >= 15 && filings <= 200) picked.push(c.cin);
  }
  return picked.slice(0, LIVE_COUNT);
}

const pct = (r: Row) => (r.expectedPaisa === 0 ? 0 : ((r.spentPaisa - r.expectedPaisa) / r.expectedPaisa) * 100);

function table(rows: Row[]): string {
  const line = (r: Row) =>
    `| ${r.set} | ${r.cin} | ${formatRupees(r.expectedPaisa)} | ${formatRupees(r.spentPaisa)} | ${pct(r) >= 0 ? '+' : ''}${pct(r).toFixed(2)} % | ${formatRupees(r.mostPaisa)} | ${r.stops} |`;
  return ['| set | company | expected | actual | actual − expected | at most | stops |', '|---|---|---|---|---|---|---|', ...rows.map(line)].join('\n');
}

export const quoteSpend: Benchmark = {
  name: 'quote-spend',
  description: 'the sandbox set, ten live companies and the big filer mirrored (live key, priced) on one accepted quote each: expected, most and actual',
  async run(ctx: BenchContext): Promise<Measurement[]> {
    const emu = await startEmulator({ port: 0, seed: 'dossier', speed: SPEED, rateLive: LIMIT, rateTest: LIMIT });
    const library = tempLibrary(ctx, 'quote-spend');
    const client = createApiClient({ baseUrl: emu.url, apiKey: emu.keys.live, limits: { livePerMinute: LIMIT, testPerMinute: LIMIT }, timeoutMs: 60_000 });
    const engine = createMirrorEngine({
      library,
      client: () => client,
      events: { emit() {} },
      budget: () => ({ confirmThresholdPaisa: 100_000_000, sessionCapPaisa: null }),
      tuning: { pollIntervalMs: 100, docRetryMs: 100, retryBaseMs: 50, indexText: false },
    });
    const rows: Row[] = [];
    try {
      const registry = emu.registry as SyntheticRegistry;
      const sandbox = registry.sandboxCompanies().map((c) => c.cin);
      const sets: Array<[Row['set'], string[]]> = [
        ['sandbox', ctx.scale === 'full' ? sandbox : sandbox.slice(0, SMALL_COUNT)],
        ['live', liveCompanies(registry)],
        ['big filer', [registry.bigFiler]],
      ];
      for (const [set, cins] of sets) {
        for (const [i, cin] of cins.entries()) {
          const quote = await engine.quoteMirror(cin, { includeDirectors: false });
          if (quote.blockedReason !== null) throw new Error(`${cin}: the quote is blocked: ${quote.blockedReason}`);
          const action = await engine.run(quote.quoteId);
          await engine.idle();
          let view = engine.get(action.id)!;
          let stops = 0;
          // A stop at the quote would be a question to the analyst: counted, accepted, and the run goes on.
          while (view.state === 'paused' && view.error?.code === 'QUOTE_EXCEEDED' && stops < 3) {
            stops++;
            await engine.run((await engine.quoteResume(action.id)).quoteId);
            await engine.idle();
            view = engine.get(action.id)!;
          }
          if (view.state !== 'done') throw new Error(`${cin}: the mirror ended ${view.state}: ${JSON.stringify(view.error)}`);
          const row: Row = { set, cin, expectedPaisa: quote.totalPaisa, mostPaisa: quote.mostPaisa, spentPaisa: view.spentPaisa, stops };
          rows.push(row);
          ctx.log(`${set} ${i + 1}/${cins.length} ${cin}: expected ${formatRupees(row.expectedPaisa)}, spent ${formatRupees(row.spentPaisa)} (${pct(row).toFixed(2)} %), at most ${formatRupees(row.mostPaisa)}`);
        }
      }
      // Cross-checks: the library's ledger and the emulator's usage both hold exactly what the actions spent.
      const spent = rows.reduce((n, r) => n + r.spentPaisa, 0);
      const ledger = library.ledger.total().spendPaisa;
      const usage = emu.state.usageSince(MAIN_ACCOUNT, 0).reduce((n, u) => n + u.spendPaisa, 0);
      if (ledger !== spent) throw new Error(`the actions spent ${spent} paisa, the ledger holds ${ledger}`);
      if (usage !== spent) throw new Error(`the actions spent ${spent} paisa, the emulator billed ${usage}`);
    } finally {
      await engine.close();
      await emu.close();
    }
    ctx.log(`quote against actual:\n${table(rows)}`);
    ctx.note('companies', rows);
    const measurements: Measurement[] = [];
    for (const set of ['sandbox', 'live', 'big filer'] as const) {
      const of = rows.filter((r) => r.set === set);
      const expected = of.reduce((n, r) => n + r.expectedPaisa, 0);
      const spent = of.reduce((n, r) => n + r.spentPaisa, 0);
      measurements.push(
        { metric: `${set}: companies`, value: of.length, unit: '' },
        { metric: `${set}: expected`, value: round(expected / 100, 2), unit: '₹' },
        { metric: `${set}: actual`, value: round(spent / 100, 2), unit: '₹' },
        { metric: `${set}: worst |actual − expected|`, value: round(Math.max(0, ...of.map((r) => Math.abs(pct(r)))), 2), unit: '%', goal: { op: '<=', target: 5 } },
      );
    }
    measurements.push(
      { metric: 'spent past the most quoted', value: rows.filter((r) => r.spentPaisa > r.mostPaisa).length, unit: 'companies', goal: { op: '<=', target: 0 } },
      { metric: 'stopped to ask again', value: rows.filter((r) => r.stops > 0).length, unit: 'companies', goal: { op: '<=', target: 0 } },
    );
    return measurements;
  },
};
