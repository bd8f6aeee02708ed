// How the connections drawing shows each kind of node and link, shared by the graph and its legend.
import type { NetworkEdge, NetworkNode } from '../../../shared/bridge/network';

export const INACTIVE_STATUS = /strike|struck|liquidat|dormant|amalgamat|dissolved/i;

export function nodeColour(n: NetworkNode): string {
  if (n.kind === 'director') return n.status === 'Disqualified' ? '#b3261e' : '#1f5fa8';
  if (n.kind === 'company') return INACTIVE_STATUS.test(n.status ?? '') ? '#b3261e' : n.inLibrary ? '#2e7d32' : '#81b29a';
  if (n.kind === 'address') return '#5f6368';
  return '#a15c00';
}

export const EDGE_COLOURS: Record<NetworkEdge['kind'], string> = {
  director: '#1f5fa8',
  formerDirector: '#a7b8cc',
  registeredAt: '#9aa0a6',
  chargeHolder: '#a15c00',
  formerName: '#6a3d9a',
};

/** Each kind's shape in the drawing (connections-shapes.ts) and the legend. */
export type NodeShape = 'circle' | 'square' | 'diamond' | 'triangle';
export const KIND_SHAPES: Record<NetworkNode['kind'], NodeShape> = { company: 'circle', director: 'square', address: 'diamond', chargeHolder: 'triangle' };

export const KIND_WORDS: Record<NetworkNode['kind'], string> = { company: 'Company', director: 'Director', address: 'Registered address', chargeHolder: 'Charge holder' };

export const EDGE_WORDS: Record<NetworkEdge['kind'], string> = {
  director: 'Director',
  formerDirector: 'Former director',
  registeredAt: 'Registered at',
  chargeHolder: 'Holds a charge on',
  formerName: 'Formerly registered as',
};
