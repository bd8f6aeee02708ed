// The search box's first answer, found in the renderer before the core answers, lists the very
// companies the core's own typeahead lists for the same text: checked in Chromium over a library of
// 2,000 companies, with the core's answers held back at the network so only the first one shows.
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../electron/core/store';
import { seedSyntheticLibrary } from '../support/core/bench-seed';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;
let names: string[];
let ids: string[];

beforeAll(async () => {
  app = await startApp();
  await call(app, 'onboarding.useSandbox', {});
  // A second connection writes the companies beside the core's, as another process could.
  const library = openLibrary(app.dataDir);
  try {
    seedSyntheticLibrary(library, { companies: 2000, filingsPerCompany: 1, seed: 7 });
  } finally {
    library.close();
  }
  const companies = await call(app, 'library.companies', { sort: 'name' });
  names = companies.map((c) => c.name);
  ids = companies.map((c) => c.id);
  await app.page.reload();
  await app.go('#/library', 'company-row');
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** What an analyst types on the way to a company: name prefixes, words from inside, ids, any case. */
function queries(): string[] {
  const picked = names.filter((_, i) => i % 97 === 0).slice(0, 12);
  const out = new Set<string>();
  for (const name of picked) {
    const words = name.split(' ');
    out.add(name.slice(0, 5));
    out.add(`${words[0]} ${words[1]!.slice(0, 2)}`);
    out.add(`${words[0]!.toLowerCase()} ${words[1]!.toLowerCase()} ${words[2]!.slice(0, 3).toLowerCase()}`);
    out.add(`${words[1]} ${words[2]!.slice(0, 4)}`);
    out.add(`${words[0]!.toUpperCase()} ${words[2]}`);
  }
  for (const id of ids.filter((_, i) => i % 211 === 0).slice(0, 6)) out.add(id.slice(0, 9));
  return [...out];
}

describe('the first answer to a keystroke', () => {
  it('lists the companies the core lists, before the core has answered', async () => {
    const { page } = app;
    const held: Route[] = [];
    await page.route('**/bridge/call/search.groups', (route) => {
      held.push(route);
    });
    const compared: Array<{ text: string; count: number }> = [];
    try {
      const input = page.getByTestId('search-input');
      for (const text of queries()) {
        const core = (await call(app, 'search.groups', { text, limit: 20 })).find((g) => g.kind === 'company')!;
        // A list the core cut at its limit may cut equal names differently: not a fair comparison.
        if (core.total >= 20) continue;
        const expected = core.hits.map((h) => h.title);
        await input.fill(text);
        await page.getByTestId('search-pending').waitFor({ state: 'attached' });
        const shown = await page.locator('[data-testid="search-results"] [data-testid="search-hit-company"] .hit-title').allTextContents();
        expect({ text, shown: [...shown].sort() }).toEqual({ text, shown: [...expected].sort() });
        compared.push({ text, count: expected.length });
      }
    } finally {
      await page.unroute('**/bridge/call/search.groups');
      for (const route of held) await route.continue().catch(() => {});
      await page.getByTestId('search-input').fill('');
    }
    expect(compared.length).toBeGreaterThan(30);
    expect(compared.filter((c) => c.count > 0).length).toBeGreaterThan(25);
  });

  it('is replaced by the core’s whole answer when it lands', async () => {
    const { page } = app;
    const text = names[0]!.split(' ').slice(0, 2).join(' ');
    const core = await call(app, 'search.groups', { text, limit: 20 });
    await page.getByTestId('search-input').fill(text);
    await page.getByTestId('search-pending').waitFor({ state: 'detached' });
    // Grouped by kind as the list shows them, each kind in the core's order.
    const kinds = ['company', 'director', 'filing', 'item', 'pdf', 'note'];
    const grouped = kinds.flatMap((kind) => core.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? []);
    expect(grouped.length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="search-results"] .hit-title').allTextContents()).toEqual(grouped);
  });
});
