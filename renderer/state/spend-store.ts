// What every rupee bought: the whole library's ledger, or one company's.
import { createStore } from 'zustand/vanilla';
import type { SpendView } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface SpendState extends Loadable {
  /** null: the whole library. */
  companyId: string | null;
  view: SpendView | null;
  load(companyId: string | null): Promise<void>;
  refresh(): Promise<void>;
  /** The wallet after a billed call, from its event, shown in place. */
  setWallet(walletPaisa: number): void;
}

export function createSpendStore(bridge: RendererBridge) {
  return createStore<SpendState>()((set, get) => ({
    ...idle,
    companyId: null,
    view: null,
    async load(companyId) {
      if (get().companyId !== companyId) set({ companyId, view: null, error: null });
      await get().refresh();
    },
    async refresh() {
      const companyId = get().companyId;
      set({ loading: true });
      const result = await settle(bridge.call('spend.summary', companyId ? { companyId } : {}));
      if (get().companyId !== companyId) return;
      if (result.ok) set({ loading: false, error: null, view: result.value });
      else set({ loading: false, error: result.error });
    },
    setWallet(walletPaisa) {
      const view = get().view;
      if (view) set({ view: { ...view, walletPaisa } });
    },
  }));
}
export type SpendStore = ReturnType<typeof createSpendStore>;
