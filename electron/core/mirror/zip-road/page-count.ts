/**
 * The page count of a PDF read out of an archive (the entry becomes a filing's document only when
 * it opens as a PDF and its pages agree with the filing), with pdf.js from its page tree: lighter
 * than a full parse, which matters for the registry's 10 MB+ PDFs. One entry at a time, capped in
 * size before it gets here.
 */
import fs from 'node:fs';
import { ownedBytes, pdfPageCount } from '../../pdf-text';

/** Pages of the PDF at `file`, or null when it does not open as one. */
export async function countPages(file: string): Promise<number | null> {
  try {
    return await pdfPageCount(ownedBytes(fs.readFileSync(file)));
  } catch {
    return null;
  }
}
