// The mirrored companies: freshness, unlock expiry, PDFs still missing, and what each one cost.
// Virtualised like the filings table: a library of ten thousand companies keeps only the rows in
// view in the document (spacer rows hold the scroll height), so typing in the search box above it
// or sorting never lays out the whole list. Rows have one fixed height (two lines, no wrapping) and
// the columns fixed widths, so nothing shifts as rows come and go.
import { memo } from 'react';
import type { CompanySummary } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { companyHref } from '../../router/routes';
import { navigate } from '../../router/use-route';
import { FreshnessBadge, SandboxLabel, UnlockLabel } from '../../ui/badges';
import { dateTimeOrDash } from '../../ui/format';
import { useVirtualRows } from '../../ui/use-virtual-rows';

/** Matches `.companies-table td` in tables.css. */
export const COMPANY_ROW_HEIGHT = 42;
/** Rows drawn before the scroll box has been measured (its first frame). */
const FIRST_FRAME_HEIGHT = 800;

const COLUMNS: Array<{ label: string; width?: string; num?: boolean }> = [
  { label: 'Company' },
  { label: 'Identifier', width: '13em' },
  { label: 'Status', width: '6.5em' },
  { label: 'Freshness', width: '8.5em' },
  { label: 'Unlock', width: '21.5em' },
  { label: 'PDFs', width: '6em', num: true },
  { label: 'Missing', width: '5em', num: true },
  { label: 'Spend', width: '7.5em', num: true },
  { label: 'Mirrored', width: '11.5em' },
];

const CompanyCells = memo(function CompanyCells({ company: c }: { company: CompanySummary }) {
  const place = [c.city, c.state].filter(Boolean).join(', ');
  return (
    <>
      <td className="ellipsis" title={c.knownAs ? `${c.name} (${c.knownAs})` : c.name}>
        <a href={companyHref(c.id)} tabIndex={-1}>
          {c.name}
        </a>
        {c.knownAs && <span className="muted"> ({c.knownAs})</span>}
        {c.sandbox && <SandboxLabel />}
        <div className="muted small ellipsis">{place || '\u00a0'}</div>
      </td>
      <td className="mono">{c.id}</td>
      <td className="ellipsis">{c.status ?? '—'}</td>
      <td>
        <FreshnessBadge freshness={c.freshness} />
      </td>
      <td className="ellipsis">
        <UnlockLabel unlock={c.unlock} />
      </td>
      <td className="num">
        {c.downloadedPdfs} / {c.totalFilings}
      </td>
      <td className={`num${c.missingPdfs > 0 ? ' warn' : ''}`}>{c.missingPdfs}</td>
      <td className="num">{formatRupees(c.spendPaisa)}</td>
      <td className="small">{dateTimeOrDash(c.mirroredAt)}</td>
    </>
  );
});

export function CompaniesTable({ companies }: { companies: CompanySummary[] }) {
  const { scroller, items, top, bottom, onKeyDown } = useVirtualRows({
    rows: companies,
    rowHeight: COMPANY_ROW_HEIGHT,
    pageStep: 10,
    overscan: 8,
    indexKey: 'companyIndex',
    rowKey: (c) => c.id,
    firstFrameHeight: FIRST_FRAME_HEIGHT,
    onEnter: (c) => navigate(companyHref(c.id)),
  });

  return (
    <div ref={scroller} className="companies-scroll" data-testid="companies-scroll">
      <table className="table table-rows companies-table" data-testid="companies-table" aria-label="Mirrored companies" aria-rowcount={companies.length + 1}>
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.label} style={c.width ? { width: c.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {top > 0 && <tr className="spacer" style={{ height: top }} />}
          {items.map((item) => {
            const c = companies[item.index]!;
            return (
              <tr
                key={c.id}
                aria-rowindex={item.index + 2}
                tabIndex={0}
                data-company-index={item.index}
                data-company-id={c.id}
                data-testid="company-row"
                onClick={() => navigate(companyHref(c.id))}
                className="clickable"
              >
                <CompanyCells company={c} />
              </tr>
            );
          })}
          {bottom > 0 && <tr className="spacer" style={{ height: bottom }} />}
        </tbody>
      </table>
    </div>
  );
}
