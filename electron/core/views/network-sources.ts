/**
 * A link's sources and aggregate facts as the network views show them: which records state it
 * (cited as findings cite them), and the dates, amount and status those records give.
 */
import { formatDate } from '../../../shared/dates';
import type { NetworkEdge, NetworkSource } from '../../../shared/bridge/network';
import type { GraphEdgeRow, GraphMarkRow, GraphStatementRow, Library } from '../store';

const readWords = (readAt: string | null, requestId: string | null) =>
  [readAt && /^\d{4}-\d{2}-\d{2}/.test(readAt) ? `read ${formatDate(readAt.slice(0, 10))}` : 'never read', requestId ? `request ${requestId}` : null]
    .filter(Boolean)
    .join(', ');

export function networkSource(s: Pick<GraphStatementRow, 'sourceKind' | 'sourceId' | 'readAt' | 'requestId'>): NetworkSource {
  const what = s.sourceKind === 'master' ? `Master record of ${s.sourceId}` : `Director profile of DIN ${s.sourceId}`;
  return { record: s.sourceKind, id: s.sourceId, requestId: s.requestId, readAt: s.readAt, label: `${what} (${readWords(s.readAt, s.requestId)})` };
}

/** Distinct sources, in the order first given. */
export function uniqueSources(sources: readonly NetworkSource[]): NetworkSource[] {
  const seen = new Map<string, NetworkSource>();
  for (const s of sources) if (!seen.has(`${s.record}:${s.id}`)) seen.set(`${s.record}:${s.id}`, s);
  return [...seen.values()];
}

export const markSources = (marks: readonly GraphMarkRow[]): NetworkSource[] => uniqueSources(marks.map(networkSource));

/**
 * One link as shown: the earliest start and latest end its records give, the amount and status of
 * a charge (satisfied when any record says so), and what they say in words.
 */
export function networkEdge(edge: GraphEdgeRow, from: string, to: string, statements: readonly GraphStatementRow[]): NetworkEdge {
  const since = statements.map((s) => s.since).filter((v): v is string => v !== null).sort()[0];
  const ends = statements.map((s) => s.until);
  const until = ends.length > 0 && ends.every((v) => v !== null) ? (ends as string[]).sort().at(-1) : undefined;
  const amount = statements.find((s) => s.amountPaisa !== null)?.amountPaisa;
  const statuses = statements.map((s) => s.status).filter((v): v is string => v !== null);
  const status = statuses.includes('satisfied') ? 'satisfied' : statuses[0];
  const details = [...new Set(statements.map((s) => s.detail).filter((v): v is string => !!v))];
  return {
    id: String(edge.id),
    from,
    to,
    kind: edge.kind,
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
    ...(amount !== undefined && amount !== null ? { amountPaisa: amount } : {}),
    ...(status ? { status } : {}),
    ...(details.length > 0 ? { detail: details.join('; ') } : {}),
    sources: uniqueSources(statements.map(networkSource)),
  };
}

/** A link that holds today: a seat not ceased, an address, a charge not satisfied. */
export function isCurrent(edge: Pick<NetworkEdge, 'kind' | 'until' | 'status'>): boolean {
  if (edge.kind === 'formerDirector' || edge.kind === 'formerName') return false;
  if (edge.kind === 'chargeHolder') return edge.status !== 'satisfied' && edge.until === undefined;
  return edge.until === undefined;
}

/** Rows grouped by a key (Map.groupBy needs Node 21). */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/**
 * The node a charge holder stands for: the one company in the graph whose normalised name is the
 * holder's, else the holder itself (no company, or several of that name: names never merge two).
 */
export function createHolderAlias(library: Library): (id: string, nameKey?: string | null) => string {
  const known = new Map<string, string>();
  return (id, nameKey) => {
    if (!id.startsWith('holder:')) return id;
    let found = known.get(id);
    if (found === undefined) {
      const key = nameKey === undefined ? library.graph.node(id)?.nameKey : nameKey;
      const named = key ? library.graph.companiesNamed(key) : [];
      found = named.length === 1 ? named[0]! : id;
      known.set(id, found);
    }
    return found;
  };
}
