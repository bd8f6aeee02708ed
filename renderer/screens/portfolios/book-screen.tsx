// One book: its summary and actions, then its companies (the table with the side panel), its group
// exposure, and the rows still to review. The view is read from the core's cache at once; companies
// whose assessment is being computed show as such, and the view is read again until none is left.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BookCompanyRow, BookView, BookViewSpec } from '../../../shared/bridge/portfolio';
import { formatIndianNumber } from '../../../shared/money';
import type { AppError } from '../../../shared/result';
import { hrefOf } from '../../router/routes';
import { afterPaint } from '../../scheduling/after-paint';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { SandboxLabel } from '../../ui/badges';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash } from '../../ui/format';
import { BookActions } from './book-actions';
import { exposureText } from './book-columns';
import { BookTable } from './book-table';
import { BookToolbar } from './book-toolbar';
import { bookCsv, DEFAULT_SPEC, inDefaultOrder, shownColumns, shownRows } from './book-query';
import { CompanyPanel } from './company-panel';
import { GroupsPanel } from './groups-panel';
import { SearchOpenRows, useBookResolved } from './import-report';
import { ReviewList } from './review-list';
import { KeptReads, useCall } from './use-call';

type Part = 'companies' | 'groups' | 'review';
const PENDING_REREAD_MS = 1500;
/** The last views of the books opened (a book opened again paints at once, then is read again). */
const KEPT_VIEWS = new KeptReads<BookView>(3);
/**
 * A book opened with nothing kept reads its first companies first (a screenful and more, in the
 * table's default order), paints them, then reads the whole view: the first paint does not wait for
 * 2,000 rows. Sort, filter, search and the CSV wait for the whole view.
 */
