/**
 * A book's table as rows: the recognised cells as written, their values, every other column as a
 * tag, and for a row that cannot be read, why (all its problems, in words). Nothing is dropped: a
 * bad row is kept and reported with its line. A reference given twice makes every later row with it
 * bad, naming the line it is first on.
 */
import { BOOK_COLUMNS, type BookColumn } from '../../../shared/bridge/portfolio';
import type { BookTable } from './book-file';
import { readCompanyId, readDate, readExposure, readPin, readState } from './values';

export interface ParsedRow {
  line: number;
  reference: string | null;
  written: Partial<Record<BookColumn, string>>;
  /** The name as written (spacing tidied), or null. */
  name: string | null;
  /** The identifier by the spec's rule (upper case), or null. */
  companyId: string | null;
  exposurePaisa: number | null;
  sanctionDate: string | null;
  rm: string | null;
  state: string | null;
  pin: string | null;
  tags: Record<string, string>;
  /** Why the row cannot be taken (its problems joined), or null. */
  problem: string | null;
}

const tidy = (text: string | undefined): string | null => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
};

/** A reference compared with case and spacing aside. */
export const referenceKey = (reference: string): string => reference.replace(/\s+/g, '').toUpperCase();

export function readRows(table: BookTable): ParsedRow[] {
  const { index, columns, exposureUnit } = table.plan;
  const tagColumns = columns.flatMap((c, at) => (c.recognisedAs === 'tag' ? [{ at, header: c.header }] : []));
  const firstLine = new Map<string, number>();
  return table.rows.map(({ line, cells }) => {
    const cell = (field: BookColumn): string | undefined => (index[field] === undefined ? undefined : cells[index[field]!]);
    const written: ParsedRow['written'] = {};
    for (const field of BOOK_COLUMNS) {
      const v = cell(field)?.trim();
      if (v) written[field] = v;
    }
    const problems: string[] = [];
    const take = <T>(read: { ok: true; value: T | null } | { ok: false; problem: string }): T | null => {
      if (read.ok) return read.value;
      problems.push(read.problem);
      return null;
    };
    const companyId = take(readCompanyId(cell('id') ?? ''));
    const name = tidy(cell('name'));
    if (name === null && (cell('id') ?? '').trim() === '') problems.push('no borrower name and no identifier');
    const exposurePaisa = take(readExposure(cell('exposure') ?? '', exposureUnit));
    const sanctionDate = take(readDate(cell('sanctionDate') ?? ''));
    const state = take(readState(cell('state') ?? ''));
    const pin = take(readPin(cell('pin') ?? ''));
    const reference = tidy(cell('reference'));
    if (reference !== null) {
      const key = referenceKey(reference);
      const first = firstLine.get(key);
      if (first !== undefined) problems.push(`reference "${reference}" is also on line ${first}`);
      else firstLine.set(key, line);
    }
    const tags: Record<string, string> = {};
    for (const { at, header } of tagColumns) {
      const v = cells[at]?.trim();
      if (v) tags[header] = v;
    }
    return {
      line,
      reference,
      written,
      name,
      companyId,
      exposurePaisa,
      sanctionDate,
      rm: tidy(cell('rm')),
      state,
      pin,
      tags,
      problem: problems.length > 0 ? problems.join('; ') : null,
    };
  });
}
