// The app and an assistant on one library, as on the analyst's machine: the browser app (host +
// Chromium) and `dossier mcp` spawned by the SDK's Client. Settings → Assistant shows the client
// configuration and the connected client; a paid call the assistant confirms opens the app's
// quote dialog marked "asked by the assistant", runs only after Allow, and the spend screen marks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../shared/money';
import { removeTempDirs } from '../support/cli/cli-kit';
import { CLIENT_NAME, type Connector, startConnector } from '../support/connector/connector-kit';
import { call } from './core-calls';
import { type E2eApp, startApp } from './fixture';

const LIVE_CIN = 'U46215UP2026PTC065536'; // Primojur Trading: no filings, a cheap live mirror
const RATE = '60000';

let app: E2eApp;
let assistant: Connector;

beforeAll(async () => {
  app = await startApp();
  await call(app, 'settings.update', { baseUrl: app.registry.url });
  await call(app, 'key.set', { apiKey: app.emu.keys.live });
  await app.page.reload();
  assistant = await startConnector(
    { DOSSIER_DATA_DIR: app.dataDir, DOSSIER_API_KEY: app.emu.keys.live, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE },
    ['--base-url', app.registry.url],
  );
  await app.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.host.url });
}, 180_000);

afterAll(async () => {
  await assistant?.close();
  await app?.close();
  removeTempDirs();
});

describe('an assistant beside the app', () => {
  it('Settings → Assistant gives the configuration to paste, copies it, and shows the client connected', async () => {
    const { page } = app;
    await app.go('#/settings', 'settings-assistant');
    await page.locator('[data-testid="assistant-connection"][data-connected="true"]').waitFor();
    expect(await page.getByTestId('assistant-connection').textContent()).toContain(CLIENT_NAME);
    const shown = JSON.parse((await page.getByTestId('assistant-config').textContent()) ?? '') as {
      mcpServers: { dossier: { command: string; args: string[]; env: Record<string, string> } };
    };
    expect(shown.mcpServers.dossier.args.slice(-1)).toEqual(['mcp']);
    expect(shown.mcpServers.dossier.args[0]).toMatch(/bin[/\\]dossier\.mjs$/);
    expect(shown.mcpServers.dossier.env).toEqual({ DOSSIER_DATA_DIR: app.dataDir });
    expect(JSON.stringify(shown)).not.toContain(app.emu.keys.live);
    await page.getByTestId('assistant-copy').click();
    await page.getByTestId('settings-assistant').getByText('Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(shown);
    await page.getByTestId('settings-assistant').scrollIntoViewIfNeeded();
    await app.shot('settings-assistant');
  });

  it('a confirmed paid call opens the quote dialog marked as asked by the assistant, and runs only after Allow', async () => {
    const { page } = app;
    const before = app.emu.state.ledger('acc_main').length;
    const answer = assistant.call('unlock_company', { companyId: LIVE_CIN, confirm: true });
    const dialog = page.locator('[data-testid="quote-dialog"][data-phase="ready"]');
    await dialog.waitFor();
    expect(await page.getByTestId('quote-asked').textContent()).toContain(`Asked by the assistant (${CLIENT_NAME})`);
    expect(await page.getByTestId('quote-cancel').textContent()).toBe('Decline');
    expect(app.emu.state.ledger('acc_main').length).toBe(before);
    await app.shot('quote-asked-by-assistant');
    await page.getByTestId('quote-confirm').click();
    const result = await answer;
    expect(result.kind, result.text).toBe('success');
    expect(app.emu.state.ledger('acc_main').length).toBeGreaterThan(before);
    // The connector's process paid: the app's header learns the wallet after it from the library.
    const wallet = `Wallet ${formatRupees(app.emu.state.balance('acc_main'))}`;
    await page.getByTestId('wallet').filter({ hasText: wallet }).waitFor();
  });

  it('the spend screen marks what the assistant asked for', async () => {
    const { page } = app;
    await app.go('#/spend', 'screen-spend');
    await page.locator('[data-testid="ledger-row"][data-requested-by="assistant"]').first().waitFor();
    const charged = app.emu.state.ledger('acc_main').reduce((sum, c) => sum + c.pricePaisa, 0);
    const rows = await page.locator('[data-testid="ledger-row"][data-requested-by="assistant"]').count();
    expect(rows).toBe(app.emu.state.ledger('acc_main').length);
    const marked = (await page.getByTestId('spend-assistant').textContent()) ?? '';
    expect(marked).toContain(`${rows} call`);
    expect(marked).toContain(formatRupees(charged));
    await app.shot('spend-assistant');
  });

  it('a note the assistant adds shows in the company’s notes, marked as written by the assistant', async () => {
    const { page } = app;
    const added = await assistant.call('add_note', { companyId: LIVE_CIN, body: 'No filings yet: the company was incorporated this year.' });
    expect(added.kind, added.text).toBe('success');
    await app.go(`#/company/${LIVE_CIN}/notes`, 'company-notes');
    const note = page.getByTestId('note').filter({ hasText: 'No filings yet' });
    expect(await note.getByTestId('note-by-assistant').textContent()).toBe('by the assistant');
  });
});
