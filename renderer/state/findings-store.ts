// Findings of the company on screen: what the library says the analyst should look at, each with
// the records, filings or extractions it rests on. Computed by the core from the library (free).
import { createStore } from 'zustand/vanilla';
import type { FindingSeverity, ReviewedFinding, ReviewState } from '../../shared/bridge/reports';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface FindingsState extends Loadable {
  id: string | null;
  findings: ReviewedFinding[] | null;
  load(id: string): Promise<void>;
  refresh(): Promise<void>;
  /** Accepts, dismisses or reopens a finding of the company on screen; the failure, or null. */
  review(findingKey: string, state: ReviewState, comment?: string): Promise<AppError | null>;
}

export const SEVERITY_ORDER: FindingSeverity[] = ['high', 'medium', 'info'];

/** Most severe first; the core's order is kept within one severity. */
export function bySeverity<F extends { severity: FindingSeverity }>(findings: F[]): F[] {
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
    async review(findingKey, state, comment) {
      const id = get().id;
      if (!id) return { code: 'NO_COMPANY', message: 'No company is open.' };
      const result = await settle(bridge.call('findings.review', { companyId: id, findingKey, state, ...(comment ? { comment } : {}) }));
      if (!result.ok) return result.error;
      const reviewed = result.value;
      if (get().id === id) set({ findings: (get().findings ?? []).map((f) => (f.key === reviewed.key ? reviewed : f)) });
      return null;
    },
  }));
}
export type FindingsStore = ReturnType<typeof createFindingsStore>;
