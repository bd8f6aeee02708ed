/**
 * Reading the connections graph (written by graph-index.ts as records land). Every read takes a
 * list of node or edge ids and answers from the indexes in one statement, so the read model
 * (views/network.ts) walks a neighbourhood level by level without ever scanning the graph.
 * A node's name and status come from the company's or director's own row when the library holds
 * one, else from the last record that named it.
 */
import type { StoreContext } from './context';
import type { GraphEdgeKind, GraphNodeKind, GraphSourceKind } from './graph-write';

export type { GraphEdgeKind, GraphNodeKind, GraphSourceKind } from './graph-write';
export { addressKey, addressParts, holderId, nameKey } from './graph-keys';

export interface GraphNodeRow {
  id: string;
  kind: GraphNodeKind;
  label: string | null;
  status: string | null;
  nameKey: string | null;
  /** Address parts (street, city, state, pin) for address nodes. */
  detail: Record<string, unknown> | null;
  /** A company whose master record is in the library. */
  companyMirrored: boolean;
  /** A director whose profile is in the library. */
  profileBought: boolean;
}

export interface GraphEdgeRow {
  id: number;
  kind: GraphEdgeKind;
  from: string;
  to: string;
}

/** One record's statement of a link, with what it said and when it was read. */
export interface GraphStatementRow {
  edgeId: number;
  sourceKind: GraphSourceKind;
  sourceId: string;
  readAt: string | null;
  requestId: string | null;
  since: string | null;
  until: string | null;
  amountPaisa: number | null;
  status: string | null;
  detail: string | null;
}

export interface GraphMarkRow {
  nodeId: string;
  mark: 'disqualified';
  sourceKind: GraphSourceKind;
  sourceId: string;
  readAt: string | null;
  requestId: string | null;
  detail: string | null;
}

const json = (ids: readonly (string | number)[]) => JSON.stringify(ids);

const NODES = `
  SELECT n.id, n.kind, coalesce(c.name, d.full_name, n.label) AS label, coalesce(c.status, n.status) AS status,
    n.name_key AS nameKey, n.detail_json AS detail, c.master_read_at IS NOT NULL AS companyMirrored,
    d.profile_read_at IS NOT NULL AS profileBought
  FROM graph_nodes n LEFT JOIN companies c ON c.id = n.id LEFT JOIN directors d ON d.din = n.id
  WHERE n.id IN (SELECT value FROM json_each(?))`;

const EDGES_AROUND = `
  SELECT id, kind, from_id AS "from", to_id AS "to" FROM graph_edges WHERE from_id IN (SELECT value FROM json_each(@ids)) AND (@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))
  UNION
  SELECT id, kind, from_id, to_id FROM graph_edges WHERE to_id IN (SELECT value FROM json_each(@ids)) AND (@kinds IS NULL OR kind IN (SELECT value FROM json_each(@kinds)))`;

/** Links of some kinds with one given end: one side of EDGES_AROUND, read straight off its covering index. */
const EDGES_AT = {
  from: `SELECT id, kind, from_id AS "from", to_id AS "to" FROM graph_edges
    WHERE from_id IN (SELECT value FROM json_each(@ids)) AND kind IN (SELECT value FROM json_each(@kinds))`,
  to: `SELECT id, kind, from_id AS "from", to_id AS "to" FROM graph_edges
    WHERE to_id IN (SELECT value FROM json_each(@ids)) AND kind IN (SELECT value FROM json_each(@kinds))`,
} as const;

/**
 * How many companies each of the ids is a hub for: registered there (address side of registeredAt)
 * or charged by it (holder side of chargeHolder). Counted from the covering link indexes (022).
 */
const HUB_COUNTS = `
  SELECT to_id AS id, 'registeredAt' AS kind, count(DISTINCT from_id) AS count FROM graph_edges
  WHERE to_id IN (SELECT value FROM json_each(@ids)) AND kind = 'registeredAt' GROUP BY to_id
  UNION ALL
  SELECT from_id, 'chargeHolder', count(DISTINCT to_id) FROM graph_edges
  WHERE from_id IN (SELECT value FROM json_each(@ids)) AND kind = 'chargeHolder' GROUP BY from_id`;

/**
 * Current board seats touching the ids, as isCurrent (views/network-sources.ts) reads a director
 * link: current unless every record that states it gives an end date. One statement, no rows built
 * per link, so a group walk over hundreds of companies stays cheap.
 */
const CURRENT_SEATS = `
  SELECT e.from_id AS din, e.to_id AS company FROM graph_edges e
  WHERE e.kind = 'director' AND (e.from_id IN (SELECT value FROM json_each(@ids)) OR e.to_id IN (SELECT value FROM json_each(@ids)))
    AND (EXISTS (SELECT 1 FROM graph_edge_sources s WHERE s.edge_id = e.id AND s.until IS NULL)
      OR NOT EXISTS (SELECT 1 FROM graph_edge_sources s WHERE s.edge_id = e.id))`;

