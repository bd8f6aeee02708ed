/**
 * The neighbourhood of a company or director in the connections graph: a bounded breadth-first
 * walk, one level at a time, each level a handful of indexed reads (store/graph.ts), so a depth-2
 * neighbourhood in a 10,000-company library answers in milliseconds (bench: network-depth2).
 *
 * Past the root, a hub (an address or a charge holder shared by more than HUB_LINKS companies: a
 * bank, a company-formation agent's office) is not walked through: its companies are counted and
 * the node says so (`collapsed`). Without that, one bank charge on the root pulls every borrower of
 * that bank into depth 2, which is neither quick nor a connection anyone looks for.
 *
 * A charge holder known only by name whose normalised name is exactly that of one company in the
 * graph is shown as that company (its node, its links); two companies of the same name are never
 * merged, so a name that fits several stays a holder of its own.
 */
import { DIN_PATTERN, isDin, normaliseCompanyId } from '../../../shared/ids';
import { HUB_LINKS, NETWORK_EDGE_KINDS, type NetworkCollapse, type NetworkEdge, type NetworkEdgeKind, type NetworkNode, type NetworkView } from '../../../shared/bridge/network';
import { DossierError } from '../app-error';
import { type GraphEdgeRow, type GraphNodeRow, holderId, type Library } from '../store';
import { createHolderAlias, groupBy, isCurrent, markSources, networkEdge } from './network-sources';

export interface NeighbourhoodOptions {
  depth: number;
  currentOnly: boolean;
  /** Only links of these kinds; all when absent. */
  kinds?: readonly NetworkEdgeKind[];
  /** The walk stops adding nodes past this many (the view says it was truncated). */
  maxNodes?: number;
}

export const MAX_NODES = 5_000;

export type Neighbourhood = Omit<NetworkView, 'flags' | 'group'>;

/** The ids that are hubs (more than HUB_LINKS companies registered at or charged by them), with their hub kinds. */
function hubsAmong(graph: Library['graph'], ids: readonly string[], kinds: readonly NetworkEdgeKind[] = NETWORK_EDGE_KINDS): Map<string, NetworkCollapse[]> {
  const hubs = new Map<string, NetworkCollapse[]>();
  for (const h of graph.hubCounts(ids)) {
    if (h.count > HUB_LINKS && kinds.includes(h.kind)) hubs.set(h.id, [...(hubs.get(h.id) ?? []), { kind: h.kind, count: h.count }]);
  }
  return hubs;
}

function notInLibrary(message: string, hint: string): DossierError {
  return new DossierError('NOT_IN_LIBRARY', message, { hint });
}

/** The canonical id of a network root, or NOT_IN_LIBRARY / BAD_ARGUMENTS saying why it cannot be one. */
export function networkRoot(library: Library, rawId: string): string {
  const id = rawId.trim();
  if (DIN_PATTERN.test(id)) {
    if (library.directors.get(id) || library.graph.node(id)) return id;
    throw notInLibrary(`Director ${id} is not in the library: no mirrored company lists them and their profile was not bought.`, 'Mirror a company they serve, or buy their profile.');
  }
  const checked = normaliseCompanyId(id);
  if (!checked.ok) {
    throw new DossierError('BAD_ARGUMENTS', `"${id.slice(0, 40)}" is neither a DIN (8 digits) nor a company identifier: ${checked.error.message}`, { hint: 'Give a CIN, LLPIN, FCIN or DIN.' });
  }
  const company = library.companies.get(checked.id);
  if (company?.masterReadAt) return checked.id;
  if (library.graph.node(checked.id)) {
    throw notInLibrary(`Company ${checked.id} is known only from a director's profile or a charge, not mirrored.`, `Mirror it first (dossier mirror ${checked.id}), then look at its connections.`);
  }
  throw notInLibrary(`Company ${checked.id} is not in the library.`, `Mirror it first (dossier mirror ${checked.id}).`);
}

function nodeOf(row: GraphNodeRow, depth: number, disqualified: ReturnType<typeof markSources>, collapsed?: NetworkCollapse[]): NetworkNode {
  const status = row.kind === 'director' ? (disqualified.length > 0 ? 'Disqualified' : null) : row.status;
  return {
    id: row.id,
    kind: row.kind,
    label: row.label ?? row.id,
    inLibrary: row.kind === 'company' ? row.companyMirrored : row.kind === 'director' ? row.profileBought : false,
    ...(status ? { status } : {}),
    depth,
    ...(disqualified.length > 0 ? { disqualifiedBy: disqualified } : {}),
    ...(collapsed && collapsed.length > 0 ? { collapsed } : {}),
  };
}

/** A root the library knows but no record connects yet (a director listed nowhere else, a company with no board). */
function bareRoot(library: Library, id: string): GraphNodeRow | null {
  const director = isDin(id) ? library.directors.get(id) : null;
  const company = director ? null : library.companies.get(id);
  if (!director && !company) return null;
  return {
    id,
    kind: director ? 'director' : 'company',
    label: director?.fullName ?? company?.name ?? id,
    status: company?.status ?? null,
    nameKey: null,
    detail: null,
    companyMirrored: company?.masterReadAt != null,
    profileBought: director?.profileReadAt != null,
  };
}

