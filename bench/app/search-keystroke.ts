/**
 * Keystroke to painted search results, 10,000 companies in the library: the query minus its last
 * letter is typed and answered first, then the last key is pressed. Two times run from its keydown:
 * to the frame in which the results list shows the companies the core lists for the whole query
 * (the renderer finds them in its own index of the library's companies, without waiting for the
 * core), and to the frame in which it shows the core's whole answer (every kind, in its order).
 * Both answers are known beforehand from the core and chosen to differ from the shorter text's.
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
const SAMPLES = 40;

async function answer(core: Core, text: string): Promise<SearchHit[]> {
  const result = await dispatchCall(core.handlers, 'search.local', { text, limit: 50 });
  if (!result.ok) throw new Error(`search.local failed: ${result.error.message}`);
  return result.value as SearchHit[];
}

async function titles(core: Core, text: string): Promise<string[]> {
  return (await answer(core, text)).map((h) => h.title);
}

async function companyTitles(core: Core, text: string): Promise<string[]> {
  return (await answer(core, text)).filter((h) => h.kind === 'company').map((h) => h.title);
}

/**
 * Resolves with the ms from the next keydown in the search box to the frame showing the companies
 * of `want` (the same titles, in any order) and to the frame showing `want.all` (every title, in
 * order). In-page code is a string: tsx compiles functions with a helper the page does not have.
 */
const ARM = `(want) => new Promise((resolve) => {
  const input = document.querySelector('[data-testid="search-input"]');
  let started = 0;
  let companies = 0;
  input.addEventListener('keydown', () => { started = performance.now(); }, { once: true, capture: true });
  const texts = (selector) => [...document.querySelectorAll(selector)].map((el) => el.textContent);
  const sameSet = (a, b) => a.length === b.length && [...a].sort().every((t, i) => t === [...b].sort()[i]);
  const check = () => {
    if (started === 0) return;
    const results = '[data-testid="search-results"] ';
    if (companies === 0 && sameSet(texts(results + '[data-testid="search-hit-company"] .hit-title'), want.companies)) {
      companies = -1;
      requestAnimationFrame(() => { companies = performance.now() - started; });
    }
    const all = texts(results + '.hit-title');
    if (all.length === want.all.length && want.all.every((title, i) => all[i] === title)) {
      observer.disconnect();
      requestAnimationFrame(() => {
        const full = performance.now() - started;
        resolve({ companies: companies > 0 ? companies : full, full });
      });
    }
  };
  const observer = new MutationObserver(check);
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

async function timeKeystroke(page: Page, key: string, expected: { companies: string[]; all: string[] }): Promise<{ companies: number; full: number }> {
  const armed = page.evaluate(`(${ARM})(${JSON.stringify(expected)})`) as Promise<{ companies: number; full: number }>;
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
    const queries: Array<{ text: string; expected: { companies: string[]; all: string[] }; before: string[] }> = [];
    for (const text of FIRST_WORDS.flatMap((first) => SECOND_STARTS.map((second) => `${first} ${second}`))) {
      if (queries.length === SAMPLES) break;
      const expected = { companies: await companyTitles(app.core, text), all: await titles(app.core, text) };
      const before = await titles(app.core, text.slice(0, -1));
      const beforeCompanies = await companyTitles(app.core, text.slice(0, -1));
      // The companies must change on the last key, or the first answer would already be showing.
      if (expected.companies.length > 0 && JSON.stringify([...expected.companies].sort()) !== JSON.stringify([...beforeCompanies].sort())) queries.push({ text, expected, before });
    }
    if (queries.length < 5) throw new Error(`only ${queries.length} queries change their answer on the last key`);
    const page = await openApp(rig, app, '#/library', 'company-row');
    const input = page.getByTestId('search-input');
    const times: number[] = [];
    const fullTimes: number[] = [];
    for (const { text, expected, before } of queries) {
      await input.fill('');
      await input.pressSequentially(text.slice(0, -1));
      // The shorter text is answered (its hits, or the "nothing matches" line) before the last key.
      await until(page, `(${SHOWS})(${JSON.stringify(before)})`);
      const took = await timeKeystroke(page, text.slice(-1), expected);
      times.push(took.companies);
      fullTimes.push(took.full);
    }
    await page.close();
    ctx.note('queries', queries.map((q) => q.text));
    ctx.note('samplesMs', { companies: times.map(round), fullAnswer: fullTimes.map(round) });
    const t = summarize(times);
    const full = summarize(fullTimes);
    return [
      { metric: 'p50', value: round(t.p50), unit: 'ms' },
      { metric: 'p95', value: round(t.p95), unit: 'ms', goal: { op: '<', target: 16 } },
      { metric: 'full answer p50', value: round(full.p50), unit: 'ms', goal: { op: '<', target: 50 } },
      { metric: 'full answer p95', value: round(full.p95), unit: 'ms' },
    ];
  },
};
