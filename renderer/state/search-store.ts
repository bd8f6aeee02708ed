// Instant local search over the library (companies, directors, filings, figures, PDF text, notes).
// A keystroke is answered twice: at once, in the same frame, with the companies of the library the
// renderer holds (company-prefix-index.ts, kept in step with the library store), and then by the
// core's full-text search over every kind, which replaces that first answer when it lands. The box
// never waits on the core: every keystroke asks at once, each ask carries a sequence number, and an
// answer older than the one already shown is dropped, so a slow early answer never replaces a later one.
import { createStore } from 'zustand/vanilla';
import type { SearchGroupView, SearchHit } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { CompanyPrefixIndex } from './company-prefix-index';
import type { LibraryStore } from './library-store';
import { whenIdle } from '../scheduling/when-idle';
import { idle, type Loadable, settle } from './store-kit';

export interface SearchState extends Loadable {
  text: string;
  hits: SearchHit[];
  /** The core's answer by kind: how many each kind found (an empty kind included). */
  groups: SearchGroupView[];
  /** The text the current hits answer. */
  answered: string;
  /** The library's companies matching `text`, found in the renderer before the core answers. */
  companies: SearchHit[];
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

export interface ShownGroup {
  kind: SearchHit['kind'];
  label: string;
  hits: SearchHit[];
  /** How many the kind found in all; null while the core has not answered (the renderer's own companies). */
  total: number | null;
  more: boolean;
}

/**
 * The groups the results list shows, in the order of SEARCH_KINDS. With the core's answer, every
 * kind it searched is listed with its count, the kinds that found something first and the empty
 * ones after them (the list says "no matches"); before it, only the kinds of the hits at hand.
 */
export function groupHits(hits: SearchHit[], groups: SearchGroupView[] | null = null): ShownGroup[] {
  if (groups) {
    const shown = SEARCH_KINDS.flatMap((k) => {
      const g = groups.find((x) => x.kind === k.kind);
      return g ? [{ ...k, hits: g.hits, total: g.total, more: g.more }] : [];
    });
    // The kinds that found something first, so a "No matches" never pushes hits out of view.
    return [...shown.filter((g) => g.total > 0), ...shown.filter((g) => g.total === 0)];
  }
  return SEARCH_KINDS.map((k) => ({ ...k, hits: hits.filter((h) => h.kind === k.kind), total: null, more: false })).filter((g) => g.hits.length > 0);
}

/** Hits per kind the core is asked for: each kind has its own room. */
export const SEARCH_LIMIT = 20;

/**
 * The index of the library store's companies, rebuilt when they change: built while the browser
 * is idle after a refresh, or at the first keystroke that needs it before then.
 */
function companyIndexOf(library: LibraryStore): () => CompanyPrefixIndex {
  let index: { of: unknown; index: CompanyPrefixIndex } | null = null;
  const current = () => {
    const companies = library.getState().companies;
    if (index?.of !== companies) index = { of: companies, index: new CompanyPrefixIndex(companies) };
    return index.index;
  };
  library.subscribe((state, previous) => {
    if (state.companies !== previous.companies) whenIdle(() => void current(), 1000);
  });
  return current;
}

export function createSearchStore(bridge: RendererBridge, library: LibraryStore) {
  /** Number of the latest ask; a clear bumps it too, so answers still on their way are dropped. */
  let asked = 0;
  /** Number of the ask whose answer is showing. */
  let shown = 0;
  const companyIndex = companyIndexOf(library);
  return createStore<SearchState>()((set, get) => {
    /** Asks the core for `text` as ask number `seq`; its answer shows unless a newer one already does. */
    async function ask(text: string, seq: number): Promise<void> {
      if (seq <= shown) return; // cleared, or overtaken, before the request went out
      const result = await settle(bridge.call('search.groups', { text, limit: SEARCH_LIMIT }));
      if (seq <= shown) return; // a newer answer is already showing, or the box was cleared
      shown = seq;
      const loading = seq !== asked;
      if (result.ok) set({ loading, error: null, groups: result.value, hits: result.value.flatMap((g) => g.hits), answered: text });
      else set({ loading, error: result.error });
    }
    return {
      ...idle,
      text: '',
      hits: [],
      groups: [],
      answered: '',
      companies: [],
      setText(text) {
        if (text.trim() === '') {
          asked += 1;
          shown = asked;
          set({ text, companies: [], hits: [], groups: [], answered: '', loading: false, error: null });
          return;
        }
        set({ text, companies: companyIndex().find(text, SEARCH_LIMIT), loading: true });
        // The core is asked in the next task, once this keystroke's companies are drawn: making
        // the request is a millisecond the frame need not wait for.
        const seq = ++asked;
        setTimeout(() => void ask(text.trim(), seq), 0);
      },
      async refresh() {
        const text = get().text.trim();
        if (text === '') return;
        set({ loading: true });
        await ask(text, ++asked);
      },
      clear() {
        asked += 1;
        shown = asked;
        set({ text: '', companies: [], hits: [], groups: [], answered: '', loading: false, error: null });
      },
    };
  });
}
export type SearchStore = ReturnType<typeof createSearchStore>;
