// Current and past directors from the master record; profiles are bought per director.
import type { KeyboardEvent } from 'react';
import type { DirectorRow } from '../../../shared/bridge/views';
import { directorHref } from '../../router/routes';
import { dateOrDash } from '../../ui/format';
import { moveFocusInList } from '../../ui/list-keys';
import { PaidButton } from '../../ui/paid-button';

export function DirectorsTab({ directors, sandbox }: { directors: DirectorRow[]; sandbox: boolean }) {
  if (directors.length === 0) return <p className="muted">No directors on record (LLPs list designated partners in their filings).</p>;
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => moveFocusInList(event);
  return (
    <table className="table table-rows" data-testid="directors-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">DIN</th>
          <th scope="col">Designation</th>
          <th scope="col">Appointed</th>
          <th scope="col">Ceased</th>
          <th scope="col">Disqualified</th>
          <th scope="col" className="num">
            Directorships
          </th>
          <th scope="col">Profile</th>
        </tr>
      </thead>
      <tbody onKeyDown={onKeyDown}>
        {directors.map((d) => (
          <tr key={`${d.din}-${d.appointedOn}`} data-testid="director-row" className={d.ceasedOn ? 'ceased' : undefined}>
            <td>
              <a href={directorHref(d.din)} data-nav-item>
                {d.name}
              </a>
            </td>
            <td className="mono">{d.din}</td>
            <td>{d.designation ?? d.role ?? '—'}</td>
            <td>{dateOrDash(d.appointedOn)}</td>
            <td>{d.ceasedOn ? dateOrDash(d.ceasedOn) : 'current'}</td>
            <td className={d.disqualified ? 'warn' : undefined}>{d.disqualified === null ? '—' : d.disqualified ? 'Yes' : 'No'}</td>
            <td className="num">{d.directorshipCount ?? '—'}</td>
            <td>
              {d.mirrored ? (
                <a href={directorHref(d.din)}>Open</a>
              ) : (
                <PaidButton call="directorProfile.quote" args={{ din: d.din }} label="Buy profile…" testId="director-profile-buy" sandbox={sandbox} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
