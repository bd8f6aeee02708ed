import { type StoreContext, ensureCompany } from './context';

export interface ReadMeta {
  readAt: string;
  requestId: string | null;
}

/**
 * Freshness snapshots: each read of the registry's free freshness record of a company (when the
 * registry last updated it, when its filing list was refreshed), kept with when and how it was read.
 */
export function createSnapshots(ctx: StoreContext) {
  return {
    record(companyId: string, payload: unknown, meta: ReadMeta): void {
      ensureCompany(ctx, companyId);
      ctx
        .stmt('INSERT INTO freshness_snapshots (company_id, read_at, payload_json, request_id) VALUES (?, ?, ?, ?)')
        .run(companyId, meta.readAt, JSON.stringify(payload), meta.requestId);
    },
    /** The newest snapshot of the company, as stored (the caller validates the payload). */
    latest(companyId: string): ({ payload: unknown } & ReadMeta) | null {
      const r = ctx
        .stmt('SELECT read_at, payload_json, request_id FROM freshness_snapshots WHERE company_id = ? ORDER BY read_at DESC, id DESC LIMIT 1')
        .get(companyId) as { read_at: string; payload_json: string; request_id: string | null } | undefined;
      return r ? { payload: JSON.parse(r.payload_json), readAt: r.read_at, requestId: r.request_id } : null;
    },
  };
}
