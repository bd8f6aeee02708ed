/**
 * Connections as the app, the command line and the reports show them: a neighbourhood of the graph
 * (views/network.ts) with the red flags found around the company or director, and the same flags
 * as findings of the company, cited as every finding is.
 */
import type { NetworkFlag, NetworkView } from '../../../shared/bridge/network';
import type { Library } from '../store';
import { type Neighbourhood, type NeighbourhoodOptions, networkNeighbourhood } from '../views';
import { directorshipLimitRule, disqualifiedDirectorRule } from './network-board';
import { chargeCircleRule, groupRule, inactiveAssociateRule, relatedLenderRule, sharedAddressRule } from './network-company';
import { FLAG_OPTIONS, type NetworkRule, networkContext } from './network-context';
import type { Finding, Rule } from './rule';

export const NETWORK_RULES: readonly NetworkRule[] = [
  disqualifiedDirectorRule,
  directorshipLimitRule,
  relatedLenderRule,
  chargeCircleRule,
  inactiveAssociateRule,
  sharedAddressRule,
  groupRule,
];

const ORDER = { high: 0, medium: 1, info: 2 } as const;

/** The flags around a company or director (`rootId` already checked by networkRoot). */
export function networkFlags(library: Library, rootId: string, now: string, hood?: Neighbourhood): { flags: NetworkFlag[]; group: NetworkView['group'] } {
  const ctx = networkContext(library, rootId, now, hood);
  const flags = NETWORK_RULES.flatMap((rule) => rule(ctx));
  const group = ctx.group ? { companyIds: ctx.group.companyIds, size: ctx.group.size, struckOff: ctx.group.struckOff, openCharges: ctx.group.openCharges, openChargesPaisa: ctx.group.openChargesPaisa } : null;
  return { flags: flags.map((f, i) => ({ f, i })).sort((a, b) => ORDER[a.f.severity] - ORDER[b.f.severity] || a.i - b.i).map(({ f }) => f), group };
}

/** The neighbourhood asked for, with the flags (always read at depth 2 over every kind of link). */
export function connectionsView(library: Library, rootId: string, opts: NeighbourhoodOptions, now: string): NetworkView {
  const hood = networkNeighbourhood(library, rootId, opts);
  // The default view is the very neighbourhood the flags read: read once.
  const same = opts.depth === FLAG_OPTIONS.depth && opts.currentOnly === FLAG_OPTIONS.currentOnly && !opts.kinds && opts.maxNodes === undefined;
  return { ...hood, ...networkFlags(library, rootId, now, same ? hood : undefined) };
}

const RULE_NAMES: Record<NetworkFlag['kind'], string> = {
  disqualifiedDirector: 'network-disqualified-director',
  directorshipLimit: 'network-directorship-limit',
  inactiveAssociate: 'network-inactive-associate',
  sharedAddress: 'network-shared-address',
  relatedLender: 'network-related-lender',
  chargeCircle: 'network-charge-circle',
  group: 'network-group',
};

export function flagFinding(flag: NetworkFlag): Finding {
  return {
    rule: RULE_NAMES[flag.kind],
    severity: flag.severity,
    title: flag.summary,
    detail: flag.detail,
    evidence: flag.sources.map((s) => ({ kind: 'record' as const, id: s.id, label: s.label })),
  };
}

/** The network's flags among the company's findings. */
export const networkRule: Rule = ({ library, company, now, networkFlags: known }) => {
  if (!company.masterReadAt) return [];
  return (known ?? networkFlags(library, company.id, now).flags).map(flagFinding);
};
