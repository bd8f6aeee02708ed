// The export dialog: format and destination, then a run whose progress arrives as `action.progress`
// events of kind "export", then the written file's path, size and SHA-256. The bridge offers no way
// to stop an export once started (export.run has no cancel), so a run always goes to its end;
// closing the dialog only hides it.
import { createStore } from 'zustand/vanilla';
import type { ExportFormat, ExportResult } from '../../shared/bridge/reports';
import type { ActionView } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { settle } from './store-kit';

export type ExportPhase = 'editing' | 'running' | 'done' | 'failed';

export interface ExportProgress {
  done: number;
  total: number;
  step: string;
}

export interface ExportState {
  open: boolean;
  phase: ExportPhase;
  companyId: string | null;
  /** The company as the library names it, for the dialog's title (null: not known, the id is shown). */
  companyName: string | null;
  format: ExportFormat;
  /** Where to write; '' means the library's exports folder. */
  outPath: string;
  progress: ExportProgress | null;
  /** The core's action id for this run, learnt from its first progress event. */
  actionId: string | null;
  result: ExportResult | null;
  error: AppError | null;
  show(companyId: string, companyName?: string | null): void;
  hide(): void;
  setFormat(format: ExportFormat): void;
  setOutPath(path: string): void;
  /** `unsigned`: the analyst agreed to a pack without a signature when no signing key can be had. */
  start(unsigned?: boolean): Promise<void>;
  progressed(action: ActionView): void;
}

const sameCompany = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export function createExportStore(bridge: RendererBridge) {
  return createStore<ExportState>()((set, get) => ({
    open: false,
    phase: 'editing',
    companyId: null,
    companyName: null,
    format: 'pdf',
    outPath: '',
    progress: null,
    actionId: null,
    result: null,
    error: null,
    show(companyId, companyName = null) {
      // A run in progress stays on screen: one export at a time.
      if (get().phase === 'running') {
        set({ open: true });
        return;
      }
      const keep = get().companyId === companyId && get().phase === 'editing';
      set({ open: true, companyId, companyName, phase: 'editing', progress: null, actionId: null, result: null, error: null, ...(keep ? {} : { outPath: '' }) });
    },
    hide: () => set({ open: false }),
    setFormat: (format) => set({ format }),
    setOutPath: (outPath) => set({ outPath }),
    async start(unsigned = false) {
      const { companyId, format, phase } = get();
      if (!companyId || phase === 'running') return;
      const outPath = get().outPath.trim();
      set({ phase: 'running', progress: { done: 0, total: 1, step: 'Starting' }, actionId: null, result: null, error: null });
      const args = { id: companyId, format, ...(outPath === '' ? {} : { outPath }), ...(unsigned ? { unsigned: true } : {}) };
      const result = await settle(bridge.call('export.run', args));
      if (result.ok) {
        const total = get().progress?.total ?? 1;
        set({ phase: 'done', result: result.value, progress: { done: total, total, step: 'Written' } });
      } else set({ phase: 'failed', error: result.error });
    },
    progressed(action) {
      const { phase, companyId, actionId } = get();
      if (action.kind !== 'export' || phase !== 'running' || !companyId) return;
      // Until the run's id is known, a late event of an earlier run (already finished) is not this run.
      if (actionId === null ? action.state !== 'running' || !sameCompany(action.subject, companyId) : action.id !== actionId) return;
      set({ actionId: action.id, progress: { done: action.done, total: action.total, step: action.step } });
    },
  }));
}
export type ExportStore = ReturnType<typeof createExportStore>;
