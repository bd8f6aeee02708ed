/**
 * A lender's book over the bridge (shared/bridge/portfolio.ts): each handler one call into the
 * portfolio service (electron/core/portfolio); the book's watch here, where the watcher and the
 * book meet; the book's exports (export/book) report progress as `action.progress` like every export.
 */
import type { BridgeHandlers, EventSink } from '../bridge-handlers';
import { runBookExport } from '../export';
import type { BookWatchView } from '../../../shared/bridge/portfolio';
import { inWordsWhile } from '../mirror';
import type { HandlerContext } from './handler-context';

type PortfolioHandlers = Pick<
  BridgeHandlers,
  | 'portfolio.list'
  | 'portfolio.import'
  | 'portfolio.get'
  | 'portfolio.rows'
  | 'portfolio.company'
  | 'portfolio.resolveRow'
  | 'portfolio.quoteResolve'
  | 'portfolio.runResolve'
  | 'portfolio.update'
  | 'portfolio.remove'
  | 'portfolio.markReviewed'
  | 'portfolio.changes'
  | 'portfolio.views'
  | 'portfolio.saveView'
  | 'portfolio.deleteView'
  | 'portfolio.quoteAction'
  | 'portfolio.watch'
  | 'portfolio.export'
>;

export function portfolioHandlers(ctx: HandlerContext, events?: EventSink): PortfolioHandlers {
  const { portfolios } = ctx;
  return {
    'portfolio.list': async () => portfolios.list(),
    'portfolio.import': async ({ name, file }) => portfolios.import(name, file),
    'portfolio.get': async ({ id, settle, first }) => portfolios.get(id, settle === true, first),
    'portfolio.rows': async ({ id }) => portfolios.rows(id),
    'portfolio.company': async ({ id, companyId }) => portfolios.company(id, companyId),
    'portfolio.resolveRow': async ({ id, rowId, companyId }) => portfolios.resolveRow(id, rowId, companyId),
    'portfolio.quoteResolve': async ({ id }) => portfolios.quoteResolve(id),
    'portfolio.runResolve': async ({ quoteId }) => portfolios.runResolve(quoteId),
    'portfolio.update': async ({ id, name, groupThresholdBasisPoints }) => portfolios.update(id, { name, groupThresholdBasisPoints }),
    'portfolio.remove': async ({ id }) => portfolios.remove(id),
    'portfolio.markReviewed': async ({ id, companyIds }) => portfolios.markReviewed(id, companyIds),
    'portfolio.changes': async ({ id, since }) => portfolios.changes(id, since),
    'portfolio.views': async ({ id }) => portfolios.views(id),
    'portfolio.saveView': async ({ id, name, spec }) => portfolios.saveView(id, name, spec),
    'portfolio.deleteView': async ({ id, viewId }) => portfolios.deleteView(id, viewId),
    'portfolio.quoteAction': async ({ id, kind, includeDirectors }) => inWordsWhile(`Pricing the book's ${kind}`, () => portfolios.quoteAction(id, kind, includeDirectors)),
    'portfolio.watch': async ({ id, intervalDays }) => watchBook(ctx, id, intervalDays),
    'portfolio.export': async ({ id, format, since, outPath, overwrite }, call) => {
      const result = await runBookExport(portfolios, {
        ref: id,
        format,
        since,
        outPath,
        overwrite,
        dataDir: ctx.options.dataDir,
        now: () => ctx.iso(),
        signal: call.signal,
        onProgress: (view) => events?.emit('action.progress', view),
      });
      ctx.written.record(result);
      return result;
    },
  };
}

/**
 * The book on the watchlist: each mirrored company of it added (those already watched keep their
 * interval), each not mirrored named (only a mirrored company can be watched), and the quote of a
 * check of every company of the book that is watched now.
 */
async function watchBook(ctx: HandlerContext, ref: string, intervalDays: number | undefined): Promise<BookWatchView> {
  const { members } = ctx.portfolios.members(ref);
  const watched = new Set(ctx.watcher.list().entries.map((e) => e.companyId));
  const view: Omit<BookWatchView, 'check'> = { added: [], alreadyWatched: [], notMirrored: [] };
  for (const m of members) {
    if (watched.has(m.companyId)) view.alreadyWatched.push(m.companyId);
    else if (ctx.library.companies.get(m.companyId)?.masterReadAt == null) view.notMirrored.push(m.companyId);
    else {
      ctx.watcher.add(m.companyId, intervalDays);
      view.added.push(m.companyId);
    }
  }
  const companies = [...view.added, ...view.alreadyWatched];
  return { ...view, check: await ctx.watcher.quoteCheck({ companies }) };
}
