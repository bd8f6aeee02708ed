/**
 * axe-core run inside the page under test. Its source is evaluated through the DevTools protocol,
 * which the page's Content Security Policy (script-src 'self') does not govern, so the app is
 * scanned as it really runs. Moderate, serious and critical violations fail a test; each is reported
 * with the rule, its help text and the elements it found.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;

/** Violations on the page as it is now, at `minimum` impact or above (moderate and above unless asked). */
export async function axeViolations(page: Page, minimum: (typeof IMPACTS)[number] = 'moderate'): Promise<AxeViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(`window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ') + (n.failureSummary ? ' — ' + n.failureSummary.replace(/\\s+/g, ' ') : '')).slice(0, 6),
  })))`)) as AxeViolation[];
  const floor = IMPACTS.indexOf(minimum);
  return results.filter((v) => IMPACTS.indexOf(v.impact as (typeof IMPACTS)[number]) >= floor);
}
