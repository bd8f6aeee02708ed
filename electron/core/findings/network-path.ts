/**
 * Through which link(s) a flag reaches the company: the shortest way from the root to a node of the
 * neighbourhood, in words. At depth 2 a disqualified director's board may touch the company only
 * through a registered address both companies share; the flag says so rather than leave the
 * reader to guess it is the company's own board.
 */
import type { NetworkEdge } from '../../../shared/bridge/network';
import { isCurrent } from '../views';
import { list, type NetworkContext, otherEnd } from './network-context';

/** The links from the root to `targetId`, nearest first (breadth first, current links before former ones); null when none. */
export function linksTo(ctx: NetworkContext, targetId: string): NetworkEdge[] | null {
  const root = ctx.root?.id;
  if (!root) return null;
  if (targetId === root) return [];
  const came = new Map<string, NetworkEdge | null>([[root, null]]);
  let frontier = [root];
  while (frontier.length > 0 && !came.has(targetId)) {
    const next: string[] = [];
    for (const id of frontier) {
      const around = [...ctx.edgesOf(id)].sort((a, b) => Number(isCurrent(b)) - Number(isCurrent(a)));
      for (const e of around) {
        const to = otherEnd(e, id);
        if (came.has(to)) continue;
        came.set(to, e);
        next.push(to);
      }
    }
    frontier = next;
  }
  if (!came.has(targetId)) return null;
  const path: NetworkEdge[] = [];
  for (let at = targetId; at !== root; ) {
    const e = came.get(at)!;
    path.unshift(e);
    at = otherEnd(e, at);
  }
  return path;
}

const seatWords = (edges: NetworkEdge[]) => (edges.every(isCurrent) ? 'a director of both' : 'on both boards, a seat of it now ended');

/** One link between `from` and `to` in words, read from `from`. */
function hopWords(ctx: NetworkContext, e: NetworkEdge, from: string): string {
  const to = otherEnd(e, from);
  switch (e.kind) {
    case 'registeredAt':
      return ctx.node(to)?.kind === 'address' ? `registered at ${ctx.name(to)}` : `the registered office of ${ctx.name(to)}`;
    case 'director':
    case 'formerDirector':
      return `${e.kind === 'formerDirector' ? 'a former ' : 'a '}board seat ${ctx.node(to)?.kind === 'director' ? 'of' : 'at'} ${ctx.name(to)}`;
    case 'chargeHolder':
      return e.from === from ? `a charge it holds on ${ctx.name(to)}` : `a charge ${ctx.name(to)} holds on it`;
    case 'formerName':
      return `the former identifier ${ctx.name(to)}`;
  }
}

/** "X reaches Root via …": the common two-link cases in plain words, any other way link by link. */
export function reachWords(ctx: NetworkContext, targetId: string): string | null {
  const root = ctx.root;
  const path = linksTo(ctx, targetId);
  if (!root || path === null) return null;
  const target = ctx.name(targetId);
  if (path.length === 0) return `The board of ${target} is the company's own.`;
  const head = `${target} reaches ${ctx.name(root.id)} via`;
  const [first, second] = path;
  if (path.length === 2 && first!.kind === 'registeredAt' && second!.kind === 'registeredAt') {
    return `${head} the registered address they share, ${ctx.name(otherEnd(first!, root.id))}.`;
  }
  const middle = path.length === 2 ? otherEnd(first!, root.id) : null;
  if (middle && ctx.node(middle)?.kind === 'director') return `${head} ${ctx.name(middle)}, ${seatWords(path)}.`;
  if (path.length === 1 && first!.kind === 'chargeHolder') return `${head} ${hopWords(ctx, first!, targetId)}.`;
  // Link by link from the root: what each step is, and where it lands.
  const steps: string[] = [];
  let at = root.id;
  for (const e of path) {
    steps.push(hopWords(ctx, e, at));
    at = otherEnd(e, at);
  }
  return `${head} ${list(steps)}.`;
}
