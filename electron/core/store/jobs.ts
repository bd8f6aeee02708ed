import { type StoreContext, ensureCompany, fromFlag, toFlag } from './context';

export interface ReadMeta {
  readAt: string;
  requestId: string | null;
}

export interface UnlockInput {
  companyId: string;
  unlockedAt: string | null;
  expiresAt: string | null;
  pricePaisa: number | null;
  sandbox?: boolean;
  job?: unknown;
  readAt: string;
}

export interface UnlockRow extends Omit<UnlockInput, 'sandbox' | 'job'> {
  sandbox: boolean;
  job: unknown;
}

export interface RefreshJobInput {
  companyId: string;
  jobId: string;
  status: string;
  requestedAt?: string | null;
  lastCompletedAt?: string | null;
  freshUntil?: string | null;
  payload: unknown;
  readAt: string;
}

export type RefreshJobRow = Required<Omit<RefreshJobInput, 'payload'>> & { payload: unknown };

const parse = (text: unknown): unknown => (typeof text === 'string' ? JSON.parse(text) : null);

function getUnlockRow(ctx: StoreContext, companyId: string): UnlockRow | null {
  const r = ctx.stmt('SELECT * FROM unlocks WHERE company_id = ?').get(companyId) as Record<string, unknown> | undefined;
  if (!r) return null;
  return {
    companyId,
    unlockedAt: r.unlocked_at as string | null,
    expiresAt: r.expires_at as string | null,
    pricePaisa: r.price_paisa as number | null,
    sandbox: fromFlag(r.sandbox),
    job: parse(r.job_json),
    readAt: r.read_at as string,
  };
}

/** Freshness reads, the company unlock, and refresh jobs: the records that say how old and how paid-for a company's data is. */
export function createJobs(ctx: StoreContext) {
  return {
    recordFreshness(companyId: string, payload: unknown, meta: ReadMeta): void {
      ensureCompany(ctx, companyId);
      ctx
        .stmt('INSERT INTO freshness_snapshots (company_id, read_at, payload_json, request_id) VALUES (?, ?, ?, ?)')
        .run(companyId, meta.readAt, JSON.stringify(payload), meta.requestId);
    },
    latestFreshness(companyId: string): ({ payload: unknown } & ReadMeta) | null {
      const r = ctx
        .stmt('SELECT read_at, payload_json, request_id FROM freshness_snapshots WHERE company_id = ? ORDER BY read_at DESC, id DESC LIMIT 1')
        .get(companyId) as { read_at: string; payload_json: string; request_id: string | null } | undefined;
      return r ? { payload: parse(r.payload_json), readAt: r.read_at, requestId: r.request_id } : null;
    },
    /** A read of the unlock record; a later read without dates (e.g. a status call that omits them) keeps the known dates. */
    putUnlock(u: UnlockInput): void {
      ensureCompany(ctx, u.companyId);
      ctx
        .stmt(
          `INSERT INTO unlocks (company_id, unlocked_at, expires_at, price_paisa, sandbox, job_json, read_at)
           VALUES (@companyId, @unlockedAt, @expiresAt, @pricePaisa, coalesce(@sandbox, 0), @job, @readAt)
           ON CONFLICT (company_id) DO UPDATE SET unlocked_at = coalesce(excluded.unlocked_at, unlocked_at),
             expires_at = coalesce(excluded.expires_at, expires_at), price_paisa = coalesce(excluded.price_paisa, price_paisa),
             sandbox = coalesce(@sandbox, sandbox), job_json = coalesce(excluded.job_json, job_json), read_at = excluded.read_at`,
        )
        .run({
          ...u,
          sandbox: toFlag(u.sandbox),
          job: u.job === undefined || u.job === null ? null : JSON.stringify(u.job),
        });
    },
    getUnlock(companyId: string): UnlockRow | null {
      return getUnlockRow(ctx, companyId);
    },
    /** Active when the stored unlock expires after `at` (sandbox unlocks never expire). */
    isUnlocked(companyId: string, at: string): boolean {
      const u = getUnlockRow(ctx, companyId);
      return !!u && (u.sandbox || (u.expiresAt !== null && u.expiresAt > at));
    },
    putRefreshJob(j: RefreshJobInput): void {
      ensureCompany(ctx, j.companyId);
      ctx
        .stmt(
          `INSERT INTO refresh_jobs (company_id, job_id, status, requested_at, last_completed_at, fresh_until, payload_json, read_at)
           VALUES (@companyId, @jobId, @status, @requestedAt, @lastCompletedAt, @freshUntil, @payload, @readAt)
           ON CONFLICT (company_id, job_id) DO UPDATE SET status = excluded.status,
             requested_at = coalesce(excluded.requested_at, requested_at),
             last_completed_at = coalesce(excluded.last_completed_at, last_completed_at),
             fresh_until = coalesce(excluded.fresh_until, fresh_until), payload_json = excluded.payload_json,
             read_at = excluded.read_at`,
        )
        .run({
          companyId: j.companyId,
          jobId: j.jobId,
          status: j.status,
          requestedAt: j.requestedAt ?? null,
          lastCompletedAt: j.lastCompletedAt ?? null,
          freshUntil: j.freshUntil ?? null,
          payload: JSON.stringify(j.payload ?? null),
          readAt: j.readAt,
        });
    },
    latestRefreshJob(companyId: string): RefreshJobRow | null {
      const r = ctx
        .stmt(
          `SELECT company_id AS companyId, job_id AS jobId, status, requested_at AS requestedAt,
             last_completed_at AS lastCompletedAt, fresh_until AS freshUntil, payload_json, read_at AS readAt
           FROM refresh_jobs WHERE company_id = ? ORDER BY coalesce(requested_at, read_at) DESC LIMIT 1`,
        )
        .get(companyId) as (Omit<RefreshJobRow, 'payload'> & { payload_json: string }) | undefined;
      if (!r) return null;
      const { payload_json, ...rest } = r;
      return { ...rest, payload: parse(payload_json) };
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobs>;
