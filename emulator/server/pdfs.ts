/**
 * Filed PDFs and per-batch zips, rendered on demand (PDFs kept in the byte-bounded LRU). The archive
 * content faults live here: entry names in another scheme, a stray entry matching no filing, and a
 * truncated archive. Every variant is a pure function of the job, the batch and the settings, so a
 * resumed download (HTTP Range) reads the same bytes as the first.
 */
import type { ZipEntryNaming } from '../faults';
import { buildZip, renderFilingPdf } from '../pdf/index';
import { base62Token, hash32 } from '../registry/prng';
import type { FilingEntry } from '../registry/types';
import type { DocumentJobRecord } from '../state/records';
import type { EmulatorContext } from './context';
import { PDFS_PER_ZIP } from './unlocks';

export async function filingPdf(ctx: EmulatorContext, cin: string, filingId: string): Promise<Uint8Array> {
  const spec = ctx.registry.pdfSpec(cin, filingId);
  if (spec === undefined) throw new Error(`registry has no PDF spec for ${cin} ${filingId}`);
  return ctx.pdfCache.getOrRender(filingId, () => renderFilingPdf(spec));
}

/** DD/MM/YYYY -> YYYYMMDD. */
function compactDate(ddmmyyyy: string): string {
  const [d, m, y] = ddmmyyyy.split('/');
  return `${y}${m}${d}`;
}

/**
 * The name an entry carries. `document`: the registry's own document name, `<form>_<date>_<sequence>.pdf`
 * (form without spaces, the date filed, the entry's position in the job), which no filing row
 * carries; `opaque`: a token that says nothing about the filing.
 */
export function entryName(naming: ZipEntryNaming, row: FilingEntry['row'], sequence: number, jobId: string): string {
  if (naming === 'document') return `${row.formId.replace(/[^A-Za-z0-9-]+/g, '')}_${compactDate(row.dateOfFiling)}_${String(sequence).padStart(4, '0')}.pdf`;
  if (naming === 'opaque') return `${base62Token(18, jobId, 'entry', row.filingId)}.pdf`;
  return `${row.filingId}.pdf`;
}

/** A real one-page PDF whose size and page count match no filing of the company: a covering letter. */
async function strayPdf(ctx: EmulatorContext, job: DocumentJobRecord, batch: number, naming: ZipEntryNaming) {
  const rows = ctx.registry.filingsUntil(job.cin, ctx.clock.now()).map((f) => f.row);
  let fileSize = 24_000 + (hash32(job.id, 'stray', batch) % 4000);
  while (rows.some((r) => r.fileSize === fileSize && r.numberOfPages === 1)) fileSize += 1;
  const token = base62Token(20, job.id, 'stray', batch);
  const name = naming === 'filingId' ? `flg_${token}.pdf` : naming === 'document' ? `CoveringLetter_${compactDate('01/11/2026')}_0000.pdf` : `${token}.pdf`;
  const data = await renderFilingPdf({
    cin: job.cin,
    filingId: `flg_${token}`,
    formId: 'Covering letter',
    title: 'Covering letter to the document batch',
    company: job.cin,
    dateOfFiling: '01/11/2026',
    pages: 1,
    fileSize,
    pageLines: [['This letter accompanies a batch of documents; it is not a filing of the company.']],
    seed: hash32(job.id, 'stray-seed', batch),
  });
  return { name, data };
}

/** batch_N.zip of a job: its N-th run of 100 filings, in job order, named and faulted by the settings. */
export async function batchZip(ctx: EmulatorContext, job: DocumentJobRecord, batch: number): Promise<Uint8Array> {
  const { zipEntryNames, zipStrayEntry, zipTruncated, zipFaultBatches } = ctx.faults.get();
  const faulted = zipFaultBatches === null || zipFaultBatches.includes(batch);
  const naming = faulted ? zipEntryNames : 'filingId';
  const start = (batch - 1) * PDFS_PER_ZIP;
  const ids = job.filingIds.slice(start, batch * PDFS_PER_ZIP);
  const rows = new Map(ctx.registry.filingsUntil(job.cin, ctx.clock.now()).map((f) => [f.row.filingId, f.row]));
  const entries = [];
  for (const [i, id] of ids.entries()) {
    entries.push({ name: entryName(naming, rows.get(id)!, start + i + 1, job.id), data: await filingPdf(ctx, job.cin, id) });
  }
  if (faulted && zipStrayEntry) entries.splice(Math.floor(entries.length / 2), 0, await strayPdf(ctx, job, batch, naming));
  const zip = await buildZip(entries);
  // Cut before the central directory: readers that trust the end record find none.
  return faulted && zipTruncated ? zip.subarray(0, Math.max(1, Math.floor(zip.length * 0.6))) : zip;
}
