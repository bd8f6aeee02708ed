/**
 * Setting the stage through the core's own bridge handlers (validated like any transport's call),
 * for tests whose subject is what the browser shows afterwards rather than how it got there.
 */
import type { ActionView } from '../../shared/bridge/views';
import type { CallArgs, CallName, CallResult } from '../../shared/bridge/contract';
import { dispatchCall } from '../../electron/core/bridge-handlers';
import type { E2eApp } from './fixture';

export async function call<K extends CallName>(app: E2eApp, name: K, args: CallArgs<K>): Promise<CallResult<K>> {
  const result = await dispatchCall(app.core.handlers, name, args);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.value as CallResult<K>;
}

const FINAL = new Set<ActionView['state']>(['done', 'failed', 'cancelled']);

/** Points the core at the registry with `apiKey`, then mirrors `companyId` and waits for the end. */
export async function mirrorWithKey(app: E2eApp, apiKey: string, companyId: string): Promise<ActionView> {
  await call(app, 'settings.update', { baseUrl: app.registry.url });
  await call(app, 'key.set', { apiKey });
  return mirror(app, companyId);
}

/** Live companies with few filings, other than `except`, for a fuller library. */
export function fewFilingCompanies(app: E2eApp, count: number, except: string): string[] {
  const found: string[] = [];
  for (const entry of app.emu.registry.companies()) {
    if (found.length === count) break;
    if (entry.sandbox || entry.idType !== 'cin' || entry.cin === except) continue;
    const filings = app.emu.registry.filings(entry.cin).length;
    if (filings > 0 && filings <= 15) found.push(entry.cin);
  }
  return found;
}

/** Mirrors `companyId` (with its directors' profiles when asked) with the key already set and waits for the action to end. */
export async function mirror(app: E2eApp, companyId: string, includeDirectors = false): Promise<ActionView> {
  const quote = await call(app, 'mirror.quote', { id: companyId, includeDirectors });
  if (quote.blockedReason) throw new Error(`mirror quote blocked: ${quote.blockedReason}`);
  let ended: (action: ActionView) => void = () => {};
  const end = new Promise<ActionView>((resolve) => {
    ended = resolve;
  });
  let actionId: string | null = null;
  const early: ActionView[] = [];
  const stop = app.core.events.subscribe((name, payload) => {
    if (name !== 'action.progress') return;
    const action = payload as ActionView;
    if (actionId === null) early.push(action);
    else if (action.id === actionId && FINAL.has(action.state)) ended(action);
  });
  try {
    actionId = (await call(app, 'action.run', { quoteId: quote.quoteId })).id;
    // The action may have ended before its id was known.
    const already = early.find((a) => a.id === actionId && FINAL.has(a.state));
    return already ?? (await end);
  } finally {
    stop();
  }
}

/** Mirrors each company in turn; fails on the first that does not end done. */
export async function mirrorMany(app: E2eApp, companies: Array<{ id: string; includeDirectors: boolean }>): Promise<void> {
  for (const { id, includeDirectors } of companies) {
    const action = await mirror(app, id, includeDirectors);
    if (action.state !== 'done') throw new Error(`mirror of ${id} ended ${action.state}: ${JSON.stringify(action.error)}`);
  }
}
