/**
 * The due-diligence pack: one ZIP with the report, the workbook, the source PDFs named
 * `<id>_<YYYY-MM-DD>_<form>_<filingId>.pdf`, and manifest.json giving each file's SHA-256 and the
 * requestId it came from. Every PDF is checked against the hash recorded when it was bought before
 * it goes in: a pack never carries a file the library cannot vouch for.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import type { DocumentRow, FilingRow, Library } from '../store';
import { checkAborted, sha256Bytes, writeAtomically } from './atomic';
import { citedPages } from './evidence-words';
import { renderReport } from './pdf/report-pdf';
import type { ExportOptions } from './export-options';
import { packContentsDigest, reportNameOf, safePart } from './pack-contents';
import { SIGNATURE_FILE, type SignerInfo } from './pack-signature';
import type { ReportModel } from './report-model';
import { networkGraphml } from './network/graphml';
import { buildWorkbook } from './workbook';

export const MANIFEST = 'manifest.json';
/** 2: the manifest names the library's signing key and manifest.sig signs it. */
export const PACK_FORMAT = 'dossier-pack/2';

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
  /** The registry request the file came from; null for files Dossier generated. */
  requestId: string | null;
  filingId?: string;
  /** A source PDF's pages that print the figures the report and the workbook cite from it (each figure's page is in the workbook's figure-sources sheet). */
  figurePages?: number[];
}

export interface PackManifest {
  format: typeof PACK_FORMAT;
  companyId: string;
  companyName: string | null;
  asOf: string;
  sandbox: boolean;
  files: ManifestFile[];
  /** Filings whose PDF is listed but not in the pack, and why. */
  omitted: Array<{ filingId: string; reason: string }>;
  /** Who signed manifest.sig; null for a pack from a library without a signing key (no manifest.sig). */
  signer: SignerInfo | null;
}

export function sourcePdfName(companyId: string, filing: FilingRow): string {
  return `${safePart(companyId)}_${filing.dateOfFiling ?? 'undated'}_${safePart(filing.formId ?? 'form')}_${filing.filingId}.pdf`;
}

export async function buildPack(library: Library, m: ReportModel, outPath: string, opts: ExportOptions = {}): Promise<PackManifest> {
  const progress = (step: string, done: number) => opts.onProgress?.({ step, done, total: m.documents.length + 3 });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-pack-'));
  try {
    const zip = new yazl.ZipFile();
    const mtime = new Date(m.asOf);
    // Every file but the report is gathered first: the report prints the digest of the others (pack-contents.ts).
    const entries: Array<{ file: ManifestFile; bytes: Buffer; compress: boolean }> = [];
    const add = (name: string, bytes: Buffer, requestId: string | null, filingId?: string, compress = true) => {
      const pages = filingId ? citedPages(m, filingId) : [];
      const cited = pages.length > 0 ? { figurePages: pages } : {};
      entries.push({ file: { path: name, bytes: bytes.byteLength, sha256: sha256Bytes(bytes), requestId, ...(filingId ? { filingId } : {}), ...cited }, bytes, compress });
    };
    progress('Writing the workbook', 0);
    add(`${safePart(m.company.id)}_financials.xlsx`, Buffer.from(await buildWorkbook(m).xlsx.writeBuffer()), null);
    add('connections.graphml', Buffer.from(networkGraphml(m.connections)), null);

    const omitted: PackManifest['omitted'] = [];
    const byFiling = new Map(m.documents.map((d): [string, DocumentRow] => [d.filingId, d]));
    let done = 1;
    for (const filing of m.filings) {
      const doc = byFiling.get(filing.filingId);
      if (!doc) continue;
      checkAborted(opts.signal);
      progress(`Adding ${filing.filingId}`, done++);
      const check = library.documents.verify(filing.filingId);
      if (!check.ok) {
        omitted.push({ filingId: filing.filingId, reason: check.reason === 'missing' ? 'PDF file missing from the library folder' : 'PDF does not match the hash recorded when it was bought' });
        continue;
      }
      // PDFs are compressed already: stored as they are, byte for byte.
      add(`pdfs/${sourcePdfName(m.company.id, filing)}`, fs.readFileSync(library.documents.absolutePath(doc)), doc.requestId, filing.filingId, false);
    }
    const reportName = reportNameOf(m.company.id);
    const head = { format: PACK_FORMAT, companyId: m.company.id, companyName: m.company.name, asOf: m.asOf, sandbox: m.sandbox } as const;
    const packDigest = packContentsDigest({ ...head, files: entries.map((e) => e.file), omitted, signer: m.signingKey }, reportName);
    progress('Writing the report', done++);
    const reportFile = path.join(scratch, 'report.pdf');
    await renderReport({ ...m, packDigest }, reportFile, { ...(opts.unit ? { unit: opts.unit } : {}), ...(opts.signal ? { signal: opts.signal } : {}) });
    const reportBytes = fs.readFileSync(reportFile);
    entries.unshift({ file: { path: reportName, bytes: reportBytes.byteLength, sha256: sha256Bytes(reportBytes), requestId: null }, bytes: reportBytes, compress: true });
    for (const e of entries) zip.addBuffer(e.bytes, e.file.path, { mtime, compress: e.compress });
    const manifest: PackManifest = { ...head, files: entries.map((e) => e.file), omitted, signer: m.signingKey };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    zip.addBuffer(manifestBytes, MANIFEST, { mtime });
    // The signature is of the manifest's exact bytes, which name every other file by its hash.
    if (opts.signer) zip.addBuffer(Buffer.from(`${opts.signer.sign(manifestBytes)}\n`), SIGNATURE_FILE, { mtime });
    progress('Writing the pack', done);
    await writeAtomically(outPath, (temp) => {
      const out = fs.createWriteStream(temp);
      const written = new Promise<void>((resolve, reject) => {
        out.on('close', resolve);
        out.on('error', reject);
        zip.outputStream.on('error', reject);
      });
      zip.outputStream.pipe(out);
      zip.end();
      return written;
    });
    return manifest;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
