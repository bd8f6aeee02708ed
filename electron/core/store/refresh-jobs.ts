import { type StoreContext, ensureCompany } from './context';

/** A read of one of the registry's refresh jobs of a company (the paid update of its record). */
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

/** Refresh jobs by id: a later read of the same job updates its status and keeps the dates it knew. */
export function createRefreshJobs(ctx: StoreContext) {
  return {
    put(j: RefreshJobInput): void {
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
    latest(companyId: string): RefreshJobRow | null {
      const r = ctx
        .stmt(
          `SELECT company_id AS companyId, job_id AS jobId, status, requested_at AS requestedAt,
             last_completed_at AS lastCompletedAt, fresh_until AS freshUntil, payload_json, read_at AS readAt
           FROM refresh_jobs WHERE company_id = ? ORDER BY coalesce(requested_at, read_at) DESC LIMIT 1`,
        )
        .get(companyId) as (Omit<RefreshJobRow, 'payload'> & { payload_json: string }) | undefined;
      if (!r) return null;
      const { payload_json, ...rest } = r;
      return { ...rest, payload: JSON.parse(payload_json) };
    },
  };
}
