/**
 * A lender's book over the bridge (shared/bridge/portfolio.ts): each handler one call into the
 * portfolio service (electron/core/portfolio). The book's paid actions and exports are not here yet
 * (portfolioActionCalls).
 */
import type { BridgeHandlers } from '../bridge-handlers';
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
>;

export function portfolioHandlers(ctx: HandlerContext): PortfolioHandlers {
  const { portfolios } = ctx;
  return {
    'portfolio.list': async () => portfolios.list(),
    'portfolio.import': async ({ name, file }) => portfolios.import(name, file),
    'portfolio.get': async ({ id, settle }) => portfolios.get(id, settle === true),
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
  };
}
