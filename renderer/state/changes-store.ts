// The change feed the watchlist's checks wrote: filtered by company and kind, with unread counts
// for the navigation, and marking read.
import { createStore } from 'zustand/vanilla';
import type { ChangeKind, ChangeView } from '../../shared/bridge/watch';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface ChangesFilter {
  companyId: string | null;
  kind: ChangeKind | null;
}

export interface ChangesState extends Loadable {
  filter: ChangesFilter;
  changes: ChangeView[];
  /** Unread changes across the watchlist, whatever the filter (the navigation's count). */
  unread: number;
  refresh(): Promise<void>;
  setFilter(filter: Partial<ChangesFilter>): Promise<void>;
  markRead(target: { ids: number[] } | { companyId: string } | 'all'): Promise<void>;
}

export function createChangesStore(bridge: RendererBridge) {
  return createStore<ChangesState>()((set, get) => ({
    ...idle,
    filter: { companyId: null, kind: null },
    changes: [],
    unread: 0,
    async refresh() {
      const { companyId, kind } = get().filter;
      set({ loading: true });
      const [list, unread] = await Promise.all([
        settle(bridge.call('changes.list', { ...(companyId ? { id: companyId } : {}), ...(kind ? { kind } : {}) })),
        settle(bridge.call('watch.list', {})),
      ]);
      if (!list.ok) return set({ loading: false, error: list.error });
      const count = unread.ok ? unread.value.entries.reduce((n, e) => n + e.unread, 0) : get().unread;
      set({ loading: false, error: null, changes: list.value, unread: count });
    },
    async setFilter(filter) {
      set({ filter: { ...get().filter, ...filter } });
      await get().refresh();
    },
    async markRead(target) {
      const args = target === 'all' ? {} : 'ids' in target ? { ids: target.ids } : { id: target.companyId };
      const result = await settle(bridge.call('changes.markRead', args));
      if (!result.ok) return set({ error: result.error });
      await get().refresh();
    },
  }));
}
export type ChangesStore = ReturnType<typeof createChangesStore>;
