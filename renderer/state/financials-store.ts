// AOC-4 figures of the company on screen, all years side by side, in the scope and unit chosen.
import { createStore } from 'zustand/vanilla';
import type { FigureUnit } from '../../shared/money';
import type { FinancialsView } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export type Scope = 'standalone' | 'consolidated';

export interface FinancialsState extends Loadable {
  id: string | null;
  scope: Scope;
  unit: FigureUnit;
  view: FinancialsView | null;
  load(id: string): Promise<void>;
  refresh(): Promise<void>;
  setScope(scope: Scope): Promise<void>;
  setUnit(unit: FigureUnit): void;
}

export function createFinancialsStore(bridge: RendererBridge) {
  return createStore<FinancialsState>()((set, get) => ({
    ...idle,
    id: null,
    scope: 'standalone',
    unit: 'lakh',
    view: null,
    async load(id) {
      if (get().id !== id) set({ id, view: null, error: null, scope: 'standalone' });
      await get().refresh();
    },
    async refresh() {
      const { id, scope } = get();
      if (!id) return;
      set({ loading: true });
      const result = await settle(bridge.call('company.financials', { id, scope }));
      if (get().id !== id || get().scope !== scope) return;
      if (result.ok) set({ loading: false, error: null, view: result.value });
      else set({ loading: false, error: result.error });
    },
    async setScope(scope) {
      set({ scope });
      await get().refresh();
    },
    setUnit: (unit) => set({ unit }),
  }));
}
export type FinancialsStore = ReturnType<typeof createFinancialsStore>;
