/**
 * Financial statements over the years: per scope and statement, figures in lakh or crore (stated
 * above each table), FY column headers, negatives in parentheses, and under each table the filing
 * every column came from.
 */
import { formatFy } from '../../../../shared/dates';
import type { FinancialsView } from '../../../../shared/bridge/views';
import { type FigureUnit, scaleFigure } from '../../../../shared/money';
import { STATEMENT_TITLES } from '../tables';
import { COLOURS, type Pen, heading, paragraph, table } from './layout';
import { day } from './sections-register';

/** Year columns per table: more would not fit an A4 page at a readable size. */
export const YEARS_PER_TABLE = 5;
/** Above 100 crore (in rupees), figures read better in crore. */
const CRORE_FROM_RUPEES = 1_000_000_000n;

export type ReportUnit = Exclude<FigureUnit, 'rupees'>;

const plain = (v: string) => v.replace(/,/g, '').trim();

export function chooseUnit(views: FinancialsView[]): ReportUnit {
  let max = 0n;
  for (const v of views)
    for (const r of v.rows)
      for (const value of Object.values(r.values)) {
        const whole = value === null ? null : /^[+-]?(\d+)/.exec(plain(value));
        if (whole) max = BigInt(whole[1]!) > max ? BigInt(whole[1]!) : max;
      }
  return max >= CRORE_FROM_RUPEES ? 'crore' : 'lakh';
}

export function figureText(value: string | null, unit: ReportUnit): string {
  if (value === null) return '—';
  try {
    return scaleFigure(plain(value), unit, { decimals: 2, negative: 'parens' });
  } catch {
    return value; // not a plain decimal: shown as filed rather than dropped
  }
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function financialsSection(pen: Pen, views: FinancialsView[], unit: ReportUnit): void {
  if (views.length === 0) {
    paragraph(pen, 'No AOC-4 financial statements in the library.', { colour: COLOURS.muted });
    return;
  }
  paragraph(pen, `Figures in ₹ ${unit}, as filed in AOC-4 (Indian financial years, April to March). Negative figures in parentheses.`);
  for (const view of views) {
    for (const statement of Object.keys(STATEMENT_TITLES) as Array<keyof typeof STATEMENT_TITLES>) {
      const rows = view.rows.filter((r) => r.statement === statement);
      if (rows.length === 0) continue;
      // Newest years first in the first table: what an analyst reads first.
      for (const years of chunks([...view.years].reverse(), YEARS_PER_TABLE)) {
        const shown = [...years].reverse();
        // A line filed only in years another table shows would be a row of dashes here.
        const filed = rows.filter((r) => shown.some((y) => r.qnames[String(y)] !== null));
        if (filed.length === 0) continue;
        heading(pen, `${STATEMENT_TITLES[statement]}, ${view.scope} (₹ in ${unit}), ${formatFy(shown[0]!)} to ${formatFy(shown[shown.length - 1]!)}`, 11);
        const changed = view.standardChangedIn;
        table(
          pen,
          [
            { header: 'Line item', weight: 34 },
            ...shown.map((y) => ({ header: y === changed ? `${formatFy(y)} ${view.standards[String(y)]}` : formatFy(y), weight: 13, align: 'right' as const })),
          ],
          filed.map((r) => [r.label, ...shown.map((y) => figureText(r.values[String(y)] ?? null, unit))]),
          { size: 8 },
        );
        if (changed !== null && shown.includes(changed)) {
          const before = view.standards[String(changed - 1)] ?? view.standards[String(view.years[view.years.indexOf(changed) - 1])];
          paragraph(pen, `${view.standards[String(changed)]} from ${formatFy(changed)}${before ? ` (${before} before)` : ''}: each row is one line of the accounts across the change.`, {
            size: 7.5,
            colour: COLOURS.muted,
          });
        }
        const sources = shown.map((y) => {
          const s = view.sources[String(y)];
          return `${formatFy(y)}: ${s?.filingId ? `AOC-4 filed ${day(s.dateOfFiling)}, filing ${s.filingId}` : 'source filing not in the library'}`;
        });
        paragraph(pen, `Source: ${sources.join('; ')}.`, { size: 7.5, colour: COLOURS.muted });
      }
    }
  }
}
