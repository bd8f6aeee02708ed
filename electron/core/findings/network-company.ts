/**
 * Red flags about the company's surroundings: associates that are struck off or winding up, a
 * registered address shared by many companies, a lender that shares a director with its borrower,
 * charges running in a circle inside the group, and the group itself.
 */
import type { NetworkEdge, NetworkFlag, NetworkSource } from '../../../shared/bridge/network';
import { formatIndianNumber, formatPercentShare, formatRupees } from '../../../shared/money';
import { hubLinks, isCurrent } from '../views';
import { list, type NetworkContext, type NetworkRule, otherEnd, sourcesOf } from './network-context';

export const INACTIVE = /strike|struck|liquidat|dormant|amalgamat|dissolved/i;
/** A registered address this many companies share is a common shell-company signal. */
export const SHARED_ADDRESS_MIN = 5;

const companyRoot = (ctx: NetworkContext) => (ctx.root?.kind === 'company' ? ctx.root : null);

/** Current board links of a director, as the links themselves. */
const seatsOf = (ctx: NetworkContext, din: string) => ctx.edgesOf(din, ['director']).filter(isCurrent);

export const inactiveAssociateRule: NetworkRule = (ctx) => {
  const root = companyRoot(ctx);
  if (!root) return [];
  const flags: NetworkFlag[] = [];
  const seen = new Set<string>();
  for (const board of seatsOf(ctx, root.id)) {
    const din = otherEnd(board, root.id);
    for (const seat of seatsOf(ctx, din)) {
      const associate = ctx.node(otherEnd(seat, din));
      if (!associate || associate.id === root.id || seen.has(associate.id) || !INACTIVE.test(associate.status ?? '')) continue;
      seen.add(associate.id);
      flags.push({
        kind: 'inactiveAssociate',
        severity: 'medium',
        summary: `Associate ${ctx.name(associate.id)} is ${associate.status}`,
        detail: `${ctx.name(associate.id)} shares a current director with ${ctx.name(root.id)}: ${ctx.name(din)}. Its status: ${associate.status}.`,
        nodeIds: [associate.id, din],
        sources: sourcesOf([board, seat]),
      });
    }
  }
  return flags;
};

/** Companies named in a shared-address flag's words; the rest are counted (every one is cited). */
const NAMED_AT_ADDRESS = 20;

export const sharedAddressRule: NetworkRule = (ctx) => {
  const root = companyRoot(ctx);
  if (!root) return [];
  return ctx.edgesOf(root.id, ['registeredAt']).flatMap((at) => {
    const address = at.to;
    // An address shared by hundreds was counted, not walked: its companies are read for the flag.
    const hub = ctx.node(address)?.collapsed?.some((c) => c.kind === 'registeredAt') ?? false;
    const links = hub ? hubLinks(ctx.library, address, 'registeredAt') : ctx.edgesOf(address, ['registeredAt']);
    const companies = [...new Set(links.map((e) => e.from))];
    if (companies.length < SHARED_ADDRESS_MIN) return [];
    const named = [root.id, ...companies.filter((id) => id !== root.id)].slice(0, hub ? NAMED_AT_ADDRESS : companies.length);
    const labels = hub ? new Map(ctx.library.graph.nodes(named).map((n) => [n.id, n.label])) : null;
    const nameOf = (id: string) => (labels ? `${labels.get(id) ?? id} (${id})` : ctx.name(id));
    const more = companies.length - named.length;
    return [
      {
        kind: 'sharedAddress' as const,
        severity: 'medium' as const,
        summary: `${formatIndianNumber(companies.length)} companies share the registered address of ${ctx.name(root.id)}`,
        detail:
          `${ctx.name(address)} is the registered office of ${list([...named.map(nameOf), ...(more > 0 ? [`${formatIndianNumber(more)} more (each cited below)`] : [])])}. ` +
          'Many companies at one address is a common sign of shell companies.',
        nodeIds: [address, ...companies],
        sources: sourcesOf(links),
      },
    ];
  });
};

