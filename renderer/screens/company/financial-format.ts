// Formatting of the financials table: FY labels, rupees / lakh / crore, negatives in parentheses,
// and the year-on-year change. Integer arithmetic throughout (figures are decimal strings as filed).
import { formatFy } from '../../../shared/dates';
import { type FigureUnit, formatPercentChange, scaleFigure } from '../../../shared/money';
import type { FinancialRow } from '../../../shared/bridge/views';

export const UNIT_LABELS: Record<FigureUnit, string> = { rupees: '₹', lakh: '₹ lakh', crore: '₹ crore' };

export const STATEMENT_LABELS: Record<FinancialRow['statement'], string> = {
  balance_sheet: 'Balance sheet',
  profit_and_loss: 'Profit and loss',
  cash_flow: 'Cash flow',
};

export const fyLabel = (startYear: number): string => formatFy(startYear);

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A filed figure in the chosen unit: `(12,34,567)` in rupees, `(12.35)` in lakh; blank as a dash. */
export function figureCell(value: string | null | undefined, unit: FigureUnit): string {
  if (value === null || value === undefined || value.trim() === '') return '—';
  const m = DECIMAL.exec(value.trim());
  if (!m) return value; // not a number (a note, "NA"): shown as filed
  const fractional = /[1-9]/.test(m[3] ?? '');
  const decimals = unit === 'rupees' ? (fractional ? 2 : 0) : 2;
  return scaleFigure(value.trim(), unit, { decimals, negative: 'parens' });
}

/** A filed decimal as an exact integer at `scale` decimal places (never rounded); null when not a plain decimal. */
function exactAt(value: string | null | undefined, scale: number): bigint | null {
  const m = value ? DECIMAL.exec(value.trim()) : null;
  if (!m) return null;
  const magnitude = BigInt(m[2]! + (m[3] ?? '').padEnd(scale, '0'));
  return m[1] === '-' ? -magnitude : magnitude;
}

const decimalsOf = (value: string | null | undefined) => (value ? (DECIMAL.exec(value.trim())?.[3]?.length ?? 0) : 0);

/**
 * Change from `previous` to `current` as findings word the same change (`+12.3%`, `−4.5%`: one
 * decimal, rounded once from the exact figures, shared/money formatPercentChange); `n/a` from zero;
 * `—` when either is missing.
 */
export function yoyChange(previous: string | null | undefined, current: string | null | undefined): string {
  const scale = Math.max(decimalsOf(previous), decimalsOf(current));
  const a = exactAt(previous, scale);
  const b = exactAt(current, scale);
  if (a === null || b === null) return '—';
  if (a === 0n) return b === 0n ? '0.0%' : 'n/a';
  return formatPercentChange(b - a, a);
}

export function groupByStatement(rows: FinancialRow[]): Array<{ statement: FinancialRow['statement']; label: string; rows: FinancialRow[] }> {
  const order: FinancialRow['statement'][] = ['balance_sheet', 'profit_and_loss', 'cash_flow'];
  return order
    .map((statement) => ({ statement, label: STATEMENT_LABELS[statement], rows: rows.filter((r) => r.statement === statement) }))
    .filter((g) => g.rows.length > 0);
}
