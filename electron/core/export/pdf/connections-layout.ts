/**
 * A deterministic layout of a depth-1 neighbourhood for the report: the company in the middle,
 * its neighbours in two arcs (right, then left, going clockwise from the top), grouped by kind
 * (directors, then companies, addresses, charge holders) and by name within a kind, so the same
 * library always draws the same picture.
 *
 * Labels sit beside their node, away from the middle (right-hand arc: to the right; left-hand arc:
 * to the left). Nodes of one arc are spaced evenly in height, at least LABEL_PITCH apart, so two
 * labels never share a line, and no node sits on the vertical through the middle, where a label
 * would cross the drawing.
 */
import type { NetworkView } from '../../../../shared/bridge/network';

export interface PlacedNode {
  id: string;
  x: number;
  y: number;
  /** Where the node's label goes: beside it, away from the middle. */
  side: 'left' | 'right' | 'centre';
}

const KIND_ORDER = { director: 0, company: 1, address: 2, chargeHolder: 3 } as const;

/** At most this many neighbours are drawn; the Connections table lists them all. */
export const MAX_DRAWN = 36;
/** The label's font size in the drawing; the pitch between two nodes of one arc is never less than a line of it. */
export const LABEL_SIZE = 6.5;
export const LABEL_PITCH = 9;
/** Nodes of a short arc stay this close together rather than spreading to the frame's corners. */
const COMFORTABLE_PITCH = 26;
/** Room for a 120-point label beside the outermost nodes, inside the frame. */
const LABEL_ROOM = 135;
/** The inner edge of an arc, as a share of its radius: keeps nodes off the vertical through the middle. */
const INNER = 0.45;

export function ringLayout(view: NetworkView, width: number, height: number): { placed: PlacedNode[]; left: number } {
  const cx = width / 2;
  const cy = height / 2;
  const neighbours = view.nodes
    .filter((n) => n.id !== view.root)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
  const drawn = neighbours.slice(0, MAX_DRAWN);
  const rx = width / 2 - LABEL_ROOM;
  const ry = height / 2 - 20;
  const placed: PlacedNode[] = [{ id: view.root, x: cx, y: cy, side: 'centre' }];
  const half = Math.ceil(drawn.length / 2);
  const arcs: Array<{ nodes: typeof drawn; sign: 1 | -1 }> = [
    { nodes: drawn.slice(0, half), sign: 1 },
    // Clockwise: the left-hand arc runs from the bottom up.
    { nodes: drawn.slice(half).reverse(), sign: -1 },
  ];
  for (const { nodes, sign } of arcs) {
    const n = nodes.length;
    const pitch = n <= 1 ? 0 : Math.min((2 * ry) / (n - 1), COMFORTABLE_PITCH);
    nodes.forEach((node, i) => {
      const dy = (i - (n - 1) / 2) * pitch;
      const t = ry === 0 ? 0 : dy / ry;
      const reach = Math.max(INNER, Math.sqrt(Math.max(0, 1 - t * t)));
      placed.push({ id: node.id, x: cx + sign * rx * reach, y: cy + dy, side: sign === 1 ? 'right' : 'left' });
    });
  }
  // Back in clockwise order from the top, as the drawing's reader expects the kinds to follow.
  const order = new Map(drawn.map((n, i) => [n.id, i]));
  placed.sort((a, b) => (a.side === 'centre' ? -1 : b.side === 'centre' ? 1 : order.get(a.id)! - order.get(b.id)!));
  return { placed, left: neighbours.length - drawn.length };
}
