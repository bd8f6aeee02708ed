import { type StoreContext, ensureCompany } from './context';
import { dmyToIso } from './dates';
import { reindexFiling } from './search-index';

/** One filing row of `GET /v1/companies/{cin}/filings`, as the API names it. */
export interface FilingInput {
  filingId: string;
  formId?: string | null;
  documentCategory?: string | null;
  attachmentLabel?: string | null;
  /** DD/MM/YYYY as the API sends it (ISO accepted); stored as an ISO date. */
  dateOfFiling?: string | null;
  year?: number | null;
  fileSize?: number | null;
  fileType?: string | null;
  numberOfPages?: number | null;
  description?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  raw?: unknown;
}

/** A stored filing row in the registry's own words, for the team library. */
export interface FilingRecord {
  filingId: string;
  raw: unknown;
  listedAt: string;
  listRequestId: string | null;
}

export interface FilingListMeta {
  listedAt: string;
  requestId: string | null;
}

export interface FilingRow {
  filingId: string;
  companyId: string;
  formId: string | null;
  documentCategory: string | null;
  attachmentLabel: string | null;
  dateOfFiling: string | null;
  year: number | null;
  fileSize: number | null;
  fileType: string | null;
  numberOfPages: number | null;
  description: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  listedAt: string;
  listRequestId: string | null;
  hasDocument: boolean;
}

const COLUMNS = `f.filing_id AS filingId, f.company_id AS companyId, f.form_id AS formId,
  f.document_category AS documentCategory, f.attachment_label AS attachmentLabel, f.date_of_filing AS dateOfFiling,
  f.year, f.file_size AS fileSize, f.file_type AS fileType, f.number_of_pages AS numberOfPages, f.description,
  f.created_at AS createdAt, f.updated_at AS updatedAt, f.listed_at AS listedAt, f.list_request_id AS listRequestId,
  (d.filing_id IS NOT NULL) AS hasDocument`;

const INSERT = `INSERT INTO filings (filing_id, rid, company_id, form_id, document_category, attachment_label,
    date_of_filing, year, file_size, file_type, number_of_pages, description, created_at, updated_at, listed_at,
    list_request_id, raw_json)
  VALUES (@filingId, (SELECT coalesce(max(rid), 0) + 1 FROM filings), @companyId, @formId, @documentCategory,
    @attachmentLabel, @dateOfFiling, @year, @fileSize, @fileType, @numberOfPages, @description, @createdAt,
    @updatedAt, @listedAt, @requestId, @raw)`;

// A re-listing keeps stored values the new row dropped; listed_at stays the first sighting.
const UPDATE = `UPDATE filings SET company_id = @companyId, form_id = coalesce(@formId, form_id),
    document_category = coalesce(@documentCategory, document_category),
    attachment_label = coalesce(@attachmentLabel, attachment_label),
    date_of_filing = coalesce(@dateOfFiling, date_of_filing), year = coalesce(@year, year),
    file_size = coalesce(@fileSize, file_size), file_type = coalesce(@fileType, file_type),
    number_of_pages = coalesce(@numberOfPages, number_of_pages), description = coalesce(@description, description),
    created_at = coalesce(@createdAt, created_at), updated_at = coalesce(@updatedAt, updated_at),
    list_request_id = @requestId, raw_json = coalesce(@raw, raw_json)
  WHERE filing_id = @filingId
  RETURNING rid, form_id AS formId, document_category AS documentCategory, attachment_label AS attachmentLabel`;

type Row = Omit<FilingRow, 'hasDocument'> & { hasDocument: number };
const toRow = (r: unknown): FilingRow => ({ ...(r as Row), hasDocument: (r as Row).hasDocument === 1 });

