/**
 * Keystroke to painted search results, 10,000 companies in the library: the query minus its last
 * letter is typed and answered first, then the last key is pressed; the time runs from its keydown
 * to the frame in which the results list shows the answer for the whole query (known beforehand
 * from the core, and chosen to differ from the answer for the shorter text).
 */
import type { Page } from 'playwright-core';
import { dispatchCall } from '../../electron/core/bridge-handlers';
import type { Core } from '../../electron/core/index';
import { seedSyntheticLibrary } from '../../test/support/core/bench-seed';
import type { SearchHit } from '../../shared/bridge/views';
import { summarize } from '../lib/stats';
import type { Benchmark } from '../types';
import { openApp, openRig, round } from './rig';

const COMPANIES = 10_000;
const FIRST_WORDS = ['Tata', 'Adani', 'Ganga', 'Lotus', 'Surya', 'Kaveri', 'Deccan', 'Bajaj', 'Apollo', 'Godrej', 'Malabar', 'Vikram'];
const SECOND_STARTS = ['So', 'Po', 'Ca', 'Pa', 'Sp', 'Fi', 'Ex', 'Re'];
const SAMPLES = 20;

async function titles(core: Core, text: string): Promise<string[]> {
  const result = await dispatchCall(core.handlers, 'search.local', { text, limit: 50 });
  if (!result.ok) throw new Error(`search.local failed: ${result.error.message}`);
  return (result.value as SearchHit[]).map((h) => h.title);
}

/**
 * Resolves with the ms from the next keydown in the search box to the frame showing `want` as the
 * results. In-page code is a string: tsx compiles functions with a helper the page does not have.
 */
const ARM = `(want) => new Promise((resolve) => {
  const input = document.querySelector('[data-testid="search-input"]');
  let started = 0;
  input.addEventListener('keydown', () => { started = performance.now(); }, { once: true, capture: true });
  const shown = () => [...document.querySelectorAll('[data-testid="search-results"] .hit-title')].map((el) => el.textContent);
  const observer = new MutationObserver(() => {
    const now = shown();
    if (started > 0 && now.length === want.length && want.every((title, i) => now[i] === title)) {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  window.__dossierKeystroke = true;
})`;

/** Waits, frame by frame, until `condition` (an expression) holds in the page (waitForFunction needs eval, which the CSP forbids). */
function until(page: Page, condition: string): Promise<unknown> {
  return page.evaluate(`new Promise((resolve) => { const tick = () => (${condition}) ? resolve(true) : requestAnimationFrame(tick); tick(); })`);
}

const SHOWS = `(want) => {
  const results = document.querySelector('[data-testid="search-results"]');
  if (!results) return false;
  const now = [...results.querySelectorAll('.hit-title')].map((el) => el.textContent);
  if (want.length === 0) return now.length === 0 && /Nothing in the library matches/.test(results.textContent);
  return now.length === want.length && want.every((title, i) => now[i] === title);
}`;

async function timeKeystroke(page: Page, key: string, expected: string[]): Promise<number> {
  const armed = page.evaluate(`(${ARM})(${JSON.stringify(expected)})`) as Promise<number>;
  // The listener is in place once the flag is set; only then is the key pressed.
  await until(page, 'window.__dossierKeystroke === true');
  await page.evaluate('window.__dossierKeystroke = false');
  await page.keyboard.press(key);
  return armed;
}

export const searchKeystroke: Benchmark = {
  name: 'search-keystroke',
  description: `local search: last keystroke to painted results with ${COMPANIES.toLocaleString('en-IN')} companies in the library`,
  async run(ctx) {
    const rig = await openRig(ctx, 'search', (library) => {
      const seeded = seedSyntheticLibrary(library, { companies: COMPANIES, filingsPerCompany: 2 });
      ctx.log(`seeded ${seeded.companies} companies in ${Math.round(seeded.ms)} ms`);
    });
    const app = await rig.start();
    ctx.onCleanup(() => app.stop());
    const queries: Array<{ text: string; expected: string[]; before: string[] }> = [];
    for (const text of FIRST_WORDS.flatMap((first) => SECOND_STARTS.map((second) => `${first} ${second}`))) {
      if (queries.length === SAMPLES) break;
      const expected = await titles(app.core, text);
      const before = await titles(app.core, text.slice(0, -1));
      if (expected.length > 0 && JSON.stringify(expected) !== JSON.stringify(before)) queries.push({ text, expected, before });
    }
    if (queries.length < 5) throw new Error(`only ${queries.length} queries change their answer on the last key`);
    const page = await openApp(rig, app, '#/library', 'company-row');
    const input = page.getByTestId('search-input');
    const times: number[] = [];
    for (const { text, expected, before } of queries) {
      await input.fill('');
      await input.pressSequentially(text.slice(0, -1));
      // The shorter text is answered (its hits, or the "nothing matches" line) before the last key.
      await until(page, `(${SHOWS})(${JSON.stringify(before)})`);
      times.push(await timeKeystroke(page, text.slice(-1), expected));
    }
    await page.close();
    ctx.note('queries', queries.map((q) => q.text));
    ctx.note('samplesMs', times.map(round));
    const t = summarize(times);
    return [
      { metric: 'p50', value: round(t.p50), unit: 'ms', goal: { op: '<', target: 50 } },
      { metric: 'p95', value: round(t.p95), unit: 'ms' },
    ];
  },
};
