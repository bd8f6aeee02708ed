/**
 * The page count of a PDF read out of an archive (the entry becomes a filing's document only when
 * it opens as a PDF and its pages agree with the filing), with pdf.js from its page tree, reading
 * only the chunks of the file that hold it: the registry's 10 MB+ PDFs are never in memory whole.
 * One entry at a time, capped in size before it gets here.
 */
import { pdfFilePageCount } from '../../pdf-text';

/** Pages of the PDF at `file`, or null when it does not open as one. */
export async function countPages(file: string): Promise<number | null> {
  try {
    return await pdfFilePageCount(file);
  } catch {
    return null;
  }
}