export function createFilings(ctx: StoreContext) {
  return {
    /** Stores one page of a filing list. Returns how many filings were new to the library. */
    upsertMany(companyId: string, rows: readonly FilingInput[], meta: FilingListMeta): { added: number } {
      ensureCompany(ctx, companyId);
      let added = 0;
      for (const f of rows) {
        const params = {
          filingId: f.filingId,
          companyId,
          formId: f.formId ?? null,
          documentCategory: f.documentCategory ?? null,
          attachmentLabel: f.attachmentLabel ?? null,
          dateOfFiling: dmyToIso(f.dateOfFiling),
          year: f.year ?? null,
          fileSize: f.fileSize ?? null,
          fileType: f.fileType ?? null,
          numberOfPages: f.numberOfPages ?? null,
          description: f.description ?? null,
          createdAt: f.createdAt ?? null,
          updatedAt: f.updatedAt ?? null,
          listedAt: meta.listedAt,
          requestId: meta.requestId,
          raw: f.raw === undefined ? null : JSON.stringify(f.raw),
        };
        const updated = ctx.stmt(UPDATE).get(params) as { rid: number; formId: string; documentCategory: string; attachmentLabel: string } | undefined;
        if (updated) {
          reindexFiling(ctx, updated, true);
        } else {
          const info = ctx.stmt(INSERT).run(params);
          const rid = ctx.stmt('SELECT rid FROM filings WHERE rowid = ?').pluck().get(info.lastInsertRowid) as number;
          reindexFiling(ctx, { rid, ...params }, false);
          added++;
        }
      }
      refreshCompanyCounts(ctx, companyId);
      return { added };
    },
    get(filingId: string): FilingRow | null {
      const r = ctx.stmt(`SELECT ${COLUMNS} FROM filings f LEFT JOIN documents d USING (filing_id) WHERE f.filing_id = ?`).get(filingId);
      return r ? toRow(r) : null;
    },
    listByCompany(companyId: string, q: { formId?: string; year?: number; limit?: number; offset?: number } = {}): FilingRow[] {
      const rows = ctx
        .stmt(
          `SELECT ${COLUMNS} FROM filings f LEFT JOIN documents d USING (filing_id)
           WHERE f.company_id = @companyId AND (@formId IS NULL OR f.form_id = @formId) AND (@year IS NULL OR f.year = @year)
           ORDER BY f.date_of_filing DESC, f.filing_id LIMIT @limit OFFSET @offset`,
        )
        .all({ companyId, formId: q.formId ?? null, year: q.year ?? null, limit: q.limit ?? 500, offset: q.offset ?? 0 });
      return rows.map(toRow);
    },
    /** Filings listed for the company whose PDF is not in the library yet: the work of a fetch. */
    /** How many filings of the company the library lists. */
    /** The company's filings as the registry listed them (its own row, `raw`), with when and by which call. */
    records(companyId: string): FilingRecord[] {
      const rows = ctx
        .stmt('SELECT filing_id, raw_json, listed_at, list_request_id FROM filings WHERE company_id = ? AND raw_json IS NOT NULL ORDER BY rid')
        .all(companyId) as { filing_id: string; raw_json: string; listed_at: string; list_request_id: string | null }[];
      return rows.map((r) => ({ filingId: r.filing_id, raw: JSON.parse(r.raw_json), listedAt: r.listed_at, listRequestId: r.list_request_id }));
    },
    countByCompany(companyId: string): number {
      return ctx.stmt('SELECT count(*) FROM filings WHERE company_id = ?').pluck().get(companyId) as number;
    },
    missingDocuments(companyId: string): FilingRow[] {
      const rows = ctx
        .stmt(
          `SELECT ${COLUMNS} FROM filings f LEFT JOIN documents d USING (filing_id)
           WHERE f.company_id = ? AND d.filing_id IS NULL ORDER BY f.date_of_filing DESC, f.filing_id`,
        )
        .all(companyId);
      return rows.map(toRow);
    },
  };
}

/** The denormalised counts the company list sorts on. */
export function refreshCompanyCounts(ctx: StoreContext, companyId: string): void {
  ctx
    .stmt(
      `UPDATE companies SET
         filing_count = (SELECT count(*) FROM filings WHERE company_id = @id),
         latest_filing_on = (SELECT max(date_of_filing) FROM filings WHERE company_id = @id),
         document_count = (SELECT count(*) FROM documents WHERE company_id = @id)
       WHERE id = @id`,
    )
    .run({ id: companyId });
}
