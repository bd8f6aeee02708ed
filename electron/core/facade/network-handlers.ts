/**
 * Connections over the bridge: the neighbourhood with its flags and its files (free, offline,
 * from the library's graph), and "Expand", priced by the mirror engine and run by `action.run`.
 */
import path from 'node:path';
import type { BridgeHandlers } from '../bridge-handlers';
import { checkChosenPath, defaultNetworkPath, exportNetwork } from '../export';
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
    'network.export': async ({ id, format, depth, currentOnly, outPath, overwrite }) => {
      const root = networkRoot(library, id);
      const asOf = ctx.iso();
      const dataDir = ctx.options.dataDir;
      const suggestedName = path.basename(defaultNetworkPath(dataDir, root, format, asOf));
      // A chosen path gets the same checks as every export: never into the library, never over a file unasked.
      const chosen = outPath === undefined ? null : checkChosenPath({ dataDir, outPath, overwrite, kind: 'file', what: `a ${format} network export`, suggestedName });
      const view = connectionsView(library, root, { depth, currentOnly }, asOf);
      return exportNetwork(view, format, chosen?.path ?? defaultNetworkPath(dataDir, root, format, asOf), asOf, chosen?.replaces ?? false);
    },
  };
}
