// The book's companies, one row each, virtualised (only the rows in view exist: smooth at 2,000).
// Arrow keys move, Enter opens the company, a click opens it too; focus selects the row for the side
// panel. Headers sort: a click on the sorted column turns its direction.
import type { BookCompanyRow, BookViewSpec } from '../../../shared/bridge/portfolio';
import { RISK_BAND_NAMES } from '../../../shared/bridge/signals';
import { companyHref } from '../../router/routes';
import { navigate } from '../../router/routes';
import { FreshnessBadge, SandboxLabel } from '../../ui/badges';
import { useVirtualRows } from '../../ui/use-virtual-rows';
import type { BookColumn } from './book-columns';

export const BOOK_ROW_HEIGHT = 34;

function Cell({ column, row }: { column: BookColumn; row: BookCompanyRow }) {
  if (column.id === 'name')
    return (
      <td className="book-name-cell">
        <span className="book-name" title={row.companyId}>
          {row.name}
        </span>{' '}
        {row.sandbox && <SandboxLabel />}
        {!row.mirrored && <span className="muted small"> not mirrored</span>}
      </td>
    );
  if (column.id === 'freshness')
    return (
      <td>
        <FreshnessBadge freshness={row.freshness} tipId={`book-fresh-${row.rowId}`} />
      </td>
    );
  if (column.id === 'band')
    return (
      <td>
        <span className={`band band-${row.band ?? 'none'}`} data-testid="book-band" data-band={row.band ?? ''} title={row.assessment === 'stale' ? 'As last computed: being computed again' : undefined}>
          {column.text(row)}
        </span>
      </td>
    );
  return <td className={column.num ? 'num' : undefined}>{column.text(row)}</td>;
}

export interface BookTableProps {
  rows: BookCompanyRow[];
  columns: BookColumn[];
  sort: BookViewSpec['sort'];
  selected: string | null;
  onSort(column: string): void;
  onSelect(row: BookCompanyRow): void;
  /** Said instead of "no company matches" when there are no rows (the whole view still being read). */
  emptyNote?: string;
}

export function BookTable({ rows, columns, sort, selected, onSort, onSelect, emptyNote }: BookTableProps) {
  const open = (row: BookCompanyRow) => navigate(companyHref(row.companyId));
  const { scroller, items, top, bottom, onKeyDown, onFocus, tabIndexOf } = useVirtualRows({
    rows,
    rowHeight: BOOK_ROW_HEIGHT,
    pageStep: 15,
    overscan: 10,
    indexKey: 'bookIndex',
    rowKey: (r) => r.rowId,
    firstFrameHeight: 600,
    onEnter: open,
  });
  return (
    <div ref={scroller} className="book-scroll" data-testid="book-scroll">
      <table className="table table-rows book-table" aria-label="Companies of the book" aria-rowcount={rows.length + 1} data-testid="book-table">
        <colgroup>
          {columns.map((c) => (
            <col key={c.id} style={{ width: `${c.width}em` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = sort.column === c.id;
              return (
                <th
                  key={c.id}
                  scope="col"
                  className={c.num ? 'num' : undefined}
                  aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className="th-sort" onClick={() => onSort(c.id)} data-testid={`sort-${c.id}`}>
                    {c.label}
                    {sorted ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            onFocus(event);
            const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-book-index]')?.dataset['bookIndex'] ?? -1);
            const row = rows[index];
            if (row) onSelect(row);
          }}
        >
          {top > 0 && <tr className="spacer" style={{ height: top }} />}
          {items.map((item) => {
            const row = rows[item.index]!;
            // Keyed by place, not by company: a re-sort fills the rows already drawn with other
            // companies (text changes) instead of replacing every row element, and a scroll still
            // adds and drops only the rows at the edges. Selection and focus go by company and index.
            return (
              <tr
                key={item.index}
                aria-rowindex={item.index + 2}
                aria-selected={row.companyId === selected}
                aria-describedby={`book-fresh-${row.rowId}`}
                tabIndex={tabIndexOf(item.index)}
                data-book-index={item.index}
                data-company-id={row.companyId}
                data-testid="book-company-row"
                className={`clickable${row.companyId === selected ? ' selected' : ''}`}
                onClick={() => open(row)}
              >
                {columns.map((c) => (
                  <Cell key={c.id} column={c} row={row} />
                ))}
              </tr>
            );
          })}
          {bottom > 0 && <tr className="spacer" style={{ height: bottom }} />}
        </tbody>
      </table>
      {rows.length === 0 &&
        (emptyNote ? (
          <p className="muted pad" data-testid="book-reading">
            {emptyNote}
          </p>
        ) : (
          <p className="muted pad" data-testid="book-none-shown">
            No company of the book matches these filters.
          </p>
        ))}
    </div>
  );
}

export const bandName = (band: BookCompanyRow['band']): string => (band ? RISK_BAND_NAMES[band] : '—');
