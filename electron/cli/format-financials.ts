/**
 * The financial statements pivot as text: one table per statement, a column per financial year
 * (FY labels, newest last), figures as filed with Indian digit grouping, never rounded.
 */
import type { FinancialRow, FinancialsView } from '../../shared/bridge/views';
import { formatIndianNumber } from '../../shared/money';
import { renderTable } from './format-table';
import { fy, NONE } from './format-values';

/** Columns shown; older years stay in --json. */
const YEARS_SHOWN = 4;

const TITLES: Record<FinancialRow['statement'], string> = {
  balance_sheet: 'Balance sheet',
  profit_and_loss: 'Profit and loss',
  cash_flow: 'Cash flow',
};

function figure(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NONE;
  try {
    return formatIndianNumber(value);
  } catch {
    return value; // not a plain decimal: shown exactly as filed
  }
}

/** "FY 2019-20 to FY 2025-26 (standalone, consolidated)", or null when nothing was extracted. */
export function financialYearsLine(view: FinancialsView): string | null {
  if (view.years.length === 0) return null;
  const first = view.years[0]!;
  const last = view.years[view.years.length - 1]!;
  const span = first === last ? fy(first) : `${fy(first)} to ${fy(last)}`;
  return `${span} (${view.availableScopes.join(', ')})`;
}

/** Labels wrap at this width: never cut, so two lines that differ only at their end stay apart. */
export const LABEL_WIDTH = 44;

export function renderFinancials(view: FinancialsView, companyName: string | null = null): string {
  const who = companyName ? `${companyName} (${view.companyId})` : view.companyId;
  if (view.rows.length === 0) return `No ${view.scope} financial statements are in the library for ${who}.`;
  const years = view.years.slice(-YEARS_SHOWN);
  const changed = view.standardChangedIn !== null && years.includes(view.standardChangedIn) ? view.standardChangedIn : null;
  const header = (y: number) => (y === changed ? `${fy(y)} *` : fy(y));
  const out = [`Financial statements of ${who} (${view.scope}), as filed, in the unit shown`];
  let olderOnly = 0;
  for (const statement of Object.keys(TITLES) as Array<FinancialRow['statement']>) {
    const all = view.rows.filter((r) => r.statement === statement);
    // A line filed only in years not shown would be a row of dashes: it is counted, not printed.
    const rows = all.filter((r) => years.some((y) => r.qnames[String(y)] !== null));
    olderOnly += all.length - rows.length;
    if (rows.length === 0) continue;
    out.push(`\n${TITLES[statement]}`);
    out.push(
      renderTable(
        [
          { header: 'Item', value: (r: FinancialRow) => r.label, wrapWidth: LABEL_WIDTH },
          { header: 'Unit', value: (r) => r.unit },
          ...years.map((y) => ({ header: header(y), value: (r: FinancialRow) => figure(r.values[String(y)]), align: 'right' as const })),
        ],
        rows,
      ),
    );
  }
  if (changed !== null) {
    const before = view.standards[String(view.years[view.years.indexOf(changed) - 1])];
    out.push(`\n* ${view.standards[String(changed)]} from ${fy(changed)}${before ? ` (${before} before)` : ''}: each row is one line of the accounts across the change.`);
  }
  if (view.years.length > years.length) {
    const only = olderOnly > 0 ? `, with ${olderOnly === 1 ? 'the 1 line' : `the ${olderOnly} lines`} filed only in them` : '';
    out.push(`\nOlder years (from ${fy(view.years[0]!)}) are in --json${only}.`);
  }
  return out.join('\n');
}
