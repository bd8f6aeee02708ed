// get_filing_document: the filed PDF as a `file` result. Up to the inline limit (10 MB) the bytes
// travel as an embedded resource; above it the result describes the file (size, pages) instead,
// because a larger blob would swamp the assistant's context.
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import { checkCompanyId, checkFilingId } from '../input-checks';
import { pathOf, type RestResponse } from '../rest-call';
import { dataOf, defineTool, isObject, isSuccess, type ToolDefinition } from '../tool-kit';
import { describedFileResult, errorFromResponse, type FileDescription, inlineFileResult, successResult } from '../tool-results';

const TOOL = 'get_filing_document';

/** Page count read from the PDF itself; null when the file cannot be parsed. */
export async function countPdfPages(bytes: Uint8Array): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

function fileNameOf(response: RestResponse, fallback: string): string {
  const disposition = response.headers['content-disposition'] ?? '';
  const quoted = /filename="([^"]+)"/i.exec(disposition);
  const bare = /filename=([^;\s]+)/i.exec(disposition);
  return quoted?.[1] ?? bare?.[1] ?? fallback;
}

function headerInteger(response: RestResponse, name: string): number | null {
  const value = Number(response.headers[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const getFilingDocument = defineTool({
  name: TOOL,
  title: 'Download a filed PDF',
  description:
    'Downloads the PDF of one filing (GET /v1/companies/{cin}/filings/{filingId}/download, companies.filings.download). ' +
    'Needs an active unlock; without one it answers the unlock price and charges nothing. PDFs above 10 MB are described, not attached.',
  inputSchema: {
    companyId: z.string().describe('CIN (21 characters), FCIN (6) or LLPIN (8, e.g. AAA-1234)'),
    filingId: z.string().describe('The flg_ filing id from list_filings'),
  },
  annotations: { readOnlyHint: true, openWorldHint: true },
  run: async (args, ctx) => {
    const id = checkCompanyId(TOOL, args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    const filing = checkFilingId(TOOL, args.filingId);
    if (!filing.ok) return filing.result;

    const response = await ctx.rest({ method: 'GET', path: pathOf('v1', 'companies', id.value, 'filings', filing.value, 'download') });
    if (!isSuccess(response)) return errorFromResponse(TOOL, response);
    if (response.json !== undefined) {
      // No PDF to send: the API answers the unlock state as JSON, uncharged. On the sandbox that
      // state reads unlocked, and the reason is that the registry holds no copy of this filing.
      const data = dataOf(response);
      if (isObject(data) && data['sandbox'] === true) {
        return successResult(TOOL, `The sandbox holds no PDF of ${filing.value}, so none was sent; try another filing from list_filings.`, response);
      }
      const price = isObject(data) && typeof data['unlockPrice'] === 'number' ? `${data['unlockPrice']} paisa` : 'not offered to this account';
      return successResult(TOOL, `${id.value} is not unlocked, so no PDF was sent; unlock price ${price} (see unlock_company).`, response);
    }

    const size = response.body.byteLength;
    const file: FileDescription = {
      name: fileNameOf(response, `${id.value}_${filing.value}.pdf`),
      mimeType: 'application/pdf',
      size,
      pages: null,
      uri: `registry://companies/${id.value}/filings/${filing.value}.pdf`,
    };
    if (size <= ctx.inlineLimitBytes) return inlineFileResult(TOOL, file, response.body, response);
    file.pages = headerInteger(response, 'x-page-count') ?? (await countPdfPages(response.body));
    return describedFileResult(TOOL, file, ctx.inlineLimitBytes, response);
  },
});

export const DOCUMENT_TOOLS: ToolDefinition[] = [getFilingDocument];
