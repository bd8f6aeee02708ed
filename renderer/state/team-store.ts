// The team library as the app shows it: the status (reachable, behind by N, last sync), the
// background sync as it goes (`team.sync` events), Settings → Team's connect / disconnect / sync,
// and who in the firm bought or wrote what on the open company (read from the local library).
import { createStore } from 'zustand/vanilla';
import type { TeamProvenanceView, TeamStatusView, TeamSyncProgress } from '../../shared/bridge/team';
import type { AppError } from '../../shared/result';
import type { RendererBridge } from '../bridge/types';
import { idle, type Loadable, settle } from './store-kit';

export interface TeamState extends Loadable {
  status: TeamStatusView | null;
  /** The running sync, or the last one. */
  progress: TeamSyncProgress | null;
  provenance: { id: string; view: TeamProvenanceView } | null;
  refresh(): Promise<void>;
  connect(url: string, password: string | null): Promise<AppError | null>;
  disconnect(): Promise<AppError | null>;
  syncNow(): Promise<AppError | null>;
  cancelSync(): Promise<void>;
  loadProvenance(id: string): Promise<void>;
  setStatus(status: TeamStatusView): void;
  setProgress(progress: TeamSyncProgress): void;
}

export function createTeamStore(bridge: RendererBridge) {
  let provenanceAsked = 0;
  return createStore<TeamState>()((set, get) => ({
    ...idle,
    status: null,
    progress: null,
    provenance: null,
    async refresh() {
      set({ loading: true });
      const result = await settle(bridge.call('team.status', {}));
      if (result.ok) set({ loading: false, error: null, status: result.value, progress: result.value.sync ?? get().progress });
      else set({ loading: false, error: result.error });
    },
    async connect(url, password) {
      const result = await settle(bridge.call('team.connect', password ? { url, password } : { url }));
      if (!result.ok) return result.error;
      set({ status: result.value, error: null });
      return null;
    },
    async disconnect() {
      const result = await settle(bridge.call('team.disconnect', {}));
      if (!result.ok) return result.error;
      set({ status: result.value, error: null, provenance: null });
      return null;
    },
    async syncNow() {
      const result = await settle(bridge.call('team.sync', {}));
      await get().refresh();
      return result.ok ? null : result.error;
    },
    async cancelSync() {
      await settle(bridge.call('team.cancelSync', {}));
    },
    async loadProvenance(id) {
      // Reads may overlap (the screen opening, a sync ending): only the latest asked may land.
      const asked = ++provenanceAsked;
      const result = await settle(bridge.call('team.provenance', { id }));
      if (result.ok && asked === provenanceAsked) set({ provenance: { id, view: result.value } });
    },
    setStatus(status) {
      set({ status, progress: status.sync ?? get().progress });
    },
    setProgress(progress) {
      set({ progress });
    },
  }));
}
export type TeamStore = ReturnType<typeof createTeamStore>;

/** What the header says about the team, or null without a team. */
export function teamIndicatorText(status: TeamStatusView | null, progress: TeamSyncProgress | null, now: number, age: (ms: number) => string): string | null {
  if (!status?.configured) return null;
  if (progress?.state === 'running') {
    const of = progress.head === null ? null : Math.max(0, progress.head - progress.from);
    return of ? `Team: syncing ${Math.min(progress.applied, of)} of ${of}` : 'Team: syncing…';
  }
  // Short enough for the header at 1280 px; the tooltip and Settings → Team say the rest.
  if (status.reachable === false) return 'Team out of reach: working locally';
  if (status.behind !== null && status.behind > 0) return `Team: ${status.behind} change${status.behind === 1 ? '' : 's'} behind`;
  if (status.lastSyncAt) return `Team: synced ${age(now - Date.parse(status.lastSyncAt))} ago`;
  return 'Team: not synced yet';
}
