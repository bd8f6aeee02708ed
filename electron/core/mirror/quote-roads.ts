/**
 * The quote's lines for the PDFs, by road (issue 9). On the zip road the archives of the document
 * job carry the PDFs free of charge (blob addresses, not API calls); a few are bought one by one
 * (the priority set while the job runs, anything no archive delivered), estimated at a share of
 * what is missing: the run asks again before spending past what was accepted. Without archives
 * (`zipFirst: false`, or a sandbox key) every PDF is one billed download.
 */
import type { QuoteLine } from '../../../shared/bridge/views';
import { line, type PriceBook } from './quote-kit';

/** The share of missing PDFs quoted as bought one by one on the zip road (a tuning constant). */
export const ZIP_FALLBACK_SHARE = 0.05;

export function pdfLines(book: PriceBook, opts: { zipFirst: boolean; missing: number; stored: number; note?: string }): QuoteLine[] {
  const { missing, stored } = opts;
  const storedNote = stored > 0 ? `${stored} already in the library` : undefined;
  if (!opts.zipFirst || book.sandbox) return [line(book, 'PDF downloads', 'companies.filings.download', missing, opts.note ?? storedNote)];
  const alone = Math.min(missing, Math.ceil(missing * ZIP_FALLBACK_SHARE));
  return [
    line(book, "PDFs from the document job's zip archives (free)", null, missing, `Direct downloads, not API calls${storedNote ? `; ${storedNote}` : ''}`),
    line(
      book,
      'PDF downloads one by one (estimate)',
      'companies.filings.download',
      alone,
      'The latest accounts, returns and open charges while the job runs, and any PDF no archive delivers; the action asks again before spending more than you accept',
    ),
  ];
}
