/**
 * The document job's archives read to the end (migration 019): a batch recorded here is never
 * fetched again for the same job, its entries all stored or skipped with a reason.
 */
import type { StoreContext } from './context';

export interface ZipBatchRow {
  companyId: string;
  jobId: string;
  batch: number;
  entries: number;
  stored: number;
  skipped: number;
  bytes: number;
  finishedAt: string;
  /** One line per entry skipped (or archive given up), in words. */
  log: string[];
}

const ROW = `SELECT company_id AS companyId, job_id AS jobId, batch, entries, stored, skipped, bytes, finished_at AS finishedAt, log_json FROM zip_batches`;

function toRow(r: Record<string, unknown> | undefined): ZipBatchRow | null {
  if (!r) return null;
  const { log_json, ...rest } = r;
  return { ...(rest as Omit<ZipBatchRow, 'log'>), log: JSON.parse(log_json as string) as string[] };
}

export function createZipBatches(ctx: StoreContext) {
  return {
    get(companyId: string, jobId: string, batch: number): ZipBatchRow | null {
      return toRow(ctx.stmt(`${ROW} WHERE company_id = ? AND job_id = ? AND batch = ?`).get(companyId, jobId, batch) as Record<string, unknown> | undefined);
    },
    list(companyId: string): ZipBatchRow[] {
      return (ctx.stmt(`${ROW} WHERE company_id = ? ORDER BY job_id, batch`).all(companyId) as Record<string, unknown>[]).map((r) => toRow(r)!);
    },
    /** Records an archive read to the end; call it in the transaction that finishes its work item. */
    finish(row: Omit<ZipBatchRow, 'finishedAt'>): void {
      ctx
        .stmt(
          `INSERT INTO zip_batches (company_id, job_id, batch, entries, stored, skipped, bytes, finished_at, log_json)
           VALUES (@companyId, @jobId, @batch, @entries, @stored, @skipped, @bytes, @finishedAt, @log)
           ON CONFLICT (company_id, job_id, batch) DO UPDATE SET entries = excluded.entries, stored = excluded.stored,
             skipped = excluded.skipped, bytes = excluded.bytes, finished_at = excluded.finished_at, log_json = excluded.log_json`,
        )
        .run({ ...row, finishedAt: ctx.now(), log: JSON.stringify(row.log) });
    },
  };
}
