// App status and settings: mode, key (masked), wallet, budget, plus the two links that can drop:
// renderer→host (the bridge transport) and core→registry (the `connectivity` event).
import { createStore } from 'zustand/vanilla';
import type { BridgeResult, CallArgs } from '../../shared/bridge/contract';
import type { AppStatus } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import type { HostConnection, RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface AppState extends Loadable {
  status: AppStatus | null;
  host: HostConnection;
  registry: { online: boolean; reason: string | null };
  /** Errors the core pushed as events, newest last, until dismissed. */
  notices: AppError[];
  refresh(): Promise<void>;
  /** Takes in a read of app.status already sent (boot.ts sends it before the stores exist), as refresh would. */
  adoptRead(read: Promise<BridgeResult<AppStatus>>): Promise<void>;
  updateSettings(patch: CallArgs<'settings.update'>): Promise<AppError | null>;
  setKey(apiKey: string): Promise<AppError | null>;
  clearKey(): Promise<AppError | null>;
  exploreSandbox(): Promise<AppError | null>;
  setHost(connection: HostConnection): void;
  setRegistry(online: boolean, reason: string | null): void;
  setWallet(walletPaisa: number | null): void;
  pushNotice(error: AppError): void;
  dismissNotice(index: number): void;
}

/** Why paid actions are unavailable right now, in words; null when they may run. */
export function offlineReason(state: Pick<AppState, 'host' | 'registry'>): string | null {
  if (!state.host.online) return state.host.reason ?? 'The Dossier host is not reachable.';
  if (!state.registry.online) return state.registry.reason ?? 'The registry is not reachable: working offline.';
  return null;
}

/**
 * True when paid actions cannot run for want of a key: none is stored, or the stored one is held
 * back from this address. The embedded sandbox needs none. False until the status is read.
 */
export function keyMissing(state: Pick<AppState, 'status'>): boolean {
  const status = state.status;
  if (!status || status.embedded) return false;
  return status.mode === 'unconfigured' || status.keyHeld !== undefined;
}

/** What the header's connection indicator says: offline beats everything, then a missing key. */
export function connectionWord(state: Pick<AppState, 'host' | 'registry' | 'status'>): 'Offline' | 'No API key' | 'Online' {
  if (offlineReason(state)) return 'Offline';
  return keyMissing(state) ? 'No API key' : 'Online';
}

export function createAppStore(bridge: RendererBridge) {
  return createStore<AppState>()((set, get) => {
    async function apply(pending: Promise<BridgeResult<AppStatus>>): Promise<AppError | null> {
      const result = await settle(pending);
      if (!result.ok) return result.error;
      const status = result.value;
      set({ status, registry: { online: status.online, reason: status.online ? null : get().registry.reason } });
      return null;
    }
    return {
      ...idle,
      status: null,
      host: bridge.connection(),
      registry: { online: true, reason: null },
      notices: [],
      refresh: () => get().adoptRead(bridge.call('app.status', {})),
      async adoptRead(read) {
        set({ loading: true });
        const result = await settle(read);
        if (result.ok) {
          const status = result.value;
          set({ loading: false, error: null, status, registry: { online: status.online, reason: status.online ? null : get().registry.reason } });
        } else set({ loading: false, error: result.error });
      },
      updateSettings: (patch) => apply(bridge.call('settings.update', patch)),
      setKey: (apiKey) => apply(bridge.call('key.set', { apiKey })),
      clearKey: () => apply(bridge.call('key.clear', {})),
      exploreSandbox: () => apply(bridge.call('onboarding.useSandbox', {})),
      setHost: (host) => set({ host }),
      setRegistry: (online, reason) => set({ registry: { online, reason } }),
      setWallet(walletPaisa) {
        const status = get().status;
        if (status) set({ status: { ...status, walletPaisa, walletReadAt: new Date().toISOString() } });
      },
      pushNotice: (error) => set({ notices: [...get().notices, error].slice(-5) }),
      dismissNotice: (index) => set({ notices: get().notices.filter((_, i) => i !== index) }),
    };
  });
}
export type AppStore = ReturnType<typeof createAppStore>;
