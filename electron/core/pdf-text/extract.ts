import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Text of a PDF, one string per page, with pdfjs-dist's legacy build (the modern build needs
 * browser globals Node 20 lacks). Fonts are never turned into FontFace objects and no code is
 * generated from PDF content (`isEvalSupported: false`): a filed PDF is untrusted input.
 */

const require = createRequire(import.meta.url);

/**
 * In Node, pdfjs reads standard fonts with fs.readFile(standardFontDataUrl + name), so this is an
 * absolute directory path ending in a separator, not a file: URL string.
 */
export function standardFontDataUrl(): string {
  return path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
}

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

async function openPdf(bytes: Uint8Array, copy: boolean) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    // pdfjs transfers (detaches) the buffer it is given; a caller that keeps theirs passes a copy.
    data: copy ? new Uint8Array(bytes) : bytes,
    standardFontDataUrl: standardFontDataUrl(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
}

/**
 * A file's bytes as a Uint8Array pdf.js may detach, without copying them: a Buffer that owns its
 * whole memory (fs.readFile's, for anything but tiny files) is viewed; a slice of a shared pool is copied.
 */
export function ownedBytes(buf: Buffer): Uint8Array {
  if (buf.byteOffset === 0 && buf.byteLength === buf.buffer.byteLength) return new Uint8Array(buf.buffer, 0, buf.byteLength);
  return new Uint8Array(buf);
}

/**
 * The page count of a PDF from its page tree (no page is parsed): the zip road's check that an
 * entry is a PDF and has the pages its filing lists. `bytes` is handed to pdfjs (detached).
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const task = await openPdf(bytes, false);
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
}

/**
 * `owned`: the caller hands the bytes over (pdf.js detaches them), sparing a copy of a 10 MB+ PDF.
 * Yields to the event loop between pages: a long filing never holds the key's pacer for long.
 */
export async function extractPdfText(bytes: Uint8Array, opts: { owned?: boolean } = {}): Promise<string[]> {
  const task = await openPdf(bytes, opts.owned !== true);
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(textOfItems(content.items as TextItemLike[]));
      page.cleanup();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
