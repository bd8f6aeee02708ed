import { describe, expect, it } from 'vitest';
import type { NetworkNode, NetworkNodeKind, NetworkView } from '../../../../shared/bridge/network';
import { LABEL_PITCH, MAX_DRAWN, ringLayout } from './connections-layout';
import { neighbourCounts } from './sections-connections';

const ROOT = 'L72223GJ1984PLC324449';
const WIDTH = 495;
const HEIGHT = 330;

function node(id: string, kind: NetworkNodeKind, label: string): NetworkNode {
  return { id, kind, label, inLibrary: false, depth: id === ROOT ? 0 : 1 };
}

/** A neighbourhood like the sandbox's charge-heavy companies: directors, one address, many charge holders. */
function view(directors: number, holders: number, companies = 0): NetworkView {
  const nodes = [node(ROOT, 'company', 'Chonasa Research Limited'), node('address:1', 'address', 'Office No. 387, Najir Plaza')];
  for (let i = 0; i < directors; i++) nodes.push(node(String(10_000_000 + i), 'director', `Director ${String.fromCharCode(65 + (i % 26))}${i}`));
  for (let i = 0; i < holders; i++) nodes.push(node(`holder:${i}`, 'chargeHolder', `Holder Bank ${i} Limited`));
  for (let i = 0; i < companies; i++) nodes.push(node(`U7222${i}GJ1984PLC32444${i}`, 'company', `Other Company ${i}`));
  const edges = nodes.slice(1).map((n, i) => ({ id: `e${i}`, from: ROOT, to: n.id, kind: n.kind === 'director' ? ('director' as const) : n.kind === 'address' ? ('registeredAt' as const) : n.kind === 'company' ? ('director' as const) : ('chargeHolder' as const), sources: [] }));
  return { root: ROOT, depth: 1, currentOnly: false, nodes, edges, flags: [], group: null, truncated: false };
}

describe('the report drawing of a neighbourhood', () => {
  it.each([
    [1, 0],
    [2, 1],
    [9, 19],
    [20, 40],
  ])('with %i directors and %i charge holders: no two labels of one side share a line, none crosses the middle, all inside the frame', (directors, holders) => {
    const { placed, left } = ringLayout(view(directors, holders), WIDTH, HEIGHT);
    const total = directors + holders + 1;
    expect(placed).toHaveLength(Math.min(total, MAX_DRAWN) + 1);
    expect(left).toBe(Math.max(0, total - MAX_DRAWN));
    expect(placed[0]).toMatchObject({ id: ROOT, x: WIDTH / 2, y: HEIGHT / 2, side: 'centre' });
    for (const side of ['left', 'right'] as const) {
      const ys = placed
        .filter((p) => p.side === side)
        .map((p) => p.y)
        .sort((a, b) => a - b);
      for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(LABEL_PITCH);
    }
    for (const p of placed.slice(1)) {
      // Beside the middle, never on its vertical: a label running toward the middle would cross the lines.
      if (p.side === 'right') expect(p.x).toBeGreaterThan(WIDTH / 2 + 40);
      else expect(p.x).toBeLessThan(WIDTH / 2 - 40);
      // A 120-point label and its 10-point gap fit inside the frame.
      expect(p.side === 'right' ? p.x + 130 : p.x - 130).toBeGreaterThanOrEqual(0);
      expect(p.side === 'right' ? p.x + 130 : p.x - 130).toBeLessThanOrEqual(WIDTH);
      expect(p.y).toBeGreaterThan(8);
      expect(p.y).toBeLessThan(HEIGHT - 8);
    }
  });

  it('goes clockwise from the top in kind order, and draws the same picture every time', () => {
    const v = view(9, 19);
    const { placed } = ringLayout(v, WIDTH, HEIGHT);
    const neighbours = placed.slice(1);
    // Directors first: the first node is at the top of the right-hand arc, the last at the top of the left-hand one.
    expect(neighbours[0]!.id).toBe('10000000');
    const right = neighbours.filter((p) => p.side === 'right');
    expect(right.map((p) => p.y)).toEqual([...right.map((p) => p.y)].sort((a, b) => a - b));
    const leftArc = neighbours.filter((p) => p.side === 'left');
    expect(leftArc.map((p) => p.y)).toEqual([...leftArc.map((p) => p.y)].sort((a, b) => b - a));
    expect(ringLayout({ ...v, nodes: [...v.nodes].reverse() }, WIDTH, HEIGHT).placed).toEqual(placed);
  });

  it('counts every kind of neighbour in words, none left out', () => {
    expect(neighbourCounts(view(9, 19))).toBe('29: 9 directors, 1 registered address, 19 charge holders; 29 links');
    expect(neighbourCounts(view(1, 1, 1))).toBe('4: 1 director, 1 company, 1 registered address, 1 charge holder; 4 links');
  });
});
