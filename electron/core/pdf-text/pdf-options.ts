/**
 * How every PDF is opened with pdfjs-dist's legacy build (the modern build needs browser globals
 * Node 20 lacks). Fonts are never turned into FontFace objects and no code is generated from PDF
 * content (`isEvalSupported: false`): a filed PDF is untrusted input.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * In Node, pdfjs reads standard fonts with fs.readFile(standardFontDataUrl + name), so this is an
 * absolute directory path ending in a separator, not a file: URL string.
 */
export function standardFontDataUrl(): string {
  return path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
}

export const PDF_OPTIONS = {
  standardFontDataUrl: standardFontDataUrl(),
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
} as const;
