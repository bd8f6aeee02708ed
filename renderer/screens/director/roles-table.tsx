// A director's roles (current and ceased), linking companies that are in the library.
import { companyHref } from '../../router/routes';
import type { RoleRow } from './director-fields';

export function RolesTable({ rows, mirrored, testId }: { rows: RoleRow[]; mirrored: Set<string>; testId: string }) {
  if (rows.length === 0) return <p className="muted">None on record.</p>;
  const sorted = [...rows].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <table className="table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col">Identifier</th>
          <th scope="col">Role</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Company status</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same company and role can repeat across periods
          <tr key={`${r.cin}-${i}`} className={r.current ? undefined : 'ceased'}>
            <td>{r.cin && mirrored.has(r.cin) ? <a href={companyHref(r.cin)}>{r.company}</a> : r.company}</td>
            <td className="mono">{r.cin ?? '—'}</td>
            <td>{r.role}</td>
            <td>{r.since}</td>
            <td>{r.until}</td>
            <td>{r.companyStatus ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
