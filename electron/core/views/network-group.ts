/**
 * A company's group: every company reachable through shared current directors (company, director,
 * company, …), however far, up to a bound. Its size, how many of its companies are struck off, and
 * the open charges the library holds on them.
 */
import type { NetworkGroup } from '../../../shared/bridge/network';
import type { Library } from '../store';
import type { NetworkEdge } from '../../../shared/bridge/network';
import { createHolderAlias, groupBy, isCurrent, networkEdge } from './network-sources';

/** A group this large is a register-wide web of nominee directors, not a promoter's group: the walk stops. */
export const MAX_GROUP = 500;

export const STRUCK_OFF = /strike|struck/i;


/** The group with what it was counted from: its open charges (the charge-circle flag reads them again otherwise). */
export type CompanyGroup = NetworkGroup & { truncated: boolean; charges: NetworkEdge[] };

export function companyGroup(library: Library, companyId: string, max = MAX_GROUP): CompanyGroup {
  const companies = new Set([companyId]);
  const directors = new Set<string>();
  let frontier = [companyId];
  let truncated = false;
  while (frontier.length > 0 && !truncated) {
    const seatsHere = library.graph.currentSeats(frontier);
    const newDirectors = [...new Set(seatsHere.map(([d]) => d))].filter((d) => !directors.has(d));
    for (const d of newDirectors) directors.add(d);
    const next: string[] = [];
    for (const [, company] of library.graph.currentSeats(newDirectors)) {
      if (companies.has(company)) continue;
      if (companies.size >= max) {
        truncated = true;
        break;
      }
      companies.add(company);
      next.push(company);
    }
    frontier = next;
  }
  const ids = [...companies].sort();
  const nodes = library.graph.nodes(ids);
  const open = openCharges(library, ids);
  return {
    companyIds: ids,
    size: ids.length,
    struckOff: nodes.filter((n) => STRUCK_OFF.test(n.status ?? '')).length,
    openCharges: open.length,
    openChargesPaisa: open.reduce((sum, e) => sum + (e.amountPaisa ?? 0), 0),
    truncated,
    charges: open,
  };
}

/** Open charges on `companyIds`, each from the node its holder stands for (a company of the graph when one bears its name). */
export function openCharges(library: Library, companyIds: readonly string[]): NetworkEdge[] {
  const targets = new Set(companyIds);
  const alias = createHolderAlias(library);
  const charges = library.graph.edgesAround(companyIds, ['chargeHolder']).filter((e) => targets.has(e.to));
  const statements = groupBy(library.graph.statements(charges.map((e) => e.id)), (s) => s.edgeId);
  return charges.map((e) => networkEdge(e, alias(e.from), e.to, statements.get(e.id) ?? [])).filter(isCurrent);
}
