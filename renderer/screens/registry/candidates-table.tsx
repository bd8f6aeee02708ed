// Registry matches with status, incorporation date, city and match score; "Mirror…" on each. A
// column no row has a value for (the sandbox list carries no incorporation date or match score) is
// left out rather than shown as a column of dashes. The table scrolls sideways in a narrow window
// (a 200% browser zoom), its buttons kept in view at the right edge.
import type { KeyboardEvent } from 'react';
import { companyHref } from '../../router/routes';
import { moveFocusInList } from '../../ui/list-keys';
import { PaidButton } from '../../ui/paid-button';
import type { CandidateRow } from './candidate-fields';

interface Column {
  label: string;
  num?: boolean;
  mono?: boolean;
  cell: (row: CandidateRow) => string | null;
}

const COLUMNS: Column[] = [
  { label: 'Company', cell: (r) => r.company },
  { label: 'Identifier', mono: true, cell: (r) => r.cin },
  { label: 'Status', cell: (r) => r.status },
  { label: 'Incorporated', cell: (r) => (r.incorporated === '—' ? null : r.incorporated) },
  { label: 'City', cell: (r) => r.city },
  { label: 'Match', num: true, cell: (r) => (r.matchScore === null ? null : r.matchScore.toFixed(2)) },
];

export function CandidatesTable({
  rows,
  mirrored,
  includeDirectors,
  sandbox,
  testId,
}: {
  rows: CandidateRow[];
  mirrored: Set<string>;
  includeDirectors: boolean;
  sandbox: boolean;
  testId: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => moveFocusInList(event);
  const columns = COLUMNS.filter((c) => c.label === 'Company' || rows.some((r) => c.cell(r) !== null));
  return (
    <div className="table-wide">
      <table className="table table-rows candidates-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
            <th scope="col" className="cell-actions">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {rows.map((row) => (
            <tr key={row.cin} tabIndex={0} data-nav-item data-testid="candidate-row" data-cin={row.cin}>
              {columns.map((c) => (
                <td key={c.label} className={c.num ? 'num' : c.mono ? 'mono' : undefined}>
                  {c.cell(row) ?? '—'}
                </td>
              ))}
              <td className="cell-actions">
                {mirrored.has(row.cin) && (
                  <a className="btn" href={companyHref(row.cin)} data-testid="candidate-open">
                    Open
                  </a>
                )}
                <PaidButton
                  call="mirror.quote"
                  args={{ id: row.cin, includeDirectors }}
                  label={mirrored.has(row.cin) ? 'Mirror again…' : 'Mirror…'}
                  testId="candidate-mirror"
                  sandbox={sandbox}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
