// Registry matches with status, incorporation date, city and match score; "Mirror…" on each. A
// column no row has a value for (the sandbox list carries no incorporation date or match score) is
// left out rather than shown as a column of dashes. The table scrolls sideways in a narrow window
// (a 200% browser zoom), its buttons kept in view at the right edge.
import type { KeyboardEvent } from 'react';
import type { CompanyCandidateView } from '../../../shared/bridge/registry-candidates';
import { companyHref } from '../../router/routes';
import { DASH, dateOrDash } from '../../ui/format';
import { moveFocusInList } from '../../ui/list-keys';
import { PaidButton } from '../../ui/paid-button';

interface Column {
  label: string;
  num?: boolean;
  mono?: boolean;
  cell: (row: CompanyCandidateView) => string | null;
}

const COLUMNS: Column[] = [
  { label: 'Company', cell: (r) => (r.knownAs ? `${r.name} (${r.knownAs})` : r.name) },
  { label: 'Identifier', mono: true, cell: (r) => r.id },
  { label: 'Status', cell: (r) => r.status },
  { label: 'Incorporated', cell: (r) => (r.incorporatedOn === null ? null : dateOrDash(r.incorporatedOn)) },
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
  rows: CompanyCandidateView[];
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
            <tr key={row.id} tabIndex={0} data-nav-item data-testid="candidate-row" data-cin={row.id}>
              {columns.map((c) => (
                <td key={c.label} className={c.num ? 'num' : c.mono ? 'mono' : undefined}>
                  {c.cell(row) ?? DASH}
                </td>
              ))}
              <td className="cell-actions">
                {mirrored.has(row.id) && (
                  <a className="btn" href={companyHref(row.id)} data-testid="candidate-open">
                    Open
                  </a>
                )}
                <PaidButton
                  call="mirror.quote"
                  args={{ id: row.id, includeDirectors }}
                  label={mirrored.has(row.id) ? 'Mirror again…' : 'Mirror…'}
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
