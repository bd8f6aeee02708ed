// Remote registry search: the sandbox list (test keys) and the last paid resolve's candidates.
import { createStore } from 'zustand/vanilla';
import type { CallResult } from '../../shared/bridge/contract';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export type SandboxEntry = CallResult<'registry.sandbox'>[number];
export type ResolveResult = CallResult<'registry.resolve'>;

export interface RegistryState extends Loadable {
  query: string;
  sandbox: SandboxEntry[];
  sandboxLoaded: boolean;
  result: ResolveResult | null;
  setQuery(query: string): void;
  setResult(result: ResolveResult): void;
  refresh(): Promise<void>;
}

export function createRegistryStore(bridge: RendererBridge) {
  return createStore<RegistryState>()((set) => ({
    ...idle,
    query: '',
    sandbox: [],
    sandboxLoaded: false,
    result: null,
    setQuery: (query) => set({ query }),
    setResult: (result) => set({ result }),
    async refresh() {
      set({ loading: true });
      const result = await settle(bridge.call('registry.sandbox', {}));
      if (result.ok) set({ loading: false, error: null, sandbox: result.value, sandboxLoaded: true });
      else set({ loading: false, error: result.error, sandboxLoaded: true });
    },
  }));
}
export type RegistryStore = ReturnType<typeof createRegistryStore>;
