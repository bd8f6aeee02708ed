/**
 * Writing the graph: one record's statements replace what that record said before. Called inside
 * the transaction of the write that stored the record (graph-index.ts), so the graph never shows
 * half a read, and never by re-reading the library.
 */
import type { StoreContext } from './context';

export type GraphNodeKind = 'company' | 'director' | 'address' | 'chargeHolder';
export type GraphEdgeKind = 'director' | 'formerDirector' | 'registeredAt' | 'chargeHolder' | 'formerName';
export type GraphSourceKind = 'master' | 'profile';

export interface GraphSource {
  kind: GraphSourceKind;
  /** The company id of a master record, the DIN of a profile. */
  id: string;
  readAt: string | null;
  requestId: string | null;
}

export interface GraphNodeInput {
  id: string;
  kind: GraphNodeKind;
  /** A name the record gives; a later statement replaces it, a blank one never erases it. */
  label?: string | null;
  status?: string | null;
  nameKey?: string | null;
  detail?: Record<string, unknown> | null;
}

export interface GraphEdgeInput {
  kind: GraphEdgeKind;
  from: string;
  to: string;
  /** Tells apart two links of one kind between the same nodes (a charge id, a past term's start). */
  qualifier?: string;
  since?: string | null;
  until?: string | null;
  amountPaisa?: number | null;
  status?: string | null;
  /** What the record said about the link in words (a designation, a holder's name as written). */
  detail?: string | null;
}

export interface GraphMarkInput {
  nodeId: string;
  mark: 'disqualified';
  detail?: string | null;
}

export interface GraphStatements {
  nodes: GraphNodeInput[];
  edges: GraphEdgeInput[];
  marks?: GraphMarkInput[];
}

export const edgeKey = (e: Pick<GraphEdgeInput, 'kind' | 'from' | 'to' | 'qualifier'>): string => `${e.kind}|${e.from}|${e.to}|${e.qualifier ?? ''}`;

const UPSERT_NODE = `
  INSERT INTO graph_nodes (id, kind, label, status, name_key, detail_json) VALUES (@id, @kind, @label, @status, @nameKey, @detail)
  ON CONFLICT (id) DO UPDATE SET
    label = coalesce(excluded.label, label), status = coalesce(excluded.status, status),
    name_key = coalesce(excluded.name_key, name_key), detail_json = coalesce(excluded.detail_json, detail_json)`;

function upsertNode(ctx: StoreContext, n: GraphNodeInput): void {
  ctx.stmt(UPSERT_NODE).run({
    id: n.id,
    kind: n.kind,
    label: n.label?.trim() || null,
    status: n.status?.trim() || null,
    nameKey: n.nameKey ?? null,
    detail: n.detail ? JSON.stringify(n.detail) : null,
  });
}

/** Replaces every statement `source` made with `statements`; links no record asserts any more are removed. */
export function replaceStatements(ctx: StoreContext, source: GraphSource, statements: GraphStatements): void {
  ctx
    .stmt(
      `INSERT INTO graph_sources (kind, id, read_at, request_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (kind, id) DO UPDATE SET read_at = excluded.read_at, request_id = excluded.request_id`,
    )
    .run(source.kind, source.id, source.readAt, source.requestId);
  const before = ctx
    .stmt('DELETE FROM graph_edge_sources WHERE source_kind = ? AND source_id = ? RETURNING edge_id')
    .pluck()
    .all(source.kind, source.id) as number[];
  ctx.stmt('DELETE FROM graph_node_marks WHERE source_kind = ? AND source_id = ?').run(source.kind, source.id);

  for (const n of statements.nodes) upsertNode(ctx, n);
  const said = new Set<string>();
  for (const e of statements.edges) {
    const key = edgeKey(e);
    // One statement per link and record: a second role at the same board adds its words to the first.
    if (said.has(key)) {
      ctx
        .stmt(
          `UPDATE graph_edge_sources SET detail = trim(coalesce(detail, '') || '; ' || ?, '; ')
           WHERE edge_id = (SELECT id FROM graph_edges WHERE key = ?) AND source_kind = ? AND source_id = ? AND ? IS NOT NULL`,
        )
        .run(e.detail ?? null, key, source.kind, source.id, e.detail ?? null);
      continue;
    }
    said.add(key);
    const id = ctx
      .stmt(
        `INSERT INTO graph_edges (key, kind, from_id, to_id) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET kind = excluded.kind RETURNING id`,
      )
      .pluck()
      .get(key, e.kind, e.from, e.to) as number;
    ctx
      .stmt(
        `INSERT INTO graph_edge_sources (edge_id, source_kind, source_id, since, until, amount_paisa, status, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(id, source.kind, source.id, e.since ?? null, e.until ?? null, e.amountPaisa ?? null, e.status ?? null, e.detail ?? null);
  }
  for (const m of statements.marks ?? []) {
    ctx
      .stmt(`INSERT OR IGNORE INTO graph_node_marks (node_id, mark, source_kind, source_id, detail) VALUES (?, ?, ?, ?, ?)`)
      .run(m.nodeId, m.mark, source.kind, source.id, m.detail ?? null);
  }
  if (before.length > 0) {
    ctx
      .stmt(
        `DELETE FROM graph_edges WHERE id IN (SELECT value FROM json_each(?))
           AND NOT EXISTS (SELECT 1 FROM graph_edge_sources s WHERE s.edge_id = graph_edges.id)`,
      )
      .run(JSON.stringify(before));
  }
}
