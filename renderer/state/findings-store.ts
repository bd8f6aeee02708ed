// Findings of the company on screen: what the library says the analyst should look at, each with
// the records, filings or extractions it rests on. Computed by the core from the library (free).
import { createStore } from 'zustand/vanilla';
import type { Finding, FindingSeverity } from '../../shared/bridge/reports';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface FindingsState extends Loadable {
  id: string | null;
  findings: Finding[] | null;
  load(id: string): Promise<void>;
  refresh(): Promise<void>;
}

export const SEVERITY_ORDER: FindingSeverity[] = ['high', 'medium', 'info'];

/** Most severe first; the core's order is kept within one severity. */
export function bySeverity(findings: Finding[]): Finding[] {
  return SEVERITY_ORDER.flatMap((s) => findings.filter((f) => f.severity === s));
}

export function createFindingsStore(bridge: RendererBridge) {
  return createStore<FindingsState>()((set, get) => ({
    ...idle,
    id: null,
    findings: null,
    async load(id) {
      if (get().id !== id) set({ id, findings: null, error: null });
      await get().refresh();
    },
    async refresh() {
      const id = get().id;
      if (!id) return;
      set({ loading: true });
      const result = await settle(bridge.call('company.findings', { id }));
      if (get().id !== id) return;
      if (result.ok) set({ loading: false, error: null, findings: bySeverity(result.value) });
      else set({ loading: false, error: result.error });
    },
  }));
}
export type FindingsStore = ReturnType<typeof createFindingsStore>;
