// Browser mode hands over a finished export as a download (issue 17 item 6): real Chromium against
// the browser host and the real core over a seeded library. The file the browser saves must be the
// very bytes the export wrote (compared with the file on disk, not with anything the app reports),
// and the host serves nothing but that: no other id, no path, not without the session token.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyHref } from '../../renderer/router/routes';
import { exportDownloadPath } from '../../shared/bridge/http-protocol';
import { CO, seedLibrary } from '../support/core/library-seed';
import { type E2eApp, STEP_MS, startApp } from './fixture';

let app: E2eApp;

beforeAll(async () => {
  app = await startApp({ seed: (dir) => seedLibrary(dir) });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('an export in the browser', () => {
  it('offers the finished file as a download whose bytes are the file the export wrote', async () => {
    const { page } = app;
    await app.go(companyHref(CO), 'export-button');
    await page.getByTestId('export-button').click();
    await page.getByTestId('export-format-pdf').check();
    await page.getByTestId('export-start').click();
    await page.locator('[data-testid="export-dialog"][data-phase="done"]').waitFor({ timeout: STEP_MS * 2 });
    const writtenPath = (await page.getByTestId('export-result-path').textContent()) ?? '';
    const written = fs.readFileSync(writtenPath);
    expect(written.subarray(0, 5).toString()).toBe('%PDF-');

    const link = page.getByTestId('export-download');
    await link.waitFor();
    await app.shot('export-download');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(writtenPath.split('/').pop());
    const saved = fs.readFileSync(await download.path());
    expect(saved.length).toBe(written.length);
    expect(sha256(saved)).toBe(sha256(written));
    expect(await page.getByTestId('export-result-sha256').textContent()).toBe(sha256(written));
  });

  it('serves nothing else: an unknown export id, a path, or a request without the token', async () => {
    const href = (await app.page.getByTestId('export-download').getAttribute('href')) ?? '';
    const url = new URL(href);
    const exportId = url.pathname.split('/').pop() ?? '';
    expect(exportId).toMatch(/^export_[0-9a-f]{12}$/);
    const token = url.searchParams.get('token') ?? '';
    const base = `http://127.0.0.1:${app.host.port}`;
    const get = (path: string) => fetch(`${base}${path}`);

    expect((await get(`${exportDownloadPath(exportId)}?token=${token}`)).status).toBe(200);
    expect((await get(exportDownloadPath(exportId))).status).toBe(401);
    expect((await get(`${exportDownloadPath('export_0123456789ab')}?token=${token}`)).status).toBe(404);
    expect((await get(`${exportDownloadPath('/etc/passwd')}?token=${token}`)).status).toBe(404);
    expect((await get(`${exportDownloadPath(encodeURIComponent(`${app.dataDir}/library.db`))}?token=${token}`)).status).toBe(404);
  });
});
