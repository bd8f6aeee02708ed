// The mirrored companies shown on the home screen.
import { createStore } from 'zustand/vanilla';
import { FIRST_COMPANY_SORT, placeSummary } from '../../shared/bridge/company-sort';
import type { BridgeResult } from '../../shared/bridge/contract';
import type { CompanySummary } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export type LibrarySort = 'name' | 'mirroredAt' | 'spend' | 'freshness';

export interface LibraryState extends Loadable {
  companies: CompanySummary[];
  sort: LibrarySort;
  loaded: boolean;
  refresh(): Promise<void>;
  /**
   * The read made as the app starts (boot.ts sends it, in FIRST_COMPANY_SORT, before the stores
   * are created, and hands it over here), before the first screen is drawn; the library screen's
   * first mount uses it (refreshOnMount) instead of asking again.
   */
  startRead(read: Promise<BridgeResult<CompanySummary[]>>): Promise<void>;
  /** The library screen opened: reads the list, unless the start's read has not served a screen yet. */
  refreshOnMount(): Promise<void>;
  setSort(sort: LibrarySort): Promise<void>;
  /** A company's summary as an event carried it, put in its place (null: out of the list); nothing is read. */
  applySummary(companyId: string, summary: CompanySummary | null): void;
}

function applied(list: CompanySummary[], companyId: string, summary: CompanySummary | null, sort: LibrarySort): CompanySummary[] {
  return summary ? placeSummary(list, summary, sort) : list.filter((c) => c.id !== companyId);
}

export function createLibraryStore(bridge: RendererBridge) {
  /** Summaries events brought while a read was on its way: newer than its answer, so laid over it. */
  let arrivedDuringRead: Map<string, CompanySummary | null> | null = null;
  /** The start's read, while no screen has used it yet. */
  let unusedStartRead: Promise<void> | null = null;
  return createStore<LibraryState>()((set, get) => {
    /** Reads the list in the current order; `sent`: that read, already on its way (the start's). */
    async function readList(sent?: Promise<BridgeResult<CompanySummary[]>>): Promise<void> {
      const sort = get().sort;
      set({ loading: true });
      const arrived = new Map<string, CompanySummary | null>();
      arrivedDuringRead = arrived;
      const result = await settle(sent ?? bridge.call('library.companies', { sort }));
      if (arrivedDuringRead === arrived) arrivedDuringRead = null;
      if (get().sort !== sort) return; // a newer sort was asked for meanwhile
      if (result.ok) {
        let companies = result.value;
        for (const [id, summary] of arrived) companies = applied(companies, id, summary, sort);
        set({ loading: false, error: null, companies, loaded: true });
      } else set({ loading: false, error: result.error });
    }
    return {
      ...idle,
      companies: [],
      sort: FIRST_COMPANY_SORT,
      loaded: false,
      refresh: () => readList(),
      startRead(sent) {
        const read = readList(sent);
        unusedStartRead = read;
        return read;
      },
      async refreshOnMount() {
        const start = unusedStartRead;
        unusedStartRead = null;
        if (start) {
          await start;
          // A start read that failed is tried again by the screen that shows its error.
          if (get().error === null) return;
        }
        await get().refresh();
      },
      async setSort(sort) {
        set({ sort });
        await get().refresh();
      },
      applySummary(companyId, summary) {
        arrivedDuringRead?.set(companyId, summary);
        set({ companies: applied(get().companies, companyId, summary, get().sort) });
      },
    };
  });
}
export type LibraryStore = ReturnType<typeof createLibraryStore>;
