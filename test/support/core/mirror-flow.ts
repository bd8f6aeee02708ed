/**
 * Test support: a mirror run the way the renderer runs one (quote, consent by quote id, wait for
 * the action to end), and a registry company that suits a test.
 */
import type { EmulatorHandle } from '../../../emulator/index';
import type { ActionView } from '../../../shared/bridge/views';
import type { CoreFixture } from './seeded-core';

const FINAL = new Set<ActionView['state']>(['done', 'failed', 'cancelled']);

/** Polls action.list until the action ends; fails after `timeoutMs` with its last state. */
export async function waitForAction(fx: CoreFixture, actionId: string, timeoutMs = 60_000): Promise<ActionView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const action = (await fx.call('action.list')).find((a) => a.id === actionId);
    if (action && FINAL.has(action.state)) return action;
    if (Date.now() > deadline) throw new Error(`action ${actionId} did not end in ${timeoutMs} ms: ${JSON.stringify(action)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function mirror(fx: CoreFixture, companyId: string): Promise<ActionView> {
  const quote = await fx.call('mirror.quote', { id: companyId });
  if (quote.blockedReason) throw new Error(`mirror quote blocked: ${quote.blockedReason}`);
  const queued = await fx.call('action.run', { quoteId: quote.quoteId });
  return waitForAction(fx, queued.id);
}

/**
 * A company (sandbox or not) with AOC-4 extractions in both scopes and few filings, so a mirror
 * covers every view and stays short.
 */
export function companyForMirror(emu: EmulatorHandle, sandbox: boolean, maxFilings = 40): string {
  let seen = 0;
  for (const entry of emu.registry.companies()) {
    if (++seen > 5000) break;
    if (entry.sandbox !== sandbox || entry.idType !== 'cin') continue;
    if (!emu.registry.extractionForms(entry.cin).includes('AOC-4')) continue;
    const filings = emu.registry.filings(entry.cin);
    if (filings.length > 0 && filings.length <= maxFilings) return entry.cin;
  }
  throw new Error(`no ${sandbox ? 'sandbox' : 'live'} company with AOC-4 extractions and at most ${maxFilings} filings`);
}
