/** Filed PDFs and per-batch zips, rendered on demand and kept in the byte-bounded LRU. */
import { buildZip, renderFilingPdf } from '../pdf/index';
import type { DocumentJobRecord } from '../state/records';
import type { EmulatorContext } from './context';
import { PDFS_PER_ZIP } from './unlocks';

export async function filingPdf(ctx: EmulatorContext, cin: string, filingId: string): Promise<Uint8Array> {
  const spec = ctx.registry.pdfSpec(cin, filingId);
  if (spec === undefined) throw new Error(`registry has no PDF spec for ${cin} ${filingId}`);
  return ctx.pdfCache.getOrRender(filingId, () => renderFilingPdf(spec));
}

/** batch_N.zip of a job: its N-th run of 100 filings, in job order, one `<filingId>.pdf` each. */
export async function batchZip(ctx: EmulatorContext, job: DocumentJobRecord, batch: number): Promise<Uint8Array> {
  const ids = job.filingIds.slice((batch - 1) * PDFS_PER_ZIP, batch * PDFS_PER_ZIP);
  const entries = [];
  for (const id of ids) entries.push({ name: `${id}.pdf`, data: await filingPdf(ctx, job.cin, id) });
  return buildZip(entries);
}
