import { type StoreContext, ensureCompany } from './context';
import { mdyToIso } from './dates';
import { reindexCompanyGraph } from './graph-index';

/** One entry of a master record's `indexChargesData`, flattened by the caller; `raw` is the entry verbatim. */
export interface ChargeInput {
  chargeId: string;
  holder?: string | null;
  amountPaisa?: number | null;
  status?: string | null;
  /** MM/DD/YYYY or ISO. */
  createdOn?: string | null;
  modifiedOn?: string | null;
  satisfiedOn?: string | null;
  raw: unknown;
}

export interface ChargeRow {
  companyId: string;
  chargeId: string;
  holder: string | null;
  amountPaisa: number | null;
  status: string | null;
  createdOn: string | null;
  modifiedOn: string | null;
  satisfiedOn: string | null;
  raw: unknown;
}

export function createCharges(ctx: StoreContext) {
  return {
    /**
     * Upserts the charges of one master read. Charges absent from this read are kept: a charge is
     * never un-created, and the registry drops fields and rows it has not re-fetched.
     */
    upsertMany(companyId: string, charges: readonly ChargeInput[]): void {
      ensureCompany(ctx, companyId);
      const s = ctx.stmt(
        `INSERT INTO charges (company_id, charge_id, holder, amount_paisa, status, created_on, modified_on, satisfied_on, raw_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (company_id, charge_id) DO UPDATE SET
           holder = coalesce(excluded.holder, holder), amount_paisa = coalesce(excluded.amount_paisa, amount_paisa),
           status = coalesce(excluded.status, status), created_on = coalesce(excluded.created_on, created_on),
           modified_on = coalesce(excluded.modified_on, modified_on),
           satisfied_on = coalesce(excluded.satisfied_on, satisfied_on), raw_json = excluded.raw_json`,
      );
      for (const c of charges) {
        s.run(
          companyId,
          c.chargeId,
          c.holder ?? null,
          c.amountPaisa ?? null,
          c.status ?? null,
          mdyToIso(c.createdOn),
          mdyToIso(c.modifiedOn),
          mdyToIso(c.satisfiedOn),
          JSON.stringify(c.raw ?? null),
        );
      }
      reindexCompanyGraph(ctx, companyId);
    },
    list(companyId: string): ChargeRow[] {
      const rows = ctx
        .stmt(
          `SELECT company_id AS companyId, charge_id AS chargeId, holder, amount_paisa AS amountPaisa, status,
             created_on AS createdOn, modified_on AS modifiedOn, satisfied_on AS satisfiedOn, raw_json
           FROM charges WHERE company_id = ? ORDER BY created_on DESC, charge_id`,
        )
        .all(companyId) as (Omit<ChargeRow, 'raw'> & { raw_json: string })[];
      return rows.map(({ raw_json, ...r }) => ({ ...r, raw: JSON.parse(raw_json) }));
    },
  };
}
