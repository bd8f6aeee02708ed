/**
 * `dossier portfolio export <book> --format pdf|xlsx|csv --out PATH [--since DATE] [--overwrite]`:
 * the book in one file (issue 26 items 6 and 8), free and offline, through portfolio.export. With
 * --since, the digest of what changed across the book since that day. The core checks the path as
 * for every export (a folder that exists, outside the library folder, free unless --overwrite)
 * before anything is written; an --out naming an existing folder puts the file in it under its usual
 * name. Bad input (a format, a day, an empty path) is refused here with exit 2. Progress goes to
 * stderr; Ctrl-C cancels and leaves no partial file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ExportResult } from '../../../shared/bridge/reports';
import type { ActionView } from '../../../shared/bridge/views';
import { dayOf } from '../../../shared/dates';
import { usageError } from '../exit-codes';
import type { CliIo } from '../io';
import type { Output } from '../output';
import { pathArg } from '../path-arg';
import { createProgress } from '../progress';
import type { CliSession } from '../session';
import { sinceArg } from './watch';

export const BOOK_EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type BookExportFormat = (typeof BOOK_EXPORT_FORMATS)[number];

export function bookExportFormatArg(raw: string | undefined): BookExportFormat {
  if (raw === undefined) throw usageError('BAD_ARGUMENTS', '--format is needed: pdf, xlsx or csv (e.g. --format pdf).');
  const f = raw.trim().toLowerCase();
  if ((BOOK_EXPORT_FORMATS as readonly string[]).includes(f)) return f as BookExportFormat;
  throw usageError('BAD_ARGUMENTS', `--format must be one of ${BOOK_EXPORT_FORMATS.join(', ')} for a book; got "${raw}". Nothing was written.`);
}

export interface BookExportOptions {
  format: BookExportFormat;
  out: string;
  since?: string | undefined;
  overwrite: boolean;
}

/** The file name a folder given as --out receives: `<book>_book|digest_<IST day>.<ext>`. */
function nameInFolder(book: string, o: BookExportOptions): string {
  const safe = book.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'book';
  return `${safe}_${o.since ? 'digest' : 'book'}_${dayOf(new Date().toISOString())}.${o.format}`;
}

export function bookExportText(result: ExportResult, o: { since?: string | undefined }): string {
  const what = o.since ? `the digest of changes since ${o.since}` : 'the book';
  return `${result.replaced ? 'Replaced' : 'Wrote'} ${result.path} with ${what} (${result.bytes.toLocaleString('en-IN')} bytes, SHA-256 ${result.sha256}).`;
}

export async function exportBook(io: CliIo, out: Output, session: CliSession, ref: string, o: BookExportOptions): Promise<void> {
  let outPath = pathArg(o.out, 'The path given with --out');
  if (fs.statSync(outPath, { throwIfNoEntry: false })?.isDirectory()) outPath = path.join(outPath, nameInFolder(ref, o));
  const progress = createProgress(io.stderr);
  const unsubscribe = session.events.subscribe((name, payload) => {
    const view = payload as ActionView;
    if (name === 'action.progress' && view.kind === 'export') progress.update(view);
  });
  const controller = new AbortController();
  const stopInterrupts = io.onInterrupt(() => {
    out.note('\nCancelling the export: no partial file is left behind.');
    controller.abort();
  });
  try {
    out.note(`Writing ${o.since ? `the digest since ${o.since}` : 'the book'} as ${o.format.toUpperCase()} to ${outPath}.`);
    const result = await session.call(
      'portfolio.export',
      { id: ref, format: o.format, outPath, ...(o.since ? { since: o.since } : {}), ...(o.overwrite ? { overwrite: true } : {}) },
      controller.signal,
    );
    progress.finish();
    out.result(result, () => bookExportText(result, o));
  } finally {
    progress.finish();
    stopInterrupts();
    unsubscribe();
  }
}

/** The options as typed, checked: a format, a day, a path (exit 2 with words otherwise). */
export function bookExportArgs(o: { format?: string; out?: string; since?: string; overwrite?: boolean }): BookExportOptions {
  const format = bookExportFormatArg(o.format);
  if (o.out === undefined) throw usageError('BAD_ARGUMENTS', '--out is needed: the path of the file to write (e.g. --out ~/book.pdf). Nothing was written.');
  return { format, out: o.out, since: o.since === undefined ? undefined : sinceArg(o.since), overwrite: o.overwrite === true };
}
