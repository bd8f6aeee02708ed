// A company's short last steps go before other companies' long downloads (issue 18, item 8): Kemi
// Trading mirrored just after Chonasa Research, whose hundreds of PDFs were queued first, gets its
// figures while Chonasa's downloads are still running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionView } from '../../../shared/bridge/views';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../../../test/support/core/sandbox-library';
import { waitForAction } from '../../../test/support/core/mirror-flow';

let lib: SandboxLibrary;

beforeAll(async () => {
  lib = await openSandboxLibrary();
}, 60_000);

afterAll(async () => {
  await lib?.close();
});

async function start(id: string): Promise<string> {
  const quote = await lib.fx.call('mirror.quote', { id });
  return (await lib.fx.call('action.run', { quoteId: quote.quoteId })).id;
}

describe('queue priority between mirrors', () => {
  it("runs the later mirror's extractions before the earlier mirror's remaining downloads", async () => {
    // Every answer takes a little while, so Chonasa's downloads last long enough to be overtaken.
    lib.emu.faults.set({ latencyMs: 5 });
    const chonasa = await start(SANDBOX.chonasa);
    const kemi = await start(SANDBOX.kemi);
    let chonasaWhenKemiHadFigures: ActionView | undefined;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const view = await lib.fx.call('company.financials', { id: SANDBOX.kemi }).catch(() => null);
      if (view && view.years.length > 0) {
        chonasaWhenKemiHadFigures = (await lib.fx.call('action.list')).find((a) => a.id === chonasa);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(chonasaWhenKemiHadFigures, 'Kemi got no figures').toBeDefined();
    // Still under way: running, or queued at that instant behind Kemi's items (issue 28 item 9).
    expect(['running', 'queued']).toContain(chonasaWhenKemiHadFigures!.state);
    expect(chonasaWhenKemiHadFigures!.done).toBeLessThan(chonasaWhenKemiHadFigures!.total / 2);
    lib.emu.faults.set({ latencyMs: 0 });
    await lib.fx.call('action.cancel', { actionId: chonasa });
    expect((await waitForAction(lib.fx, kemi)).state).toBe('done');
    expect((await waitForAction(lib.fx, chonasa)).state).toBe('cancelled');
  }, 180_000);
});
