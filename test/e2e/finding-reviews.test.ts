// Reviewing findings on the Overview (issue 12): real Chromium against the browser host and the
// real core over a seeded library holding a colleague's dismissal (as the team library pulls it).
// The analyst accepts another finding from the keyboard; the review is read back after a reload
// and from the library file, not from what the screen said.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewedFindings } from '../../electron/core/findings';
import { openLibrary } from '../../electron/core/store';
import { companyHref } from '../../renderer/router/routes';
import { CO, seedLibrary } from '../support/core/library-seed';
import { type E2eApp, SCREENSHOT_DIR, STEP_MS, startApp } from './fixture';

let app: E2eApp;

function seedWithColleagueDismissal(dir: string): void {
  seedLibrary(dir);
  const library = openLibrary(dir);
  try {
    const disqualified = reviewedFindings(library, CO, new Date().toISOString()).find((f) => f.rule === 'director-disqualified')!;
    library.teamRecords.putReviewFromTeam({
      companyId: CO,
      findingKey: disqualified.key,
      state: 'dismissed',
      comment: 'Disqualification lifted by NCLT order',
      reviewedAt: '2026-11-25T20:00:00.000Z',
      reviewedBy: 'ravi',
    });
  } finally {
    library.close();
  }
}

beforeAll(async () => {
  app = await startApp({ seed: seedWithColleagueDismissal });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

describe('finding reviews on the Overview', () => {
  it("shows a colleague's dismissal in its group and lets the analyst accept a finding from the keyboard", async () => {
    const { page } = app;
    await app.go(companyHref(CO, 'overview'), 'company-findings');
    const dismissedGroup = page.getByTestId('findings-dismissed');
    await dismissedGroup.waitFor({ timeout: STEP_MS });
    const disqualified = dismissedGroup.getByTestId('finding-director-disqualified');
    expect(await disqualified.getByTestId('finding-review-words').textContent()).toBe('Dismissed by ravi · 26 Nov 2026: Disqualification lifted by NCLT order');

    const charges = page.getByTestId('finding-open-charges');
    await charges.getByTestId('finding-accept').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Charge with SBI, satisfaction pending');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="finding-open-charges"][data-review="accepted"]').waitFor({ timeout: STEP_MS });
    expect(await charges.getByTestId('finding-review-words').textContent()).toMatch(/^Accepted by you · \d{1,2} \w{3} \d{4}: Charge with SBI, satisfaction pending$/);
    await app.shot('finding-reviews');
    await page.getByTestId('company-findings').screenshot({ path: path.join(SCREENSHOT_DIR, 'finding-reviews-panel.png') });

    await page.reload();
    await page.locator('[data-testid="finding-open-charges"][data-review="accepted"]').waitFor({ timeout: STEP_MS });
    const library = openLibrary(app.dataDir);
    try {
      expect(library.teamRecords.reviews(CO)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ state: 'accepted', comment: 'Charge with SBI, satisfaction pending', reviewedBy: null }),
          expect.objectContaining({ state: 'dismissed', reviewedBy: 'ravi' }),
        ]),
      );
    } finally {
      library.close();
    }
  });
});
