/**
 * The quote's lines for the PDFs, by road (issue 9). On the zip road the archives of the document
 * job carry the PDFs free of charge (blob addresses, not API calls); a few are bought one by one
 * (the priority set while the job runs, anything no archive delivered): a share of what is missing
 * is expected, and all of it is the most. Without archives (`zipFirst: false`, or a sandbox key)
 * every PDF is one billed download.
 */
import type { QuoteLine } from '../../../shared/bridge/views';
import { singleDownloads } from './quote-bounds';
import { line, type PriceBook } from './quote-kit';

export function pdfLines(book: PriceBook, opts: { zipFirst: boolean; missing: number; stored: number; note?: string }): QuoteLine[] {
  const { missing, stored } = opts;
  const storedNote = stored > 0 ? `${stored} already in the library` : undefined;
  if (!opts.zipFirst || book.sandbox) return [line(book, 'PDF downloads', 'companies.filings.download', missing, opts.note ?? storedNote)];
  const alone = singleDownloads(missing, true);
  return [
    line(book, "PDFs from the document job's zip archives (free)", null, missing, `Direct downloads, not API calls${storedNote ? `; ${storedNote}` : ''}`),
    line(
      book,
      'PDF downloads one by one',
      'companies.filings.download',
      alone.expected,
      'The latest accounts, returns and open charges while the job runs; at most every missing PDF, if no archive delivers them',
      alone.most,
    ),
  ];
}
