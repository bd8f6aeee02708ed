// The mirrored companies: freshness, unlock expiry, PDFs still missing, and what each one cost.
// Virtualised like the filings table: a library of ten thousand companies keeps only the rows in
// view in the document (spacer rows hold the scroll height), so typing in the search box above it
// or sorting never lays out the whole list. Rows have one fixed height (two lines, no wrapping) and
// the columns fixed widths, so nothing shifts as rows come and go.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, useRef } from 'react';
import type { CompanySummary } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { companyHref } from '../../router/routes';
import { navigate } from '../../router/use-route';
import { FreshnessBadge, SandboxLabel, UnlockLabel } from '../../ui/Badges';
import { dateTimeOrDash } from '../../ui/format';

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
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: companies.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => COMPANY_ROW_HEIGHT,
    getItemKey: (index) => companies[index]?.id ?? index,
    initialRect: { width: 0, height: FIRST_FRAME_HEIGHT },
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-company-index]');
    const index = Number(row?.dataset.companyIndex ?? -1);
    if (index < 0) return;
    if (event.key === 'Enter') {
      const company = companies[index];
      if (company) navigate(companyHref(company.id));
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : event.key === 'PageDown' ? 10 : event.key === 'PageUp' ? -10 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? companies.length - 1 : null;
    if (step === 0 && jump === null) return;
    event.preventDefault();
    const next = jump ?? Math.max(0, Math.min(companies.length - 1, index + step));
    virtualizer.scrollToIndex(next);
    // The row may only exist after the virtualiser re-renders.
    requestAnimationFrame(() => scroller.current?.querySelector<HTMLElement>(`[data-company-index="${next}"]`)?.focus());
  };

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
