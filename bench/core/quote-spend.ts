/**
 * Quote against actual spend (issue 19): every sandbox company mirrored with the live key (so every
 * call is priced) into one fresh library, each through a quote the bench accepts as the analyst
 * would. The quote's extraction reads come from the extraction list, so a mirror should spend what
 * it quoted; the engine stops at the accepted quote rather than passing it. Reported: the totals,
 * the companies that spent more or less than quoted, the largest gap, and how many stopped at their
 * quote (each stop is a question the analyst gets asked again).
 */
import { startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { MAIN_ACCOUNT } from '../../emulator/state/accounts';
import { createApiClient } from '../../electron/core/api';
import { createMirrorEngine } from '../../electron/core/mirror';
import { round } from '../lib/stats';
import { tempLibrary } from '../lib/temp-library';
import type { Benchmark, BenchContext, Measurement } from '../types';

/** Raised far above the live key's 60/min: the bench measures money, not the pacer. */
const LIMIT = 6000;
const SPEED = 2000;
const SMALL_COUNT = 12;

interface Row {
  cin: string;
  /** The first quote the analyst accepted. */
  quotedPaisa: number;
  /** What the mirror spent up to the first stop (or to the end when it never stopped). */
  spentAtStopPaisa: number;
  /** What the whole mirror spent, re-quotes accepted. */
  spentPaisa: number;
  /** Every quote accepted, the first included: the ceiling the mirror was allowed. */
  acceptedPaisa: number;
  /** How many times the mirror stopped at its accepted quote and asked again. */
  stops: number;
}

/** At most this many re-quotes per company (each stop learns exact counts; a loop would be a defect). */
const MAX_STOPS = 3;

export const quoteSpend: Benchmark = {
  name: 'quote-spend',
  description: 'every sandbox company mirrored (live key, priced) through an accepted quote: quoted against spent, per company and in total',
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
      const all = (emu.registry as SyntheticRegistry).sandboxCompanies().map((c) => c.cin);
      const cins = ctx.scale === 'full' ? all : all.slice(0, SMALL_COUNT);
      for (const [i, cin] of cins.entries()) {
        const quote = await engine.quoteMirror(cin, { includeDirectors: true });
        if (quote.blockedReason !== null) throw new Error(`${cin}: the quote is blocked: ${quote.blockedReason}`);
        const action = await engine.run(quote.quoteId);
        await engine.idle();
        let view = engine.get(action.id)!;
        const spentAtStopPaisa = view.spentPaisa;
        let acceptedPaisa = quote.totalPaisa;
        let stops = 0;
        // A stop at the quote is a question: accept what is left, as the analyst would, and go on.
        while (view.state === 'paused' && view.error?.code === 'QUOTE_EXCEEDED') {
          if (view.spentPaisa > acceptedPaisa) throw new Error(`${cin}: spent ${view.spentPaisa} paisa past the accepted ${acceptedPaisa}`);
          if (++stops > MAX_STOPS) throw new Error(`${cin}: stopped at its quote ${stops} times`);
          const resume = await engine.quoteResume(action.id);
          acceptedPaisa = view.spentPaisa + resume.totalPaisa;
          await engine.run(resume.quoteId);
          await engine.idle();
          view = engine.get(action.id)!;
        }
        if (view.state !== 'done') throw new Error(`${cin}: the mirror ended ${view.state}: ${JSON.stringify(view.error)}`);
        if (view.spentPaisa > acceptedPaisa) throw new Error(`${cin}: spent ${view.spentPaisa} paisa past the accepted ${acceptedPaisa}`);
        rows.push({ cin, quotedPaisa: quote.totalPaisa, spentAtStopPaisa, spentPaisa: view.spentPaisa, acceptedPaisa, stops });
        ctx.log(`${i + 1}/${cins.length} ${cin}: quoted ${quote.totalPaisa} paisa, spent ${view.spentPaisa}${stops > 0 ? ` (stopped ${stops}× at the quote after ${spentAtStopPaisa}; accepted ${acceptedPaisa} in all)` : ''}`);
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
    const quoted = rows.reduce((n, r) => n + r.quotedPaisa, 0);
    const spent = rows.reduce((n, r) => n + r.spentPaisa, 0);
    const accepted = rows.reduce((n, r) => n + r.acceptedPaisa, 0);
    // Past what was accepted at that moment: the first quote up to the first stop, every quote after.
    const pastAccepted = rows.filter((r) => r.spentAtStopPaisa > r.quotedPaisa || r.spentPaisa > r.acceptedPaisa);
    const stopped = rows.filter((r) => r.stops > 0);
    const largestOver = Math.max(0, ...rows.map((r) => r.spentPaisa - r.quotedPaisa));
    const largestUnder = Math.max(0, ...rows.map((r) => r.quotedPaisa - r.spentPaisa));
    ctx.note('companies', rows);
    return [
      { metric: 'companies', value: rows.length, unit: '' },
      { metric: 'first quotes', value: round(quoted / 100, 2), unit: '₹' },
      { metric: 'accepted in all', value: round(accepted / 100, 2), unit: '₹' },
      { metric: 'spent', value: round(spent / 100, 2), unit: '₹' },
      { metric: 'spent/first quotes', value: quoted === 0 ? 0 : round(spent / quoted, 4), unit: '' },
      { metric: 'spent past accepted', value: pastAccepted.length, unit: 'companies', goal: { op: '<=', target: 0 } },
      { metric: 'stopped to ask again', value: stopped.length, unit: 'companies' },
      { metric: 'largest over 1st quote', value: round(largestOver / 100, 2), unit: '₹' },
      { metric: 'largest under 1st quote', value: round(largestUnder / 100, 2), unit: '₹' },
    ];
  },
};
