// Instant local search over the library (companies, directors, filings, figures, PDF text, notes).
// Typing is debounced lightly; answers that arrive after a newer query are dropped.
import { createStore } from 'zustand/vanilla';
import type { SearchHit } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface SearchState extends Loadable {
  text: string;
  hits: SearchHit[];
  /** The text the current hits answer. */
  answered: string;
  setText(text: string): void;
  refresh(): Promise<void>;
  clear(): void;
}

export const SEARCH_KINDS: Array<{ kind: SearchHit['kind']; label: string }> = [
  { kind: 'company', label: 'Companies' },
  { kind: 'director', label: 'Directors' },
  { kind: 'filing', label: 'Filings' },
  { kind: 'item', label: 'Figures' },
  { kind: 'pdf', label: 'PDF text' },
  { kind: 'note', label: 'Notes' },
];

export function groupHits(hits: SearchHit[]): Array<{ kind: SearchHit['kind']; label: string; hits: SearchHit[] }> {
  return SEARCH_KINDS.map((k) => ({ ...k, hits: hits.filter((h) => h.kind === k.kind) })).filter((g) => g.hits.length > 0);
}

export function createSearchStore(bridge: RendererBridge, debounceMs = 120) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return createStore<SearchState>()((set, get) => ({
    ...idle,
    text: '',
    hits: [],
    answered: '',
    setText(text) {
      set({ text });
      if (timer) clearTimeout(timer);
      if (text.trim() === '') {
        set({ hits: [], answered: '', loading: false, error: null });
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        void get().refresh();
      }, debounceMs);
    },
    async refresh() {
      const text = get().text.trim();
      if (text === '') return;
      set({ loading: true });
      const result = await settle(bridge.call('search.local', { text, limit: 50 }));
      if (get().text.trim() !== text) return;
      if (result.ok) set({ loading: false, error: null, hits: result.value, answered: text });
      else set({ loading: false, error: result.error });
    },
    clear() {
      if (timer) clearTimeout(timer);
      set({ text: '', hits: [], answered: '', loading: false, error: null });
    },
  }));
}
export type SearchStore = ReturnType<typeof createSearchStore>;
