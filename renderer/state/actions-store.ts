// Paid actions (mirror, refresh, fetch, director purchases) and their progress.
import { createStore } from 'zustand/vanilla';
import type { ActionView } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface ActionsState extends Loadable {
  actions: ActionView[];
  /** A failed pause/cancel, by action id. */
  controlErrors: Record<string, AppError>;
  refresh(): Promise<void>;
  upsert(action: ActionView): void;
  pause(id: string): Promise<void>;
  /** Resuming spends like a new paid action: it opens the quote of what is left, for consent. */
  resume(id: string): Promise<void>;
  cancel(id: string): Promise<void>;
}

export const isActive = (a: ActionView): boolean => a.state === 'queued' || a.state === 'running' || a.state === 'paused';

/** Newest first. */
function sorted(actions: ActionView[]): ActionView[] {
  return [...actions].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** `askToResume` opens the quote dialog on the quote of what is left (`action.quoteResume`). */
export function createActionsStore(bridge: RendererBridge, askToResume: (actionId: string) => Promise<void>) {
  return createStore<ActionsState>()((set, get) => {
    async function control(name: 'action.pause' | 'action.cancel', actionId: string) {
      const result = await settle(bridge.call(name, { actionId }));
      const { [actionId]: _previous, ...others } = get().controlErrors;
      if (result.ok) {
        set({ controlErrors: others });
        get().upsert(result.value);
      } else set({ controlErrors: { ...others, [actionId]: result.error } });
    }
    return {
      ...idle,
      actions: [],
      controlErrors: {},
      async refresh() {
        set({ loading: true });
        const result = await settle(bridge.call('action.list', {}));
        if (result.ok) set({ loading: false, error: null, actions: sorted(result.value) });
        else set({ loading: false, error: result.error });
      },
      upsert(action) {
        const others = get().actions.filter((a) => a.id !== action.id);
        set({ actions: sorted([...others, action]) });
      },
      pause: (id) => control('action.pause', id),
      resume: (id) => askToResume(id),
      cancel: (id) => control('action.cancel', id),
    };
  });
}
export type ActionsStore = ReturnType<typeof createActionsStore>;
