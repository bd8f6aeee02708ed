/**
 * The page count of a PDF read out of an archive, with pdf-lib (the entry becomes a filing's
 * document only when it parses as a PDF and its pages agree with the filing). The file is read
 * whole: one entry at a time, and entries are capped in size before they get here.
 */
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';

/** Pages of the PDF at `file`, or null when it does not parse as one. */
export async function countPages(file: string): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(fs.readFileSync(file), { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    return doc.getPageCount();
  } catch {
    return null;
  }
}
