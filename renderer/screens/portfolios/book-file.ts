// A dropped or chosen file as the bridge carries a book (bookFileSchema): a CSV as its text, a
// workbook as base64. The renderer reads the file the analyst handed it; it never opens paths.
import type { BookFile } from '../../../shared/bridge/portfolio';

export const BOOK_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function isWorkbook(name: string): boolean {
  return /\.xlsx$/i.test(name);
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** Null with a reason when the file is neither a CSV nor a workbook. */
export async function bookFileOf(file: File): Promise<{ file: BookFile } | { problem: string }> {
  if (isWorkbook(file.name)) return { file: { name: file.name, encoding: 'base64', content: base64Of(new Uint8Array(await file.arrayBuffer())) } };
  if (/\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv') return { file: { name: file.name, encoding: 'utf8', content: await file.text() } };
  return { problem: `${file.name} is neither a CSV nor an XLSX workbook: save the sheet as one of those and import it again.` };
}

/** Rows pasted from a spreadsheet (tab-separated) or a CSV, as a CSV file. */
export function pastedFile(text: string): BookFile {
  const csv = text.includes('\t')
    ? text
        .split(/\r?\n/)
        .map((line) =>
          line
            .split('\t')
            .map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
            .join(','),
        )
        .join('\n')
    : text;
  return { name: 'pasted rows.csv', encoding: 'utf8', content: csv };
}

/** A book's name from its file's: "SME book.xlsx" → "SME book". */
export const nameOfFile = (name: string): string => name.replace(/\.[^.]+$/, '').trim() || name;
