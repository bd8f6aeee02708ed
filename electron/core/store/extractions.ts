import { type StoreContext, ensureCompany } from './context';
import { mergeJsonText } from './json-merge';
import { indexItem, qnameSearchWords, unindexItemsOfExtraction } from './search-index';

export type ExtractionScope = 'standalone' | 'consolidated' | '';
export const STATEMENTS = ['balance_sheet', 'profit_and_loss', 'cash_flow'] as const;
export type Statement = (typeof STATEMENTS)[number];

/** One read of `GET /v1/companies/{cin}/extractions/{formType}/{year}`; `payload` is `data` kept whole. */
export interface ExtractionInput {
  companyId: string;
  /** AOC-4, MGT-7, PAS-3 or CHARGES (any case). */
  formType: string;
  /** The path's year slot: a year (AOC-4, MGT-7), a filing id (PAS-3) or a charge id (CHARGES). */
  key: string | number;
  /** AOC-4 only; defaults to standalone there, and is '' for the other forms. */
  scope?: ExtractionScope;
  payload: unknown;
  sourceFilingId?: string | null;
  apiCreatedAt?: string | null;
  apiUpdatedAt?: string | null;
  readAt: string;
  requestId: string | null;
}

export interface ExtractionRow {
  id: number;
  companyId: string;
  formType: string;
  key: string;
  scope: ExtractionScope;
  payload: unknown;
  sourceFilingId: string | null;
  apiCreatedAt: string | null;
  apiUpdatedAt: string | null;
  readAt: string;
  requestId: string | null;
}

export interface ExtractionItemRow {
  id: number;
  companyId: string;
  formType: string;
  key: string;
  scope: string;
  statement: Statement;
  position: number;
  qname: string;
  label: string;
  value: string | null;
  unit: string | null;
}

const ROW_COLUMNS = `id, company_id AS companyId, form_type AS formType, key, scope, payload_json,
  source_filing_id AS sourceFilingId, api_created_at AS apiCreatedAt, api_updated_at AS apiUpdatedAt,
  read_at AS readAt, request_id AS requestId`;

const ITEM_COLUMNS = `id, company_id AS companyId, form_type AS formType, key, scope, statement, position, qname,
  label, value, unit`;

function toRow(r: unknown): ExtractionRow {
  const { payload_json, ...rest } = r as Omit<ExtractionRow, 'payload'> & { payload_json: string };
  return { ...rest, payload: JSON.parse(payload_json) };
}

/** Values are kept as filed: numbers become their decimal text, nothing is rounded or totalled. */
function valueText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export function createExtractions(ctx: StoreContext) {
  function writeItems(id: number, companyId: string, formType: string, key: string, scope: string, payload: unknown): void {
    unindexItemsOfExtraction(ctx, id);
    ctx.stmt('DELETE FROM extraction_items WHERE extraction_id = ?').run(id);
    if (formType !== 'AOC-4' || typeof payload !== 'object' || payload === null) return;
    const insert = ctx.stmt(
      `INSERT INTO extraction_items (extraction_id, company_id, form_type, key, scope, statement, position, qname, label, value, unit)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const statement of STATEMENTS) {
      const list = (payload as Record<string, unknown>)[statement];
      if (!Array.isArray(list)) continue;
      list.forEach((item, position) => {
        const it = item as { qname?: unknown; value?: unknown; unit?: unknown } | null;
        if (!it || typeof it.qname !== 'string' || it.qname === '') return;
        const label = qnameSearchWords(it.qname);
        const unit = typeof it.unit === 'string' ? it.unit : null;
        const info = insert.run(id, companyId, formType, key, scope, statement, position, it.qname, label, valueText(it.value), unit);
        indexItem(ctx, Number(info.lastInsertRowid), label, it.qname);
      });
    }
  }

  return {
    /** Stores an extraction read, merged with any earlier read of the same (form, key, scope), and rebuilds its line items. */
    put(input: ExtractionInput): ExtractionRow {
      ensureCompany(ctx, input.companyId);
      const formType = input.formType.toUpperCase();
      const key = String(input.key);
      const scope: ExtractionScope = formType === 'AOC-4' ? input.scope || 'standalone' : '';
      const stored = ctx
        .stmt('SELECT payload_json FROM extractions WHERE company_id = ? AND form_type = ? AND key = ? AND scope = ?')
        .pluck()
        .get(input.companyId, formType, key, scope) as string | undefined;
      const payloadJson = mergeJsonText(stored, input.payload);
      const id = ctx
        .stmt(
          `INSERT INTO extractions (company_id, form_type, key, scope, payload_json, source_filing_id, api_created_at,
             api_updated_at, read_at, request_id)
           VALUES (@companyId, @formType, @key, @scope, @payloadJson, @sourceFilingId, @apiCreatedAt, @apiUpdatedAt, @readAt, @requestId)
           ON CONFLICT (company_id, form_type, key, scope) DO UPDATE SET payload_json = excluded.payload_json,
             source_filing_id = coalesce(excluded.source_filing_id, source_filing_id),
             api_created_at = coalesce(excluded.api_created_at, api_created_at),
             api_updated_at = coalesce(excluded.api_updated_at, api_updated_at),
             read_at = excluded.read_at, request_id = excluded.request_id
           RETURNING id`,
        )
        .pluck()
        .get({
          companyId: input.companyId,
          formType,
          key,
          scope,
          payloadJson,
          sourceFilingId: input.sourceFilingId ?? null,
          apiCreatedAt: input.apiCreatedAt ?? null,
          apiUpdatedAt: input.apiUpdatedAt ?? null,
          readAt: input.readAt,
          requestId: input.requestId,
        }) as number;
      writeItems(id, input.companyId, formType, key, scope, JSON.parse(payloadJson));
      return toRow(ctx.stmt(`SELECT ${ROW_COLUMNS} FROM extractions WHERE id = ?`).get(id));
    },
    get(companyId: string, formType: string, key: string | number, scope: ExtractionScope = ''): ExtractionRow | null {
      const ft = formType.toUpperCase();
      const s = ft === 'AOC-4' ? scope || 'standalone' : '';
      const r = ctx
        .stmt(`SELECT ${ROW_COLUMNS} FROM extractions WHERE company_id = ? AND form_type = ? AND key = ? AND scope = ?`)
        .get(companyId, ft, String(key), s);
      return r ? toRow(r) : null;
    },
    list(companyId: string, formType?: string): ExtractionRow[] {
      return ctx
        .stmt(
          `SELECT ${ROW_COLUMNS} FROM extractions WHERE company_id = ? AND (? IS NULL OR form_type = ?)
           ORDER BY form_type, key DESC, scope`,
        )
        .all(companyId, formType?.toUpperCase() ?? null, formType?.toUpperCase() ?? null)
        .map(toRow);
    },
    /** AOC-4 line items of a company, every year and scope, for the financials view. */
    items(companyId: string, q: { statement?: Statement; scope?: ExtractionScope; qname?: string } = {}): ExtractionItemRow[] {
      return ctx
        .stmt(
          `SELECT ${ITEM_COLUMNS} FROM extraction_items WHERE company_id = @companyId
             AND (@statement IS NULL OR statement = @statement) AND (@scope IS NULL OR scope = @scope)
             AND (@qname IS NULL OR qname = @qname)
           ORDER BY statement, key DESC, scope, position`,
        )
        .all({ companyId, statement: q.statement ?? null, scope: q.scope ?? null, qname: q.qname ?? null }) as ExtractionItemRow[];
    },
  };
}
