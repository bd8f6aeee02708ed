/**
 * Group exposure: which companies of a lender's book are one group, read from the connections graph
 * (store/graph.ts, written as records land; never a second graph). Two members are linked when a
 * director sits on both boards now, when they share a registered address (the graph's address
 * matching: street, city and PIN agree), or when one holds an open charge on the other (a holder
 * known by CIN, or by the name of exactly one company of the graph, as the Connections view shows
 * it). A group is a connected component of two or more members; a member linked only to companies
 * outside the book is no group. Each link carries the records that state it.
 *
 * An address more than HUB_LINKS companies of the library are registered at (a business centre, a
 * formation agent's office) links nobody: it is listed in `addressesNotLinking` with its count, so
 * nothing is left out silently. Money is integer paisa, summed exactly (bigint); a group's share of
 * the book is its exposure over the book's total, with basis points floored once from integers.
 *
 * Fast by construction: a handful of indexed reads over all members at once (the links around
 * them, then the statements of only the links two members share), no walk beyond the book
 * (bench: book-groups, 2,000 members).
 */
import { HUB_LINKS, type NetworkEdge } from '../../../shared/bridge/network';
import type { BookGroup, BookGroupLink, BookGroups, BookMemberInput } from '../../../shared/bridge/signals';
import { formatRupees } from '../../../shared/money';
import { DossierError } from '../app-error';
import { type GraphEdgeRow, holderId, type Library } from '../store';
import { createHolderAlias, groupBy, isCurrent, networkEdge, uniqueSources } from './network-sources';

export interface BookGroupOptions {
  /** A group whose share of the book is above this many basis points (1/100 of a percent) is flagged. */
  flagAboveBasisPoints: number;
}

const bad = (message: string) => new DossierError('BAD_ARGUMENTS', message, { hint: 'Give each member a company id and its exposure in whole paisa (zero or more).' });

/** Members by company id, a company given twice counted once with its exposures summed. */
function bookOf(members: readonly BookMemberInput[]): { exposure: Map<string, bigint>; total: bigint } {
  const exposure = new Map<string, bigint>();
  for (const [i, m] of members.entries()) {
    if (typeof m.companyId !== 'string' || m.companyId.trim() === '') throw bad(`Member ${i + 1} has no company id.`);
    if (!Number.isSafeInteger(m.exposurePaisa) || m.exposurePaisa < 0) throw bad(`Member ${i + 1} (${m.companyId}): the exposure ${m.exposurePaisa} is not a whole number of paisa, zero or more.`);
    const id = m.companyId.trim().toUpperCase();
    exposure.set(id, (exposure.get(id) ?? 0n) + BigInt(m.exposurePaisa));
  }
  const total = [...exposure.values()].reduce((a, b) => a + b, 0n);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw bad(`The book's exposure (${total} paisa) is more than a number can hold exactly.`);
  return { exposure, total };
}

/** Statements of the given links, each as the Connections view shows it (its dates, amount, status and records). */
function asEdges(library: Library, rows: readonly GraphEdgeRow[], alias: (id: string) => string = (id) => id): NetworkEdge[] {
  const statements = groupBy(library.graph.statements(rows.map((e) => e.id)), (s) => s.edgeId);
  return rows.map((e) => networkEdge(e, alias(e.from), e.to, statements.get(e.id) ?? []));
}

const list = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Rows grouped by one end, keeping the groups that reach two or more members at the other. */
function sharedBy(rows: readonly GraphEdgeRow[], shared: (e: GraphEdgeRow) => string, member: (e: GraphEdgeRow) => string, members: ReadonlySet<string>): Map<string, GraphEdgeRow[]> {
  const out = new Map<string, GraphEdgeRow[]>();
  for (const [key, edges] of groupBy(rows, shared)) {
    const inBook = edges.filter((e) => members.has(member(e)));
    if (new Set(inBook.map(member)).size >= 2) out.set(key, inBook);
  }
  return out;
}

