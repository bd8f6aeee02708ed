/**
 * `dossier export <id> --format pdf|xlsx|csv|pack --out PATH`: the same files the app writes, from
 * the library only (free, offline). Progress goes to stderr; Ctrl-C cancels the export and leaves no
 * partial file (exports are written to a temp name and renamed).
 */
import path from 'node:path';
import { EXPORT_FORMATS, type ExportFormat } from '../../../shared/bridge/reports';
import type { ActionView } from '../../../shared/bridge/views';
import { usageError } from '../exit-codes';
import type { CliIo } from '../io';
import type { Output } from '../output';
import { createProgress } from '../progress';
import type { CliSession } from '../session';
import { orSuggestMirror } from './library';

export function exportFormatArg(raw: string): ExportFormat {
  const f = raw.trim().toLowerCase();
  if ((EXPORT_FORMATS as readonly string[]).includes(f)) return f as ExportFormat;
  throw usageError('BAD_ARGUMENTS', `--format must be one of ${EXPORT_FORMATS.join(', ')}; got "${raw}"`);
}

export async function exportCompany(io: CliIo, out: Output, session: CliSession, id: string, format: ExportFormat, outPath: string | undefined): Promise<void> {
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
    const result = await orSuggestMirror(id, () =>
      session.call('export.run', { id, format, ...(outPath ? { outPath: path.resolve(outPath) } : {}) }, controller.signal),
    );
    progress.finish();
    out.result(result, () => `Wrote ${result.path} (${result.bytes.toLocaleString('en-IN')} bytes, SHA-256 ${result.sha256}).`);
  } finally {
    progress.finish();
    stopInterrupts();
    unsubscribe();
  }
}
