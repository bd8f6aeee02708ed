// The mirrored companies: freshness, unlock expiry, PDFs still missing, and what each one cost.
// Virtualised like the filings table: a library of ten thousand companies keeps only the rows in
// view in the document (spacer rows hold the scroll height), so typing in the search box above it
// or sorting never lays out the whole list. Rows have one fixed height (two lines) and the columns
// fixed widths, so nothing shifts as rows come and go. A cell whose words may not fit (the name, the
// status, the unlock) wraps to the row's second line and carries its whole text as a tooltip; in a
// window narrower than the columns the table scrolls sideways, the company's name kept in view.
import { memo } from 'react';
import type { CompanySummary } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { preloadScreen } from '../../app/screens';
import { companyHref } from '../../router/routes';
import { navigate } from '../../router/use-route';
import { FreshnessBadge, SandboxLabel, UnlockLabel } from '../../ui/badges';
import { dateOrDash, dateTimeOrDash } from '../../ui/format';
import { useVirtualRows } from '../../ui/use-virtual-rows';

/** Matches `.companies-table td` in tables.css. */
export const COMPANY_ROW_HEIGHT = 42;
/** Rows drawn before the scroll box has been measured (its first frame). */
const FIRST_FRAME_HEIGHT = 800;

const COLUMNS: Array<{ label: string; width: string; num?: boolean }> = [
  { label: 'Company', width: 'auto' },
  { label: 'Identifier', width: '13em' },
  { label: 'Status', width: '11em' },
  { label: 'Freshness', width: '8.5em' },
  { label: 'Unlock', width: '14em' },
  { label: 'PDFs', width: '6em', num: true },
  { label: 'Missing', width: '5em', num: true },
  { label: 'Spend', width: '7.5em', num: true },
  { label: 'Mirrored', width: '11.5em' },
];

/** The freshness reasons of a row: its description for a screen reader (the badge is no Tab stop here). */
const freshnessTipId = (id: string) => `freshness-${id}`;

/** Words of the unlock cell, for its tooltip (the label may wrap). */
function unlockWords(c: CompanySummary): string {
  const u = c.unlock;
  const until = u.expiresAt ? ` until ${dateOrDash(u.expiresAt)}` : '';
  return `${u.state === 'none' ? 'Not unlocked' : u.state === 'expired' ? 'Unlock expired' : 'Unlocked'}${until}${u.daysLeft !== null && u.state !== 'expired' ? ` (${u.daysLeft} d left)` : ''}`;
}

const CompanyCells = memo(function CompanyCells({ company: c }: { company: CompanySummary }) {
  const place = [c.city, c.state].filter(Boolean).join(', ');
  return (
    <>
      <td className="company-cell" title={c.knownAs ? `${c.name} (${c.knownAs})` : c.name}>
        <div className="ellipsis">
          <a href={companyHref(c.id)} tabIndex={-1}>
            {c.name}
          </a>
          {c.knownAs && <span className="muted"> ({c.knownAs})</span>}
        </div>
        <div className="muted small ellipsis">
          {c.sandbox && <SandboxLabel />}
          {place || '\u00a0'}
        </div>
      </td>
      <td className="mono">{c.id}</td>
      <td title={c.status ?? 'No status on record'} data-testid="company-status">
        <div className="clamp-2">{c.status ?? '—'}</div>
      </td>
      <td>
        <FreshnessBadge freshness={c.freshness} tipId={freshnessTipId(c.id)} />
      </td>
      <td title={unlockWords(c)}>
        <div className="clamp-2">
          <UnlockLabel unlock={c.unlock} />
        </div>
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
  const { scroller, items, top, bottom, onKeyDown, onFocus, tabIndexOf } = useVirtualRows({
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
            <col key={c.label} style={{ width: c.width }} />
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
        {/* A pointer over the list or focus in it: the company screen is what opens next, so its chunk is fetched now. */}
        <tbody
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            preloadScreen('company');
            onFocus(event);
          }}
          onPointerEnter={() => preloadScreen('company')}
        >
          {top > 0 && <tr className="spacer" style={{ height: top }} />}
          {items.map((item) => {
            const c = companies[item.index]!;
            return (
              <tr
                key={c.id}
                aria-rowindex={item.index + 2}
                aria-describedby={freshnessTipId(c.id)}
                tabIndex={tabIndexOf(item.index)}
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
