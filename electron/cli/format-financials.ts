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

export function renderFinancials(view: FinancialsView): string {
  if (view.rows.length === 0) return `No ${view.scope} financial statements are in the library for ${view.companyId}.`;
  const years = view.years.slice(-YEARS_SHOWN);
  const out = [`Financial statements of ${view.companyId} (${view.scope}), as filed, in the unit shown`];
  for (const statement of Object.keys(TITLES) as Array<FinancialRow['statement']>) {
    const rows = view.rows.filter((r) => r.statement === statement);
    if (rows.length === 0) continue;
    out.push(`\n${TITLES[statement]}`);
    out.push(
      renderTable(
        [
          { header: 'Item', value: (r: FinancialRow) => r.label, maxWidth: 48 },
          { header: 'Unit', value: (r) => r.unit },
          ...years.map((y) => ({ header: fy(y), value: (r: FinancialRow) => figure(r.values[String(y)]), align: 'right' as const })),
        ],
        rows,
      ),
    );
  }
  if (view.years.length > years.length) out.push(`\nOlder years (from ${fy(view.years[0]!)}) are in --json.`);
  return out.join('\n');
}
