// The Activity screen tells the true story (issue 18 item 8), in real Chromium against the browser
// host, the real core and the emulator: a mirror queued behind others says whom it waits for, a
// cancelled mirror looks cancelled (its bar stops where it stopped), and PDFs the sandbox does not
// hold are said never to arrive. The registry is held shut by the test's gate while the queue is
// looked at, so nothing depends on how fast the machine is. Counts are checked against the
// emulator's own record of which PDFs the sandbox holds, never against what the core says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFacts } from '../../emulator/state/company-view';
import type { ActionView } from '../../shared/bridge/views';
import { formatRupees } from '../../shared/money';
import { call, fewFilingCompanies, mirrorWithKey } from './core-calls';
import { type E2eApp, startApp } from './fixture';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp();
}, 120_000);

afterAll(async () => {
  app?.registry.release();
  await app?.close();
});

/** Sandbox CINs with filings, and how many of their filings have no PDF in the sandbox (the emulator's own facts). */
function sandboxCompanies(): Array<{ cin: string; filings: number; missing: number }> {
  return app.emu.registry
    .sandboxCompanies()
    .filter((c) => c.idType === 'cin')
    .map((c) => {
      const facts = companyFacts(app.emu.context, c.cin);
      return { cin: c.cin, filings: facts.visible.length, missing: facts.visible.filter((f) => !facts.landed.has(f.row.filingId)).length };
    })
    .filter((c) => c.filings > 0 && c.filings <= 40);
}

const row = (id: string) => app.page.locator(`[data-testid="action-row"][data-action-id="${id}"]`);

describe('Activity tells the true story', () => {
  let finished: ActionView;
  let missing: number;
  const queued: string[] = [];

  it('says PDFs the sandbox does not hold will never arrive', async () => {
    const pick = sandboxCompanies().find((c) => c.missing > 1);
    if (!pick) throw new Error('the emulator has no sandbox company with PDFs missing from the sandbox');
    missing = pick.missing;
    finished = await mirrorWithKey(app, app.emu.keys.test, pick.cin);
    expect(finished.state).toBe('done');
    await app.go('#/activity', 'screen-activity');
    const step = row(finished.id).getByTestId('action-step');
    await step.waitFor();
    expect(await step.textContent()).toBe(`Done; ${missing.toLocaleString('en-IN')} PDFs are not in the sandbox and will never arrive there`);
  });

  it('shows one mirror running and the two behind it queued with their place, by name (issue 28 item 9)', async () => {
    const others = sandboxCompanies()
      .filter((c) => c.cin !== finished.subject)
      .slice(0, 3);
    expect(others).toHaveLength(3);
    // Quoted with the registry open (free calls), then run with it held: the first mirror's first
    // call waits at the gate, and the queue behind it stands still while the screen is read.
    const quotes = [];
    for (const c of others) quotes.push(await call(app, 'mirror.quote', { id: c.cin, includeDirectors: false }));
    app.registry.hold();
    const titles: string[] = [];
    for (const q of quotes) {
      const started = await call(app, 'action.run', { quoteId: q.quoteId });
      queued.push(started.id);
      titles.push(started.title);
    }
    const [first, second, third] = queued as [string, string, string];
    const firstTitle = titles[0]!;
    await row(third).getByTestId('action-step').getByText(`3rd in line, behind ${firstTitle} and 1 other`).waitFor();
    await row(second).getByTestId('action-step').getByText(`2nd in line, behind ${firstTitle}`).waitFor();
    // Only the mirror whose call is under way wears "running".
    expect(await row(first).getAttribute('data-state')).toBe('running');
    expect(await row(second).getAttribute('data-state')).toBe('queued');
    expect(await row(third).getAttribute('data-state')).toBe('queued');
    expect(await row(second).getByTestId('action-state').textContent()).toBe('queued');
    await app.shot('activity-waiting');
  });

  it('shows a cancelled mirror as cancelled: its bar stops where it stopped, never full', async () => {
    const third = queued[2]!;
    // Sandbox work is never billed, so it is cancelled at once (paid work asks first: action-row tests).
    await row(third).getByTestId('action-cancel').click();
    const cancelled = app.page.locator(`[data-testid="action-row"][data-action-id="${third}"][data-state="cancelled"]`);
    await cancelled.waitFor();
    const bar = cancelled.getByTestId('action-progress');
    const [value, max] = await bar.evaluate((el) => [(el as HTMLProgressElement).value, (el as HTMLProgressElement).max]);
    expect(value).toBeLessThan(max!);
    expect(await bar.getAttribute('aria-label')).toMatch(/, cancelled$/);
    expect(await cancelled.getByTestId('action-state').textContent()).toBe('cancelled');
    expect(await cancelled.getByTestId('action-step').textContent()).toMatch(/^Cancelled after \d+ of [\d,]+ items; the other [\d,]+ were not fetched$/);
    // It looks unlike a finished row: the bar is greyed, not the finished colour.
    const finishedBar = row(finished.id).getByTestId('action-progress');
    const colour = (locator: typeof bar) => locator.evaluate((el) => getComputedStyle(el).getPropertyValue('accent-color') + getComputedStyle(el).opacity);
    expect(await colour(bar)).not.toBe(await colour(finishedBar));
    await app.shot('activity-cancelled');

    app.registry.release();
    for (const id of queued.slice(0, 2)) await app.page.locator(`[data-testid="action-row"][data-action-id="${id}"][data-state="done"]`).waitFor({ timeout: 120_000 });
  }, 180_000);

  it('asks once before cancelling paid work, saying what stays and what is not bought', async () => {
    await call(app, 'key.set', { apiKey: app.emu.keys.live });
    const live = fewFilingCompanies(app, 1, '')[0]!;
    const quote = await call(app, 'mirror.quote', { id: live, includeDirectors: false });
    expect(quote.sandbox).toBe(false);
    app.registry.hold();
    const paid = (await call(app, 'action.run', { quoteId: quote.quoteId })).id;
    await app.go('#/activity', 'screen-activity');
    await row(paid).getByTestId('action-cancel').click();
    const confirm = row(paid).getByTestId('action-cancel-confirm');
    await confirm.waitFor();
    // The plan so far holds two reads; the quote the analyst accepted is what a cancel leaves unbought.
    expect(await confirm.textContent()).toMatch(/What was bought so far \(₹[\d,.]+\) stays in the library; nothing more of the ₹[\d,.]+ quote you accepted is bought\./);
    expect(await confirm.textContent()).toContain(formatRupees(quote.totalPaisa));
    await app.shot('activity-cancel-paid');
    await row(paid).getByTestId('action-cancel-no').click();
    expect(await row(paid).getAttribute('data-state')).not.toBe('cancelled');
    await row(paid).getByTestId('action-cancel').click();
    await row(paid).getByTestId('action-cancel-yes').click();
    await app.page.locator(`[data-testid="action-row"][data-action-id="${paid}"][data-state="cancelled"]`).waitFor();
    expect(await row(paid).getByTestId('action-step').textContent()).toMatch(/were not bought$/);
    app.registry.release();
  }, 120_000);
});
