/**
 * Plain-text tables and label/value blocks for the terminal. Columns are padded by characters
 * (the ₹ sign and Indian digits are one column wide each); numbers and money align right.
 */
import { formatIndianNumber } from '../../shared/money';

export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  align?: 'left' | 'right';
  /** Longer cells are cut with an ellipsis so one long name cannot wrap the whole table. */
  maxWidth?: number;
}

const width = (text: string): number => [...text].length;

function cut(text: string, max: number | undefined): string {
  if (max === undefined || width(text) <= max) return text;
  return `${[...text].slice(0, Math.max(1, max - 1)).join('')}…`;
}

function pad(text: string, size: number, align: 'left' | 'right'): string {
  const gap = ' '.repeat(Math.max(0, size - width(text)));
  return align === 'right' ? gap + text : text + gap;
}

export function renderTable<Row>(columns: Array<Column<Row>>, rows: Row[]): string {
  const cells = rows.map((row) => columns.map((c) => cut(c.value(row).replace(/\s+/g, ' '), c.maxWidth)));
  const sizes = columns.map((c, i) => Math.max(width(c.header), ...cells.map((r) => width(r[i]!))));
  const line = (values: string[]): string =>
    values
      .map((v, i) => pad(v, sizes[i]!, columns[i]!.align ?? 'left'))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(sizes.map((s) => '-'.repeat(s))), ...cells.map(line)].join('\n');
}

/** `Label:   value` lines with the values aligned; null or empty values are left out. */
export function renderFields(fields: Array<[string, string | null | undefined]>): string {
  const shown = fields.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1] !== '');
  const size = Math.max(0, ...shown.map(([label]) => width(label) + 1));
  return shown.map(([label, value]) => `${pad(`${label}:`, size, 'left')}  ${value}`).join('\n');
}

/** "1 filing", "3 filings". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatIndianNumber(count)} ${count === 1 ? one : many}`;
}
