// Connections: who is behind a company. The neighbourhood of a company or director in the library's
// graph, every link with the records that state it, and the red flags found in it. Free and offline.
import { z } from 'zod';
import { formatIndianNumber } from '../money';

export const NETWORK_NODE_KINDS = ['company', 'director', 'address', 'chargeHolder'] as const;
export type NetworkNodeKind = (typeof NETWORK_NODE_KINDS)[number];

export const NETWORK_EDGE_KINDS = ['director', 'formerDirector', 'registeredAt', 'chargeHolder', 'formerName'] as const;
export type NetworkEdgeKind = (typeof NETWORK_EDGE_KINDS)[number];

/** Beyond three hops a neighbourhood takes in most of the register: refused, with this reason. */
export const MAX_NETWORK_DEPTH = 3;
export const DEPTH_REFUSAL = `depth is at most ${MAX_NETWORK_DEPTH}: beyond three hops the graph explodes (a few directors on many boards reach most of the library)`;

export const networkDepthSchema = z
  .number()
  .int()
  .min(1, 'depth is at least 1')
  .max(MAX_NETWORK_DEPTH, DEPTH_REFUSAL)
  .default(2);

export const NETWORK_EXPORT_FORMATS = ['graphml', 'gexf', 'json'] as const;
export type NetworkExportFormat = (typeof NETWORK_EXPORT_FORMATS)[number];

/** The record a link or a mark rests on: a company's master record or a director's profile. */
export interface NetworkSource {
  record: 'master' | 'profile';
  /** The company id (master record) or DIN (profile). */
  id: string;
  requestId: string | null;
  readAt: string | null;
  /** "Master record of U24342DL2008PLC417476 (read 21 Nov 2026, request req_…)". */
  label: string;
}

export interface NetworkNode {
  /** CIN, LLPIN or FCIN for companies, DIN for directors, `address:…` and `holder:…` otherwise. */
  id: string;
  kind: NetworkNodeKind;
  label: string;
  /** A company's master record, or a director's profile, is in the library. */
  inLibrary: boolean;
  /** A company's status ("Active", "Strike Off"…); "Disqualified" for a director a record marks so. */
  status?: string;
  /** Hops from the root. */
  depth: number;
  /** Why a director is marked disqualified, with the records that say so. */
  disqualifiedBy?: NetworkSource[];
  /**
   * A hub past the root (an address or a charge holder shared by more than HUB_LINKS companies):
   * links of these kinds were counted, not followed, or depth 2 would take in most of the library.
   */
  collapsed?: NetworkCollapse[];
}

/** Beyond the root, a node with more links of one kind (registered office, charges held) than this is not expanded through them. */
export const HUB_LINKS = 50;

/** Links of one kind a hub has, counted (other ends) and left out of the neighbourhood. */
export interface NetworkCollapse {
  kind: NetworkEdgeKind;
  /** Distinct nodes at the other end (companies registered there, companies it holds charges on). */
  count: number;
}

/** "2,314 companies it holds charges on, not expanded" (after the hub's name). */
export function collapseWords(c: NetworkCollapse): string {
  const what = c.kind === 'registeredAt' ? 'companies registered there' : c.kind === 'chargeHolder' ? 'companies it holds charges on' : `${c.kind} links`;
  return `${formatIndianNumber(c.count)} ${what}, not expanded`;
}

export interface NetworkEdge {
  id: string;
  from: string;
  to: string;
  kind: NetworkEdgeKind;
  since?: string;
  until?: string;
  /** chargeHolder: the amount secured, in paisa, and open or satisfied. */
  amountPaisa?: number;
  status?: string;
  /** What the records say of the link in words (designation, charge id). */
  detail?: string;
  sources: NetworkSource[];
}

export type NetworkFlagKind = 'disqualifiedDirector' | 'directorshipLimit' | 'inactiveAssociate' | 'sharedAddress' | 'relatedLender' | 'chargeCircle' | 'group';

export interface NetworkFlag {
  kind: NetworkFlagKind;
  severity: 'high' | 'medium' | 'info';
  summary: string;
  detail: string;
  nodeIds: string[];
  sources: NetworkSource[];
}

/** Companies connected through shared current directors. */
export interface NetworkGroup {
  companyIds: string[];
  size: number;
  struckOff: number;
  /** Open charges on the group's companies held in the library, summed in paisa. */
  openChargesPaisa: number;
  openCharges: number;
}

export interface NetworkView {
  root: string;
  depth: number;
  currentOnly: boolean;
  nodes: NetworkNode[];
  edges: NetworkEdge[];
  flags: NetworkFlag[];
  group: NetworkGroup | null;
  /** The neighbourhood was cut at the node limit (the drawing and the table show what fits). */
  truncated: boolean;
}

/**
 * The neighbourhood as the command line prints it with --json and the JSON export writes it:
 * `{ root, nodes, edges, flags }`, node ids being CIN/LLPIN/FCIN and DIN. The view's extras (hop
 * counts, link ids) stay out; a charge keeps its amount and status, a flag its detail, a hub the
 * links it was not expanded through (`collapsed`).
 */
export function networkDocument(view: NetworkView) {
  return {
    root: view.root,
    nodes: view.nodes.map((n) => ({
      id: n.id,
      kind: n.kind,
      label: n.label,
      inLibrary: n.inLibrary,
      ...(n.status ? { status: n.status } : {}),
      // A hub counted, not walked through: what was left out, so a reader does not take the graph for all of it.
      ...(n.collapsed ? { collapsed: n.collapsed } : {}),
    })),
    edges: view.edges.map((e) => ({
      from: e.from,
      to: e.to,
      kind: e.kind,
      ...(e.since ? { since: e.since } : {}),
      ...(e.until ? { until: e.until } : {}),
      ...(e.amountPaisa !== undefined ? { amountPaisa: e.amountPaisa } : {}),
      ...(e.status ? { status: e.status } : {}),
      sources: e.sources,
    })),
    flags: view.flags.map((f) => ({ kind: f.kind, severity: f.severity, summary: f.summary, detail: f.detail, nodeIds: f.nodeIds, sources: f.sources })),
  };
}

export type NetworkDocument = ReturnType<typeof networkDocument>;
