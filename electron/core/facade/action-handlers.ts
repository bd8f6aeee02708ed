/**
 * Paid work goes through the mirror engine: quotes from free calls (blocked with the reason when
 * there is no key or no network), consent by quote id, and the durable actions it runs.
 */
import type { BridgeHandlers } from '../bridge-handlers';
import { isClientError } from '../api';
import type { FacadeContext } from './context';
import { fromApiFailure } from './errors';

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
  | 'action.resume'
  | 'action.cancel'
>;

/** API failures become errors in words; the engine's own errors already are. */
async function inWords<T>(doing: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw isClientError(error) ? fromApiFailure(error, doing) : error;
  }
}

export function actionHandlers(ctx: FacadeContext): ActionHandlers {
  const { engine } = ctx;
  return {
    'registry.quoteResolve': async (query) => inWords('Pricing the search', () => engine.quoteResolve(query)),
    'registry.resolve': async ({ quoteId }) => inWords('Searching the registry', () => engine.runResolve(quoteId)),
    'mirror.quote': async ({ id, includeDirectors }) => inWords(`Pricing the mirror of ${id}`, () => engine.quoteMirror(id, { includeDirectors })),
    'refresh.quote': async ({ id }) => inWords(`Pricing the refresh of ${id}`, () => engine.quoteRefresh(id)),
    'fetch.quote': async ({ id }) => inWords(`Pricing the missing documents of ${id}`, () => engine.quoteFetch(id)),
    'directorProfile.quote': async ({ din }) => inWords(`Pricing the profile of ${din}`, () => engine.quoteDirectorProfile(din)),
    'action.run': async ({ quoteId }) => engine.run(quoteId),
    'action.list': async () => engine.list(),
    'action.pause': async ({ actionId }) => engine.pause(actionId),
    'action.resume': async ({ actionId }) => engine.resume(actionId),
    'action.cancel': async ({ actionId }) => engine.cancel(actionId),
  };
}
