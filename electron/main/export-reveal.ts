/**
 * "Open" and "Show in folder" after an export (issue 17 item 6), answered in main. The window names
 * an export by its id only (export.reveal's strict schema refuses a path or any other field); main
 * acts only on what an export.run it relayed wrote, and only while that file is still there.
 * So a compromised window can open nothing but the analyst's own fresh exports: no arbitrary path
 * ever reaches shell.openPath. Electron's shell is injected (this module never imports electron).
 */
import fs from 'node:fs';
import type { BridgeResult } from '../../shared/bridge/contract';
import { parseCallArgs } from '../../shared/bridge/contract';
import type { ExportResult } from '../../shared/bridge/reports';

export interface DesktopShell {
  /** shell.openPath: resolves to '' on success, or the error text. */
  openPath(path: string): Promise<string>;
  /** shell.showItemInFolder. */
  showItemInFolder(path: string): void;
}

/** The last exports relayed, oldest forgotten first (the dialog offers only the latest). */
const REMEMBERED = 50;

const refused = (code: string, message: string): BridgeResult<never> => ({ ok: false, error: { code, message } });

function isExportResult(value: unknown): value is ExportResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['exportId'] === 'string' && typeof v['path'] === 'string' && (v['kind'] === 'file' || v['kind'] === 'folder');
}

export function createExportReveal(shell: DesktopShell) {
  const written = new Map<string, { path: string; kind: 'file' | 'folder' }>();
  return {
    /** Called with every export.run answer main relays; remembers what was written. */
    note(result: BridgeResult<unknown>): BridgeResult<unknown> {
      if (result.ok && isExportResult(result.value)) {
        written.set(result.value.exportId, { path: result.value.path, kind: result.value.kind });
        if (written.size > REMEMBERED) written.delete(written.keys().next().value as string);
      }
      return result;
    },

    async reveal(args: unknown): Promise<BridgeResult<{ path: string }>> {
      const parsed = parseCallArgs('export.reveal', args);
      if (!parsed.ok) return parsed;
      const { exportId, how } = parsed.value;
      const target = written.get(exportId);
      if (!target) return refused('EXPORT_NOT_FOUND', 'Dossier opens only an export it has just written in this window; export again to open it.');
      if (!fs.existsSync(target.path)) return refused('EXPORT_GONE', `The export is no longer at ${target.path}: it was moved or deleted. Export again to open it.`);
      if (how === 'folder') {
        shell.showItemInFolder(target.path);
        return { ok: true, value: { path: target.path } };
      }
      const problem = await shell.openPath(target.path);
      if (problem) return refused('OPEN_FAILED', `The system could not open ${target.path}: ${problem}`);
      return { ok: true, value: { path: target.path } };
    },
  };
}
