/**
 * An export as the app runs it: the target checked first (destination.ts: nothing is created or
 * replaced unless allowed), then written to a temporary name and renamed (a csv folder too), its
 * progress reported as an action of kind "export" (shown beside the mirrors; it is neither paid
 * nor queued, so it is not resumed after a restart), and failures marked on that action in words.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ExportFormat, ExportResult } from '../../../shared/bridge/reports';
import type { ActionView } from '../../../shared/bridge/views';
import { DossierError, isDossierError } from '../app-error';
import { type Library, makePrivateDir } from '../store';
import { exportActionView } from '../views';
import { tempPathFor } from './atomic';
import { type ExportTarget, resolveExportTarget } from './destination';
import type { ExportOptions } from './export-options';
import type { PackSigner, PackSigning } from './pack-signature';
import { exportCompanyReport, exportCsv, exportPack, exportWorkbook, type Written } from './report';

const KINDS: Record<ExportFormat, string> = { pdf: 'report', xlsx: 'financials', csv: 'CSV files', pack: 'pack' };

type Writer = (library: Library, id: string, target: ExportTarget, opts: ExportOptions) => Promise<Written & Pick<ExportResult, 'files'>>;

/** A new csv folder is written whole under a temporary name, then renamed; into an existing one, file by file. */
const writeCsv: Writer = async (library, id, target, opts) => {
  if (target.replaces) return exportCsv(library, id, target.path, opts);
  const temp = tempPathFor(target.path);
  try {
    const written = await exportCsv(library, id, temp, opts);
    fs.renameSync(temp, target.path);
    return { ...written, path: target.path };
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
};

const WRITERS: Record<ExportFormat, Writer> = {
  pdf: (library, id, target, opts) => exportCompanyReport(library, id, target.path, opts),
  xlsx: (library, id, target, opts) => exportWorkbook(library, id, target.path, opts),
  csv: writeCsv,
  pack: (library, id, target, opts) => exportPack(library, id, target.path, opts),
};

export interface ExportRun {
  /** The company, by its canonical id. */
  companyId: string;
  format: ExportFormat;
  /** An absolute path the analyst chose; without it, a free name in the library's exports folder. */
  outPath?: string | undefined;
  /** Replace what is at outPath (the desktop app's Save dialog asked already; the CLI's --overwrite). */
  overwrite?: boolean | undefined;
  dataDir: string;
  /** The current time as an ISO 8601 instant. */
  now(): string;
  signal?: AbortSignal | undefined;
  /** Each change of the export's action view (running, steps, done or failed). */
  onProgress?: (view: ActionView) => void;
  /** The library's pack signer (its public key is printed in every report), or why there is none. */
  signing?: PackSigning;
  /** The analyst agreed to an unsigned pack when no signing key can be had (the CLI's --unsigned). */
  unsigned?: boolean | undefined;
}

/** A pack that cannot be signed is refused before anything is written, unless the analyst agreed. */
function refuseUnsigned(format: ExportFormat, signer: PackSigner | null, why: string | null, agreed: boolean): void {
  if (format !== 'pack' || signer || agreed) return;
  throw new DossierError('PACK_WOULD_BE_UNSIGNED', `unsigned: ${why ?? 'no signing key'}. Nothing was written.`, {
    hint: 'Unlock or start the system keychain (on Linux a Secret Service such as GNOME Keyring), or set the data key variable named above to the library\'s data key (32 bytes of base64, the same at every run), and export again. Or export the pack unsigned (dossier export … --unsigned; in the app, "Export unsigned"): pack verify then reports it as unsigned.',
    details: { why },
  });
}

/** A file system failure in words, without Node's errno fields (errno, syscall, dest) as data. */
export function inWords(error: unknown, target: string): unknown {
  if (isDossierError(error) || !(error instanceof Error) || error.name === 'AbortError') return error;
  const code = (error as NodeJS.ErrnoException).code;
  return new DossierError('EXPORT_WRITE_FAILED', `The export could not be written to ${target}: ${error.message}`, {
    hint: 'Check that the folder is writable and has space, then export again.',
    details: { path: target, ...(typeof code === 'string' ? { cause: code } : {}) },
  });
}

export async function runExport(library: Library, run: ExportRun): Promise<ExportResult> {
  const { companyId: id, format } = run;
  const started = run.now();
  const exportId = `export_${crypto.randomBytes(6).toString('hex')}`;
  // Named as people name the company; the id stays the view's subject, a hover away.
  const view = exportActionView(exportId, id, `Export ${KINDS[format]} of ${library.companies.get(id)?.name ?? id}`, started);
  const emit = (change: Partial<ActionView>) => {
    Object.assign(view, change);
    run.onProgress?.({ ...view });
  };
  // Refusals come before the action is shown: nothing ran, nothing is left to mark.
  const target = resolveExportTarget({ dataDir: run.dataDir, companyId: id, format, nowIso: started, outPath: run.outPath, overwrite: run.overwrite });
  const signer = run.signing?.signer ?? null;
  const unsignedWhy = signer ? null : (run.signing?.why ?? 'no signing key');
  refuseUnsigned(format, signer, unsignedWhy, run.unsigned === true);
  if (run.outPath === undefined) makePrivateDir(path.dirname(target.path));
  emit({});
  try {
    const written = await WRITERS[format](library, id, target, {
      now: started,
      ...(run.signal ? { signal: run.signal } : {}),
      signer,
      onProgress: (p) => emit({ step: p.step, done: p.done, total: p.total }),
    });
    emit({ state: 'done', done: view.total, step: `Written to ${written.path}`, finishedAt: run.now() });
    return { exportId, ...written, path: target.path, kind: target.kind, replaced: target.replaces, ...(format === 'pack' && !signer ? { unsigned: unsignedWhy ?? 'no signing key' } : {}) };
  } catch (thrown) {
    const error = inWords(thrown, target.path);
    const cancelled = error instanceof Error && error.name === 'AbortError';
    const message = error instanceof Error ? error.message : String(error);
    emit({ state: cancelled ? 'cancelled' : 'failed', error: { code: cancelled ? 'ABORTED' : 'EXPORT_FAILED', message }, finishedAt: run.now() });
    throw error;
  }
}
