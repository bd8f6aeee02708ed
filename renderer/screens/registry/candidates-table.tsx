// Registry matches with status, incorporation date, city and match score; "Mirror…" on each.
import type { KeyboardEvent } from 'react';
import { companyHref } from '../../router/routes';
import { moveFocusInList } from '../../ui/list-keys';
import { PaidButton } from '../../ui/paid-button';
import type { CandidateRow } from './candidate-fields';

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
  return (
    <table className="table table-rows" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col">Identifier</th>
          <th scope="col">Status</th>
          <th scope="col">Incorporated</th>
          <th scope="col">City</th>
          <th scope="col" className="num">
            Match
          </th>
          <th scope="col">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      </thead>
      <tbody onKeyDown={onKeyDown}>
        {rows.map((row) => (
          <tr key={row.cin} tabIndex={0} data-nav-item data-testid="candidate-row" data-cin={row.cin}>
            <td>{row.company}</td>
            <td className="mono">{row.cin}</td>
            <td>{row.status ?? '—'}</td>
            <td>{row.incorporated}</td>
            <td>{row.city ?? '—'}</td>
            <td className="num">{row.matchScore === null ? '—' : row.matchScore.toFixed(2)}</td>
            <td className="actions">
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
  );
}
