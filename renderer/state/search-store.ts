// Instant local search over the library (companies, directors, filings, figures, PDF text, notes).
// Every keystroke asks at once (the core answers a typeahead in a few ms, so a fixed wait would
// be most of what the analyst feels); each ask carries a sequence number and an answer older than
// the one already shown is dropped, so a slow early answer never replaces a later one.
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

export const SEARCH_LIMIT = 50;

export function createSearchStore(bridge: RendererBridge) {
  /** Number of the latest ask; a clear bumps it too, so answers still on their way are dropped. */
  let asked = 0;
  /** Number of the ask whose answer is showing. */
  let shown = 0;
  return createStore<SearchState>()((set, get) => ({
    ...idle,
    text: '',
    hits: [],
    answered: '',
    setText(text) {
      set({ text });
      if (text.trim() === '') {
        asked += 1;
        shown = asked;
        set({ hits: [], answered: '', loading: false, error: null });
        return;
      }
      void get().refresh();
    },
    async refresh() {
      const text = get().text.trim();
      if (text === '') return;
      const seq = ++asked;
      if (!get().loading) set({ loading: true });
      const result = await settle(bridge.call('search.local', { text, limit: SEARCH_LIMIT }));
      if (seq <= shown) return; // a newer answer is already showing, or the box was cleared
      shown = seq;
      const loading = seq !== asked;
      if (result.ok) set({ loading, error: null, hits: result.value, answered: text });
      else set({ loading, error: result.error });
    },
    clear() {
      asked += 1;
      shown = asked;
      set({ text: '', hits: [], answered: '', loading: false, error: null });
    },
  }));
}
export type SearchStore = ReturnType<typeof createSearchStore>;
