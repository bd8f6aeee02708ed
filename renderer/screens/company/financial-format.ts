// Formatting of the financials table: FY labels, rupees / lakh / crore, negatives in parentheses,
// and the year-on-year change. Integer arithmetic throughout (figures are decimal strings as filed).
import { formatFy } from '../../../shared/dates';
import { type FigureUnit, scaleFigure } from '../../../shared/money';
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

/** Hundredths of a rupee, rounded half away from zero; null when not a plain decimal. */
function hundredths(value: string | null | undefined): bigint | null {
  const m = value ? DECIMAL.exec(value.trim()) : null;
  if (!m) return null;
  const fraction = m[3] ?? '';
  const scaled = BigInt(m[2]! + fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1n : 0n;
  const magnitude = scaled + roundUp;
  return m[1] === '-' ? -magnitude : magnitude;
}

/** Change from `previous` to `current` as `+12.3%` / `-4.5%`; `n/a` from zero; `—` when either is missing. */
export function yoyChange(previous: string | null | undefined, current: string | null | undefined): string {
  const a = hundredths(previous);
  const b = hundredths(current);
  if (a === null || b === null) return '—';
  if (a === 0n) return b === 0n ? '0.0%' : 'n/a';
  const magnitude = a < 0n ? -a : a;
  const diff = (b - a) * 1000n;
  const negative = diff < 0n;
  const abs = negative ? -diff : diff;
  const tenths = (2n * abs + magnitude) / (2n * magnitude); // rounded half-up on the magnitude
  const text = `${tenths / 10n}.${tenths % 10n}%`;
  if (tenths === 0n) return '0.0%';
  return negative ? `-${text}` : `+${text}`;
}

export function groupByStatement(rows: FinancialRow[]): Array<{ statement: FinancialRow['statement']; label: string; rows: FinancialRow[] }> {
  const order: FinancialRow['statement'][] = ['balance_sheet', 'profit_and_loss', 'cash_flow'];
  return order
    .map((statement) => ({ statement, label: STATEMENT_LABELS[statement], rows: rows.filter((r) => r.statement === statement) }))
    .filter((g) => g.rows.length > 0);
}