const STATEMENTS = `
  SELECT s.edge_id AS edgeId, s.source_kind AS sourceKind, s.source_id AS sourceId, g.read_at AS readAt, g.request_id AS requestId,
    s.since, s.until, s.amount_paisa AS amountPaisa, s.status, s.detail
  FROM graph_edge_sources s JOIN graph_sources g ON g.kind = s.source_kind AND g.id = s.source_id
  WHERE s.edge_id IN (SELECT value FROM json_each(?)) ORDER BY s.edge_id, s.source_kind, s.source_id`;

const MARKS = `
  SELECT m.node_id AS nodeId, m.mark, m.source_kind AS sourceKind, m.source_id AS sourceId, g.read_at AS readAt,
    g.request_id AS requestId, m.detail
  FROM graph_node_marks m JOIN graph_sources g ON g.kind = m.source_kind AND g.id = m.source_id
  WHERE m.node_id IN (SELECT value FROM json_each(?)) ORDER BY m.node_id, m.source_kind, m.source_id`;

export function createGraph(ctx: StoreContext) {
  return {
    nodes(ids: readonly string[]): GraphNodeRow[] {
      if (ids.length === 0) return [];
      const rows = ctx.stmt(NODES).all(json(ids)) as (Omit<GraphNodeRow, 'detail' | 'companyMirrored' | 'profileBought'> & {
        detail: string | null;
        companyMirrored: number;
        profileBought: number;
      })[];
      return rows.map((r) => ({ ...r, detail: r.detail ? JSON.parse(r.detail) : null, companyMirrored: r.companyMirrored === 1, profileBought: r.profileBought === 1 }));
    },
    node(id: string): GraphNodeRow | null {
      return this.nodes([id])[0] ?? null;
    },
    /** Every link touching one of `ids` (either end), of the given kinds or all. */
    edgesAround(ids: readonly string[], kinds?: readonly GraphEdgeKind[]): GraphEdgeRow[] {
      if (ids.length === 0) return [];
      return ctx.stmt(EDGES_AROUND).all({ ids: json(ids), kinds: kinds ? json(kinds) : null }) as GraphEdgeRow[];
    },
    /**
     * Links of `kinds` whose `side` end is one of `ids` (a company's board and charges are the `to`
     * side, its registered address the `from` side): for a long list of ids (a lender's book) this
     * reads only the index it needs, where edgesAround reads both and merges them.
     */
    edgesAt(side: 'from' | 'to', ids: readonly string[], kinds: readonly GraphEdgeKind[]): GraphEdgeRow[] {
      if (ids.length === 0 || kinds.length === 0) return [];
      return ctx.stmt(EDGES_AT[side]).all({ ids: json(ids), kinds: json(kinds) }) as GraphEdgeRow[];
    },
    /** Companies registered at, or charged by, each of `ids` (only ids that have any). */
    hubCounts(ids: readonly string[]): Array<{ id: string; kind: 'registeredAt' | 'chargeHolder'; count: number }> {
      if (ids.length === 0) return [];
      return ctx.stmt(HUB_COUNTS).all({ ids: json(ids) }) as Array<{ id: string; kind: 'registeredAt' | 'chargeHolder'; count: number }>;
    },
    /** [director, company] of every current seat touching one of `ids`. */
    currentSeats(ids: readonly string[]): Array<[string, string]> {
      if (ids.length === 0) return [];
      return (ctx.stmt(CURRENT_SEATS).all({ ids: json(ids) }) as { din: string; company: string }[]).map((r) => [r.din, r.company]);
    },
    statements(edgeIds: readonly number[]): GraphStatementRow[] {
      if (edgeIds.length === 0) return [];
      return ctx.stmt(STATEMENTS).all(json(edgeIds)) as GraphStatementRow[];
    },
    marks(ids: readonly string[]): GraphMarkRow[] {
      if (ids.length === 0) return [];
      return ctx.stmt(MARKS).all(json(ids)) as GraphMarkRow[];
    },
    /** Company nodes whose normalised name is `key` (a charge holder named so may be one of them). */
    companiesNamed(key: string): string[] {
      return ctx.stmt(`SELECT id FROM graph_nodes WHERE name_key = ? AND kind = 'company' ORDER BY id`).pluck().all(key) as string[];
    },
    counts(): { nodes: number; edges: number; statements: number } {
      return ctx
        .stmt(
          `SELECT (SELECT count(*) FROM graph_nodes) AS nodes, (SELECT count(*) FROM graph_edges) AS edges,
             (SELECT count(*) FROM graph_edge_sources) AS statements`,
        )
        .get() as { nodes: number; edges: number; statements: number };
    },
  };
}
