/** Balance sheets whose total assets differ from equity plus liabilities by more than rounding explains. */
import { formatFy } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { aoc4Extractions } from '../views';
import { absBig, equityAndLiabilities, figure } from './figures';
import { type Rule, extractionEvidence } from './rule';

/** Figures filed in lakh or crore are rounded; a gap within ₹1,000 or 0.1% of assets is rounding. */
export const BALANCE_TOLERANCE_PAISA = 100_000n;
export const BALANCE_TOLERANCE_PER_MILLE = 1n;

export const balanceSheetRule: Rule = ({ library, company }) => {
  const out = [];
  for (const e of aoc4Extractions(library, company.id)) {
    const assets = figure(e, 'assets');
    const other = equityAndLiabilities(e);
    if (assets === null || other === null) continue;
    const gap = assets - other;
    const allowed = (absBig(assets) * BALANCE_TOLERANCE_PER_MILLE) / 1000n;
    if (absBig(gap) <= BALANCE_TOLERANCE_PAISA || absBig(gap) <= allowed) continue;
    out.push({
      rule: 'balance-sheet-does-not-balance',
      severity: 'high' as const,
      title: `${formatFy(e.fyStart)} ${e.scope} balance sheet does not balance`,
      detail: `Total assets ${formatRupees(assets, { paise: 'never' })} against equity and liabilities ${formatRupees(other, { paise: 'never' })}: a difference of ${formatRupees(gap, { paise: 'never', negative: 'parens' })}.`,
      evidence: [extractionEvidence(library, e)],
    });
  }
  return out;
};
