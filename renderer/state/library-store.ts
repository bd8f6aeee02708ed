// The mirrored companies shown on the home screen.
import { createStore } from 'zustand/vanilla';
import type { CompanySummary } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export type LibrarySort = 'name' | 'mirroredAt' | 'spend' | 'freshness';

export interface LibraryState extends Loadable {
  companies: CompanySummary[];
  sort: LibrarySort;
  loaded: boolean;
  refresh(): Promise<void>;
  setSort(sort: LibrarySort): Promise<void>;
}

export function createLibraryStore(bridge: RendererBridge) {
  return createStore<LibraryState>()((set, get) => ({
    ...idle,
    companies: [],
    sort: 'name',
    loaded: false,
    async refresh() {
      const sort = get().sort;
      set({ loading: true });
      const result = await settle(bridge.call('library.companies', { sort }));
      if (get().sort !== sort) return; // a newer sort was asked for meanwhile
      if (result.ok) set({ loading: false, error: null, companies: result.value, loaded: true });
      else set({ loading: false, error: result.error });
    },
    async setSort(sort) {
      set({ sort });
      await get().refresh();
    },
  }));
}
export type LibraryStore = ReturnType<typeof createLibraryStore>;
