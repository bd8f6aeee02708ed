// Issue 9: Activity shows a live-key mirror's archives and bytes (the zip road), in real Chromium
// against the browser host, the real core and the emulator. The counts are checked against the
// emulator's own document job (its archives and their sizes as it serves them), never against what
// the core says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchZip } from '../../emulator/server/pdfs';
import { zipBatchCount } from '../../emulator/server/unlocks';
import type { ActionView } from '../../shared/bridge/views';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
}, 120_000);

afterAll(async () => {
  app?.registry.release();
  await app?.close();
});

/** A live company with more than one archive's worth of filings (100 a batch), but not the big filer. */
function liveCompanyWithArchives(): string {
  for (const c of app.emu.registry.companies()) {
    if (c.sandbox || c.idType !== 'cin') continue;
    const n = app.emu.registry.filings(c.cin).length;
    if (n > 100 && n < 400) return c.cin;
  }
  throw new Error('the emulator has no live company with 101 to 399 filings');
}

/**
 * Mirrors `cin` with the live key as an analyst who accepts every quote: a stop at a new quote (the
 * extraction reads are an estimate until listed) is resumed with the quote of what is left.
 */
async function mirrorAccepting(cin: string): Promise<ActionView> {
  await call(app, 'settings.update', { baseUrl: app.registry.url });
  await call(app, 'key.set', { apiKey: app.emu.keys.live });
  const quote = await call(app, 'mirror.quote', { id: cin, includeDirectors: false });
  let id = (await call(app, 'action.run', { quoteId: quote.quoteId })).id;
  for (;;) {
    await app.core.idle();
    const action = (await call(app, 'action.list', {})).find((a) => a.id === id)!;
    if (action.state !== 'paused' || action.error?.code !== 'QUOTE_EXCEEDED') return action;
    const rest = await call(app, 'action.quoteResume', { actionId: id });
    id = (await call(app, 'action.run', { quoteId: rest.quoteId })).id;
  }
}

describe('Activity on the zip road', () => {
  it('shows the archives read and the megabytes they brought', async () => {
    const cin = liveCompanyWithArchives();
    const action = await mirrorAccepting(cin);
    expect(action.state).toBe('done');
    const job = app.emu.state.documentJobs.filter((j) => j.cin === cin).at(-1)!;
    const archives = zipBatchCount(job);
    expect(archives).toBeGreaterThan(1);
    let bytes = 0;
    for (let b = 1; b <= archives; b++) bytes += (await batchZip(app.emu.context, job, b)).byteLength;
    // The stop at a new quote opened the resume dialog and a toast in the page; the test accepted
    // it over the bridge, so a fresh page shows Activity as an analyst opening it now sees it.
    await app.page.reload();
    await app.go('#/activity', 'screen-activity');
    const line = app.page.locator(`[data-testid="action-row"][data-action-id="${action.id}"]`).getByTestId('action-archives');
    await line.waitFor();
    expect(await line.textContent()).toBe(`Archives: ${archives} of ${archives} read, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    await app.shot('activity-archives');
  }, 180_000);
});
