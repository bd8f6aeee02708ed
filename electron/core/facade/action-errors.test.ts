// A background action that stops on an error tells the renderer through the `error` event (a toast),
// with the code, the hint, the requestId of the refused call and the action it stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import type { ActionView } from '../../../shared/bridge/views';
import type { AppError } from '../../../shared/result';
import { companyForMirror, waitForAction } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';

const ACCOUNT = 'acc_main';
let emu: EmulatorHandle;
let fx: CoreFixture;

beforeAll(async () => {
  emu = await startTestEmulator();
  fx = await openCore();
  await fx.call('settings.update', { baseUrl: emu.url });
  await fx.call('key.set', { apiKey: emu.keys.live });
}, 60_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu?.close();
});

const errorEvents = (): AppError[] => fx.events.filter((e) => e.name === 'error').map((e) => e.payload as AppError);

async function waitForState(actionId: string, state: ActionView['state']): Promise<ActionView> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const action = (await fx.call('action.list')).find((a) => a.id === actionId);
    if (action?.state === state) return action;
    if (Date.now() > deadline) throw new Error(`action ${actionId} never became ${state}: ${JSON.stringify(action)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Empties the wallet outside Dossier (spent from another device), as the registry's own ledger. */
function drainWallet(): number {
  const balance = emu.state.balance(ACCOUNT);
  emu.state.charge({ accountId: ACCOUNT, keyKind: 'live', endpoint: 'companies.master', subject: 'elsewhere', pricePaisa: balance, requestId: 'req_elsewhere', at: emu.clock.now() });
  return balance;
}

describe('the error event', () => {
  it('carries the code, hint, requestId and actionId when an action pauses on a refused call, once', async () => {
    const cin = companyForMirror(emu, false, 25);
    const quote = await fx.call('mirror.quote', { id: cin });
    expect(quote.blockedReason).toBeNull();
    const before = errorEvents().length;
    const queued = await fx.call('action.run', { quoteId: quote.quoteId });
    // The wallet empties after consent: the next paid call is refused 402.
    const balance = drainWallet();
    const paused = await waitForState(queued.id, 'paused');
    expect(paused.error?.code).toBe('INSUFFICIENT_BALANCE');

    const events = errorEvents().slice(before);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: paused.error?.message, actionId: queued.id, hint: expect.stringMatching(/Top up the wallet/) });
    // The requestId is the registry's for the refused call (support looks it up there).
    expect(event['requestId']).toMatch(/^\S+$/);
    expect(event['requestId']).not.toBe('req_elsewhere');

    emu.state.credit(ACCOUNT, balance, 'top-up', emu.clock.now());
    // Resuming is consented like a new paid command: the quote of what is left, then run.
    const rest = await fx.call('action.quoteResume', { actionId: queued.id });
    expect(rest.blockedReason).toBeNull();
    await fx.call('action.run', { quoteId: rest.quoteId });
    expect((await waitForAction(fx, queued.id)).state).toBe('done');
    expect(errorEvents().slice(before)).toHaveLength(1);
  }, 90_000);
});
