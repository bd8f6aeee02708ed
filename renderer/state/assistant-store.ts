// Settings → Assistant: how to connect an assistant to the library, whether one is connected, and
// the assistant budget. Refreshed when an assistant asks for something (assistant.request).
import { createStore } from 'zustand/vanilla';
import type { AssistantView } from '../../shared/bridge/assistant';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface AssistantState extends Loadable {
  view: AssistantView | null;
  refresh(): Promise<void>;
  /** Sets the budget; the error when it was refused, else null. */
  setBudget(paisa: number): Promise<AppError | null>;
}

export function createAssistantStore(bridge: RendererBridge) {
  return createStore<AssistantState>()((set) => ({
    ...idle,
    view: null,
    async refresh() {
      set({ loading: true });
      const result = await settle(bridge.call('assistant.status', {}));
      if (result.ok) set({ loading: false, error: null, view: result.value });
      else set({ loading: false, error: result.error });
    },
    async setBudget(paisa) {
      const result = await settle(bridge.call('assistant.setBudget', { budgetPaisa: paisa }));
      if (!result.ok) return result.error;
      set({ view: result.value, error: null });
      return null;
    },
  }));
}
export type AssistantStore = ReturnType<typeof createAssistantStore>;
