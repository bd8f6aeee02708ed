import type { StoreContext } from './context';

/** What this replica remembers of its sync with the team library (migration 021). */
export interface TeamSyncState {
  replicaId: string;
  /** The change-log sequence applied so far: a pull resumes after it. */
  pulledSeq: number;
  lastSyncAt: string | null;
  lastError: string | null;
}

export function createTeamSync(ctx: StoreContext) {
  return {
    state(): TeamSyncState {
      const r = ctx.stmt('SELECT replica_id, pulled_seq, last_sync_at, last_error FROM team_sync WHERE id = 1').get() as {
        replica_id: string;
        pulled_seq: number;
        last_sync_at: string | null;
        last_error: string | null;
      };
      return { replicaId: r.replica_id, pulledSeq: r.pulled_seq, lastSyncAt: r.last_sync_at, lastError: r.last_error };
    },
    /**
     * Moves the pulled position forward (never back: two syncs at once may finish out of order).
     * Called in the same transaction as the writes of the changes it covers, where there are any.
     */
    advance(seq: number): void {
      ctx.stmt('UPDATE team_sync SET pulled_seq = max(pulled_seq, ?) WHERE id = 1').run(seq);
    },
    /** How the sync ended: at `at`, with the error's message or null when it went through. */
    finish(at: string, error: string | null): void {
      if (error === null) ctx.stmt('UPDATE team_sync SET last_sync_at = ?, last_error = NULL WHERE id = 1').run(at);
      else ctx.stmt('UPDATE team_sync SET last_error = ? WHERE id = 1').run(error);
    },
    /** A new team (connect to another URL, disconnect): pull it from the start. */
    reset(): void {
      ctx.stmt('UPDATE team_sync SET pulled_seq = 0, last_sync_at = NULL, last_error = NULL WHERE id = 1').run();
    },
  };
}
