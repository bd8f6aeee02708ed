/**
 * Red flags about the people: a director disqualified under section 164(2) on a board of the
 * network, and a director past the section 165(1) limits (20 directorships, 10 public companies).
 */
import type { NetworkEdge, NetworkFlag, NetworkNode } from '../../../shared/bridge/network';
import { formatDate } from '../../../shared/dates';
import { isCurrent, networkBoards } from '../views';
import { list, type NetworkContext, type NetworkRule, otherEnd, sourcesOf } from './network-context';
import { reachWords } from './network-path';

const DAY_MS = 86_400_000;
/** A disqualified director who left a board within this many years still taints it. */
export const DISQUALIFIED_LOOKBACK_YEARS = 5;

const dateWords = (iso: string | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? formatDate(iso.slice(0, 10)) : 'an unknown date');

export const disqualifiedDirectorRule: NetworkRule = (ctx) => {
  const cutoff = new Date(Date.parse(ctx.now) - DISQUALIFIED_LOOKBACK_YEARS * 365.25 * DAY_MS).toISOString().slice(0, 10);
  const companies = ctx.hood.nodes.filter((n) => n.kind === 'company');
  const inNetwork = new Map(companies.map((c) => [c.id, c]));
  const boards = networkBoards(ctx.library, [...inNetwork.keys()]);
  const flags: NetworkFlag[] = [];
  for (const d of boards.directors.filter((n) => n.disqualifiedBy)) {
    // A seat that ended on a date the record does not give readably may have ended within the
    // window: it counts, and the words say why.
    const seats = boards.seats.filter((e) => e.from === d.id && inNetwork.has(e.to) && (isCurrent(e) || e.until === undefined || e.until >= cutoff));
    if (seats.length === 0) continue;
    const name = (id: string) => ctx.name(id, inNetwork.get(id) ?? d);
    const left = (e: NetworkEdge) => (e.until !== undefined ? `left ${dateWords(e.until)}` : (e.detail ?? 'left on an unknown date'));
    const words = seats.map((e) => `${name(e.to)} (${isCurrent(e) ? 'sits there now' : left(e)})`);
    const why = d.disqualifiedBy!.map((s) => s.label).join('; ');
    // How each board reaches the company: its own board, a shared director, or only a shared address at depth 2.
    const reached = [...new Set(seats.map((e) => e.to))].map((id) => reachWords(ctx, id)).filter((w): w is string => w !== null);
    flags.push({
      kind: 'disqualifiedDirector',
      severity: 'high',
      summary: `Disqualified director ${name(d.id)} on ${seats.length === 1 ? 'a board' : `${seats.length} boards`} of the network`,
      detail:
        `Marked disqualified under section 164(2) by: ${why}. Boards in the network (now, or left within ${DISQUALIFIED_LOOKBACK_YEARS} years): ${list(words)}. ` +
        `${reached.join(' ')}${reached.length > 0 ? ' ' : ''}A disqualified person may not be appointed or continue as a director.`,
      nodeIds: [d.id, ...new Set(seats.map((e) => e.to))],
      sources: sourcesOf(seats, d.disqualifiedBy),
    });
  }
  return flags;
};

export const DIRECTORSHIP_LIMIT = 20;
export const PUBLIC_LIMIT = 10;

const CIN_CLASS = /^[LU]\d{5}[A-Z]{2}\d{4}([A-Z]{3})\d{6}$/;

/** Why a current seat does not count under section 165, or null when it counts. */
function leftOutBecause(company: NetworkNode): string | null {
  if (/^[A-Z]{3}-\d{4}$/.test(company.id)) return 'an LLP (a designated partnership is not a directorship)';
  if (/^F\d{5}$/.test(company.id)) return 'a foreign company';
  const status = company.status ?? '';
  if (/dormant/i.test(status)) return 'dormant (section 165 leaves dormant companies out)';
  if (/strike|struck|dissolved|amalgamated/i.test(status)) return `${status.toLowerCase()} (the company no longer exists)`;
  return null;
}

export const isPublicCompany = (id: string): boolean => CIN_CLASS.exec(id)?.[1] === 'PLC';

function limitFlag(ctx: NetworkContext, director: NetworkNode): NetworkFlag | null {
  // Counted from the profile: the seats it lists as current (alternate directorships included).
  const seats = ctx.edgesOf(director.id, ['director']).filter((e) => isCurrent(e) && e.sources.some((s) => s.record === 'profile' && s.id === director.id));
  const counted: Array<{ e: NetworkEdge; words: string }> = [];
  const left: string[] = [];
  for (const e of seats) {
    const company = ctx.node(otherEnd(e, director.id));
    if (!company) continue;
    const reason = leftOutBecause(company);
    if (reason) left.push(`${ctx.name(company.id)}: ${reason}`);
    else counted.push({ e, words: `${ctx.name(company.id)}${isPublicCompany(company.id) ? ', public' : ''}${/alternate/i.test(e.detail ?? '') ? ', alternate' : ''}` });
  }
  const publics = counted.filter((c) => isPublicCompany(otherEnd(c.e, director.id))).length;
  if (counted.length <= DIRECTORSHIP_LIMIT && publics <= PUBLIC_LIMIT) return null;
  const past = [counted.length > DIRECTORSHIP_LIMIT ? `${counted.length} directorships (limit ${DIRECTORSHIP_LIMIT})` : null, publics > PUBLIC_LIMIT ? `${publics} public companies (limit ${PUBLIC_LIMIT})` : null].filter(Boolean);
  return {
    kind: 'directorshipLimit',
    severity: 'high',
    summary: `${ctx.name(director.id)} is past the section 165(1) limits: ${past.join(' and ')}`,
    detail:
      `Counted from the profile's current roles (${counted.length}, ${publics} public, public meaning a PLC in the CIN): ${list(counted.map((c) => c.words))}.` +
      (left.length > 0 ? ` Left out (${left.length}): ${left.join('; ')}.` : ' Nothing left out.'),
    nodeIds: [director.id, ...counted.map((c) => otherEnd(c.e, director.id))],
    sources: sourcesOf(counted.map((c) => c.e)),
  };
}

export const directorshipLimitRule: NetworkRule = (ctx) => {
  const root = ctx.root;
  if (!root) return [];
  const directors =
    root.kind === 'director'
      ? [root]
      : ctx
          .edgesOf(root.id, ['director'])
          .filter(isCurrent)
          .map((e) => ctx.node(otherEnd(e, root.id)))
          .filter((n): n is NetworkNode => n?.kind === 'director');
  return directors.filter((d) => d.inLibrary).flatMap((d) => limitFlag(ctx, d) ?? []);
};