export function networkNeighbourhood(library: Library, rootId: string, opts: NeighbourhoodOptions): Neighbourhood {
  const { graph } = library;
  const maxNodes = opts.maxNodes ?? MAX_NODES;
  const depthOf = new Map<string, number>([[rootId, 0]]);
  const rows = new Map<string, GraphNodeRow>();
  const holderAlias = createHolderAlias(library);
  const edges = new Map<number, NetworkEdge>();
  const collapsed = new Map<string, NetworkCollapse[]>();
  let truncated = false;

  const learn = (ids: string[]) => {
    for (const row of graph.nodes(ids.filter((id) => !rows.has(id)))) rows.set(row.id, row);
  };
  const canonical = (id: string): string => holderAlias(id, rows.get(id)?.nameKey ?? null);

  learn([rootId]);
  let frontier = [rootId];
  for (let level = 1; level <= opts.depth && frontier.length > 0 && !truncated; level++) {
    // A company is also reached through the charges a holder of its name holds.
    const asHolder = frontier.flatMap((id) => {
      const row = rows.get(id);
      return row?.kind === 'company' && row.nameKey ? [holderId(row.nameKey)] : [];
    });
    const reach = [...frontier, ...asHolder];
    // Past the root, a hub's links of its hub kind are counted, not followed (level 1 expands the root).
    const hubs = level >= 2 ? hubsAmong(graph, reach, opts.kinds) : new Map<string, NetworkCollapse[]>();
    // A company and the holder of its name are one node: their counts land together.
    for (const [id, counted] of hubs) collapsed.set(canonical(id), [...(collapsed.get(canonical(id)) ?? []), ...counted]);
    const found = new Map<number, GraphEdgeRow>();
    for (const e of graph.edgesAround(reach.filter((id) => !hubs.has(id)), opts.kinds)) found.set(e.id, e);
    for (const [id, counted] of hubs) {
      const rest = (opts.kinds ?? NETWORK_EDGE_KINDS).filter((k) => !counted.some((c) => c.kind === k));
      for (const e of rest.length > 0 ? graph.edgesAround([id], rest) : []) found.set(e.id, e);
    }
    const fresh = [...found.values()].filter((e) => !edges.has(e.id));
    learn(fresh.flatMap((e) => [e.from, e.to]));
    const statements = groupBy(graph.statements(fresh.map((e) => e.id)), (s) => s.edgeId);
    const next: string[] = [];
    for (const e of fresh) {
      const from = canonical(e.from);
      const to = canonical(e.to);
      if (from === to) continue;
      const edge = networkEdge(e, from, to, statements.get(e.id) ?? []);
      if (opts.currentOnly && !isCurrent(edge)) continue;
      for (const end of [from, to]) {
        if (depthOf.has(end)) continue;
        if (depthOf.size >= maxNodes) {
          truncated = true;
          break;
        }
        depthOf.set(end, level);
        next.push(end);
      }
      if (depthOf.has(from) && depthOf.has(to)) edges.set(e.id, edge);
    }
    frontier = next;
  }

  learn([...depthOf.keys()]);
  const marks = graph.marks([...depthOf.keys()].filter((id) => rows.get(id)?.kind === 'director'));
  const marksOf = groupBy(marks, (m) => m.nodeId);
  const nodes = [...depthOf.entries()].flatMap(([id, depth]) => {
    const row = rows.get(id) ?? (depth === 0 ? bareRoot(library, id) : null);
    return row ? [nodeOf(row, depth, markSources(marksOf.get(id) ?? []), collapsed.get(id))] : [];
  });
  return {
    root: rootId,
    depth: opts.depth,
    currentOnly: opts.currentOnly,
    nodes: nodes.sort((a, b) => a.depth - b.depth || a.kind.localeCompare(b.kind) || a.label.localeCompare(b.label)),
    edges: [...edges.values()],
    truncated,
  };
}

/**
 * The boards of `companyIds` (current and former seats) and the directors on them, marks included:
 * the disqualification rule looks one hop past a neighbourhood's edge, at every network company's board.
 */
export function networkBoards(library: Library, companyIds: readonly string[]): { seats: NetworkEdge[]; directors: NetworkNode[] } {
  const found = library.graph.edgesAround(companyIds, ['director', 'formerDirector']);
  const statements = groupBy(library.graph.statements(found.map((e) => e.id)), (s) => s.edgeId);
  const seats = found.map((e) => networkEdge(e, e.from, e.to, statements.get(e.id) ?? []));
  const dins = [...new Set(found.map((e) => e.from))];
  const marks = groupBy(library.graph.marks(dins), (m) => m.nodeId);
  const directors = library.graph.nodes(dins).map((row) => nodeOf(row, -1, markSources(marks.get(row.id) ?? [])));
  return { seats, directors };
}

/**
 * Every link of `kind` at a hub the neighbourhood counted instead of walking (the companies
 * registered at an address shared by hundreds), each with its records: the shared-address flag
 * names and cites them all, whatever the drawing leaves out.
 */
export function hubLinks(library: Library, hubId: string, kind: 'registeredAt' | 'chargeHolder'): NetworkEdge[] {
  const side = (e: GraphEdgeRow) => (kind === 'registeredAt' ? e.to : e.from);
  const found = library.graph.edgesAround([hubId], [kind]).filter((e) => side(e) === hubId);
  const statements = groupBy(library.graph.statements(found.map((e) => e.id)), (s) => s.edgeId);
  return found.map((e) => networkEdge(e, e.from, e.to, statements.get(e.id) ?? []));
}
