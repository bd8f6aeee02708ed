/**
 * Exports in the desktop shell (issues 14 item 1, 17 item 6): the renderer never sends a path.
 * Main owns the native Save dialog: it opens in the folder last used (the library's exports/
 * folder at first), and only the path the analyst picked there reaches the core, which still
 * applies every export path rule (never inside the library, a folder that exists). The dialog has
 * already asked before replacing a file, so that choice is passed on as `overwrite`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BridgeResult } from '../../shared/bridge/contract';
import { EXPORT_FORMATS, type ExportFormat, exportFileName } from '../../shared/bridge/reports';

export interface SaveDialogAnswer {
  canceled: boolean;
  filePath?: string | undefined;
}

/** Electron's dialog.showSaveDialog, bound to the window (injected: tests cannot click a native dialog). */
export type ShowSaveDialog = (options: { title: string; defaultPath: string; buttonLabel: string; filters: Array<{ name: string; extensions: string[] }> }) => Promise<SaveDialogAnswer>;

export interface ExportSaveDeps {
  dataDir: string;
  showSaveDialog: ShowSaveDialog;
  relayCall(name: 'export.run' | 'company.detail', args: unknown): Promise<BridgeResult<unknown>>;
  now?: () => Date;
}

const FILTERS: Record<ExportFormat, { name: string; extensions: string[] }> = {
  pdf: { name: 'PDF report', extensions: ['pdf'] },
  xlsx: { name: 'Excel workbook', extensions: ['xlsx'] },
  csv: { name: 'Folder of CSV files', extensions: ['*'] },
  pack: { name: 'Due-diligence pack (ZIP)', extensions: ['zip'] },
};

const refused = (code: string, message: string): BridgeResult<unknown> => ({ ok: false, error: { code, message } });

/** The company as the library names it, for the dialog's title; its id when the library cannot say. */
async function companyName(deps: ExportSaveDeps, id: string): Promise<string> {
  const detail = await deps.relayCall('company.detail', { id });
  const name = detail.ok ? (detail.value as { summary?: { name?: unknown } } | null)?.summary?.name : null;
  return typeof name === 'string' && name.trim() !== '' ? name : id;
}

export function createExportSave(deps: ExportSaveDeps) {
  let lastFolder: string | null = null;
  return async function exportRun(args: unknown): Promise<BridgeResult<unknown>> {
    if (typeof args !== 'object' || args === null) return deps.relayCall('export.run', args);
    const given = args as Record<string, unknown>;
    if (given['outPath'] !== undefined) {
      return refused('EXPORT_PATH_FROM_WINDOW', 'In the desktop app the place of an export is chosen in the Save dialog, never sent by the window. Nothing was written.');
    }
    const format = given['format'];
    const id = given['id'];
    // Anything malformed goes to the core unchanged, which refuses it with the contract's words.
    if (typeof id !== 'string' || !(EXPORT_FORMATS as readonly unknown[]).includes(format)) return deps.relayCall('export.run', args);
    const exportsDir = path.join(deps.dataDir, 'exports');
    fs.mkdirSync(exportsDir, { recursive: true, mode: 0o700 });
    const folder = lastFolder && fs.existsSync(lastFolder) ? lastFolder : exportsDir;
    const name = exportFileName(id, format as ExportFormat, (deps.now?.() ?? new Date()).toISOString());
    const company = await companyName(deps, id);
    const answer = await deps.showSaveDialog({
      title: format === 'csv' ? `Export ${company}: name a new folder for the CSV files` : `Export ${company}`,
      defaultPath: path.join(folder, name),
      buttonLabel: 'Export',
      filters: [FILTERS[format as ExportFormat]],
    });
    if (answer.canceled || !answer.filePath) return refused('EXPORT_CANCELLED', 'No place was chosen, so nothing was written.');
    lastFolder = path.dirname(answer.filePath);
    return deps.relayCall('export.run', { ...given, outPath: answer.filePath, overwrite: true });
  };
}
