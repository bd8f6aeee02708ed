/**
 * The files `dossier portfolio` reads: a book (CSV or XLSX), sent to the core as content as the app
 * sends it (the core never opens a path the renderer names); and an answers file (CSV or JSON of a
 * row and the company it is, `none` for no company). Each path gets the folder checker's rules
 * first (a place on /proc, a folder, a device is refused in words, exit 2), then a size bound.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BookFile } from '../../shared/bridge/portfolio';
import { formatIndianNumber } from '../../shared/money';
import { type PathRole, readableFile } from '../core/store';
import { fromAppError, usageError } from './exit-codes';
import { companyIdArg } from './ids';
import { errorToData } from '../core/bridge-handlers';
import { pathArg } from './path-arg';

/** A book file the bridge accepts (its content is at most about 30 MB). */
const MAX_BOOK_BYTES = 30 * 1024 * 1024;
const MAX_ANSWERS_BYTES = 5 * 1024 * 1024;

const BOOK_ROLE: PathRole = { code: 'PATH_UNUSABLE', name: 'book file', hint: 'Give the path of the CSV or .xlsx file of borrowers.' };
const ANSWERS_ROLE: PathRole = { code: 'PATH_UNUSABLE', name: 'answers file', hint: 'Give the path of a CSV or JSON file of line,id answers.' };

function readChecked(raw: string, role: PathRole, max: number): { file: string; bytes: Buffer } {
  const file = pathArg(raw, `The ${role.name}`);
  try {
    readableFile(file, role);
  } catch (error) {
    throw fromAppError(errorToData(error));
  }
  const size = fs.statSync(file).size;
  if (size > max) throw usageError('FILE_TOO_BIG', `${file} is ${formatIndianNumber(Math.ceil(size / 1024 / 1024))} MB, more than the ${formatIndianNumber(max / 1024 / 1024)} MB a ${role.name} may be.`);
  return { file, bytes: fs.readFileSync(file) };
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const starts = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The book as the bridge carries it: text when it is UTF-8 text, else base64 (a workbook, another encoding). */
export function readBookArg(raw: string): BookFile {
  const { file, bytes } = readChecked(raw, BOOK_ROLE, MAX_BOOK_BYTES);
  const name = path.basename(file);
  if (!starts(bytes, ZIP) && !starts(bytes, OLE)) {
    try {
      return { name, encoding: 'utf8', content: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    } catch {
      // Not UTF-8: the core reads it as Windows-1252 text, or refuses it in words.
    }
  }
  return { name, encoding: 'base64', content: bytes.toString('base64') };
}

export interface Answer {
  /** A line number or a row id, as written. */
  row: string;
  /** A company identifier, or null for "no company". */
  companyId: string | null;
  /** Where in the answers file it was given. */
  at: string;
}

function answerOf(row: unknown, id: unknown, at: string): Answer {
  const r = typeof row === 'number' ? String(row) : typeof row === 'string' ? row.trim() : '';
  const i = typeof id === 'string' ? id.trim() : '';
  if (r === '') throw usageError('BAD_ARGUMENTS', `${at}: no row (give its line in the book file, or its row id).`);
  if (i === '') throw usageError('BAD_ARGUMENTS', `${at}: no company for row ${r} (give a CIN, LLPIN or FCIN, or "none").`);
  if (i.toLowerCase() === 'none') return { row: r, companyId: null, at };
  try {
    return { row: r, companyId: companyIdArg(i), at };
  } catch (error) {
    const e = error as { error: { code: string; message: string } };
    throw usageError(e.error.code, `${at}: ${e.error.message}`);
  }
}

/**
 * Answers from a file: JSON (`[{ "line": 12, "id": "U…" }]`, `row`/`companyId` also read, or
 * `{ "12": "U…" }`), or CSV of `line,id` with or without a header.
 */
export function readAnswersArg(raw: string): Answer[] {
  const { file, bytes } = readChecked(raw, ANSWERS_ROLE, MAX_ANSWERS_BYTES);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const name = path.basename(file);
  if (/^\s*[[{]/.test(text)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw usageError('BAD_ARGUMENTS', `${name} is not valid JSON: ${(error as Error).message}`);
    }
    if (Array.isArray(parsed)) {
      return parsed.map((a, i) => {
        const o = (a ?? {}) as Record<string, unknown>;
        return answerOf(o.line ?? o.row ?? o.rowId, o.id ?? o.companyId ?? o.cin, `${name} item ${i + 1}`);
      });
    }
    return Object.entries(parsed as Record<string, unknown>).map(([row, id]) => answerOf(row, id, `${name} "${row}"`));
  }
  const lines = text.split(/\r\n|\n|\r/);
  const answers: Answer[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const [row, id] = line.split(/[,;\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
    // A header line ("line,id", "row,company") is no answer.
    if (i === 0 && !/^\d+$/.test(row ?? '') && /^(line|row|row ?id)$/i.test(row ?? '')) return;
    answers.push(answerOf(row, id, `${name} line ${i + 1}`));
  });
  if (answers.length === 0) throw usageError('BAD_ARGUMENTS', `${name} holds no answers (one line,id per line, or JSON).`);
  return answers;
}
