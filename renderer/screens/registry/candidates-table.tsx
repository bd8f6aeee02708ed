// Registry matches with status, incorporation date, city and match score; "Mirror…" on each.
import type { KeyboardEvent } from 'react';
import type { CompanyCandidateView } from '../../../shared/bridge/registry-candidates';
import { companyHref } from '../../router/routes';
import { DASH, dateOrDash } from '../../ui/format';
import { moveFocusInList } from '../../ui/list-keys';
import { PaidButton } from '../../ui/paid-button';

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
          <tr key={row.id} tabIndex={0} data-nav-item data-testid="candidate-row" data-cin={row.id}>
            <td>{row.knownAs ? `${row.name} (${row.knownAs})` : row.name}</td>
            <td className="mono">{row.id}</td>
            <td>{row.status ?? DASH}</td>
            <td>{dateOrDash(row.incorporatedOn)}</td>
            <td>{row.city ?? DASH}</td>
            <td className="num">{row.matchScore === null ? DASH : row.matchScore.toFixed(2)}</td>
            <td className="actions">
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
  );
}
