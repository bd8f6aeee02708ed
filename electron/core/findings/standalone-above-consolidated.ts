/**
 * A group's consolidated figures include the parent's own, so standalone revenue or assets above
 * the consolidated ones for the same year point at an error in one of the two filings.
 */
import { formatFy } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { aoc4Extractions } from '../views';
import { type KeyFigure, figure } from './figures';
import { type Rule, extractionEvidence } from './rule';

/** Intra-group eliminations can push standalone slightly above consolidated; beyond 1% it is flagged. */
export const EXCESS_PERCENT = 1n;

const COMPARED: Array<[KeyFigure, string]> = [
  ['revenue', 'revenue from operations'],
  ['assets', 'total assets'],
];

export const standaloneAboveConsolidatedRule: Rule = ({ library, company }) => {
  const all = aoc4Extractions(library, company.id);
  const out = [];
  for (const s of all.filter((e) => e.scope === 'standalone')) {
    const c = all.find((e) => e.scope === 'consolidated' && e.fyStart === s.fyStart);
    if (!c) continue;
    for (const [key, words] of COMPARED) {
      const sv = figure(s, key);
      const cv = figure(c, key);
      if (sv === null || cv === null || cv <= 0n) continue;
      if (sv * 100n <= cv * (100n + EXCESS_PERCENT)) continue;
      out.push({
        rule: 'standalone-above-consolidated',
        severity: 'medium' as const,
        title: `${formatFy(s.fyStart)}: standalone ${words} above consolidated`,
        detail: `Standalone ${words} ${formatRupees(sv, { paise: 'never' })} exceeds the consolidated ${formatRupees(cv, { paise: 'never' })}.`,
        evidence: [extractionEvidence(library, s), extractionEvidence(library, c)],
      });
    }
  }
  return out;
};