const FIRST_ROWS = 60;

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function BookScreen({ bookId }: { bookId: string }) {
  const bridge = useBridge();
  const [first, setFirst] = useState<BookView | null>(null);
  const firstRead = useRef(false);
  const view = useCall(
    async () => {
      // Nothing kept of this book yet: its first companies, then the whole view (a later read is the whole view only).
      if (!firstRead.current && KEPT_VIEWS.get(bookId) === undefined) {
        firstRead.current = true;
        const slice = await settle(bridge.call('portfolio.get', { id: bookId, first: FIRST_ROWS }));
        if (slice.ok) {
          setFirst(slice.value);
          // The whole view's read keeps the core busy a while: on a machine of few cores it would
          // hold back the frame that shows the first rows, so it starts once that frame is drawn.
          await afterPaint();
        }
      }
      return bridge.call('portfolio.get', { id: bookId });
    },
    bookId,
    KEPT_VIEWS,
  );
  const views = useCall(() => bridge.call('portfolio.views', { id: bookId }), bookId);
  const [spec, setSpec] = useState<BookViewSpec>(DEFAULT_SPEC);
  const [part, setPart] = useState<Part>('companies');
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const whole = view.value;
  const v = whole ?? first;
  /** Only the first companies are here; the whole view is on its way. */
  const partial = whole === null && first !== null;
  const reload = view.reload;

  // Assessments still being computed in the core: read the view again until none is left.
  useEffect(() => {
    if (!whole || whole.pending === 0) return;
    const timer = setTimeout(() => void reload(), PENDING_REREAD_MS);
    return () => clearTimeout(timer);
  }, [whole, reload]);
  // A book action's company finished, or a row was answered by a search: the view moved.
  useEffect(() => bridge.on('action.progress', (a) => (a.state === 'done' && a.parentId ? void reload() : undefined)), [bridge, reload]);
  useBookResolved((report) => {
    if (report.book.id === v?.book.id) void reload();
  });

  // The first companies are already in the default order; any other order or filter waits for all of them.
  const rows = useMemo(() => (!v ? [] : partial ? (inDefaultOrder(spec) ? v.companies : []) : shownRows(v.companies, spec)), [v, partial, spec]);
  const columns = shownColumns(spec);

  const sortBy = (column: string) =>
    setSpec({ ...spec, sort: { column, direction: spec.sort.column === column && spec.sort.direction === 'desc' ? 'asc' : spec.sort.column === column ? 'desc' : column === 'name' || column === 'reference' || column === 'status' ? 'asc' : 'desc' } });
  const saveView = async (name: string) => {
    const result = await settle(bridge.call('portfolio.saveView', { id: bookId, name, spec }));
    if (result.ok) void views.reload();
    setError(result.ok ? null : result.error);
  };
  const deleteView = async (viewId: string) => {
    const result = await settle(bridge.call('portfolio.deleteView', { id: bookId, viewId }));
    if (result.ok) void views.reload();
    setError(result.ok ? null : result.error);
  };

  if (!v) {
    return (
      <section className="screen" data-testid="screen-book">
        {view.error ? <ErrorNotice error={view.error} /> : <p className="muted">Reading the book…</p>}
        <a href={hrefOf({ screen: 'portfolios' })}>All books</a>
      </section>
    );
  }
  const book = v.book;
  const companyCount = v.firstOf ?? v.companies.length;
  const PARTS: Array<{ id: Part; label: string }> = [
    { id: 'companies', label: `Companies (${formatIndianNumber(companyCount)})` },
    { id: 'groups', label: `Group exposure (${v.groups.groups.length})` },
    { id: 'review', label: `Rows to review (${formatIndianNumber(partial ? book.rows - book.counts.resolved : v.unresolved.length)})` },
  ];
  const openRows = book.counts.pending + book.counts.unmatched;
  return (
    <section className="screen screen-book" aria-labelledby="book-title" data-testid="screen-book" data-book-id={book.id}>
      <div className="screen-head">
        <a href={hrefOf({ screen: 'portfolios' })} className="muted">
          Portfolios
        </a>
        <h1 id="book-title">{book.name}</h1>
        {book.sandbox && <SandboxLabel />}
        <span className="muted" data-testid="book-summary">
          {formatIndianNumber(book.rows)} rows · {formatIndianNumber(book.companies)} companies · exposure {exposureText(book.exposurePaisa)} · as of {dateTimeOrDash(v.asOf)}
          {v.pending > 0 ? ` · assessing ${v.pending}…` : ''}
        </span>
      </div>
      <BookActions bookId={book.id} />
      {(view.error || error) && <ErrorNotice error={(view.error ?? error)!} />}
      <fieldset className="part-switch">
        <legend className="sr-only">Parts of the book</legend>
        {PARTS.map((p) => (
          <button key={p.id} type="button" className="btn" aria-pressed={part === p.id} onClick={() => setPart(p.id)} data-testid={`book-part-${p.id}`}>
            {p.label}
          </button>
        ))}
      </fieldset>
      {part === 'companies' && (
        <>
          <BookToolbar
            spec={spec}
            shown={rows.length}
            total={companyCount}
            reading={partial}
            views={views.value ?? []}
            onSpec={setSpec}
            onSaveView={(name) => void saveView(name)}
            onDeleteView={(id) => void deleteView(id)}
            onExport={() => download(`${book.name} (${rows.length} companies).csv`, bookCsv(rows, columns))}
          />
          <div className="book-body">
            <BookTable
              rows={rows}
              columns={columns}
              sort={spec.sort}
              selected={selected}
              onSort={sortBy}
              onSelect={(r: BookCompanyRow) => setSelected(r.companyId)}
              emptyNote={partial ? `Reading all ${formatIndianNumber(companyCount)} companies…` : undefined}
            />
            {selected && <CompanyPanel bookId={book.id} companyId={selected} onReviewed={() => void reload()} />}
          </div>
        </>
      )}
      {part === 'groups' && <GroupsPanel book={book} groups={v.groups} onChanged={() => void reload()} />}
      {part === 'review' && (
        <div data-testid="book-review">
          <SearchOpenRows bookId={book.id} openRows={openRows} />
          {partial ? (
            <p className="muted">Reading the rows…</p>
          ) : v.unresolved.length === 0 ? (
            <p className="muted">Every row is resolved.</p>
          ) : (
            <ReviewList bookId={book.id} rows={v.unresolved} onResolved={() => void reload()} />
          )}
        </div>
      )}
    </section>
  );
}
