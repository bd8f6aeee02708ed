import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { withPdfFile } from './open-file';
import { PDF_OPTIONS } from './pdf-options';

/** Text of a PDF, one string per page, from its bytes (a report just written) or its file (a stored filing). */

export { standardFontDataUrl } from './pdf-options';

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

export function textOfItems(items: readonly TextItemLike[]): string {
  let out = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    out += item.str;
    if (item.hasEOL) out += '\n';
    else if (item.str !== '' && !item.str.endsWith(' ')) out += ' ';
  }
  return out.replace(/[ \t]+\n/g, '\n').replace(/[ \t]{2,}/g, ' ').trim();
}

/**
 * Every page's text, page 1 first. Each page is released once read, and the loop yields to the
 * event loop between pages: a long filing never holds the key's pacer for long.
 */
async function pagesText(doc: PDFDocumentProxy): Promise<string[]> {
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(textOfItems(content.items as TextItemLike[]));
    page.cleanup();
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return pages;
}

/** The text of the PDF in `bytes`; the caller's buffer is left as it was (pdf.js gets a copy to detach). */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ ...PDF_OPTIONS, data: new Uint8Array(bytes) });
  try {
    return await pagesText(await task.promise);
  } finally {
    await task.destroy();
  }
}

/**
 * Text wants most of a typical filing's bytes (its content streams), so a file up to this size is
 * read whole; past it the bytes are mostly scanned images the text never needs.
 */
const TEXT_WHOLE_FILE_BYTES = 1_048_576;

/**
 * The text of the PDF at `file` for the search index: a large one read in ranges, never in memory
 * whole, and no standard font files loaded (open-file.ts says why).
 */
export function extractPdfFileText(file: string): Promise<string[]> {
  return withPdfFile(file, pagesText, { wholeUpTo: TEXT_WHOLE_FILE_BYTES, textOnly: true });
}

/**
 * The page count of the PDF at `file` from its page tree (no page is parsed, only the chunks of
 * the file holding the trailer, cross-reference and page tree are read): the zip road's check
 * that an entry is a PDF and has the pages its filing lists.
 */
export function pdfFilePageCount(file: string): Promise<number> {
  return withPdfFile(file, async (doc) => doc.numPages, { textOnly: true });
}
