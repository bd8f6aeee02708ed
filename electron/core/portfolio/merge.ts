/**
 * A book imported again under its name: each row of the new file is matched to a row of the book
 * by its reference (case and spacing aside); a row without a reference by its name and identifier
 * as written (a name given twice matched in line order). A matched row whose cells are the same is
 * unchanged (its line may move); one whose cells differ is updated, with what changed in words; a
 * new row is added; a row of the book the file no longer has is removed. An updated row keeps what
 * it resolved to (a registry search paid for, the analyst's pick) unless the cells that name its
 * company changed (name, identifier, state, PIN).
 */
import { BOOK_COLUMNS, type BookColumn } from '../../../shared/bridge/portfolio';
import { formatCompact } from '../../../shared/money';
import type { BookRowRecord } from '../store';
import { nameKeys } from './names';
import { type ParsedRow, referenceKey } from './read-rows';
import { readExposure } from './values';

export interface MergePlan {
  added: ParsedRow[];
  updated: Array<{ row: ParsedRow; existing: BookRowRecord; what: string; keepResolution: boolean }>;
  unchanged: Array<{ row: ParsedRow; existing: BookRowRecord }>;
  removed: BookRowRecord[];
}

const LABEL: Record<BookColumn, string> = {
  id: 'identifier',
  name: 'name',
  state: 'state',
  pin: 'PIN',
  reference: 'reference',
  exposure: 'exposure',
  sanctionDate: 'sanction date',
  rm: 'RM',
};

/** The cells that say which company a row is. */
const IDENTITY: readonly BookColumn[] = ['id', 'name', 'state', 'pin'];

function keyOf(reference: string | null, written: Partial<Record<BookColumn, string>>, line: number): string {
  if (reference !== null) return `ref:${referenceKey(reference)}`;
  const name = written.name ? nameKeys(written.name).full : '';
  const id = (written.id ?? '').trim().toUpperCase();
  return name !== '' || id !== '' ? `name:${name}|${id}` : `line:${line}`;
}

/** Keys with their occurrence, so a key given twice pairs first with first. */
function keyed<T>(items: readonly T[], key: (t: T) => string): Map<string, T> {
  const seen = new Map<string, number>();
  const out = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    out.set(`${k}#${n}`, item);
  }
  return out;
}

const quoted = (v: string) => `"${v}"`;

function exposureWords(cell: string | undefined): string {
  if (cell === undefined) return '(none)';
  const read = readExposure(cell);
  return read.ok && read.value !== null ? formatCompact(read.value) : quoted(cell);
}

/** What changed between two rows' cells, in words; '' when nothing did. */
export function differences(before: BookRowRecord, after: ParsedRow): string {
  const out: string[] = [];
  for (const field of BOOK_COLUMNS) {
    const a = before.written[field];
    const b = after.written[field];
    if (a === b) continue;
    if (field === 'exposure' && a !== undefined && b !== undefined) out.push(`exposure ${exposureWords(a)} → ${exposureWords(b)}`);
    else if (a === undefined) out.push(`${LABEL[field]} added: ${quoted(b!)}`);
    else if (b === undefined) out.push(`${LABEL[field]} removed (was ${quoted(a)})`);
    else out.push(`${LABEL[field]} ${quoted(a)} → ${quoted(b)}`);
  }
  const tags = new Set([...Object.keys(before.tags), ...Object.keys(after.tags)]);
  for (const tag of tags) {
    const a = before.tags[tag];
    const b = after.tags[tag];
    if (a === b) continue;
    out.push(a === undefined ? `${tag} added: ${quoted(b!)}` : b === undefined ? `${tag} removed (was ${quoted(a)})` : `${tag} ${quoted(a)} → ${quoted(b)}`);
  }
  return out.join('; ');
}

export function mergeRows(existing: readonly BookRowRecord[], incoming: readonly ParsedRow[]): MergePlan {
  const before = keyed(existing, (r) => keyOf(r.reference, r.written, r.line));
  const after = keyed(incoming, (r) => keyOf(r.reference, r.written, r.line));
  const plan: MergePlan = { added: [], updated: [], unchanged: [], removed: [] };
  for (const [key, row] of after) {
    const old = before.get(key);
    if (!old) {
      plan.added.push(row);
      continue;
    }
    const what = differences(old, row);
    if (what === '') plan.unchanged.push({ row, existing: old });
    else {
      const sameCompany = IDENTITY.every((f) => old.written[f] === row.written[f]);
      plan.updated.push({ row, existing: old, what, keepResolution: sameCompany && old.resolution !== 'bad' && row.problem === null });
    }
  }
  for (const [key, row] of before) if (!after.has(key)) plan.removed.push(row);
  return plan;
}
