// The local spend ledger: every paid call with its requestId, the wallet after, the key kind, and
// who asked for it (the analyst, or an assistant through the library connector).
import type { LedgerRow } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { dateTimeOrDash, rupeesOrDash } from '../../ui/format';

export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  if (rows.length === 0) return <p className="muted">No paid call recorded yet.</p>;
  return (
    <table className="table" data-testid="ledger-table">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Endpoint</th>
          <th scope="col">Subject</th>
          <th scope="col" className="num">
            Price
          </th>
          <th scope="col" className="num">
            Wallet after
          </th>
          <th scope="col">Key</th>
          <th scope="col">Asked by</th>
          <th scope="col">Request ID</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.requestId} data-testid="ledger-row" data-requested-by={r.requestedBy}>
            <td className="small">{dateTimeOrDash(r.at)}</td>
            <td className="mono">{r.endpointKey}</td>
            <td className="mono">{r.subject ?? '—'}</td>
            <td className="num">{formatRupees(r.pricePaisa)}</td>
            <td className="num">{rupeesOrDash(r.walletAfterPaisa)}</td>
            <td>{r.keyKind === 'test' ? 'test (not billed)' : 'live'}</td>
            <td>{r.requestedBy === 'assistant' ? <span className="badge badge-assistant">assistant</span> : 'you'}</td>
            <td className="mono small">{r.requestId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
