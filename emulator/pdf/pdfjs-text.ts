import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads PDFs the way the renderer's viewer will (pdfjs-dist), for tests of the emulator's output.

const require = createRequire(import.meta.url);
const STANDARD_FONTS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

export interface PdfTextContent {
  numPages: number;
  /** Each page's text items joined with single spaces and whitespace collapsed. */
  pages: string[];
}

export function normaliseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfTextContent> {
  // pdfjs transfers (detaches) the buffer it is given, so it gets a copy.
  const task = pdfjs.getDocument({ data: bytes.slice(), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      pages.push(normaliseSpaces(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
      page.cleanup();
    }
    return { numPages: doc.numPages, pages };
  } finally {
    await task.destroy();
  }
}
