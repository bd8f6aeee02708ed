// The mirrored companies: freshness, unlock expiry, PDFs still missing, and what each one cost.
// Virtualised like the filings table: a library of ten thousand companies keeps only the rows in
// view in the document (spacer rows hold the scroll height), so typing in the search box above it
// or sorting never lays out the whole list. Rows have one fixed height (two lines) and the columns
// fixed widths, so nothing shifts as rows come and go. A cell whose words may not fit (the name, the
// status, the unlock) wraps to the row's second line and carries its whole text as a tooltip; in a
// window narrower than the columns the table scrolls sideways, the company's name kept in view.
import { memo } from 'react';
import type { CompanySummary } from '../../../shared/bridge/views';
import { preloadScreen } from '../../app/screens';
import { companyHref } from '../../router/routes';
import { navigate } from '../../router/routes';
import { FreshnessBadge, SandboxLabel, UnlockLabel } from '../../ui/badges';
import { useVirtualRows } from '../../ui/use-virtual-rows';
import { COMPANY_COLUMNS, COMPANY_ROW_HEIGHT, companyCellWords } from './company-row-words';

export { COMPANY_ROW_HEIGHT };
/** Rows drawn before the scroll box has been measured (its first frame). */
const FIRST_FRAME_HEIGHT = 800;

/** The freshness reasons of a row: its description for a screen reader (the badge is no Tab stop here). */
const freshnessTipId = (id: string) => `freshness-${id}`;

const CompanyCells = memo(function CompanyCells({ company: c }: { company: CompanySummary }) {
  const words = companyCellWords(c);
  return (
    <>
      <td className="company-cell" title={words.nameTitle}>
        <div className="ellipsis">
          <a href={companyHref(c.id)} tabIndex={-1}>
            {c.name}
          </a>
          {c.knownAs && <span className="muted"> ({c.knownAs})</span>}
        </div>
        <div className="muted small ellipsis">
          {c.sandbox && <SandboxLabel />}
          {words.place || '\u00a0'}
        </div>
      </td>
      <td className="mono">{c.id}</td>
      <td title={words.statusTitle} data-testid="company-status">
        <div className="clamp-2">{words.status}</div>
      </td>
      <td>
        <FreshnessBadge freshness={c.freshness} tipId={freshnessTipId(c.id)} />
      </td>
      <td title={words.unlockTitle}>
        <div className="clamp-2">
          <UnlockLabel unlock={c.unlock} />
        </div>
      </td>
      <td className="num">{words.pdfs}</td>
      <td className={`num${c.missingPdfs > 0 ? ' warn' : ''}`}>{c.missingPdfs}</td>
      <td className="num">{words.spend}</td>
      <td className="small">{words.mirrored}</td>
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
          {COMPANY_COLUMNS.map((c) => (
            <col key={c.label} style={{ width: c.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COMPANY_COLUMNS.map((c) => (
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
