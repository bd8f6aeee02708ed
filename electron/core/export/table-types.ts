/** The cells, columns and tables every table export is made of (tables.ts builds them, the writers write them). */
export type Cell =
  | { t: 'text'; v: string | null }
  | { t: 'paisa'; v: number | null }
  /** A filed figure in rupees as decimal text ("-1234.50"). */
  | { t: 'figure'; v: string | null }
  | { t: 'int'; v: number | null }
  | { t: 'date'; v: string | null };

export interface Column {
  header: string;
  cell: Cell['t'];
  width?: number;
}

export interface Table {
  /** File and sheet name: letters, digits and hyphens. */
  name: string;
  title: string;
  columns: Column[];
  rows: Cell[][];
}

