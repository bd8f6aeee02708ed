/**
 * `portfolio.import`: a book file read (book-file.ts, read-rows.ts), its rows resolved offline
 * (offline.ts) and written under the book's name in one transaction: a new book, or the book of
 * that name updated row by row (merge.ts), with what changed reported. Free and offline: the rows
 * still open are what portfolio.quoteResolve prices.
 */
import type { BookFile, BookImportChange, BookImportReport } from '../../../shared/bridge/portfolio';
import { formatCompact } from '../../../shared/money';
import { type BookRowInput, type BookRowRecord, bookNameKey, type Library, type RowResolutionInput } from '../store';
import { bookRowView, bookSummary } from '../views';
import { readBookFile } from './book-file';
import { libraryNames } from './library-match';
import { mergeRows } from './merge';
import { resolveOffline } from './offline';
import { type ParsedRow, readRows } from './read-rows';

export function rowInput(row: ParsedRow, resolution: RowResolutionInput): BookRowInput {
  return {
    line: row.line,
    reference: row.reference,
    written: row.written,
    exposurePaisa: row.exposurePaisa,
    sanctionDate: row.sanctionDate,
    rm: row.rm,
    state: row.state,
    pin: row.pin,
    tags: row.tags,
    ...resolution,
  };
}

const keptResolution = (r: BookRowRecord): RowResolutionInput => ({ companyId: r.companyId, resolution: r.resolution, resolvedBy: r.resolvedBy, candidates: r.candidates, problem: r.problem });

/** A row in a few words for the report: its name or identifier and exposure. */
function rowWords(r: { written: Partial<Record<string, string>>; exposurePaisa: number | null }): string {
  const who = r.written.name ?? r.written.id ?? '(no name)';
  return r.exposurePaisa === null ? who : `${who}, ${formatCompact(r.exposurePaisa)}`;
}

/** The report of a book as it now stands (after an import or a paid search). */
export function bookReport(library: Library, bookId: string, extra: Pick<BookImportReport, 'created' | 'added' | 'updated' | 'unchanged' | 'removed' | 'changes' | 'columns' | 'searched'>): BookImportReport {
  const book = library.portfolios.get(bookId)!;
  const rows = library.portfolios.rows.list(bookId);
  return {
    ...extra,
    book: bookSummary(library, book),
    bad: rows.filter((r) => r.resolution === 'bad').map((r) => ({ line: r.line, problem: r.problem ?? 'cannot be read' })),
    ambiguous: rows.filter((r) => r.resolution === 'ambiguous').map(bookRowView),
    unmatched: rows.filter((r) => r.resolution === 'unmatched').map(bookRowView),
    openRows: rows.filter((r) => r.resolution === 'pending').length,
  };
}

export async function importBook(library: Library, name: string, file: BookFile): Promise<BookImportReport> {
  const table = await readBookFile(file);
  const parsed = readRows(table);
  const names = libraryNames(library);
  const sourceName = file.name.trim().split(/[\\/]/).pop() ?? file.name;
  const wanted = bookNameKey(name);
  const found = library.portfolios.find(name);
  const existing = found && bookNameKey(found.name) === wanted ? found : null;
  const plan = mergeRows(existing ? library.portfolios.rows.list(existing.id) : [], parsed);
  const changes: BookImportChange[] = [];
  const bookId = library.tx(() => {
    const book = existing ?? library.portfolios.create({ name, sourceName });
    const rows = library.portfolios.rows;
    for (const row of plan.added) {
      rows.add(book.id, rowInput(row, resolveOffline(row, names)));
      if (existing) changes.push({ line: row.line, reference: row.reference, kind: 'added', what: `added: ${rowWords(row)}` });
    }
    for (const u of plan.updated) {
      rows.replace(u.existing.uid, rowInput(u.row, u.keepResolution ? keptResolution(u.existing) : resolveOffline(u.row, names)));
      changes.push({ line: u.row.line, reference: u.row.reference, kind: 'updated', what: u.what });
    }
    for (const u of plan.unchanged) {
      if (u.existing.line !== u.row.line) rows.moveLine(u.existing.uid, u.row.line);
      // A row left open may resolve offline now (the library has gained companies since).
      if (u.existing.resolution === 'pending') {
        const now = resolveOffline(u.row, names);
        if (now.resolution !== 'pending') rows.resolve(u.existing.uid, now);
      }
    }
    for (const r of plan.removed) {
      rows.remove(book.id, r.uid);
      changes.push({ line: r.line, reference: r.reference, kind: 'removed', what: `removed: ${rowWords(r)}` });
    }
    library.portfolios.update(book.id, { sourceName });
    return book.id;
  });
  changes.sort((a, b) => a.line - b.line || order(a.kind) - order(b.kind));
  return bookReport(library, bookId, {
    created: existing === null,
    added: plan.added.length,
    updated: plan.updated.length,
    unchanged: plan.unchanged.length,
    removed: plan.removed.length,
    changes,
    columns: table.plan.columns,
    searched: null,
  });
}

const order = (kind: BookImportChange['kind']) => (kind === 'removed' ? 0 : kind === 'updated' ? 1 : 2);
