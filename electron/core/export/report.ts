/**
 * The exports, each written atomically and returning what was written: the report (PDF), the
 * financials workbook (XLSX), one CSV per table, and the due-diligence pack (ZIP).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ExportedFile } from '../../../shared/bridge/reports';
import type { Library } from '../store';
import { sha256Bytes, sha256File, writeAtomically } from './atomic';
import { writeCsvTables } from './csv';
import type { ExportOptions } from './export-options';
import { buildPack } from './pack';
import { renderReport } from './pdf/report-pdf';
import { SIGNATURE_ALGORITHM } from './pack-signature';
import { buildReportModel } from './report-model';
import { reportTables } from './tables';
import { writeWorkbook } from './workbook';

const nowOf = (opts: ExportOptions) => opts.now ?? new Date();
const modelOf = (library: Library, companyId: string, opts: ExportOptions) =>
  buildReportModel(library, companyId, nowOf(opts), opts.signer ? { algorithm: SIGNATURE_ALGORITHM, publicKey: opts.signer.publicKey, fingerprint: opts.signer.fingerprint } : null);

/** What a writer wrote: the file (or csv's folder), its size and SHA-256. */
export interface Written {
  path: string;
  bytes: number;
  sha256: string;
}

function resultOf(file: string): Written {
  return { path: path.resolve(file), bytes: fs.statSync(file).size, sha256: sha256File(file) };
}

export async function exportCompanyReport(library: Library, companyId: string, outPath: string, opts: ExportOptions = {}): Promise<Written> {
  const model = modelOf(library, companyId, opts);
  await writeAtomically(outPath, (temp) => renderReport(model, temp, opts));
  return resultOf(outPath);
}

export async function exportWorkbook(library: Library, companyId: string, outPath: string, opts: ExportOptions = {}): Promise<Written> {
  const model = modelOf(library, companyId, opts);
  opts.onProgress?.({ step: 'Writing the workbook', done: 0, total: 1 });
  await writeWorkbook(model, outPath);
  return resultOf(outPath);
}

/** One CSV per table into `outDir`; the result's hash is of the list of files and their hashes. */
export async function exportCsv(library: Library, companyId: string, outDir: string, opts: ExportOptions = {}): Promise<Written & { files: ExportedFile[] }> {
  const model = modelOf(library, companyId, opts);
  const tables = reportTables(model);
  opts.onProgress?.({ step: `Writing ${tables.length} CSV files`, done: 0, total: 1 });
  const { files } = await writeCsvTables(tables, outDir, model.company.id);
  const listing = files.map((f) => `${f.sha256}  ${f.name}`).join('\n');
  return {
    path: path.resolve(outDir),
    bytes: files.reduce((a, f) => a + f.bytes, 0),
    sha256: sha256Bytes(listing),
    files: files.map(({ name, bytes, sha256 }) => ({ name, bytes, sha256 })),
  };
}

export async function exportPack(library: Library, companyId: string, outPath: string, opts: ExportOptions = {}): Promise<Written> {
  const model = modelOf(library, companyId, opts);
  await buildPack(library, model, outPath, opts);
  return resultOf(outPath);
}
