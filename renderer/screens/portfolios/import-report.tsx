// What an import did: rows added, updated, removed; every bad row by line and why; how each column
// was read; the changes of a re-import; the rows to pick; and the one paid search of the open rows.
import { useEffect, useRef } from 'react';
import type { BookImportReport, BookRowView } from '../../../shared/bridge/portfolio';
import { formatRupees } from '../../../shared/money';
import { bookHref } from '../../router/routes';
import { offlineReason } from '../../state/app-store';
import { useDomain, useStores } from '../../state/context';
import { plural } from '../../ui/format';
import { ReviewList } from './review-list';

export function SearchOpenRows({ bookId, openRows }: { bookId: string; openRows: number }) {
  const stores = useStores();
  const offline = useDomain('app', (s) => offlineReason(s));
  if (openRows === 0) return null;
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={offline !== null}
      title={offline ?? 'A paid search: the price is shown before anything is bought'}
      onClick={() => void stores.quote.getState().open('portfolio.quoteResolve', { id: bookId })}
      data-testid="book-search-open"
    >
      Search the registry for {plural(openRows, 'open row')}…
    </button>
  );
}

/** Calls back with each report of a book search confirmed in the quote dialog. */
export function useBookResolved(onReport: (report: BookImportReport) => void) {
  const stores = useStores();
  const latest = useRef(onReport);
  latest.current = onReport;
  useEffect(
    () =>
      stores.quote.subscribe((state, before) => {
        if (state.bookResolved && state.bookResolved !== before.bookResolved) latest.current(state.bookResolved);
      }),
    [stores],
  );
}

export function ImportReportView({ report, onChanged, onResolved }: { report: BookImportReport; onChanged(report: BookImportReport): void; onResolved(): void }) {
  const book = report.book;
  useBookResolved((next) => {
    if (next.book.id === book.id) {
      onChanged(next);
      onResolved();
    }
  });
  const replaceRow = (row: BookRowView) => {
    const swap = (rows: BookRowView[]) => rows.map((r) => (r.rowId === row.rowId ? row : r));
    onChanged({ ...report, ambiguous: swap(report.ambiguous), unmatched: swap(report.unmatched) });
    onResolved();
  };
  const review = [...report.ambiguous, ...report.unmatched].sort((a, b) => a.line - b.line);
  return (
    <section className="panel import-report" aria-labelledby="import-report-title" data-testid="import-report">
      <h2 id="import-report-title">
        {report.created ? 'Imported' : 'Re-imported'} <a href={bookHref(book.id)}>{book.name}</a>
      </h2>
      <p data-testid="import-summary">
        {plural(book.rows, 'row')}: {report.added} added, {report.updated} updated, {report.unchanged} unchanged, {report.removed} removed ·{' '}
        {book.counts.resolved} resolved, {book.counts.ambiguous} to pick, {book.counts.unmatched} unmatched, {report.bad.length} bad
      </p>
      {report.searched && (
        <p data-testid="import-searched">
          Registry search of {plural(report.searched.rows, 'row')}: {report.searched.resolved} resolved, {report.searched.ambiguous} to pick,{' '}
          {report.searched.unmatched} not found; spent {formatRupees(report.searched.spentPaisa)}.
        </p>
      )}
      <details data-testid="import-columns">
        <summary>Columns recognised ({report.columns.filter((c) => c.recognisedAs !== 'tag').length} of {report.columns.length})</summary>
        <ul>
          {report.columns.map((c) => (
            <li key={c.header}>
              “{c.header}” → {c.recognisedAs === 'tag' ? 'kept as a tag' : c.recognisedAs}
            </li>
          ))}
        </ul>
      </details>
      {report.bad.length > 0 && (
        <>
          <h3>Rows that could not be read ({report.bad.length})</h3>
          <table className="table" aria-label="Bad rows" data-testid="import-bad">
            <thead>
              <tr>
                <th scope="col" className="num">
                  Line
                </th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {report.bad.map((b) => (
                <tr key={b.line} data-testid="bad-row" data-line={b.line}>
                  <td className="num">{b.line}</td>
                  <td>{b.problem}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {report.changes.length > 0 && (
        <>
          <h3>Changes since the last import ({report.changes.length})</h3>
          <ul data-testid="import-changes">
            {report.changes.map((c) => (
              <li key={`${c.kind}-${c.line}-${c.reference ?? ''}`}>
                Line {c.line}
                {c.reference ? ` (${c.reference})` : ''}: {c.kind} — {c.what}
              </li>
            ))}
          </ul>
        </>
      )}
      {review.length > 0 && (
        <>
          <h3>Rows to review ({review.length})</h3>
          <ReviewList bookId={book.id} rows={review} onResolved={replaceRow} />
        </>
      )}
      <div className="row">
        <SearchOpenRows bookId={book.id} openRows={report.openRows} />
        <a className="btn" href={bookHref(book.id)} data-testid="import-open-book">
          Open the book
        </a>
      </div>
    </section>
  );
}
