/**
 * A lender's book as the bridge shows its rows and its summary (shared/bridge/portfolio.ts), read
 * from the books repository; and the one way a book named by the analyst (its id, or its name with
 * case and spacing aside) is found or refused in words.
 */
import type { BookRowView, BookSummary } from '../../../shared/bridge/portfolio';
import { DossierError } from '../app-error';
import type { BookRecord, BookRowRecord, Library } from '../store';

export function bookRowView(r: BookRowRecord): BookRowView {
  return {
    rowId: r.uid,
    line: r.line,
    reference: r.reference,
    written: r.written,
    exposurePaisa: r.exposurePaisa,
    sanctionDate: r.sanctionDate,
    rm: r.rm,
    state: r.state,
    pin: r.pin,
    tags: r.tags,
    companyId: r.companyId,
    companyName: r.companyName ?? (r.companyId ? (r.candidates.find((c) => c.companyId === r.companyId)?.name ?? r.written.name ?? null) : null),
    resolution: r.resolution,
    resolvedBy: r.resolvedBy,
    candidates: r.candidates,
    problem: r.problem,
  };
}

export function bookSummary(library: Library, book: BookRecord): BookSummary {
  const stats = library.portfolios.rows.stats(book.id);
  return {
    id: book.id,
    name: book.name,
    sourceName: book.sourceName,
    createdAt: book.createdAt,
    updatedAt: book.updatedAt,
    rows: stats.rows,
    companies: stats.companies,
    exposurePaisa: stats.exposurePaisa,
    counts: stats.counts,
    groupThresholdBasisPoints: book.groupThresholdBasisPoints,
    sandbox: stats.sandbox,
    createdBy: book.createdBy,
  };
}

/** The book `ref` names (its id, or its name with case and spacing aside), or BOOK_NOT_FOUND in words. */
export function requireBook(library: Library, ref: string): BookRecord {
  const book = library.portfolios.find(ref);
  if (book) return book;
  const names = library.portfolios.list().map((b) => `"${b.name}"`);
  throw new DossierError('BOOK_NOT_FOUND', `There is no book named "${ref.trim()}"${names.length > 0 ? ` (the books are ${names.slice(0, 10).join(', ')})` : ' (no book has been imported yet)'}.`, {
    hint: 'Name a book by its name or id (dossier portfolio list shows them), or import one first.',
  });
}
