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
  /**
   * Longer cells wrap at word boundaries onto lines of their own instead of being cut: for text
   * whose end tells rows apart (two labels that differ only in their last words).
   */
  wrapWidth?: number;
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

/** Words of `text` in lines of at most `max` characters; a single longer word is split. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    let rest = word;
    while (width(rest) > max) {
      if (current !== '') lines.push(current);
      lines.push([...rest].slice(0, max).join(''));
      rest = [...rest].slice(max).join('');
      current = '';
    }
    if (current === '') current = rest;
    else if (width(current) + 1 + width(rest) <= max) current = `${current} ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

export function renderTable<Row>(columns: Array<Column<Row>>, rows: Row[]): string {
  const cells = rows.map((row) =>
    columns.map((c) => {
      const flat = c.value(row).replace(/\s+/g, ' ');
      return c.wrapWidth !== undefined ? wrapWords(flat, c.wrapWidth) : [cut(flat, c.maxWidth)];
    }),
  );
  const sizes = columns.map((c, i) => Math.max(width(c.header), ...cells.flatMap((r) => r[i]!.map(width))));
  const line = (values: string[]): string =>
    values
      .map((v, i) => pad(v, sizes[i]!, columns[i]!.align ?? 'left'))
      .join('  ')
      .trimEnd();
  // A wrapped cell adds lines below its row; the other cells of those lines stay blank.
  const rowLines = (row: string[][]): string[] => {
    const height = Math.max(...row.map((c) => c.length));
    return Array.from({ length: height }, (_, n) => line(row.map((c) => c[n] ?? '')));
  };
  return [line(columns.map((c) => c.header)), line(sizes.map((s) => '-'.repeat(s))), ...cells.flatMap(rowLines)].join('\n');
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
