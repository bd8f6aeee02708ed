/**
 * A full BridgeHandlers map from a few handlers: the rest answer NOT_AVAILABLE. The relays (host,
 * utility entry) are generic over the contract, so their tests need a handful of calls, not a core.
 */
import type { CallName } from '../../../shared/bridge/contract';
import { callNames } from '../../../shared/bridge/contract';
import type { BridgeHandlers } from '../../../electron/core/bridge-handlers';

export class NotAvailableError extends Error {
  readonly code = 'NOT_AVAILABLE';
  constructor(readonly call: CallName) {
    super(`${call} is not available here.`);
  }
}

export function partialHandlers(some: Partial<BridgeHandlers>): BridgeHandlers {
  const all: Record<string, unknown> = {};
  for (const name of callNames) {
    all[name] =
      some[name] ??
      (async () => {
        throw new NotAvailableError(name);
      });
  }
  return all as BridgeHandlers;
}
