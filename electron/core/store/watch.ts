import { type StoreContext, ensureCompany, fromFlag } from './context';
import { StoreError } from './errors';

/**
 * Monitoring (migration 020): the watchlist, the monthly budget, check runs and the actions they
 * started, the snapshots each check took, and the change events. A change event is keyed by what
 * changed (`changeKey`), so recording the same difference twice (a check resumed after a kill)
 * adds it once.
 */

export interface WatchRow {
  companyId: string;
  name: string | null;
  intervalDays: number;
  addedAt: string;
  lastCheckedAt: string | null;
}

export interface ChangeInput {
  companyId: string;
  kind: string;
  summary: string;
  before: unknown;
  after: unknown;
  filingId: string | null;
  requestId: string | null;
  detectedAt: string;
  runId: string | null;
  changeKey: string;
}

export interface ChangeRow extends Omit<ChangeInput, 'changeKey' | 'runId'> {
  id: number;
  companyName: string | null;
  read: boolean;
}

export interface ChangeQuery {
  companyId?: string;
  kind?: string;
  /** ISO instant: changes detected at or after it. */
  since?: string;
  unread?: boolean;
  /** Changes one check recorded. */
  runId?: string;
  limit?: number;
}

/** A watchlist entry as the team library keeps it: watched (interval, set when) or removed (when). */
export interface WatchState {
  companyId: string;
  intervalDays: number | null;
  addedAt: string | null;
  setAt: string | null;
  removedAt: string | null;
}

export type WatchRunState = 'running' | 'done' | 'stopped' | 'failed';

const WATCH = `SELECT w.company_id AS companyId, c.name, w.interval_days AS intervalDays, w.added_at AS addedAt,
  w.last_checked_at AS lastCheckedAt FROM watchlist w JOIN companies c ON c.id = w.company_id`;

const CHANGE = `SELECT e.id, e.company_id AS companyId, c.name AS companyName, e.kind, e.summary, e.before_json, e.after_json,
  e.filing_id AS filingId, e.request_id AS requestId, e.detected_at AS detectedAt, e.read
  FROM change_events e JOIN companies c ON c.id = e.company_id`;

type RawChange = Omit<ChangeRow, 'before' | 'after' | 'read'> & { before_json: string | null; after_json: string | null; read: number };

const toChange = (r: RawChange): ChangeRow => {
  const { before_json, after_json, read, ...rest } = r;
  return { ...rest, before: before_json === null ? null : JSON.parse(before_json), after: after_json === null ? null : JSON.parse(after_json), read: fromFlag(read) };
};

function checkInterval(days: number): void {
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    throw new StoreError('INVALID_INTERVAL', `A check interval is a whole number of days from 1 to 365, got ${days}.`, { field: 'intervalDays', value: days });
  }
}

