// Settings → Library → Check in the real browser (issue 14): the browser host and the real core over
// a seeded library whose stored PDF the test alters on disk, byte for byte, and beside which it drops
// a file no record names. The check must name the altered PDF by its filing id; repair must move the
// stray file to quarantine and leave the paid PDF exactly as it was (never deleted, never "fixed").
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO, F, seedLibrary } from '../support/core/library-seed';
import { type E2eApp, STEP_MS, startApp } from './fixture';

let app: E2eApp;
let pdfPath: string;
let stray: string;

beforeAll(async () => {
  app = await startApp({ seed: (dir) => seedLibrary(dir) });
  const folder = path.join(app.dataDir, 'pdfs', CO);
  pdfPath = path.join(folder, `${F.aoc2024}.pdf`);
  // One byte changed in the middle of the stored PDF: same size, another SHA-256.
  const bytes = fs.readFileSync(pdfPath);
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
  fs.writeFileSync(pdfPath, bytes);
  stray = path.join(folder, 'flg_strayfile00000001.pdf');
  fs.writeFileSync(stray, '%PDF-1.4\n% a file no record names\n%%EOF\n');
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('Settings: the library checked in the browser', () => {
  it('names the altered PDF by its filing id, and repair quarantines the stray file without touching the paid one', async () => {
    const { page } = app;
    const altered = fs.readFileSync(pdfPath);
    await app.go('#/settings', 'library-check-run');
    await page.getByTestId('library-check-run').click();
    await page.getByTestId('library-check-report').waitFor({ timeout: STEP_MS * 2 });
    await expect.poll(() => page.getByTestId('library-check-report').textContent()).toContain('Problems found.');
    const problem = (await page.getByTestId('library-check-problem').textContent()) ?? '';
    expect(problem).toContain(`Altered: filing ${F.aoc2024} of ${CO}`);
    expect(await page.getByTestId('library-check-report').textContent()).toMatch(/1 files? no record names/);
    await page.getByTestId('library-check-report').scrollIntoViewIfNeeded();
    await app.shot('settings-library-check');

    await page.getByTestId('library-check-repair').click();
    await expect.poll(() => page.getByTestId('library-check-report').textContent()).toContain('moved to');
    expect(fs.existsSync(stray)).toBe(false);
    const quarantined = fs.readdirSync(path.join(app.dataDir, 'quarantine'), { recursive: true }).map(String);
    expect(quarantined.some((f) => f.endsWith('flg_strayfile00000001.pdf'))).toBe(true);
    // The paid PDF is still there, byte for byte as the test left it, and still named as altered.
    expect(fs.readFileSync(pdfPath).equals(altered)).toBe(true);
    expect(await page.getByTestId('library-check-problem').textContent()).toContain(F.aoc2024);
  });
});
