/**
 * Large year-on-year movements in revenue, profit, borrowings or net worth, on consecutive years of
 * the same scope (standalone preferred, consolidated when only it was filed). A profit turning into
 * a loss, or net worth turning negative, is flagged whatever the size.
 */
import { formatFy } from '../../../shared/dates';
import { formatPercentChange, formatRupees } from '../../../shared/money';
import { type Aoc4Extraction, aoc4Extractions } from '../views';
import { absBig, borrowings, figure } from './figures';
import { type Rule, extractionEvidence } from './rule';

/** A change of at least this share of the earlier year's figure is a swing. */
export const SWING_PERCENT = 50n;
/** Below this base (₹10 lakh) a percentage says little: small figures swing by nature. */
export const MIN_BASE_PAISA = 100_000_000n;

const METRICS: Array<{ name: string; read: (e: Aoc4Extraction) => bigint | null; signFlip: boolean }> = [
  { name: 'Revenue from operations', read: (e) => figure(e, 'revenue'), signFlip: false },
  { name: 'Profit for the year', read: (e) => figure(e, 'profit'), signFlip: true },
  { name: 'Borrowings', read: borrowings, signFlip: false },
  { name: 'Net worth', read: (e) => figure(e, 'netWorth'), signFlip: true },
];

const rupees = (p: bigint) => formatRupees(p, { paise: 'never', negative: 'parens' });

export const yearOnYearSwingsRule: Rule = ({ library, company }) => {
  const all = aoc4Extractions(library, company.id);
  const scope = all.some((e) => e.scope === 'standalone') ? 'standalone' : 'consolidated';
  const byYear = new Map(all.filter((e) => e.scope === scope).map((e) => [e.fyStart, e]));
  const out = [];
  for (const [year, cur] of byYear) {
    const prev = byYear.get(year - 1);
    if (!prev) continue;
    for (const m of METRICS) {
      const a = m.read(prev);
      const b = m.read(cur);
      if (a === null || b === null) continue;
      const flipped = m.signFlip && a >= 0n && b < 0n;
      const change = b - a;
      const big = absBig(a) >= MIN_BASE_PAISA && absBig(change) * 100n >= absBig(a) * SWING_PERCENT;
      if (!flipped && !big) continue;
      const percent = a !== 0n ? formatPercentChange(change, a) : 'from nil';
      out.push({
        rule: 'year-on-year-swing',
        severity: 'medium' as const,
        title: `${m.name} ${flipped ? 'turned negative' : change > 0n ? 'rose' : 'fell'} in ${formatFy(year)} (${percent})`,
        detail: `${m.name} (${scope}) went from ${rupees(a)} in ${formatFy(year - 1)} to ${rupees(b)} in ${formatFy(year)}.`,
        evidence: [extractionEvidence(library, prev), extractionEvidence(library, cur)],
      });
    }
  }
  return out;
};
