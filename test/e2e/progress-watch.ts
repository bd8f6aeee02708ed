/**
 * Records every value the Activity screen's progress bars take, from inside the page, so a test
 * can say "the bar moved" from what was painted rather than from samples it happened to take.
 */
import type { Page } from 'playwright-core';

export interface ProgressSample {
  actionId: string;
  value: number;
  max: number;
}

declare global {
  interface Window {
    __dossierProgress?: ProgressSample[];
  }
}

/** Starts recording (the current values first); call with the Activity screen showing. */
export async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: ProgressSample[] = [];
    window.__dossierProgress = samples;
    const record = () => {
      for (const row of document.querySelectorAll<HTMLElement>('[data-testid="action-row"]')) {
        const bar = row.querySelector('progress');
        if (!bar) continue;
        const sample = { actionId: row.dataset['actionId'] ?? '', value: bar.value, max: bar.max };
        const last = samples.filter((s) => s.actionId === sample.actionId).at(-1);
        if (!last || last.value !== sample.value || last.max !== sample.max) samples.push(sample);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The distinct values one action's bar took, in order. */
export async function progressOf(page: Page, actionId: string): Promise<ProgressSample[]> {
  return page.evaluate((id) => (window.__dossierProgress ?? []).filter((s) => s.actionId === id), actionId);
}
