// Every book: its rows, companies, exposure and how its rows resolved; and the import of a new one.
import { useState } from 'react';
import type { BookImportReport, BookSummary } from '../../../shared/bridge/portfolio';
import { formatIndianNumber } from '../../../shared/money';
import { bookHref } from '../../router/routes';
import { useBridge } from '../../state/context';
import { SandboxLabel } from '../../ui/badges';
import { ErrorNotice } from '../../ui/error-notice';
import { dateOrDash } from '../../ui/format';
import { exposureText } from './book-columns';
import { ImportPanel } from './import-panel';
import { ImportReportView } from './import-report';
import { useCall } from './use-call';

function Counts({ book }: { book: BookSummary }) {
  const c = book.counts;
  return (
    <span className="small" data-testid="book-counts">
      {c.resolved} resolved · {c.ambiguous} to pick · {c.unmatched} unmatched · {c.bad} bad
      {c.pending > 0 ? ` · ${c.pending} not searched` : ''}
    </span>
  );
}

export function BookList() {
  const bridge = useBridge();
  const books = useCall(() => bridge.call('portfolio.list', {}), 'books');
  const [report, setReport] = useState<BookImportReport | null>(null);
  const imported = (r: BookImportReport) => {
    setReport(r);
    void books.reload();
  };
  return (
    <section className="screen screen-portfolios" aria-labelledby="portfolios-title" data-testid="screen-portfolios">
      <div className="screen-head">
        <h1 id="portfolios-title">Portfolios</h1>
        <span className="muted">A book is your borrowers as your system holds them, each row matched to a company of the library.</span>
      </div>
      {books.error && <ErrorNotice error={books.error} />}
      {books.value && books.value.length === 0 && (
        <p className="muted" data-testid="books-empty">
          No book yet. Import one below.
        </p>
      )}
      {books.value && books.value.length > 0 && (
        <table className="table table-rows books-table" aria-label="Books" data-testid="books-table">
          <thead>
            <tr>
              <th scope="col">Book</th>
              <th scope="col" className="num">
                Rows
              </th>
              <th scope="col" className="num">
                Companies
              </th>
              <th scope="col" className="num">
                Exposure
              </th>
              <th scope="col">Resolution</th>
              <th scope="col">Imported</th>
            </tr>
          </thead>
          <tbody>
            {books.value.map((b) => (
              <tr key={b.id} data-testid="book-row" data-book-id={b.id}>
                <td>
                  <a href={bookHref(b.id)} data-testid="book-open">
                    {b.name}
                  </a>{' '}
                  {b.sandbox && <SandboxLabel />}
                  {b.sourceName && <div className="muted small">{b.sourceName}</div>}
                </td>
                <td className="num">{formatIndianNumber(b.rows)}</td>
                <td className="num">{formatIndianNumber(b.companies)}</td>
                <td className="num" data-testid="book-exposure">
                  {exposureText(b.exposurePaisa)}
                </td>
                <td>
                  <Counts book={b} />
                </td>
                <td>{dateOrDash(b.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ImportPanel books={books.value ?? []} onImported={imported} />
      {report && <ImportReportView report={report} onChanged={setReport} onResolved={() => void books.reload()} />}
    </section>
  );
}
