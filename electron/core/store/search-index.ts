import type { StoreContext } from './context';

/**
 * Keeps the contentless FTS tables in step with the entity tables. Called by the repositories in
 * the same transaction as the write they mirror, so search never sees half a write. A contentless
 * row cannot be updated in place, so each re-index deletes the old row by rid and inserts anew.
 */

/**
 * "in-gaap:RevenueFromOperations" -> "Revenue From Operations": the words an analyst would type, as
 * the figure search indexes them (the label shown is views/labels.ts's).
 */
export function qnameSearchWords(qname: string): string {
  const local = qname.includes(':') ? qname.slice(qname.lastIndexOf(':') + 1) : qname;
  return local
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

interface CompanyIndexRow {
  rid: number;
  id: string;
  name: string | null;
  known_as: string | null;
}

export function reindexCompany(ctx: StoreContext, companyId: string): void {
  const row = ctx.stmt('SELECT rid, id, name, known_as FROM companies WHERE id = ?').get(companyId) as CompanyIndexRow | undefined;
  if (!row) return;
  const former = ctx.stmt('SELECT name FROM company_names WHERE company_id = ? ORDER BY position').pluck().all(companyId) as string[];
  const oldIds = ctx.stmt('SELECT old_id FROM company_ids WHERE company_id = ? ORDER BY position').pluck().all(companyId) as string[];
  ctx.stmt('DELETE FROM companies_fts WHERE rowid = ?').run(row.rid);
  ctx
    .stmt('INSERT INTO companies_fts (rowid, name, known_as, former_names, ids) VALUES (?, ?, ?, ?, ?)')
    .run(row.rid, row.name ?? '', row.known_as ?? '', former.filter((n) => n !== row.name).join(' | '), [row.id, ...oldIds].join(' '));
}

export function reindexDirector(ctx: StoreContext, din: string): void {
  const row = ctx.stmt('SELECT rid, full_name FROM directors WHERE din = ?').get(din) as { rid: number; full_name: string | null } | undefined;
  if (!row) return;
  ctx.stmt('DELETE FROM directors_fts WHERE rowid = ?').run(row.rid);
  ctx.stmt('INSERT INTO directors_fts (rowid, full_name, din) VALUES (?, ?, ?)').run(row.rid, row.full_name ?? '', din);
}

export interface FilingIndexFields {
  rid: number;
  formId: string | null;
  documentCategory: string | null;
  attachmentLabel: string | null;
}

export function reindexFiling(ctx: StoreContext, f: FilingIndexFields, replace: boolean): void {
  if (replace) ctx.stmt('DELETE FROM filings_fts WHERE rowid = ?').run(f.rid);
  ctx
    .stmt('INSERT INTO filings_fts (rowid, form_id, document_category, attachment_label) VALUES (?, ?, ?, ?)')
    .run(f.rid, f.formId ?? '', f.documentCategory ?? '', f.attachmentLabel ?? '');
}

export function indexItem(ctx: StoreContext, itemId: number, label: string, qname: string): void {
  ctx.stmt('INSERT INTO items_fts (rowid, label, qname) VALUES (?, ?, ?)').run(itemId, label, qname);
}

export function unindexItemsOfExtraction(ctx: StoreContext, extractionId: number): void {
  ctx.stmt('DELETE FROM items_fts WHERE rowid IN (SELECT id FROM extraction_items WHERE extraction_id = ?)').run(extractionId);
}

/** External-content FTS needs the old text to delete a row, so this reads it before deleting. */
export function unindexPdfPages(ctx: StoreContext, filingId: string): void {
  ctx
    .stmt(
      `INSERT INTO pdf_pages (pdf_pages, rowid, filing_id, page, text)
       SELECT 'delete', id, filing_id, page, text FROM pdf_page_text WHERE filing_id = ?`,
    )
    .run(filingId);
  ctx.stmt('DELETE FROM pdf_page_text WHERE filing_id = ?').run(filingId);
}

export function indexPdfPage(ctx: StoreContext, filingId: string, companyId: string, page: number, text: string): void {
  const info = ctx.stmt('INSERT INTO pdf_page_text (filing_id, company_id, page, text) VALUES (?, ?, ?, ?)').run(filingId, companyId, page, text);
  ctx.stmt('INSERT INTO pdf_pages (rowid, filing_id, page, text) VALUES (?, ?, ?, ?)').run(info.lastInsertRowid, filingId, page, text);
}
