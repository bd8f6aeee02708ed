/**
 * What the network rules read: the depth-2 neighbourhood of the company or director (every kind of
 * link, former ones too), its group, and lookups over them. Built once per computation.
 */
import type { NetworkEdge, NetworkFlag, NetworkNode, NetworkSource } from '../../../shared/bridge/network';
import { type CompanyGroup, companyGroup, type Neighbourhood, networkNeighbourhood, uniqueSources } from '../views';
import type { Library } from '../store';

export interface NetworkContext {
  library: Library;
  root: NetworkNode | undefined;
  hood: Neighbourhood;
  /** The group of a company root (with its open charges); null for a director. */
  group: CompanyGroup | null;
  now: string;
  node(id: string): NetworkNode | undefined;
  /** Links touching `id`, optionally of some kinds. */
  edgesOf(id: string, kinds?: readonly NetworkEdge['kind'][]): NetworkEdge[];
  /** "Name (id)" of a node of the neighbourhood, or of `node` when given (a director one hop past it). */
  name(id: string, node?: NetworkNode): string;
}

export type NetworkRule = (ctx: NetworkContext) => NetworkFlag[];

export const FLAG_DEPTH = 2;
/** The neighbourhood the flags read: depth 2, every kind of link, former ones too. */
export const FLAG_OPTIONS = { depth: FLAG_DEPTH, currentOnly: false } as const;

/** `read`: the neighbourhood when the caller already read it with FLAG_OPTIONS (the view asks for that by default). */
export function networkContext(library: Library, rootId: string, now: string, read?: Neighbourhood): NetworkContext {
  const hood = read ?? networkNeighbourhood(library, rootId, FLAG_OPTIONS);
  const nodes = new Map(hood.nodes.map((n) => [n.id, n]));
  const byNode = new Map<string, NetworkEdge[]>();
  for (const e of hood.edges) {
    for (const end of [e.from, e.to]) {
      const around = byNode.get(end);
      if (around) around.push(e);
      else byNode.set(end, [e]);
    }
  }
  const root = nodes.get(rootId);
  return {
    library,
    root,
    hood,
    group: root?.kind === 'company' ? companyGroup(library, rootId) : null,
    now,
    node: (id) => nodes.get(id),
    edgesOf: (id, kinds) => (byNode.get(id) ?? []).filter((e) => !kinds || kinds.includes(e.kind)),
    name: (id, given) => {
      const n = nodes.get(id) ?? (given?.id === id ? given : undefined);
      if (!n) return id;
      return n.kind === 'director' ? `${n.label} (DIN ${n.id})` : n.kind === 'company' && n.label !== n.id ? `${n.label} (${n.id})` : n.label;
    },
  };
}

export const sourcesOf = (edges: readonly NetworkEdge[], extra: readonly NetworkSource[] = []): NetworkSource[] =>
  uniqueSources([...extra, ...edges.flatMap((e) => e.sources)]);

/** The company at the other end of a board link, or the director. */
export const otherEnd = (e: NetworkEdge, id: string): string => (e.from === id ? e.to : e.from);

export const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
