/** Every bridge call, assembled from the handler groups (TypeScript checks none is missing). */
import type { BridgeHandlers, EventSink } from '../bridge-handlers';
import { accountHandlers } from './account-handlers';
import { actionHandlers } from './action-handlers';
import { assistantHandlers } from './assistant-handlers';
import { directorHandlers } from './director-handlers';
import type { HandlerContext } from './handler-context';
import { libraryHandlers } from './library-handlers';
import { networkHandlers } from './network-handlers';
import { portfolioHandlers } from './portfolio-handlers';
import { reportsHandlers } from './reports-handlers';
import { teamHandlers } from './team-handlers';
import { watchHandlers } from './watch-handlers';

/** `events` carries export progress (action.progress); without it exports run silently. */
export function createHandlers(ctx: HandlerContext, events?: EventSink): BridgeHandlers {
  return {
    ...accountHandlers(ctx),
    ...libraryHandlers(ctx),
    ...directorHandlers(ctx),
    ...actionHandlers(ctx),
    ...reportsHandlers(ctx, events),
    ...assistantHandlers(ctx),
    ...networkHandlers(ctx),
    ...watchHandlers(ctx),
    ...teamHandlers(ctx),
    ...portfolioHandlers(ctx, events),
  };
}