export const relatedLenderRule: NetworkRule = (ctx) => {
  const root = companyRoot(ctx);
  if (!root) return [];
  const board = new Map(seatsOf(ctx, root.id).map((e) => [otherEnd(e, root.id), e]));
  const flags: NetworkFlag[] = [];
  for (const charge of ctx.edgesOf(root.id, ['chargeHolder']).filter((e) => e.to === root.id)) {
    const lender = ctx.node(charge.from);
    if (lender?.kind !== 'company') continue;
    const shared = seatsOf(ctx, lender.id)
      .map((e) => ({ din: otherEnd(e, lender.id), seat: e }))
      .filter((s) => board.has(s.din));
    if (shared.length === 0) continue;
    flags.push({
      kind: 'relatedLender',
      severity: 'high',
      summary: `Charge holder ${ctx.name(lender.id)} shares ${shared.length === 1 ? 'a director' : `${shared.length} directors`} with ${ctx.name(root.id)}`,
      detail:
        `${charge.detail ?? 'A charge'}${charge.amountPaisa !== undefined ? ` (${formatRupees(charge.amountPaisa, { paise: 'never' })}, ${charge.status ?? 'status unknown'})` : ''} is held by a related party: ` +
        `${list(shared.map((s) => ctx.name(s.din)))} ${shared.length === 1 ? 'sits' : 'sit'} on both boards.`,
      nodeIds: [lender.id, root.id, ...shared.map((s) => s.din)],
      sources: sourcesOf([charge, ...shared.flatMap((s) => [s.seat, board.get(s.din)!])]),
    });
  }
  return flags;
};

/** Simple cycles of holder → borrower links among `ids` (each reported once, from its smallest company). */
function circles(links: readonly NetworkEdge[]): NetworkEdge[][] {
  const out = new Map(links.map((e) => [e.from, [] as NetworkEdge[]]));
  for (const e of links) out.get(e.from)?.push(e);
  const found: NetworkEdge[][] = [];
  const walk = (start: string, at: string, path: NetworkEdge[], onPath: Set<string>) => {
    if (path.length > 12) return;
    for (const e of out.get(at) ?? []) {
      if (e.to === start) found.push([...path, e]);
      else if (e.to > start && !onPath.has(e.to)) walk(start, e.to, [...path, e], new Set([...onPath, e.to]));
    }
  };
  for (const start of [...out.keys()].sort()) walk(start, start, [], new Set([start]));
  return found;
}

export const chargeCircleRule: NetworkRule = (ctx) => {
  const group = ctx.group;
  if (!group || group.size < 2) return [];
  const members = new Set(group.companyIds);
  const inside = group.charges.filter((e) => members.has(e.from) && e.from !== e.to);
  return circles(inside).map((cycle) => {
    const names = (id: string) => ctx.library.graph.node(id)?.label ?? id;
    return {
      kind: 'chargeCircle' as const,
      severity: 'high' as const,
      summary: `Charges run in a circle through ${cycle.length} companies of the group`,
      detail: `${cycle.map((e) => `${names(e.from)} (${e.from}) holds a charge on ${names(e.to)} (${e.to})`).join('; ')}. Security that goes round a group secures nothing from outside it.`,
      nodeIds: cycle.map((e) => e.from),
      sources: sourcesOf(cycle),
    };
  });
};

export const groupRule: NetworkRule = (ctx) => {
  const group = ctx.group;
  const root = companyRoot(ctx);
  if (!group || !root || group.size < 2) return [];
  const sources: NetworkSource[] = sourcesOf(ctx.edgesOf(root.id, ['director']).filter(isCurrent));
  return [
    {
      kind: 'group',
      severity: 'info',
      summary: `Group of ${group.size} companies through shared directors`,
      detail:
        `${ctx.name(root.id)} is connected through shared current directors to ${group.size - 1} other ${group.size === 2 ? 'company' : 'companies'} in the library's graph` +
        `; ${group.struckOff} struck off (${formatPercentShare(group.struckOff, group.size)}); ${group.openCharges} open ${group.openCharges === 1 ? 'charge' : 'charges'} on them in the library, ${formatRupees(group.openChargesPaisa, { paise: 'never' })} in all.`,
      nodeIds: group.companyIds,
      sources,
    },
  ];
};
