/**
 * Test support: the sandbox companies a day of real use was tried on (issue 18), mirrored through
 * the core from the emulator's `dossier` seed over real HTTP, PDF text indexed as the app indexes it.
 * The emulator is deterministic from its seed, so the same company always has the same filings.
 */
import { type EmulatorHandle, startEmulator } from '../../../emulator/index';
import type { ActionView } from '../../../shared/bridge/views';
import { mirror } from './mirror-flow';
import { type CoreFixture, FAST, openCore, removeDir } from './seeded-core';

/** Sandbox companies of the `dossier` seed named in issues 17 and 18. */
export const SANDBOX = {
  kemi: 'U46934WB2022PTC379350',
  sipax: 'U24342DL2008PLC417476',
  vemarox: 'L28689KL1995PLC355208',
  chonasa: 'L72223GJ1984PLC324449',
} as const;

export interface SandboxLibrary {
  emu: EmulatorHandle;
  fx: CoreFixture;
  /** Mirrors a sandbox company and waits until its PDFs' text is indexed; throws unless the action is done. */
  mirror(companyId: string): Promise<ActionView>;
  close(): Promise<void>;
}

export interface SandboxLibraryOptions {
  indexText?: boolean;
  startAt?: string;
  /** 'live': the emulator's live key (billed from its wallet, every PDF downloadable) instead of the sandbox. */
  key?: 'sandbox' | 'live';
}

export async function openSandboxLibrary(options: SandboxLibraryOptions = {}): Promise<SandboxLibrary> {
  const emu = await startEmulator({ port: 0, seed: 'dossier', speed: 2000, rateLive: 60_000, rateTest: 60_000, ...(options.startAt ? { startAt: options.startAt } : {}) });
  const fx = await openCore({
    embedded: { baseUrl: emu.url, testKey: emu.keys.test },
    now: () => emu.clock.now(),
    tuning: { ...FAST.tuning, indexText: options.indexText ?? false },
  });
  if (options.key === 'live') {
    await fx.call('settings.update', { baseUrl: emu.url });
    await fx.call('key.set', { apiKey: emu.keys.live });
  } else await fx.call('onboarding.useSandbox');
  return {
    emu,
    fx,
    async mirror(companyId) {
      const action = await mirror(fx, companyId);
      if (action.state !== 'done') throw new Error(`mirror of ${companyId} ended ${action.state}: ${JSON.stringify(action.error)}`);
      await fx.core.idle();
      return action;
    },
    async close() {
      await fx.close();
      removeDir(fx.dataDir);
      await emu.close();
    },
  };
}
