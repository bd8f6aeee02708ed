/**
 * `portfolio.export`: the book (or its digest) written as export.run writes a company's files. The
 * target is checked first (destination.ts's rules: a full path, in a folder that exists, outside the
 * library folder, free unless overwriting was asked; without a path, a free name in the library's
 * exports folder), the book view settled, then the file written to a temporary name and renamed.
 * Progress is an action of kind "export" whose subject is the book; a failure is marked on it in words.
 * The CSV is one file here (one line a company), not a folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ExportResult } from '../../../../shared/bridge/reports';
import type { ActionView } from '../../../../shared/bridge/views';
import { dayOf } from '../../../../shared/dates';
import type { PortfolioService } from '../../portfolio';
import { makePrivateDir } from '../../store';
import { exportActionView } from '../../views';
import { sha256File, writeAtomically } from '../atomic';
import { checkChosenPath, EXPORTS_DIR, type ExportTarget } from '../destination';
import { writeBookCsv, writeBookWorkbook } from './book-files';
import { buildBookExportModel } from './book-model';
import { renderBookReport } from './book-pdf';
import { inWords } from '../run-export';

export type BookExportFormat = 'pdf' | 'xlsx' | 'csv';

export interface BookExportRun {
  /** The book, by its name or id. */
  ref: string;
  format: BookExportFormat;
  /** A day (YYYY-MM-DD, IST) or an instant: the digest of what changed since then. */
  since?: string | undefined;
  outPath?: string | undefined;
  overwrite?: boolean | undefined;
  dataDir: string;
  now(): string;
  signal?: AbortSignal | undefined;
  onProgress?: (view: ActionView) => void;
}

/** `<book>_book_<YYYY-MM-DD>.pdf`, or `_digest_`: the book's name made safe for a file name, the IST day. */
export function bookExportFileName(bookName: string, format: BookExportFormat, digest: boolean, nowIso: string): string {
  const safe = bookName.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'book';
  return `${safe}_${digest ? 'digest' : 'book'}_${dayOf(nowIso)}.${format}`;
}

function defaultTarget(dataDir: string, name: string): ExportTarget {
  const folder = path.join(path.resolve(dataDir), EXPORTS_DIR);
  const ext = path.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  for (let n = 1; ; n++) {
    const candidate = path.join(folder, n === 1 ? name : `${stem} (${n})${ext}`);
    if (!fs.existsSync(candidate)) return { path: candidate, kind: 'file', replaces: false };
  }
}

export async function runBookExport(portfolios: PortfolioService, run: BookExportRun): Promise<ExportResult> {
  const started = run.now();
  const { book } = portfolios.members(run.ref);
  const digest = run.since !== undefined;
  const name = bookExportFileName(book.name, run.format, digest, started);
  // Refusals come before anything is read or shown: nothing ran, nothing is left to mark.
  const target =
    run.outPath === undefined
      ? defaultTarget(run.dataDir, name)
      : checkChosenPath({ dataDir: run.dataDir, outPath: run.outPath, overwrite: run.overwrite, kind: 'file', what: `a ${run.format} export of a book`, suggestedName: name });
  if (run.outPath === undefined) makePrivateDir(path.dirname(target.path));
  const exportId = `export_${crypto.randomBytes(6).toString('hex')}`;
  const view = exportActionView(exportId, book.id, `Export ${digest ? 'digest' : run.format} of the book "${book.name}"`, started);
  view.total = 2;
  view.sandbox = book.sandbox;
  const emit = (change: Partial<ActionView>) => {
    Object.assign(view, change);
    run.onProgress?.({ ...view });
  };
  emit({ step: 'Assessing the book' });
  try {
    const model = await buildBookExportModel(portfolios, book.id, { since: run.since, asOf: started });
    emit({ step: `Writing the ${run.format.toUpperCase()}`, done: 1 });
    if (run.format === 'pdf') await writeAtomically(target.path, (temp) => renderBookReport(model, temp, { ...(run.signal ? { signal: run.signal } : {}) }));
    else if (run.format === 'xlsx') await writeBookWorkbook(model, target.path);
    else await writeBookCsv(model, target.path);
    emit({ state: 'done', done: 2, step: `Written to ${target.path}`, finishedAt: run.now() });
    return { exportId, path: target.path, kind: 'file', bytes: fs.statSync(target.path).size, sha256: sha256File(target.path), replaced: target.replaces };
  } catch (thrown) {
    const error = inWords(thrown, target.path);
    const cancelled = error instanceof Error && error.name === 'AbortError';
    const message = error instanceof Error ? error.message : String(error);
    emit({ state: cancelled ? 'cancelled' : 'failed', error: { code: cancelled ? 'ABORTED' : 'EXPORT_FAILED', message }, finishedAt: run.now() });
    throw error;
  }
}
