/**
 * `dossier export <id> --format pdf|xlsx|csv|pack [--out PATH] [--overwrite]`: the same files the
 * app writes, from the library only (free, offline). It says first what it will write (one file,
 * or a new folder of CSV files), refuses what it cannot (a path inside the library folder, one that
 * exists without --overwrite, a file where the CSV folder would go) before writing anything, and
 * reports what it really wrote. `--out` naming an existing folder puts a file export in it under its
 * usual name. A pack is signed; when no signing key can be had it is refused ("unsigned: <why>",
 * exit 1) unless --unsigned, and then the result says "unsigned: <why>". Progress goes to stderr;
 * Ctrl-C cancels and leaves no partial file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_FORMATS, type ExportFormat, type ExportResult, exportFileName } from '../../../shared/bridge/reports';
import type { ActionView } from '../../../shared/bridge/views';
import { usageError } from '../exit-codes';
import type { CliIo } from '../io';
import type { Output } from '../output';
import { pathArg } from '../path-arg';
import { createProgress } from '../progress';
import type { CliSession } from '../session';
import { orSuggestMirror } from './library';
import { formatIndianNumber } from '../../../shared/money';

export function exportFormatArg(raw: string): ExportFormat {
  const f = raw.trim().toLowerCase();
  if ((EXPORT_FORMATS as readonly string[]).includes(f)) return f as ExportFormat;
  throw usageError('BAD_ARGUMENTS', `--format must be one of ${EXPORT_FORMATS.join(', ')}; got "${raw}"`);
}

export interface ExportOptions {
  format: ExportFormat;
  /** --out as typed (relative to the working folder). */
  out?: string | undefined;
  overwrite: boolean;
  /** A pack may be written unsigned when no signing key can be had (it is refused otherwise). */
  unsigned?: boolean;
  /** The time the name of a file put in a folder carries (tests pass their own). */
  nowIso?: string;
}

const WHAT: Record<ExportFormat, string> = { pdf: 'the PDF report', xlsx: 'the Excel workbook', csv: 'the CSV files', pack: 'the due-diligence pack' };

/** False for anything else, a path through a file included (ENOTDIR: the core names the file in the way). */
function isFolder(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** The absolute path to ask the core for: --out resolved, a file export put inside a folder --out names. */
export function exportTarget(id: string, opts: ExportOptions, cwd = process.cwd()): string | undefined {
  if (opts.out === undefined) return undefined;
  const asked = pathArg(opts.out, 'The path given with --out', cwd);
  if (opts.format !== 'csv' && isFolder(asked)) {
    return path.join(asked, exportFileName(id, opts.format, opts.nowIso ?? new Date().toISOString()));
  }
  return asked;
}

/** What was written, in words: one file, or a folder and its files. */
export function describeExport(result: ExportResult): string {
  const size = `${result.bytes.toLocaleString('en-IN')} bytes`;
  const verb = result.replaced ? 'Replaced' : 'Wrote';
  if (result.kind === 'file') {
    const line = `${verb} ${result.path} (${size}, SHA-256 ${result.sha256}).`;
    return result.unsigned ? `${line}\nunsigned: ${result.unsigned}. The pack has no manifest.sig, as --unsigned allowed; pack verify reports it as unsigned.` : line;
  }
  const files = result.files ?? [];
  const lines = [
    `${verb === 'Replaced' ? 'Wrote into the existing folder' : 'Wrote the folder'} ${result.path}${path.sep} with ${formatIndianNumber(files.length)} CSV files (${size} in all; SHA-256 of the list of files ${result.sha256}):`,
    ...files.map((f) => `  ${f.name}  ${f.bytes.toLocaleString('en-IN')} bytes  ${f.sha256}`),
  ];
  return lines.join('\n');
}

export async function exportCompany(io: CliIo, out: Output, session: CliSession, id: string, opts: ExportOptions): Promise<void> {
  const outPath = exportTarget(id, opts);
  const progress = createProgress(io.stderr);
  const unsubscribe = session.events.subscribe((name, payload) => {
    const view = payload as ActionView;
    if (name === 'action.progress' && view.kind === 'export' && view.subject === id) progress.update(view);
  });
  const controller = new AbortController();
  const stopInterrupts = io.onInterrupt(() => {
    out.note('\nCancelling the export: no partial file is left behind.');
    controller.abort();
  });
  try {
    if (outPath !== undefined) {
      out.note(opts.format === 'csv' ? `Writing ${WHAT.csv} into the folder ${outPath}${path.sep} (one file per table).` : `Writing ${WHAT[opts.format]} to ${outPath}.`);
    }
    const result = await orSuggestMirror(id, () =>
      session.call(
        'export.run',
        { id, format: opts.format, ...(outPath !== undefined ? { outPath } : {}), ...(opts.overwrite ? { overwrite: true } : {}), ...(opts.unsigned ? { unsigned: true } : {}) },
        controller.signal,
      ),
    );
    progress.finish();
    out.result(result, () => describeExport(result));
  } finally {
    progress.finish();
    stopInterrupts();
    unsubscribe();
  }
}
