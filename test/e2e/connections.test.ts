// Connections in Chromium: two companies of the sandbox group mirrored with their directors'
// profiles, then, with the registry stopped (offline), the Connections tab draws the group, lists
// its red flags with their sources, and shows the same nodes and links as a table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionView } from '../../shared/bridge/views';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';
import { gesturesOn, pixelsApart } from './graph-gestures';

const SIPAX = 'U24342DL2008PLC417476';
const MISESH = 'U47895DL1974PTC245220';
const HEVISH = 'U69989DL2012PTC440915';

let app: E2eApp;

async function mirrorWithDirectors(id: string): Promise<ActionView> {
  const quote = await call(app, 'mirror.quote', { id, includeDirectors: true });
  const run = await call(app, 'action.run', { quoteId: quote.quoteId });
  for (;;) {
    const action = (await call(app, 'action.list', {})).find((a) => a.id === run.id)!;
    if (['done', 'failed', 'cancelled'].includes(action.state)) return action;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  app = await startApp();
  await call(app, 'onboarding.useSandbox', {});
  for (const id of [SIPAX, MISESH]) expect((await mirrorWithDirectors(id)).state).toBe('done');
  await app.stopEmulator();
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('the Connections tab, offline', () => {
  it('draws the sandbox group with its flags, and the card of a node cites its sources', async () => {
    const { page } = app;
    await app.go(`#/company/${SIPAX}/connections`, 'connections');
    await page.locator('[data-testid="connections-graph"][data-ready="true"]').waitFor();
    expect(await page.getByTestId('connections-summary').textContent()).toContain('group of 5 companies through shared directors, 1 struck off');
    await page.getByTestId('connections-flag-disqualifiedDirector').first().waitFor();
    expect(await page.getByTestId('connections-flag-inactiveAssociate').textContent()).toContain('Hevish Basaex Tax Consultants Private Limited');
    expect(await page.getByTestId('connections-flag-group').textContent()).toContain('Group of 5 companies');
    // The drawing is a real canvas with the nodes in it.
    const nodes = Number(await page.getByTestId('connections-graph').getAttribute('data-nodes'));
    expect(nodes).toBeGreaterThan(10);
    expect(await page.locator('[data-testid="connections-graph"] canvas').count()).toBeGreaterThan(0);
    await page.getByTestId('connections-flag-disqualifiedDirector').first().getByRole('button').click();
    await page.getByTestId('connections-card').waitFor();
    await app.shot('connections', true);

    await page.getByTestId('connections-mode').click();
    await page.getByTestId('connections-table').waitFor();
    const ids = await page.getByTestId('connections-node').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
    expect(ids).toEqual(expect.arrayContaining([SIPAX, MISESH, HEVISH, 'U15459DL2021PTC177546', '03362746']));
    expect(await page.getByTestId('connections-node').count()).toBe(nodes);
    await page.locator(`[data-testid="connections-node"][data-id="${HEVISH}"]`).getByRole('button').click();
    const card = page.locator(`[data-testid="connections-card"][data-id="${HEVISH}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('Strike Off');
    expect(await card.textContent()).toContain('Director profile of DIN 03362746');
    // Current only drops former links; the filter reads the library again, offline.
    await page.getByTestId('connections-current').check();
    await page.waitForFunction(() => !document.querySelector('[data-testid="connections-edge"].ceased'));
  });
  it('pans and zooms by moving the picture already drawn, and draws it exactly again where the camera stops', async () => {
    const { page } = app;
    await app.go(`#/company/${SIPAX}/connections`, 'connections');
    // The tab may still show the table the test before left it on.
    if (await page.getByTestId('connections-table').isVisible()) await page.getByTestId('connections-mode').click();
    const graph = page.locator('[data-testid="connections-graph"][data-ready="true"]');
    await graph.waitFor();
    const { picture, drag, wheel } = await gesturesOn(page, graph);

    const start = await picture();
    await drag(160, 80);
    const panned = await picture();
    await wheel(-120);
    expect((await pixelsApart(page, await picture(), panned)).over8).toBeGreaterThan(1000);
    // Back the same way: the camera is where it started, and so is every pixel of the picture.
    await wheel(120);
    await drag(-160, -80);
    // Sigma's camera arithmetic there and back leaves rounding in the last bits: a few
    // antialiased pixels one level apart (measured: 4 of 451,440, by 1 of 255).
    const back = await pixelsApart(page, await picture(), start);
    expect(back.over8).toBe(0);
    expect(back.differ).toBeLessThan(back.total / 1000);
    // And a pan moves most of what is drawn.
    expect((await pixelsApart(page, panned, start)).over8).toBeGreaterThan(1000);
  });
});
