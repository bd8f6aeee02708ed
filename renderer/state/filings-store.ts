// Every filing row of the company on screen. Rows are fetched whole and filtered here, so filters
// answer instantly and keep working offline.
import { createStore } from 'zustand/vanilla';
import type { FilingView } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface FilingFilters {
  formId: string | null;
  year: number | null;
  documentCategory: string | null;
}

export const noFilters: FilingFilters = { formId: null, year: null, documentCategory: null };

export interface FilingsState extends Loadable {
  id: string | null;
  rows: FilingView[];
  filters: FilingFilters;
  load(id: string): Promise<void>;
  refresh(): Promise<void>;
  setFilters(patch: Partial<FilingFilters>): void;
}

export function filterFilings(rows: FilingView[], filters: FilingFilters): FilingView[] {
  return rows.filter(
    (row) =>
      (filters.formId === null || row.formId === filters.formId) &&
      (filters.year === null || row.year === filters.year) &&
      (filters.documentCategory === null || row.documentCategory === filters.documentCategory),
  );
}

/** Distinct values for the filter menus, sorted (years newest first). */
export function filingFacets(rows: FilingView[]): { forms: string[]; years: number[]; categories: string[] } {
  const forms = new Set<string>();
  const years = new Set<number>();
  const categories = new Set<string>();
  for (const row of rows) {
    forms.add(row.formId);
    if (row.year !== null) years.add(row.year);
    if (row.documentCategory) categories.add(row.documentCategory);
  }
  return {
    forms: [...forms].sort(),
    years: [...years].sort((a, b) => b - a),
    categories: [...categories].sort(),
  };
}

export function createFilingsStore(bridge: RendererBridge) {
  return createStore<FilingsState>()((set, get) => ({
    ...idle,
    id: null,
    rows: [],
    filters: noFilters,
    async load(id) {
      if (get().id !== id) set({ id, rows: [], filters: noFilters, error: null });
      await get().refresh();
    },
    async refresh() {
      const id = get().id;
      if (!id) return;
      set({ loading: true });
      const result = await settle(bridge.call('company.filings', { id }));
      if (get().id !== id) return;
      if (result.ok) set({ loading: false, error: null, rows: result.value });
      else set({ loading: false, error: result.error });
    },
    setFilters: (patch) => set({ filters: { ...get().filters, ...patch } }),
  }));
}
export type FilingsStore = ReturnType<typeof createFilingsStore>;
