/**
 * The attributes every graph file carries for its nodes and links, typed as GraphML and GEXF
 * declare them: what a node or link is, its status and dates, and the records it rests on (their
 * labels, and their request ids on their own so a tool can filter by them).
 */
import type { NetworkEdge, NetworkNode } from '../../../../shared/bridge/network';

export type AttrType = 'string' | 'boolean' | 'int' | 'long';

export interface GraphAttribute<T> {
  name: string;
  type: AttrType;
  value: (item: T) => string | number | boolean | undefined;
}

const sourceLabels = (s: NetworkEdge['sources']) => (s.length > 0 ? s.map((x) => x.label).join(' | ') : undefined);
const sourceIds = (s: NetworkEdge['sources']) => {
  const ids = s.map((x) => x.requestId).filter((v): v is string => !!v);
  return ids.length > 0 ? ids.join(' ') : undefined;
};

export const NODE_ATTRIBUTES: GraphAttribute<NetworkNode>[] = [
  { name: 'label', type: 'string', value: (n) => n.label },
  { name: 'kind', type: 'string', value: (n) => n.kind },
  { name: 'status', type: 'string', value: (n) => n.status },
  { name: 'inLibrary', type: 'boolean', value: (n) => n.inLibrary },
  { name: 'depth', type: 'int', value: (n) => n.depth },
  { name: 'sources', type: 'string', value: (n) => (n.disqualifiedBy ? sourceLabels(n.disqualifiedBy) : undefined) },
];

export const EDGE_ATTRIBUTES: GraphAttribute<NetworkEdge>[] = [
  { name: 'kind', type: 'string', value: (e) => e.kind },
  { name: 'since', type: 'string', value: (e) => e.since },
  { name: 'until', type: 'string', value: (e) => e.until },
  { name: 'status', type: 'string', value: (e) => e.status },
  { name: 'amountPaisa', type: 'long', value: (e) => e.amountPaisa },
  { name: 'detail', type: 'string', value: (e) => e.detail },
  { name: 'sources', type: 'string', value: (e) => sourceLabels(e.sources) },
  { name: 'sourceRequestIds', type: 'string', value: (e) => sourceIds(e.sources) },
];
