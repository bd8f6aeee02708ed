/**
 * Connections over the bridge: the neighbourhood with its flags and its files (free, offline,
 * from the library's graph), and "Expand", priced by the mirror engine and run by `action.run`.
 */
import type { BridgeHandlers } from '../bridge-handlers';
import { defaultNetworkPath, exportNetwork } from '../export';
import { connectionsView } from '../findings';
import { inWordsWhile } from '../mirror';
import { networkRoot } from '../views';
import type { HandlerContext } from './handler-context';

type NetworkHandlers = Pick<BridgeHandlers, 'network.view' | 'network.expandQuote' | 'network.export'>;

export function networkHandlers(ctx: HandlerContext): NetworkHandlers {
  const { library } = ctx;
  return {
    'network.view': async ({ id, depth, currentOnly, kinds }) =>
      connectionsView(library, networkRoot(library, id), { depth, currentOnly, ...(kinds ? { kinds } : {}) }, ctx.iso()),
    'network.expandQuote': async ({ id }) => inWordsWhile(`Pricing the profiles behind ${id}`, () => ctx.engine.quoteNetworkExpand(id)),
    'network.export': async ({ id, format, depth, currentOnly, outPath }) => {
      const root = networkRoot(library, id);
      const asOf = ctx.iso();
      const view = connectionsView(library, root, { depth, currentOnly }, asOf);
      return exportNetwork(view, format, outPath ?? defaultNetworkPath(ctx.options.dataDir, root, format, asOf), asOf);
    },
  };
}
