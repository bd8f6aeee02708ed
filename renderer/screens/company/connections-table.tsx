// The same nodes and links as the drawing, as tables: for the keyboard and for screen readers.
import type { NetworkView } from '../../../shared/bridge/network';
import { dateOrDash, rupeesOrDash } from '../../ui/format';
import { EDGE_WORDS, KIND_WORDS } from './connections-style';

export function ConnectionsTable({ view, onSelect }: { view: NetworkView; onSelect: (id: string) => void }) {
  const label = new Map(view.nodes.map((n) => [n.id, n.label]));
  return (
    <div className="connections-tables" data-testid="connections-table">
      <table className="table table-rows">
        <caption>Nodes ({view.nodes.length})</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Id</th>
            <th scope="col">Status</th>
            <th scope="col">Hops</th>
            <th scope="col">In library</th>
          </tr>
        </thead>
        <tbody>
          {view.nodes.map((n) => (
            <tr key={n.id} data-testid="connections-node" data-id={n.id}>
              <td>
                <button type="button" className="link-button" onClick={() => onSelect(n.id)}>
                  {n.label}
                </button>
              </td>
              <td>{KIND_WORDS[n.kind]}</td>
              <td className="mono">{n.id}</td>
              <td className={n.status === 'Disqualified' ? 'warn' : undefined}>{n.status ?? '—'}</td>
              <td className="num">{n.depth}</td>
              <td>{n.inLibrary ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="table table-rows">
        <caption>Links ({view.edges.length})</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Link</th>
            <th scope="col">To</th>
            <th scope="col">Since</th>
            <th scope="col">Until</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Sources</th>
          </tr>
        </thead>
        <tbody>
          {view.edges.map((e) => (
            <tr key={e.id} data-testid="connections-edge" className={e.kind === 'formerDirector' || e.until ? 'ceased' : undefined}>
              <td>{label.get(e.from) ?? e.from}</td>
              <td>{EDGE_WORDS[e.kind]}</td>
              <td>{label.get(e.to) ?? e.to}</td>
              <td>{dateOrDash(e.since)}</td>
              <td>{dateOrDash(e.until)}</td>
              <td className="num">{e.amountPaisa === undefined ? '—' : rupeesOrDash(e.amountPaisa)}</td>
              <td className="small">{e.sources.map((s) => s.label).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
