/**
 * Paid work goes through the mirror engine: quotes from free calls (blocked with the reason when
 * there is no key or no network), consent by quote id, and the durable actions it runs.
 */
import type { BridgeHandlers } from '../bridge-handlers';
import { inWordsWhile } from '../mirror';
import type { HandlerContext } from './handler-context';

type ActionHandlers = Pick<
  BridgeHandlers,
  | 'registry.quoteResolve'
  | 'registry.resolve'
  | 'mirror.quote'
  | 'refresh.quote'
  | 'fetch.quote'
  | 'directorProfile.quote'
  | 'action.run'
  | 'action.list'
  | 'action.pause'
  | 'action.quoteResume'
  | 'action.cancel'
>;

export function actionHandlers(ctx: HandlerContext): ActionHandlers {
  const { engine } = ctx;
  return {
    'registry.quoteResolve': async (query) => inWordsWhile('Pricing the search', () => engine.quoteResolve(query)),
    'registry.resolve': async ({ quoteId }) => inWordsWhile('Searching the registry', () => engine.runResolve(quoteId)),
    'mirror.quote': async ({ id, includeDirectors }) => inWordsWhile(`Pricing the mirror of ${id}`, () => engine.quoteMirror(id, { includeDirectors })),
    'refresh.quote': async ({ id }) => inWordsWhile(`Pricing the refresh of ${id}`, () => engine.quoteRefresh(id)),
    'fetch.quote': async ({ id }) => inWordsWhile(`Pricing the missing documents of ${id}`, () => engine.quoteFetch(id)),
    'directorProfile.quote': async ({ din }) => inWordsWhile(`Pricing the profile of ${din}`, () => engine.quoteDirectorProfile(din)),
    'action.run': async ({ quoteId }) => engine.run(quoteId),
    'action.list': async () => engine.list(),
    'action.pause': async ({ actionId }) => engine.pause(actionId),
    'action.quoteResume': async ({ actionId }) => inWordsWhile('Pricing what is left of the action', () => engine.quoteResume(actionId)),
    'action.cancel': async ({ actionId }) => engine.cancel(actionId),
  };
}
