// The change feed the watchlist's checks wrote: filtered by company and kind, with unread counts
// for the navigation, and marking read.
import { createStore } from 'zustand/vanilla';
import type { AppError } from '../../shared/result';
import type { ChangeKind, ChangeView, WatchListView } from '../../shared/bridge/watch';
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
  /** The watchlist and the monitoring budget (the company page's toggle, the spend page's card). */
  watchlist: WatchListView | null;
  /** Watches (with its interval) or stops watching a company; the error in words, or null. */
  setWatched(companyId: string, intervalDays: number | null): Promise<AppError | null>;
  setBudget(monthlyPaisa: number): Promise<AppError | null>;
}

export function createChangesStore(bridge: RendererBridge) {
  return createStore<ChangesState>()((set, get) => ({
    ...idle,
    filter: { companyId: null, kind: null },
    changes: [],
    unread: 0,
    watchlist: null,
    async refresh() {
      const { companyId, kind } = get().filter;
      set({ loading: true });
      const [list, unread] = await Promise.all([
        settle(bridge.call('changes.list', { ...(companyId ? { id: companyId } : {}), ...(kind ? { kind } : {}) })),
        settle(bridge.call('watch.list', {})),
      ]);
      if (!list.ok) return set({ loading: false, error: list.error });
      const count = unread.ok ? unread.value.entries.reduce((n, e) => n + e.unread, 0) : get().unread;
      set({ loading: false, error: null, changes: list.value, unread: count, ...(unread.ok ? { watchlist: unread.value } : {}) });
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
    async setWatched(companyId, intervalDays) {
      const result =
        intervalDays === null ? await settle(bridge.call('watch.remove', { id: companyId })) : await settle(bridge.call('watch.add', { id: companyId, intervalDays }));
      await get().refresh();
      return result.ok ? null : result.error;
    },
    async setBudget(monthlyPaisa) {
      const result = await settle(bridge.call('watch.setBudget', { monthlyPaisa }));
      if (result.ok) set({ watchlist: result.value });
      return result.ok ? null : result.error;
    },
  }));
}
export type ChangesStore = ReturnType<typeof createChangesStore>;
