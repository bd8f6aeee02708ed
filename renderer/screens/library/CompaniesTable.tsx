// The mirrored companies: freshness, unlock expiry, PDFs still missing, and what each one cost.
import type { KeyboardEvent } from 'react';
import type { CompanySummary } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { companyHref } from '../../router/routes';
import { navigate } from '../../router/use-route';
import type { LibrarySort } from '../../state/library-store';
import { FreshnessBadge, SandboxLabel, UnlockLabel } from '../../ui/Badges';
import { dateTimeOrDash } from '../../ui/format';
import { moveFocusInList } from '../../ui/list-keys';

const SORTS: Array<{ sort: LibrarySort; label: string }> = [
  { sort: 'name', label: 'Name' },
  { sort: 'freshness', label: 'Freshness' },
  { sort: 'mirroredAt', label: 'Mirrored' },
  { sort: 'spend', label: 'Spend' },
];

export function SortPicker({ sort, onSort }: { sort: LibrarySort; onSort: (sort: LibrarySort) => void }) {
  return (
    <label className="inline">
      Sort by{' '}
      <select value={sort} onChange={(e) => onSort(e.target.value as LibrarySort)} data-testid="library-sort">
        {SORTS.map((s) => (
          <option key={s.sort} value={s.sort}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CompaniesTable({ companies }: { companies: CompanySummary[] }) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-company-id]');
    if (event.key === 'Enter' && row?.dataset.companyId) navigate(companyHref(row.dataset.companyId));
    else moveFocusInList(event);
  };
  return (
    <table className="table table-rows" data-testid="companies-table" aria-label="Mirrored companies">
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col">Identifier</th>
          <th scope="col">Status</th>
          <th scope="col">Freshness</th>
          <th scope="col">Unlock</th>
          <th scope="col" className="num">
            PDFs
          </th>
          <th scope="col" className="num">
            Missing
          </th>
          <th scope="col" className="num">
            Spend
          </th>
          <th scope="col">Mirrored</th>
        </tr>
      </thead>
      <tbody onKeyDown={onKeyDown}>
        {companies.map((c) => (
          <tr
            key={c.id}
            tabIndex={0}
            data-nav-item
            data-company-id={c.id}
            data-testid="company-row"
            onClick={() => navigate(companyHref(c.id))}
            className="clickable"
          >
            <td>
              <a href={companyHref(c.id)} tabIndex={-1}>
                {c.name}
              </a>
              {c.knownAs && <span className="muted"> ({c.knownAs})</span>}
              {c.sandbox && <SandboxLabel />}
              <div className="muted small">{[c.city, c.state].filter(Boolean).join(', ')}</div>
            </td>
            <td className="mono">{c.id}</td>
            <td>{c.status ?? '—'}</td>
            <td>
              <FreshnessBadge freshness={c.freshness} />
            </td>
            <td>
              <UnlockLabel unlock={c.unlock} />
            </td>
            <td className="num">
              {c.downloadedPdfs} / {c.totalFilings}
            </td>
            <td className={`num${c.missingPdfs > 0 ? ' warn' : ''}`}>{c.missingPdfs}</td>
            <td className="num">{formatRupees(c.spendPaisa)}</td>
            <td className="small">{dateTimeOrDash(c.mirroredAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
