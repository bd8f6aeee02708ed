// The Changes view over a real check: a watched live company loses a director and has a charge
// satisfied at the registry; one check through the bridge, then the browser shows each change with
// its kind and source, the unread count in the navigation, the kind filter, mark read, and the
// filing that reports a change opened in the review screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mirrorWithKey } from './core-calls';
import { type E2eApp, startApp } from './fixture';

// biome-ignore lint/suspicious/noExplicitAny: the registry's raw master record
type Any = any;

let app: E2eApp;
let cin: string;

async function inject(body: Record<string, unknown>): Promise<Any> {
  const res = await fetch(`${app.emu.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return ((await res.json()) as Any).data;
}

beforeAll(async () => {
  app = await startApp({ emulator: { admin: true } });
  cin = [...app.emu.registry.companies()].find(
    (c) =>
      !c.sandbox &&
      c.idType === 'cin' &&
      c.companyStatus === 'Active' &&
      c.directorDins.length >= 3 &&
      app.emu.registry.filings(c.cin).length <= 20 &&
      (app.emu.registry.master(c.cin) as Any).masterData.indexChargesData.some((x: Any) => x.dateOfSatisfaction === null),
  )!.cin;
  expect((await mirrorWithKey(app, app.emu.keys.live, cin)).state).toBe('done');
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('the Changes view', () => {
  it('shows what a check found, with its source, unread counts, filters and mark read', async () => {
    const { page } = app;
    await call(app, 'watch.add', { id: cin });
    await call(app, 'watch.setBudget', { monthlyPaisa: 100_000 });
    const master = app.emu.registry.master(cin, app.emu.clock.now()) as Any;
    const din = master.masterData.directorData[2].DIN;
    const charge = master.masterData.indexChargesData.find((x: Any) => x.dateOfSatisfaction === null);
    const ceased = await inject({ kind: 'director.ceased', cin, din });
    await inject({ kind: 'charge.satisfied', cin, chargeId: charge.chargeId });
    await inject({ kind: 'filing.new', cin, formId: 'MGT-14', description: 'Board resolution for borrowing' });
    const quote = await call(app, 'watch.quoteCheck', {});
    expect(quote.lines[0]).toMatchObject({ companyId: cin, plan: 'refresh' });
    const result = await call(app, 'watch.runCheck', { checkId: quote.checkId });
    expect(result.state).toBe('done');

    // The check's fetch may have stopped at a new quote on its way (it resumed it within the budget):
    // the page opened before the check shows that stale quote; a fresh page has none.
    await page.reload();
    await app.go('#/changes', 'screen-changes');
    await page.locator('[data-testid="change-row"][data-kind="director.ceased"]').waitFor();
    const rows = page.getByTestId('change-row');
    expect(await rows.count()).toBe(result.changes.length);
    expect(await page.getByTestId('changes-unread').textContent()).toBe(String(result.changes.length));
    await page.locator('[data-testid="change-row"][data-kind="charge.satisfied"]').waitFor();
    await page.locator('[data-testid="change-row"][data-kind="filing.new"]').filter({ hasText: 'MGT-14' }).waitFor();
    await app.shot('changes', true);

    await page.getByTestId('changes-kind').selectOption('director.ceased');
    // Several rows of other kinds may still be on screen when the filter is picked: wait for none (a
    // locator's own wait is strict and refuses to wait on more than one element).
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="change-row"]:not([data-kind="director.ceased"])').length === 0);
    const gone = page.locator('[data-testid="change-row"][data-kind="director.ceased"]');
    expect(await gone.textContent()).toContain(din);
    await gone.getByTestId('change-mark-read').click();
    await page.locator('[data-testid="change-row"][data-kind="director.ceased"][data-read="yes"]').waitFor();
    expect(await page.getByTestId('changes-unread').textContent()).toBe(String(result.changes.length - 1));

    await gone.getByRole('link', { name: 'Open the filing' }).click();
    await page.waitForURL(new RegExp(`#/review/${cin}/${ceased.filing.filingId}`));
  }, 120_000);

  it('shows the watch toggle and interval on the company page, and the monitoring budget and its spend on Spend', async () => {
    const { page } = app;
    await app.go(`#/company/${cin}/overview`, 'company-header');
    await page.locator('[data-testid="watch-toggle"][data-watched="yes"]').waitFor();
    await page.getByTestId('watch-interval').selectOption('14');
    await page.locator('[data-testid="watch-interval"]').filter({ has: page.locator('option:checked', { hasText: '14 days' }) }).waitFor();
    expect((await call(app, 'watch.list', {})).entries[0]).toMatchObject({ companyId: cin, intervalDays: 14 });
    await page.getByTestId('watch-checkbox').click();
    await page.locator('[data-testid="watch-toggle"][data-watched="no"]').waitFor();
    expect((await call(app, 'watch.list', {})).entries).toEqual([]);

    await app.go('#/spend', 'screen-spend');
    const spent = (await call(app, 'watch.list', {})).budget.spentThisMonthPaisa;
    expect(spent).toBeGreaterThan(0);
    await page.getByTestId('monitoring-spent').filter({ hasText: /₹[\d,]+\.\d\d/ }).waitFor();
    await app.shot('spend-monitoring');
  }, 60_000);
});
