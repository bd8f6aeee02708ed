import { type StoreContext, ensureCompany, fromFlag, toFlag } from './context';

/** A read of the company unlock record (the one-year unlock of its PDFs and extractions). */
export interface UnlockInput {
  companyId: string;
  unlockedAt: string | null;
  expiresAt: string | null;
  pricePaisa: number | null;
  sandbox?: boolean;
  /** The registry's document job as the unlock read reported it. */
  job?: unknown;
  readAt: string;
}

export interface UnlockRow extends Omit<UnlockInput, 'sandbox' | 'job'> {
  sandbox: boolean;
  job: unknown;
}

/** Company unlocks: whether and until when the library's documents of a company are paid for. */
export function createUnlocks(ctx: StoreContext) {
  return {
    /** A later read without dates (e.g. a status call that omits them) keeps the known dates. */
    put(u: UnlockInput): void {
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
    get(companyId: string): UnlockRow | null {
      const r = ctx.stmt('SELECT * FROM unlocks WHERE company_id = ?').get(companyId) as Record<string, unknown> | undefined;
      if (!r) return null;
      return {
        companyId,
        unlockedAt: r.unlocked_at as string | null,
        expiresAt: r.expires_at as string | null,
        pricePaisa: r.price_paisa as number | null,
        sandbox: fromFlag(r.sandbox),
        job: r.job_json === null ? null : JSON.parse(r.job_json as string),
        readAt: r.read_at as string,
      };
    },
  };
}
