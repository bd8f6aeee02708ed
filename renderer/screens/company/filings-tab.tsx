// Every filing row, virtualised (thousands of rows stay fast: only the rows in view exist, spacer
// rows keep the scroll height), with its local state: downloaded, missing, not yet available, or
// locked (the unlock expired or was never bought).
import { useMemo } from 'react';
import type { FilingLocalState, FilingView } from '../../../shared/bridge/views';
import { formatIndianNumber } from '../../../shared/money';
import { reviewHref } from '../../router/routes';
import { navigate } from '../../router/routes';
import { useDomain, useStores } from '../../state/context';
import { filterFilings } from '../../state/filings-store';
import { ErrorNotice } from '../../ui/error-notice';
import { dateOrDash, plural } from '../../ui/format';
import { useVirtualRows } from '../../ui/use-virtual-rows';
import { FilingFilters } from './filing-filters';

const STATE_WORDS: Record<FilingLocalState, string> = {
  downloaded: 'Downloaded',
  missing: 'Missing',
  'not-yet-available': 'Not yet available',
  locked: 'Locked',
};

const ROW_HEIGHT = 29;
const COLUMNS = ['Filed', 'Form', 'Category', 'Document', 'Year', 'Pages', 'Size', 'PDF'];

/** A cut cell's whole text: the document's label, and its description when that says more. */
function documentWords(filing: FilingView, label: string): string {
  const description = filing.description?.trim();
  return description && description.toLowerCase() !== label.toLowerCase() ? `${label} — ${description}` : label;
}

function FilingCells({ filing }: { filing: FilingView }) {
  const label = filing.attachmentLabel ?? filing.formId;
  return (
    <>
      <td>{dateOrDash(filing.dateOfFiling)}</td>
      <td className="mono">{filing.formId}</td>
      <td title={filing.documentCategory ?? undefined}>{filing.documentCategory ?? '—'}</td>
      <td className="ellipsis" title={documentWords(filing, label)} data-testid="filing-document">
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
        <span className={`pill pill-${filing.localState}`} data-testid="filing-state" title={sourceWords(filing.pdfSource)}>
          {STATE_WORDS[filing.localState]}
        </span>
      </td>
    </>
  );
}

/** Where the stored PDF came from, for the report's provenance: an archive of the document job, or a download of its own. */
export function sourceWords(source: string | null | undefined): string | undefined {
  if (!source) return undefined;
  const zip = /^zip:(.+)\/(batch_\d+)$/.exec(source);
  if (zip) return `From the registry's archive ${zip[2]}.zip of document job ${zip[1]} (free)`;
  if (source.startsWith('download:')) return `Downloaded on its own (request ${source.slice('download:'.length)})`;
  return source;
}

export function FilingsTab() {
  const stores = useStores();
  const { rows, filters, error, loading } = useDomain('filings', (s) => s);
  const shown = useMemo(() => filterFilings(rows, filters), [rows, filters]);
  const open = (filing: FilingView | undefined) => {
    if (filing?.localState === 'downloaded') navigate(reviewHref(filing.companyId, filing.filingId));
  };
  const { scroller, items, top, bottom, onKeyDown, onFocus, tabIndexOf } = useVirtualRows({
    rows: shown,
    rowHeight: ROW_HEIGHT,
    pageStep: 20,
    overscan: 12,
    indexKey: 'filingIndex',
    onEnter: open,
  });

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
          <tbody onKeyDown={onKeyDown} onFocus={onFocus}>
            {top > 0 && <tr className="spacer" style={{ height: top }} />}
            {items.map((item) => {
              const filing = shown[item.index]!;
              return (
                <tr
                  key={filing.filingId}
                  aria-rowindex={item.index + 2}
                  tabIndex={tabIndexOf(item.index)}
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
