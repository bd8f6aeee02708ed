/**
 * An export as the app runs it: written to the path asked for or under the data folder's exports/,
 * its progress reported as an action of kind "export" (shown beside the mirrors; it is neither
 * paid nor queued, so it is not resumed after a restart), and failures marked on that action.
 */
import { dayOf } from '../../../shared/dates';
import crypto from 'node:crypto';
import path from 'node:path';
import type { ExportFormat, ExportResult } from '../../../shared/bridge/reports';
import type { ActionView } from '../../../shared/bridge/views';
import type { Library } from '../store';
import { exportActionView } from '../views';
import type { ExportOptions } from './export-options';
import { exportCompanyReport, exportCsv, exportPack, exportWorkbook } from './report';

const EXTENSIONS: Record<ExportFormat, string> = { pdf: '.pdf', xlsx: '.xlsx', csv: '', pack: '.zip' };
const KINDS: Record<ExportFormat, string> = { pdf: 'report', xlsx: 'financials', csv: 'csv', pack: 'pack' };

/** `<dataDir>/exports/<id>_<kind>_<YYYY-MM-DD>.<ext>` (a folder for csv). */
function defaultExportPath(dataDir: string, id: string, format: ExportFormat, nowIso: string): string {
  return path.join(dataDir, 'exports', `${id}_${KINDS[format]}_${dayOf(nowIso)}${EXTENSIONS[format]}`);
}

const WRITERS: Record<ExportFormat, (library: Library, id: string, out: string, opts: ExportOptions) => Promise<ExportResult>> = {
  pdf: exportCompanyReport,
  xlsx: exportWorkbook,
  csv: async (library, id, out, opts) => {
    const { files: _files, ...result } = await exportCsv(library, id, out, opts);
    return result;
  },
  pack: exportPack,
};

export interface ExportRun {
  /** The company, by its canonical id. */
  companyId: string;
  format: ExportFormat;
  outPath?: string | undefined;
  dataDir: string;
  /** The current time as an ISO 8601 instant. */
  now(): string;
  signal?: AbortSignal | undefined;
  /** Each change of the export's action view (running, steps, done or failed). */
  onProgress?: (view: ActionView) => void;
}

export async function runExport(library: Library, run: ExportRun): Promise<ExportResult> {
  const { companyId: id, format } = run;
  const started = run.now();
  const out = path.resolve(run.outPath ?? defaultExportPath(run.dataDir, id, format, started));
  const view = exportActionView(`export_${crypto.randomBytes(6).toString('hex')}`, id, `Export ${KINDS[format]} of ${library.companies.get(id)?.name ?? id}`, started);
  const emit = (change: Partial<ActionView>) => {
    Object.assign(view, change);
    run.onProgress?.({ ...view });
  };
  emit({});
  try {
    const result = await WRITERS[format](library, id, out, {
      now: started,
      ...(run.signal ? { signal: run.signal } : {}),
      onProgress: (p) => emit({ step: p.step, done: p.done, total: p.total }),
    });
    emit({ state: 'done', done: view.total, step: `Written to ${result.path}`, finishedAt: run.now() });
    return result;
  } catch (error) {
    const cancelled = error instanceof Error && error.name === 'AbortError';
    const message = error instanceof Error ? error.message : String(error);
    emit({ state: cancelled ? 'cancelled' : 'failed', error: { code: cancelled ? 'ABORTED' : 'EXPORT_FAILED', message }, finishedAt: run.now() });
    throw error;
  }
}