export function bookGroups(library: Library, members: readonly BookMemberInput[], opts: BookGroupOptions): BookGroups {
  if (!Number.isInteger(opts.flagAboveBasisPoints) || opts.flagAboveBasisPoints < 0 || opts.flagAboveBasisPoints > 10_000) {
    throw new DossierError('BAD_ARGUMENTS', `The flag threshold is a whole number of basis points from 0 to 10,000 (100%), got ${opts.flagAboveBasisPoints}.`, { hint: 'For 10% of the book, give 1000.' });
  }
  const { exposure, total } = bookOf(members);
  const ids = [...exposure.keys()];
  const inBook = new Set(ids);
  const nodes = new Map(library.graph.nodes(ids).map((n) => [n.id, n]));
  const nameOf = (id: string) => nodes.get(id)?.label ?? id;
  const links: BookGroupLink[] = [];

  // A director on two or more members' boards now; a registered address two or more members share.
  // Only the links two members share are read further (their statements, in one read each).
  const seats = sharedBy(library.graph.edgesAt('to', ids, ['director']), (e) => e.from, (e) => e.to, inBook);
  const offices = sharedBy(library.graph.edgesAt('from', ids, ['registeredAt']), (e) => e.to, (e) => e.from, inBook);
  const currentSeats = groupBy(asEdges(library, [...seats.values()].flat()).filter(isCurrent), (e) => e.from);
  const officeLinks = groupBy(asEdges(library, [...offices.values()].flat()), (e) => e.to);
  const labels = new Map(library.graph.nodes([...currentSeats.keys(), ...officeLinks.keys()]).map((n) => [n.id, n.label ?? n.id]));
  for (const [din, current] of currentSeats) {
    const boards = [...new Set(current.map((e) => e.to))].sort();
    if (boards.length < 2) continue;
    const name = labels.get(din) ?? din;
    links.push({
      kind: 'director',
      companyIds: boards,
      via: { id: din, label: name },
      words: `${name} (DIN ${din}) sits on the boards of ${list(boards.map((id) => `${nameOf(id)} (${id})`))}`,
      sources: uniqueSources(current.flatMap((e) => e.sources)),
    });
  }
  const hubs = new Map(library.graph.hubCounts([...officeLinks.keys()]).filter((h) => h.kind === 'registeredAt' && h.count > HUB_LINKS).map((h) => [h.id, h.count]));
  const addressesNotLinking: BookGroups['addressesNotLinking'] = [];
  for (const [address, at] of officeLinks) {
    const label = labels.get(address) ?? address;
    const hub = hubs.get(address);
    if (hub !== undefined) {
      addressesNotLinking.push({ id: address, label, companies: hub });
      continue;
    }
    const companies = [...new Set(at.map((e) => e.from))].sort();
    links.push({
      kind: 'address',
      companyIds: companies,
      via: { id: address, label },
      words: `${label} is the registered office of ${list(companies.map((id) => `${nameOf(id)} (${id})`))}`,
      sources: uniqueSources(at.flatMap((e) => e.sources)),
    });
  }

  // An open charge one member holds on another: held by the member's CIN, or by a holder named as
  // the member is (that name being exactly one company's in the graph).
  const named = createHolderAlias(library);
  const asHolder = new Map(
    ids.flatMap((id) => {
      const key = nodes.get(id)?.nameKey;
      return key ? [[holderId(key), key] as const] : [];
    }),
  );
  const alias = (id: string) => (asHolder.has(id) ? named(id, asHolder.get(id)) : id);
  const charges = library.graph
    .edgesAt('to', ids, ['chargeHolder'])
    .filter((e) => (inBook.has(e.from) || asHolder.has(e.from)) && inBook.has(alias(e.from)) && alias(e.from) !== e.to);
  for (const charge of asEdges(library, charges, alias).filter(isCurrent)) {
    const amount = charge.amountPaisa !== undefined ? `, ${formatRupees(charge.amountPaisa, { paise: 'never' })}` : '';
    links.push({
      kind: 'charge',
      companyIds: [charge.from, charge.to],
      via: { id: charge.id, label: charge.detail ?? 'A charge' },
      words: `${nameOf(charge.from)} (${charge.from}) holds a charge on ${nameOf(charge.to)} (${charge.to}): ${charge.detail ?? 'a charge'}${amount}`,
      sources: charge.sources,
    });
  }

  return {
    bookExposurePaisa: Number(total),
    flagAboveBasisPoints: opts.flagAboveBasisPoints,
    groups: groupsOf(links, exposure, total, opts.flagAboveBasisPoints, nameOf),
    addressesNotLinking: addressesNotLinking.sort((a, b) => b.companies - a.companies || a.id.localeCompare(b.id)),
    notInGraph: ids.filter((id) => !nodes.has(id)).sort(),
  };
}

/** Connected components of the links (two or more members each), largest exposure first. */
function groupsOf(links: readonly BookGroupLink[], exposure: ReadonlyMap<string, bigint>, total: bigint, flagAbove: number, nameOf: (id: string) => string): BookGroup[] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    for (let at = id; at !== root; ) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  for (const link of links) {
    for (const id of link.companyIds) if (!parent.has(id)) parent.set(id, id);
    const [first, ...rest] = link.companyIds.map(find);
    for (const other of rest) if (other !== first) parent.set(other, first!);
  }
  const components = groupBy([...parent.keys()], find);
  const linksOf = groupBy(links, (l) => find(l.companyIds[0]!));
  const groups: BookGroup[] = [];
  for (const [root, companyIds] of components) {
    if (companyIds.length < 2) continue;
    const sum = companyIds.reduce((a, id) => a + (exposure.get(id) ?? 0n), 0n);
    groups.push({
      members: companyIds
        .map((id) => ({ companyId: id, name: nameOf(id), exposurePaisa: Number(exposure.get(id) ?? 0n) }))
        .sort((a, b) => b.exposurePaisa - a.exposurePaisa || a.companyId.localeCompare(b.companyId)),
      links: linksOf.get(root) ?? [],
      exposurePaisa: Number(sum),
      share: { numerator: Number(sum), denominator: Number(total), basisPoints: total === 0n ? 0 : Number((sum * 10_000n) / total) },
      flagged: total > 0n && sum * 10_000n > BigInt(flagAbove) * total,
    });
  }
  return groups.sort((a, b) => b.exposurePaisa - a.exposurePaisa || b.members.length - a.members.length || a.members[0]!.companyId.localeCompare(b.members[0]!.companyId));
}

