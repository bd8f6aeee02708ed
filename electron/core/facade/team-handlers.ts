/** The team library over the bridge: each handler one call into team/team-library.ts. */
import type { BridgeHandlers } from '../bridge-handlers';
import type { HandlerContext } from './handler-context';

type TeamHandlers = Pick<BridgeHandlers, 'team.status' | 'team.connect' | 'team.disconnect' | 'team.sync' | 'team.init'>;

export function teamHandlers(ctx: HandlerContext): TeamHandlers {
  const { team } = ctx;
  return {
    'team.status': async () => team.status(),
    'team.connect': async ({ url, password }) => team.connect(url, password),
    'team.disconnect': async () => team.disconnect(),
    'team.sync': async () => team.sync(),
    'team.init': async () => team.init(),
  };
}
