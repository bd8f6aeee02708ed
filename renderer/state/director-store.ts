// The director on screen: their detail from the library (profile, roles), and the contact tier, masked until shown.
import { createStore } from 'zustand/vanilla';
import type { DirectorContactView, DirectorDetail } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface DirectorState extends Loadable {
  din: string | null;
  detail: DirectorDetail | null;
  contact: DirectorContactView | null;
  contactError: AppError | null;
  /** The analyst asked to see the contact details (they are masked otherwise). */
  contactShown: boolean;
  load(din: string): Promise<void>;
  refresh(): Promise<void>;
  showContact(shown: boolean): void;
}

export function createDirectorStore(bridge: RendererBridge) {
  return createStore<DirectorState>()((set, get) => ({
    ...idle,
    din: null,
    detail: null,
    contact: null,
    contactError: null,
    contactShown: false,
    async load(din) {
      if (get().din !== din) set({ din, detail: null, contact: null, contactShown: false, error: null, contactError: null });
      await get().refresh();
    },
    async refresh() {
      const din = get().din;
      if (!din) return;
      set({ loading: true });
      const [detail, contact] = await Promise.all([
        settle(bridge.call('director.detail', { din })),
        settle(bridge.call('director.contact', { din })),
      ]);
      if (get().din !== din) return;
      set({
        loading: false,
        error: detail.ok ? null : detail.error,
        detail: detail.ok ? detail.value : get().detail,
        contact: contact.ok ? contact.value : get().contact,
        contactError: contact.ok ? null : contact.error,
      });
    },
    showContact: (contactShown) => set({ contactShown }),
  }));
}
export type DirectorStore = ReturnType<typeof createDirectorStore>;
