// The company on screen: header, master data, directors, charges, name and id history.
import { createStore } from 'zustand/vanilla';
import type { CompanyDetail } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface CompanyState extends Loadable {
  id: string | null;
  detail: CompanyDetail | null;
  load(id: string): Promise<void>;
  refresh(): Promise<void>;
}

export function createCompanyStore(bridge: RendererBridge) {
  return createStore<CompanyState>()((set, get) => ({
    ...idle,
    id: null,
    detail: null,
    async load(id) {
      if (get().id !== id) set({ id, detail: null, error: null });
      await get().refresh();
    },
    async refresh() {
      const id = get().id;
      if (!id) return;
      set({ loading: true });
      const result = await settle(bridge.call('company.detail', { id }));
      if (get().id !== id) return;
      if (result.ok) set({ loading: false, error: null, detail: result.value });
      else set({ loading: false, error: result.error });
    },
  }));
}
export type CompanyStore = ReturnType<typeof createCompanyStore>;
