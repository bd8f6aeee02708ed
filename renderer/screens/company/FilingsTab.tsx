// Every filing row, virtualised (thousands of rows stay fast: only the rows in view exist, spacer
// rows keep the scroll height), with its local state: downloaded, missing, not yet available, or
// locked (the unlock expired or was never bought).
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useMemo, useRef } from 'react';
import type { FilingLocalState, FilingView } from '../../../shared/bridge/views';
import { formatIndianNumber } from '../../../shared/money';
import { reviewHref } from '../../router/routes';
import { navigate } from '../../router/use-route';
import { useDomain, useStores } from '../../state/context';
import { filterFilings } from '../../state/filings-store';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { dateOrDash, plural } from '../../ui/format';
import { FilingFilters } from './FilingFilters';

const STATE_WORDS: Record<FilingLocalState, string> = {
  downloaded: 'Downloaded',
  missing: 'Missing',
  'not-yet-available': 'Not yet available',
  locked: 'Locked',
};

const ROW_HEIGHT = 29;
const COLUMNS = ['Filed', 'Form', 'Category', 'Document', 'Year', 'Pages', 'Size', 'PDF'];

function FilingCells({ filing }: { filing: FilingView }) {
  const label = filing.attachmentLabel ?? filing.formId;
  return (
    <>
      <td>{dateOrDash(filing.dateOfFiling)}</td>
      <td className="mono">{filing.formId}</td>
      <td>{filing.documentCategory ?? '—'}</td>
      <td className="ellipsis" title={filing.description ?? undefined}>
        {filing.localState === 'downloaded' ? (
          <a href={reviewHref(filing.companyId, filing.filingId)} tabIndex={-1}>
            {label}
          </a>
        ) : (
          label
        )}
      </td>
      <td className="num">{filing.year ?? '—'}</td>
      <td className="num">{filing.numberOfPages ?? '—'}</td>
      <td className="num">{filing.fileSize === null ? '—' : `${formatIndianNumber(Math.ceil(filing.fileSize / 1024))} KB`}</td>
      <td>
        <span className={`pill pill-${filing.localState}`} data-testid="filing-state">
          {STATE_WORDS[filing.localState]}
        </span>
      </td>
    </>
  );
}

export function FilingsTab() {
  const stores = useStores();
  const { rows, filters, error, loading } = useDomain('filings', (s) => s);
  const shown = useMemo(() => filterFilings(rows, filters), [rows, filters]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: shown.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  const open = (filing: FilingView | undefined) => {
    if (filing?.localState === 'downloaded') navigate(reviewHref(filing.companyId, filing.filingId));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-filing-index]');
    const index = Number(row?.dataset.filingIndex ?? -1);
    if (index < 0) return;
    if (event.key === 'Enter') open(shown[index]);
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : event.key === 'PageDown' ? 20 : event.key === 'PageUp' ? -20 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? shown.length - 1 : null;
    if (step === 0 && jump === null) return;
    event.preventDefault();
    const next = jump ?? Math.max(0, Math.min(shown.length - 1, index + step));
    virtualizer.scrollToIndex(next);
    // The row may only exist after the virtualiser re-renders.
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-filing-index="${next}"]`)?.focus());
  };

  return (
    <div className="filings">
      <div className="row spread">
        <FilingFilters rows={rows} filters={filters} onChange={(patch) => stores.filings.getState().setFilters(patch)} />
        <span className="muted" data-testid="filings-count">
          {loading && rows.length === 0 ? 'Loading…' : `${plural(shown.length, 'filing')} of ${rows.length}`}
        </span>
      </div>
      {error && <ErrorNotice error={error} />}
      <div ref={scroller} className="table-scroll">
        <table className="table table-rows filings-table" aria-label="Filings" aria-rowcount={shown.length + 1} data-testid="filings-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className={['Year', 'Pages', 'Size'].includes(c) ? 'num' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody onKeyDown={onKeyDown}>
            {top > 0 && <tr className="spacer" style={{ height: top }} />}
            {items.map((item) => {
              const filing = shown[item.index]!;
              return (
                <tr
                  key={filing.filingId}
                  aria-rowindex={item.index + 2}
                  tabIndex={0}
                  data-filing-index={item.index}
                  data-filing-id={filing.filingId}
                  data-testid="filing-row"
                  className={`state-${filing.localState}`}
                  onDoubleClick={() => open(filing)}
                >
                  <FilingCells filing={filing} />
                </tr>
              );
            })}
            {bottom > 0 && <tr className="spacer" style={{ height: bottom }} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
