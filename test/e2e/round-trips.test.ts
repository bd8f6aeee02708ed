// How many bridge round trips a live mirror costs the renderer. Every call the page makes is an
// HTTP request to the host's call endpoint (events arrive over the WebSocket and are not counted);
// the test counts them while a company with about forty PDFs is mirrored with the library loaded
// and the company's filings tab open, and holds the renderer to two per mirrored PDF. The views
// must still end where the library is: the header's PDF count and each filing row's state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_PATH_PREFIX } from '../../shared/bridge/http-protocol';
import { formatRupees } from '../../shared/money';
import type { ActionView } from '../../shared/bridge/views';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;
let cin: string;

/** A live company with 38 to 45 filings and AOC-4 extractions: a whole mirror, about forty PDFs. */
function companyWithFortyFilings(): string {
  for (const entry of app.emu.registry.companies()) {
    if (entry.sandbox || entry.idType !== 'cin') continue;
    const filings = app.emu.registry.filings(entry.cin).length;
    if (filings >= 38 && filings <= 45 && app.emu.registry.extractionForms(entry.cin).includes('AOC-4')) return entry.cin;
  }
  throw new Error('the emulator has no live company with 38 to 45 filings and AOC-4 extractions');
}

/** Counts the page's bridge calls by name, and knows how many are still on their way. */
function countCalls(app: E2eApp) {
  const byName = new Map<string, number>();
  let counting = false;
  let inFlight = 0;
  let lastSeen = Date.now();
  const isCall = (url: string) => new URL(url).pathname.startsWith(CALL_PATH_PREFIX);
  app.page.on('request', (request) => {
    if (!isCall(request.url())) return;
    inFlight += 1;
    lastSeen = Date.now();
    if (!counting) return;
    const name = new URL(request.url()).pathname.slice(CALL_PATH_PREFIX.length);
    byName.set(name, (byName.get(name) ?? 0) + 1);
  });
  const settled = (request: { url(): string }) => {
    if (!isCall(request.url())) return;
    inFlight -= 1;
    lastSeen = Date.now();
  };
  app.page.on('requestfinished', settled);
  app.page.on('requestfailed', settled);
  return {
    start() {
      counting = true;
    },
    stop() {
      counting = false;
    },
    total: () => [...byName.values()].reduce((a, b) => a + b, 0),
    byName: () => Object.fromEntries([...byName].sort(([, a], [, b]) => b - a)),
    /** Resolves once no call is on its way and none started for `quietMs`. */
    async quiet(quietMs = 500): Promise<void> {
      while (inFlight > 0 || Date.now() - lastSeen < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

function actionEnd(actionId: () => string | null): Promise<ActionView> {
  return new Promise((resolve) => {
    const stop = app.core.events.subscribe((name, payload) => {
      const action = payload as ActionView;
      if (name === 'action.progress' && action.id === actionId() && ['done', 'failed', 'cancelled'].includes(action.state)) {
        stop();
        resolve(action);
      }
    });
  });
}

beforeAll(async () => {
  app = await startApp();
  cin = companyWithFortyFilings();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('a live mirror of about forty PDFs', () => {
  it('costs the renderer at most two bridge round trips per mirrored PDF, and its views end where the library is', async () => {
    const { page } = app;
    await call(app, 'settings.update', { baseUrl: app.registry.url });
    await call(app, 'key.set', { apiKey: app.emu.keys.live });
    await page.reload();
    await app.go('#/library', 'screen-library');
    await page.getByTestId('library-empty').waitFor();

    // The action starts behind a closed gate, so the company screen is open before anything is bought.
    const quote = await call(app, 'mirror.quote', { id: cin });
    expect(quote.blockedReason).toBeNull();
    app.registry.hold();
    let actionId: string | null = null;
    const ended = actionEnd(() => actionId);
    actionId = (await call(app, 'action.run', { quoteId: quote.quoteId })).id;
    const calls = countCalls(app);
    await app.go(`#/company/${cin}/filings`, 'screen-company');
    await calls.quiet();

    const events = new Map<string, number>();
    const stopCounting = app.core.events.subscribe((name) => events.set(name, (events.get(name) ?? 0) + 1));
    calls.start();
    app.registry.release();
    const action = await ended;
    stopCounting();
    expect(action.state).toBe('done');
    const filings = await call(app, 'company.filings', { id: cin });
    const downloaded = filings.filter((f) => f.localState === 'downloaded');
    await page.getByTestId('company-header').getByText(`PDFs ${downloaded.length}/${filings.length}`).waitFor();
    await page.locator('[data-testid="nav-activity"] .count').waitFor({ state: 'detached' });
    await calls.quiet();
    calls.stop();
    await app.shot('round-trips-filings');

    const perPdf = calls.total() / downloaded.length;
    console.log(
      `round trips during the mirror of ${cin}: ${calls.total()} for ${downloaded.length} PDFs (${perPdf.toFixed(2)} per PDF) ${JSON.stringify(calls.byName())}; ` +
        `events pushed (not round trips): ${JSON.stringify(Object.fromEntries(events))}`,
    );
    expect(downloaded.length).toBeGreaterThanOrEqual(30);

    // What the filings tab shows is what the library holds, row by row.
    const shown = await page.getByTestId('filing-row').evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-filing-id'), row.querySelector('[data-testid="filing-state"]')?.className.replace('pill pill-', '')]),
    );
    expect(shown.length).toBeGreaterThan(0);
    const states = new Map(filings.map((f) => [f.filingId, f.localState]));
    for (const [filingId, state] of shown) expect(state).toBe(states.get(filingId ?? ''));

    expect(perPdf).toBeLessThanOrEqual(2);

    // The library list was kept by the events alone (it was read once, empty, before the mirror): with
    // its read refused, the Library screen shows the company as the core sees it.
    const [summary] = (await call(app, 'library.companies', { sort: 'name' })).filter((c) => c.id === cin);
    await page.route(`**${CALL_PATH_PREFIX}library.companies`, (route) => route.abort());
    await app.go('#/library', 'screen-library');
    const row = page.locator(`[data-testid="company-row"][data-company-id="${cin}"]`);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(`${summary!.downloadedPdfs} / ${summary!.totalFilings}`);
    expect(text).toContain(formatRupees(summary!.spendPaisa));
    expect(await row.getByTestId('freshness-badge').getAttribute('data-badge')).toBe(summary!.freshness.badge);
    await app.shot('round-trips-library');
    await page.unroute(`**${CALL_PATH_PREFIX}library.companies`);
  }, 180_000);
});
