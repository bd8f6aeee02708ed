// Changes: what the watchlist's checks found, newest first. Filter by company and kind, mark read,
// and open the filing (in the review screen) or the company record each change comes from.
import { useEffect } from 'react';
import { CHANGE_KINDS, type ChangeKind, type ChangeView } from '../../../shared/bridge/watch';
import { companyHref, reviewHref } from '../../router/routes';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash } from '../../ui/format';

const KIND_LABEL: Record<ChangeKind, string> = {
  'filing.new': 'New filing',
  'director.appointed': 'Director appointed',
  'director.ceased': 'Director left',
  'charge.created': 'Charge created',
  'charge.modified': 'Charge modified',
  'charge.satisfied': 'Charge satisfied',
  'status.changed': 'Status',
  'name.changed': 'Name',
  'address.changed': 'Address',
  'capital.changed': 'Capital',
  'financials.newYear': 'New accounts',
  'finding.new': 'New finding',
  'unlock.expiring': 'Unlock expiring',
};

function Source({ change }: { change: ChangeView }) {
  if (change.filingId) return <a href={reviewHref(change.companyId, change.filingId)}>Open the filing</a>;
  const tab = change.kind.startsWith('director') ? 'directors' : change.kind.startsWith('charge') ? 'charges' : 'overview';
  return (
    <a href={companyHref(change.companyId, tab)} title={change.requestId ? `Read ${change.requestId}` : undefined}>
      Open the record
    </a>
  );
}

export function ChangesScreen() {
  const stores = useStores();
  const { changes, filter, error, unread } = useDomain('changes', (s) => s);
  const api = stores.changes.getState();
  useEffect(() => {
    void stores.changes.getState().refresh();
  }, [stores]);
  const companies = [...new Map(changes.map((c) => [c.companyId, c.companyName ?? c.companyId])).entries()];
  return (
    <section className="screen" aria-labelledby="changes-title" data-testid="screen-changes">
      <div className="screen-head">
        <h1 id="changes-title">Changes</h1>
        <span className="muted">{unread} unread</span>
        <button type="button" className="btn" disabled={unread === 0} onClick={() => void api.markRead(filter.companyId ? { companyId: filter.companyId } : 'all')} data-testid="changes-mark-all">
          Mark all read
        </button>
      </div>
      <div className="filters">
        <label>
          Company{' '}
          <select value={filter.companyId ?? ''} onChange={(e) => void api.setFilter({ companyId: e.target.value || null })} data-testid="changes-company">
            <option value="">All companies</option>
            {companies.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Kind{' '}
          <select value={filter.kind ?? ''} onChange={(e) => void api.setFilter({ kind: (e.target.value || null) as ChangeKind | null })} data-testid="changes-kind">
            <option value="">All kinds</option>
            {CHANGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <ErrorNotice error={error} />}
      {changes.length === 0 ? (
        <p className="muted">No change yet. Watch a company from its page or with dossier watch add; each check lists here what changed since the last.</p>
      ) : (
        <table className="table" data-testid="changes-table">
          <thead>
            <tr>
              <th scope="col">Detected</th>
              <th scope="col">Company</th>
              <th scope="col">Kind</th>
              <th scope="col">What changed</th>
              <th scope="col">Source</th>
              <th scope="col">
                <span className="sr-only">Read</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.id} data-testid="change-row" data-kind={c.kind} data-read={c.read ? 'yes' : 'no'} className={c.read ? 'muted' : undefined}>
                <td className="small">{dateTimeOrDash(c.detectedAt)}</td>
                <td>
                  <a href={companyHref(c.companyId)}>{c.companyName ?? c.companyId}</a>
                </td>
                <td>
                  <span className="badge">{KIND_LABEL[c.kind] ?? c.kind}</span>
                </td>
                <td>{c.summary}</td>
                <td className="small">
                  <Source change={c} />
                </td>
                <td>
                  {!c.read && (
                    <button type="button" className="btn" onClick={() => void api.markRead({ ids: [c.id] })} data-testid="change-mark-read">
                      Mark read
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
