// The company on screen: header, master data, directors, charges, name and id history.
import { createStore } from 'zustand/vanilla';
import type { CompanyDetail, CompanySummary } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface CompanyState extends Loadable {
  id: string | null;
  detail: CompanyDetail | null;
  load(id: string): Promise<void>;
  refresh(): Promise<void>;
  /** The company's new summary from an event, shown in place (the header's badges, counts and spend). */
  applySummary(summary: CompanySummary): void;
}

export function createCompanyStore(bridge: RendererBridge) {
  /** The newest summary an event brought while a read was on its way: newer than its answer. */
  let arrivedDuringRead: { summary: CompanySummary | null } | null = null;
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
      const arrived: { summary: CompanySummary | null } = { summary: null };
      arrivedDuringRead = arrived;
      const result = await settle(bridge.call('company.detail', { id }));
      if (arrivedDuringRead === arrived) arrivedDuringRead = null;
      if (get().id !== id) return;
      if (result.ok) {
        const summary = arrived.summary?.id === id ? arrived.summary : result.value.summary;
        set({ loading: false, error: null, detail: { ...result.value, summary } });
      } else set({ loading: false, error: result.error });
    },
    applySummary(summary) {
      if (arrivedDuringRead) arrivedDuringRead.summary = summary;
      const { id, detail } = get();
      if (detail && id === summary.id) set({ detail: { ...detail, summary } });
    },
  }));
}
export type CompanyStore = ReturnType<typeof createCompanyStore>;
