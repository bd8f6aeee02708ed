/**
 * Filed PDFs from the library: the document itself as an embedded resource (up to the spec's 10 MB
 * inline limit; a description with its size and pages above it), and its text a page range at a
 * time, never cut without saying where and how to read on.
 */
import { z } from 'zod';
import { formatDate } from '../../../../shared/dates';
import { extractPdfText } from '../../pdf-text';
import type { ConnectorContext } from '../context';
import { checkCompanyId, checkFilingId } from '../inputs';
import { describedFileResult, type FileInput, inlineFileResult, localError, type Source, successResult } from '../results';
import { filingUri, readStoredPdf, type StoredPdf, storedPdf } from '../stored-pdf';
import { defineTool, READ_ONLY, type ToolDefinition, yearOf } from '../tool-kit';
import { companyIdInput } from './paid-tools';

const filingIdInput = z.string().max(200).describe('The flg_ filing id from list_filings');

function pdfSource(pdf: StoredPdf, pages?: string): Source {
  const form = pdf.filing.formId ?? 'filing';
  const filed = pdf.filing.dateOfFiling ? `, filed ${formatDate(pdf.filing.dateOfFiling)}` : '';
  return {
    origin: 'library',
    what: `the PDF of ${form}${filed} (filing ${pdf.doc.filingId})${pages ? `, ${pages}` : ''}`,
    readAt: pdf.doc.downloadedAt,
    requestId: pdf.doc.requestId,
    filingId: pdf.doc.filingId,
  };
}

export const getFilingDocument = defineTool({
  name: 'get_filing_document',
  title: 'A filed PDF from the library',
  description:
    'The PDF of one filing exactly as stored in the library (checked against its SHA-256), as an embedded resource. PDFs above 10 MB ' +
    'are described (size, pages) instead of attached; read them with get_filing_text. Free and offline.',
  inputSchema: { companyId: companyIdInput, filingId: filingIdInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_filing_document';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const filing = checkFilingId(tool, args.filingId);
    if (!filing.ok) return filing.result;
    const pdf = storedPdf(ctx.library, id.value, filing.value);
    const file: FileInput = {
      name: pdf.name,
      uri: filingUri(id.value, filing.value),
      size: pdf.doc.size,
      pages: pdf.pages,
      sha256: pdf.doc.sha256,
      source: pdfSource(pdf),
    };
    if (pdf.doc.size > ctx.tuning.inlineLimitBytes) return describedFileResult(tool, file, ctx.tuning.inlineLimitBytes);
    return inlineFileResult(tool, file, readStoredPdf(ctx.library, pdf));
  },
});

/** Pages a call returns at most, and characters: an answer an assistant can hold, with the rest a call away. */
export const TEXT_MAX_PAGES = 20;
export const TEXT_MAX_CHARS = 40_000;

/** Page texts from the search index, or read from the PDF when it is not indexed yet. */
async function pageTexts(ctx: ConnectorContext, pdf: StoredPdf, from: number, to: number): Promise<{ texts: Map<number, string>; pageCount: number | null }> {
  if (pdf.doc.textIndexedAt !== null) {
    const texts = new Map(ctx.library.documents.pageTexts(pdf.doc.filingId, from, to).map((p) => [p.page, p.text]));
    return { texts, pageCount: pdf.pages };
  }
  const all = await extractPdfText(readStoredPdf(ctx.library, pdf));
  const texts = new Map<number, string>();
  all.forEach((text, i) => {
    if (i + 1 >= from && i + 1 <= to && text.trim() !== '') texts.set(i + 1, text.trim());
  });
  return { texts, pageCount: all.length };
}

export const getFilingText = defineTool({
  name: 'get_filing_text',
  title: "A filed PDF's text, by page",
  description:
    `The text of pages fromPage to toPage of a filing's PDF in the library (at most ${TEXT_MAX_PAGES} pages or ${TEXT_MAX_CHARS} characters ` +
    'a call; the answer says where to continue). Cite the page numbers it gives. Free and offline.',
  inputSchema: {
    companyId: companyIdInput,
    filingId: filingIdInput,
    fromPage: z.number().int().min(1).max(100_000).optional().describe('First page, from 1 (default 1)'),
    toPage: z.number().int().min(1).max(100_000).optional().describe(`Last page (default fromPage + 9; at most ${TEXT_MAX_PAGES} pages a call)`),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_filing_text';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const filingId = checkFilingId(tool, args.filingId);
    if (!filingId.ok) return filingId.result;
    const from = args.fromPage ?? 1;
    const to = Math.min(args.toPage ?? from + 9, from + TEXT_MAX_PAGES - 1);
    if (to < from) return localError(tool, 'INVALID_PAGES', `toPage ${to} is before fromPage ${from}`);
    const pdf = storedPdf(ctx.library, id.value, filingId.value);
    const { texts, pageCount } = await pageTexts(ctx, pdf, from, to);
    if (pageCount !== null && from > pageCount) return localError(tool, 'INVALID_PAGES', `The PDF has ${pageCount} page(s); fromPage ${from} is past its end`);
    const last = pageCount === null ? to : Math.min(to, pageCount);

    const pages: Array<{ page: number; text: string; blank: boolean; cutAtChars?: number }> = [];
    let chars = 0;
    for (let page = from; page <= last; page++) {
      const text = texts.get(page) ?? '';
      if (pages.length > 0 && chars + text.length > TEXT_MAX_CHARS) break;
      // A single page longer than the whole budget is cut, and says so.
      const cut = text.length > TEXT_MAX_CHARS ? text.slice(0, TEXT_MAX_CHARS) : text;
      pages.push({ page, text: cut, blank: text === '', ...(cut.length < text.length ? { cutAtChars: TEXT_MAX_CHARS } : {}) });
      chars += cut.length;
    }
    const shownTo = pages[pages.length - 1]!.page;
    const nextPage = pageCount === null || shownTo < pageCount ? shownTo + 1 : null;
    const cut = pages.find((p) => p.cutAtChars !== undefined);
    const notes = [
      ...(nextPage !== null ? [`More text follows: call get_filing_text with fromPage ${nextPage}.`] : ['This is the end of the document.']),
      ...(cut ? [`Page ${cut.page} is longer than ${TEXT_MAX_CHARS} characters and was cut there; open the PDF (get_filing_document) for the rest of it.`] : []),
    ];
    const range = from === shownTo ? `page ${from}` : `pages ${from} to ${shownTo}`;
    const body = pages.map((p) => `--- page ${p.page} ---\n${p.blank ? '(no text on this page)' : p.text}`).join('\n\n');
    return successResult(tool, {
      summary: `Text of ${range} of ${pdf.filing.formId ?? 'the filing'} ${filingId.value} (${pageCount ?? 'unknown number of'} page(s) in all).`,
      data: { companyId: id.value, filingId: filingId.value, formId: pdf.filing.formId, pageCount, fromPage: from, toPage: shownTo, nextPage, pages },
      sources: [pdfSource(pdf, range)],
      notes,
      body,
    });
  },
});

export const DOCUMENT_TOOLS: ToolDefinition[] = [getFilingDocument, getFilingText];
