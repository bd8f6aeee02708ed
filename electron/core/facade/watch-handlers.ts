/**
 * Monitoring over the bridge: the watchlist and its budget, a check's quote and consented run, and
 * the change feed. Each handler is one call into the watcher (electron/core/watch).
 */
import { DossierError } from '../app-error';
import type { BridgeHandlers } from '../bridge-handlers';
import type { HandlerContext } from './handler-context';

type WatchHandlers = Pick<
  BridgeHandlers,
  'watch.list' | 'watch.add' | 'watch.remove' | 'watch.setInterval' | 'watch.setBudget' | 'watch.quoteCheck' | 'watch.runCheck' | 'changes.list' | 'changes.markRead'
>;

/** A calendar date is the start of that day in India; an instant is taken as given. */
export function sinceInstant(since: string): string {
  return new Date(since.length === 10 ? `${since}T00:00:00+05:30` : since).toISOString();
}

export function watchHandlers(ctx: HandlerContext): WatchHandlers {
  const { watcher } = ctx;
  return {
    'watch.list': async () => watcher.list(),
    'watch.add': async ({ id, intervalDays }) => watcher.add(id, intervalDays),
    'watch.remove': async ({ id }) => watcher.remove(id),
    'watch.setInterval': async ({ id, intervalDays }) => {
      if (!watcher.list().entries.some((e) => e.companyId === id)) {
        throw new DossierError('NOT_WATCHED', `Company ${id} is not on the watchlist.`, { hint: 'Add it first (watch.add), with the interval.' });
      }
      return watcher.add(id, intervalDays);
    },
    'watch.setBudget': async ({ monthlyPaisa }) => watcher.setBudget(monthlyPaisa),
    'watch.quoteCheck': async ({ capPaisa, ids }) => watcher.quoteCheck({ capPaisa: capPaisa ?? null, companies: ids }),
    'watch.runCheck': async ({ checkId }) => watcher.runCheck(checkId),
    'changes.list': async ({ id, kind, since, unread, limit }) =>
      watcher.changes({ companyId: id, kind, since: since ? sinceInstant(since) : undefined, unread, limit }),
    'changes.markRead': async ({ ids, id }) => watcher.markRead({ ids, companyId: id }),
  };
}
