// The API's own 30-day usage beside the local ledger, and the differences in words. The report is
// read at most once a minute, so the ledger may hold calls made since: the core compares the
// report with the ledger cut at the report's time, and only then are rows marked as differing.
import type { SpendView } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { dateTimeOrDash } from '../../ui/format';

export function UsageComparison({ view }: { view: SpendView }) {
  const usage = view.apiUsage;
  if (!usage) return <p className="muted">The API's usage report has not been read yet (it is read with the wallet).</p>;
  const local = new Map(view.byEndpoint.map((e) => [e.endpointKey, e]));
  const keys = [...new Set([...usage.byEndpoint.map((e) => e.endpoint), ...local.keys()])].sort();
  const disagree = view.differences.length > 0;
  const readMs = Date.parse(usage.readAt);
  const boughtSince = view.recent.some((row) => Date.parse(row.at) > readMs);
  return (
    <div>
      <table className="table" data-testid="usage-table">
        <caption className="muted small">API usage, last 30 days, read {dateTimeOrDash(usage.readAt)}</caption>
        <thead>
          <tr>
            <th scope="col">Endpoint</th>
            <th scope="col" className="num">
              API calls
            </th>
            <th scope="col" className="num">
              API spend
            </th>
            <th scope="col" className="num">
              Ledger calls
            </th>
            <th scope="col" className="num">
              Ledger spend
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const api = usage.byEndpoint.find((e) => e.endpoint === key);
            const mine = local.get(key);
            const differs = disagree && (api?.spendPaisa ?? 0) !== (mine?.spendPaisa ?? 0);
            return (
              <tr key={key} className={differs ? 'differs' : undefined}>
                <td className="mono">{key}</td>
                <td className="num">{api?.calls ?? 0}</td>
                <td className="num">{formatRupees(api?.spendPaisa ?? 0)}</td>
                <td className="num">{mine?.calls ?? 0}</td>
                <td className="num">{formatRupees(mine?.spendPaisa ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {boughtSince && (
        <p className="muted" data-testid="usage-since">
          Calls made after the report was read are in the ledger but not in the report yet; the next report counts them.
        </p>
      )}
      {!disagree ? (
        <p className="muted">The ledger agrees with the API's report.</p>
      ) : (
        <ul className="differences" data-testid="spend-differences">
          {view.differences.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
