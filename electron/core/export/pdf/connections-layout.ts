/**
 * A deterministic layout of a depth-1 neighbourhood for the report: the company in the middle,
 * its neighbours on a ring, grouped by kind (directors, then companies, addresses, charge holders)
 * and by name within a kind, so the same library always draws the same picture.
 */
import type { NetworkView } from '../../../../shared/bridge/network';

export interface PlacedNode {
  id: string;
  x: number;
  y: number;
}

const KIND_ORDER = { director: 0, company: 1, address: 2, chargeHolder: 3 } as const;

/** At most this many neighbours are drawn; the Connections table lists them all. */
export const MAX_DRAWN = 36;

export function ringLayout(view: NetworkView, width: number, height: number): { placed: PlacedNode[]; left: number } {
  const cx = width / 2;
  const cy = height / 2;
  const neighbours = view.nodes
    .filter((n) => n.id !== view.root)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
  const drawn = neighbours.slice(0, MAX_DRAWN);
  // Room for a 120-point label beside the outermost nodes, inside the frame.
  const rx = width / 2 - 135;
  const ry = height / 2 - 28;
  const placed: PlacedNode[] = [{ id: view.root, x: cx, y: cy }];
  drawn.forEach((n, i) => {
    // Start at the top and go clockwise.
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, drawn.length);
    placed.push({ id: n.id, x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) });
  });
  return { placed, left: neighbours.length - drawn.length };
}