export function createWatch(ctx: StoreContext) {
  const get = (companyId: string): WatchRow | null => (ctx.stmt(`${WATCH} WHERE w.company_id = ?`).get(companyId) as WatchRow | undefined) ?? null;
  /** The entry as the team is told of it: watched (interval, when set) or removed (when), or null when never watched. */
  const forTeam = (companyId: string): WatchState | null => {
    const set = ctx.stmt('SELECT interval_days AS intervalDays, added_at AS addedAt, set_at AS setAt FROM watchlist WHERE company_id = ?').get(companyId) as
      | { intervalDays: number; addedAt: string; setAt: string | null }
      | undefined;
    if (set) return { companyId, intervalDays: set.intervalDays, addedAt: set.addedAt, setAt: set.setAt ?? set.addedAt, removedAt: null };
    const removedAt = ctx.stmt('SELECT removed_at FROM watch_removals WHERE company_id = ?').pluck().get(companyId) as string | undefined;
    return removedAt === undefined ? null : { companyId, intervalDays: null, addedAt: null, setAt: null, removedAt };
  };

  return {
    get,
    forTeam,
    /** Adds the company (or changes its interval when already watched). */
    add(companyId: string, intervalDays = 7, at = ctx.now()): WatchRow {
      checkInterval(intervalDays);
      ensureCompany(ctx, companyId);
      ctx
        .stmt(
          `INSERT INTO watchlist (company_id, interval_days, added_at, set_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (company_id) DO UPDATE SET interval_days = excluded.interval_days, set_at = excluded.set_at
           WHERE interval_days IS NOT excluded.interval_days`,
        )
        .run(companyId, intervalDays, at, at);
      ctx.stmt('DELETE FROM watch_removals WHERE company_id = ?').run(companyId);
      return get(companyId)!;
    },
    /** Takes the company off the watchlist, remembering when (migration 026: the team learns it). */
    remove(companyId: string, at = ctx.now()): boolean {
      const removed = ctx.stmt('DELETE FROM watchlist WHERE company_id = ?').run(companyId).changes > 0;
      if (removed) ctx.stmt('INSERT INTO watch_removals (company_id, removed_at) VALUES (?, ?) ON CONFLICT (company_id) DO UPDATE SET removed_at = excluded.removed_at').run(companyId, at);
      return removed;
    },
    /**
     * A colleague's entry or removal from the team: taken when it is later than what this replica
     * did last with the company (set or removed), so the later of two writes wins on every replica.
     * Says whether the watchlist changed.
     */
    fromTeam(team: WatchState): boolean {
      const here = forTeam(team.companyId);
      const hereAt = here ? (here.removedAt ?? here.setAt ?? '') : '';
      if (team.removedAt !== null) {
        if (team.removedAt <= hereAt || here === null || here.removedAt !== null) return false;
        ctx.stmt('DELETE FROM watchlist WHERE company_id = ?').run(team.companyId);
        ctx.stmt('INSERT INTO watch_removals (company_id, removed_at) VALUES (?, ?)').run(team.companyId, team.removedAt);
        return true;
      }
      if (team.intervalDays === null || team.setAt === null || team.addedAt === null || team.setAt <= hereAt) return false;
      if (here?.removedAt === null && here.intervalDays === team.intervalDays) {
        ctx.stmt('UPDATE watchlist SET set_at = ? WHERE company_id = ?').run(team.setAt, team.companyId);
        return false;
      }
      checkInterval(team.intervalDays);
      ensureCompany(ctx, team.companyId);
      ctx
        .stmt(
          `INSERT INTO watchlist (company_id, interval_days, added_at, set_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (company_id) DO UPDATE SET interval_days = excluded.interval_days, set_at = excluded.set_at`,
        )
        .run(team.companyId, team.intervalDays, team.addedAt, team.setAt);
      ctx.stmt('DELETE FROM watch_removals WHERE company_id = ?').run(team.companyId);
      return true;
    },
    list(): WatchRow[] {
      return ctx.stmt(`${WATCH} ORDER BY w.added_at, w.company_id`).all() as WatchRow[];
    },
    markChecked(companyId: string, at: string): void {
      ctx.stmt('UPDATE watchlist SET last_checked_at = ? WHERE company_id = ?').run(at, companyId);
    },

    budget(): { monthlyPaisa: number; setAt: string | null } {
      return ctx.stmt('SELECT monthly_paisa AS monthlyPaisa, set_at AS setAt FROM watch_budget WHERE id = 1').get() as { monthlyPaisa: number; setAt: string | null };
    },
    setBudget(monthlyPaisa: number): void {
      if (!Number.isSafeInteger(monthlyPaisa) || monthlyPaisa < 0) {
        throw new StoreError('INVALID_AMOUNT', `A monthly budget is a whole, non-negative number of paisa, got ${monthlyPaisa}.`, { field: 'monthlyPaisa', value: monthlyPaisa });
      }
      ctx.stmt('UPDATE watch_budget SET monthly_paisa = ?, set_at = ? WHERE id = 1').run(monthlyPaisa, ctx.now());
    },
    /** What the ledger charged for the actions checks started, from `from` (ISO) on. */
    spentSince(from: string): number {
      return ctx
        .stmt(`SELECT coalesce(sum(l.price_paisa), 0) FROM spend_ledger l JOIN watch_run_actions a ON a.action_id = l.action_id WHERE l.at >= ?`)
        .pluck()
        .get(from) as number;
    },

    startRun(run: { id: string; quote: unknown; quotedPaisa: number; at?: string }): void {
      ctx
        .stmt(`INSERT INTO watch_runs (id, started_at, state, quote_json, quoted_paisa) VALUES (?, ?, 'running', ?, ?)`)
        .run(run.id, run.at ?? ctx.now(), JSON.stringify(run.quote), run.quotedPaisa);
    },
    endRun(id: string, state: Exclude<WatchRunState, 'running'>, reason: string | null, at = ctx.now()): void {
      ctx.stmt('UPDATE watch_runs SET state = ?, ended_at = ?, reason = ? WHERE id = ?').run(state, at, reason, id);
    },
    runOf(actionId: string): string | null {
      return (ctx.stmt('SELECT run_id FROM watch_run_actions WHERE action_id = ?').pluck().get(actionId) as string | undefined) ?? null;
    },
    /** Marks an action as started by a check: its ledger rows count against the monthly budget. */
    recordAction(runId: string, actionId: string, companyId: string, at = ctx.now()): void {
      ctx
        .stmt('INSERT INTO watch_run_actions (action_id, run_id, company_id, started_at) VALUES (?, ?, ?, ?) ON CONFLICT (action_id) DO NOTHING')
        .run(actionId, runId, companyId, at);
    },
    /** True when a watch check started this engine action (its pauses are the check's to resume). */
    ownsAction(actionId: string): boolean {
      return ctx.stmt('SELECT 1 FROM watch_run_actions WHERE action_id = ?').pluck().get(actionId) !== undefined;
    },
    actionsOf(companyId: string): string[] {
      return ctx.stmt('SELECT action_id FROM watch_run_actions WHERE company_id = ? ORDER BY started_at').pluck().all(companyId) as string[];
    },

    putSnapshot(companyId: string, runId: string | null, payload: unknown, at = ctx.now()): void {
      ctx.stmt('INSERT INTO watch_snapshots (company_id, run_id, taken_at, payload_json) VALUES (?, ?, ?, ?)').run(companyId, runId, at, JSON.stringify(payload));
    },
    /** When the company's first snapshot was taken: the baseline its changes are counted from. */
    firstSnapshotAt(companyId: string): string | null {
      return (ctx.stmt('SELECT taken_at FROM watch_snapshots WHERE company_id = ? ORDER BY id LIMIT 1').pluck().get(companyId) as string | undefined) ?? null;
    },
    latestSnapshot(companyId: string): { payload: unknown; takenAt: string } | null {
      const r = ctx.stmt('SELECT payload_json, taken_at FROM watch_snapshots WHERE company_id = ? ORDER BY id DESC LIMIT 1').get(companyId) as
        | { payload_json: string; taken_at: string }
        | undefined;
      return r ? { payload: JSON.parse(r.payload_json), takenAt: r.taken_at } : null;
    },

    /** Records the changes not recorded before; returns how many were new. */
    addChanges(changes: readonly ChangeInput[]): number {
      let added = 0;
      const insert = ctx.stmt(
        `INSERT INTO change_events (company_id, kind, summary, before_json, after_json, filing_id, request_id, detected_at, run_id, change_key)
         VALUES (@companyId, @kind, @summary, @before, @after, @filingId, @requestId, @detectedAt, @runId, @changeKey)
         ON CONFLICT (change_key) DO NOTHING`,
      );
      for (const c of changes) {
        const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
        added += insert.run({ ...c, before: json(c.before), after: json(c.after) }).changes;
      }
      return added;
    },
    changes(q: ChangeQuery = {}): ChangeRow[] {
      const rows = ctx
        .stmt(
          `${CHANGE} WHERE (@companyId IS NULL OR e.company_id = @companyId) AND (@kind IS NULL OR e.kind = @kind)
           AND (@since IS NULL OR e.detected_at >= @since) AND (@unread = 0 OR e.read = 0) AND (@runId IS NULL OR e.run_id = @runId)
           ORDER BY e.detected_at DESC, e.id DESC LIMIT @limit`,
        )
        .all({ companyId: q.companyId ?? null, kind: q.kind ?? null, since: q.since ?? null, unread: q.unread ? 1 : 0, runId: q.runId ?? null, limit: q.limit ?? 1000 }) as RawChange[];
      return rows.map(toChange);
    },
    unreadCounts(): { companyId: string; unread: number }[] {
      return ctx.stmt('SELECT company_id AS companyId, count(*) AS unread FROM change_events WHERE read = 0 GROUP BY company_id ORDER BY company_id').all() as {
        companyId: string;
        unread: number;
      }[];
    },
    /** Marks the given changes read (all of a company's, or all, when no ids are given). */
    markRead(q: { ids?: readonly number[]; companyId?: string }): number {
      if (q.ids) {
        let n = 0;
        for (const id of q.ids) n += ctx.stmt('UPDATE change_events SET read = 1 WHERE id = ? AND read = 0').run(id).changes;
        return n;
      }
      return ctx.stmt('UPDATE change_events SET read = 1 WHERE read = 0 AND (? IS NULL OR company_id = ?)').run(q.companyId ?? null, q.companyId ?? null).changes;
    },
  };
}
