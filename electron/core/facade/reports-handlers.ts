/**
 * Findings, notes and exports over the bridge. They read the library only (free, offline). An
 * export reports its progress as `action.progress` events of an action of kind "export", so the
 * app shows it beside the mirror actions; it is not a paid action and is not queued or resumed.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { ExportFormat, ExportResult } from '../../../shared/bridge/reports';
import type { ActionView } from '../../../shared/bridge/views';
import type { BridgeHandlers, CallContext, EventSink } from '../bridge-handlers';
import { type ExportOptions, exportCompanyReport, exportCsv, exportPack, exportWorkbook } from '../export';
import { ExportError } from '../export/report-model';
import { computeFindings } from '../findings';
import { NoteError, createNote, deleteNote, listNotes, updateNote } from '../notes';
import type { Library } from '../store';
import type { FacadeContext } from './context';
import { FacadeError, notInLibrary } from './errors';

type ReportsHandlers = Pick<BridgeHandlers, 'company.findings' | 'notes.list' | 'notes.create' | 'notes.update' | 'notes.delete' | 'export.run'>;

const EXTENSIONS: Record<ExportFormat, string> = { pdf: '.pdf', xlsx: '.xlsx', csv: '', pack: '.zip' };
const KINDS: Record<ExportFormat, string> = { pdf: 'report', xlsx: 'financials', csv: 'csv', pack: 'pack' };

/** `<dataDir>/exports/<id>_<kind>_<YYYY-MM-DD>.<ext>` (a folder for csv). */
export function defaultExportPath(dataDir: string, id: string, format: ExportFormat, nowIso: string): string {
  return path.join(dataDir, 'exports', `${id}_${KINDS[format]}_${nowIso.slice(0, 10)}${EXTENSIONS[format]}`);
}

const RUNNERS: Record<ExportFormat, (library: Library, id: string, out: string, opts: ExportOptions) => Promise<ExportResult>> = {
  pdf: exportCompanyReport,
  xlsx: exportWorkbook,
  csv: async (library, id, out, opts) => {
    const { files: _files, ...result } = await exportCsv(library, id, out, opts);
    return result;
  },
  pack: exportPack,
};

/** Domain errors with the facade's codes and hints. */
function inFacadeWords(error: unknown): unknown {
  if (error instanceof NoteError) return new FacadeError(error.code, error.message, error.code === 'NOT_IN_LIBRARY' ? 'Mirror the company first.' : null);
  if (error instanceof ExportError) return new FacadeError(error.code, error.message, 'Mirror the company (Registry → search → Mirror) before exporting it.');
  return error;
}

async function translated<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw inFacadeWords(error);
  }
}

export function reportsHandlers(ctx: FacadeContext, events?: EventSink): ReportsHandlers {
  const { library } = ctx;
  // Ids arrive canonical (the contract's companyId schema).
  const requireCompany = (id: string) => {
    if (!library.companies.get(id)) throw notInLibrary(`Company ${id}`, 'Mirror the company first.');
    return id;
  };

  async function runExport(args: { id: string; format: ExportFormat; outPath?: string | undefined }, call: CallContext): Promise<ExportResult> {
    const id = requireCompany(args.id);
    const started = ctx.iso();
    const out = path.resolve(args.outPath ?? defaultExportPath(ctx.options.dataDir, id, args.format, started));
    const view: ActionView = {
      id: `export_${crypto.randomBytes(6).toString('hex')}`,
      kind: 'export',
      subject: id,
      title: `Export ${KINDS[args.format]} of ${id}`,
      state: 'running',
      done: 0,
      total: 1,
      step: 'Reading the library',
      spentPaisa: 0,
      error: null,
      createdAt: started,
      finishedAt: null,
    };
    const emit = (change: Partial<ActionView>) => {
      Object.assign(view, change);
      events?.emit('action.progress', { ...view });
    };
    emit({});
    try {
      const result = await RUNNERS[args.format](library, id, out, {
        now: started,
        ...(call.signal ? { signal: call.signal } : {}),
        onProgress: (p) => emit({ step: p.step, done: p.done, total: p.total }),
      });
      emit({ state: 'done', done: view.total, step: `Written to ${result.path}`, finishedAt: ctx.iso() });
      return result;
    } catch (error) {
      const cancelled = error instanceof Error && error.name === 'AbortError';
      const message = error instanceof Error ? error.message : String(error);
      emit({ state: cancelled ? 'cancelled' : 'failed', error: { code: cancelled ? 'ABORTED' : 'EXPORT_FAILED', message }, finishedAt: ctx.iso() });
      throw inFacadeWords(error);
    }
  }

  return {
    'company.findings': async ({ id }) => computeFindings(library, requireCompany(id), ctx.iso()),
    'notes.list': async ({ id, text }) => listNotes(library, requireCompany(id), text),
    'notes.create': async ({ id, anchor, body }) => translated(() => createNote(library, requireCompany(id), anchor, body)),
    'notes.update': async ({ noteId, body, anchor }) =>
      translated(() => updateNote(library, noteId, { ...(body !== undefined ? { body } : {}), ...(anchor ? { anchor } : {}) })),
    'notes.delete': async ({ noteId }) => deleteNote(library, noteId),
    'export.run': async (args, call) => runExport(args, call),
  };
}
