/**
 * The Connections sheet (and CSV file): every link of the company's depth-1 neighbourhood, with the
 * records that state it, then the network's red flags with theirs.
 */
import type { NetworkView } from '../../../shared/bridge/network';
import type { Cell, Table } from './table-types';

const text = (v: string | null | undefined): Cell => ({ t: 'text', v: v ?? null });

export function connectionsTable(view: NetworkView): Table {
  const nodes = new Map(view.nodes.map((n) => [n.id, n]));
  const name = (id: string) => nodes.get(id)?.label ?? id;
  const cites = (s: NetworkView['edges'][number]['sources']) => s.map((x) => x.label).join('; ');
  return {
    name: 'connections',
    title: 'Connections',
    columns: [
      { header: 'Kind', cell: 'text', width: 16 },
      { header: 'From', cell: 'text', width: 40 },
      { header: 'From id', cell: 'text', width: 24 },
      { header: 'To', cell: 'text', width: 40 },
      { header: 'To id', cell: 'text', width: 24 },
      { header: 'Status', cell: 'text', width: 16 },
      { header: 'Since', cell: 'date', width: 12 },
      { header: 'Until', cell: 'date', width: 12 },
      { header: 'Amount (₹)', cell: 'paisa', width: 18 },
      { header: 'Detail', cell: 'text', width: 40 },
      { header: 'Sources', cell: 'text', width: 80 },
    ],
    rows: [
      ...view.edges.map((e): Cell[] => [
        text(e.kind),
        text(name(e.from)),
        text(e.from),
        text(name(e.to)),
        text(e.to),
        text(e.status ?? nodes.get(e.to)?.status),
        { t: 'date', v: e.since ?? null },
        { t: 'date', v: e.until ?? null },
        { t: 'paisa', v: e.amountPaisa ?? null },
        text(e.detail),
        text(cites(e.sources)),
      ]),
      ...view.flags.map((f): Cell[] => [
        text(`flag: ${f.kind}`),
        text(f.summary),
        text(f.nodeIds.join(' ')),
        text(null),
        text(null),
        text(f.severity),
        { t: 'date', v: null },
        { t: 'date', v: null },
        { t: 'paisa', v: null },
        text(f.detail),
        text(cites(f.sources)),
      ]),
    ],
  };
}
