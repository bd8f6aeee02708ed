/** Every bridge call, assembled from the handler groups (TypeScript checks none is missing). */
import type { BridgeHandlers } from '../bridge-handlers';
import { accountHandlers } from './account-handlers';
import { actionHandlers } from './action-handlers';
import type { FacadeContext } from './context';
import { directorHandlers } from './director-handlers';
import { libraryHandlers } from './library-handlers';
import { spendSummary } from './spend';

export function createHandlers(ctx: FacadeContext): BridgeHandlers {
  return {
    ...accountHandlers(ctx),
    ...libraryHandlers(ctx),
    ...directorHandlers(ctx),
    ...actionHandlers(ctx),
    'spend.summary': async ({ companyId }) => spendSummary(ctx, companyId),
  };
}
