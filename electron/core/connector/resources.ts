/**
 * The library's PDFs as MCP resources, `dossier://filing/<cin>/<filingId>`: listed a page at a time
 * (a cursor, so a library of thousands of filings never answers in one piece), read byte for byte
 * as stored. A URI is parsed strictly and its ids checked with the shared rules before the store
 * is asked for anything.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import { formatDate } from '../../../shared/dates';
import { normaliseCompanyId, normaliseFilingId } from '../../../shared/ids';
import { isDossierError } from '../app-error';
import type { Library } from '../store';
import type { ConnectorContext } from './context';
import { PDF_MIME } from './results';
import { FILING_URI_PREFIX, filingUri, readStoredPdf, storedPdf } from './stored-pdf';

export const RESOURCES_PER_PAGE = 100;
const TEMPLATE = `${FILING_URI_PREFIX}{cin}/{filingId}`;
const URI = /^dossier:\/\/filing\/([^/?#]{1,200})\/([^/?#]{1,200})$/;

function resourceOf(library: Library, filingId: string, companyId: string, size: number): Resource {
  const filing = library.filings.get(filingId);
  const company = library.companies.get(companyId);
  const filed = filing?.dateOfFiling ? `, filed ${formatDate(filing.dateOfFiling)}` : '';
  return {
    uri: filingUri(companyId, filingId),
    name: `${filing?.formId ?? 'Filing'}${filed} (${company?.name ?? companyId})`,
    mimeType: PDF_MIME,
    size,
    description: `The PDF of filing ${filingId} of ${companyId}, as stored in Dossier's library.`,
  };
}

function parseUri(uri: string, currentYear: number): { companyId: string; filingId: string } {
  const m = URI.exec(uri);
  const company = m ? normaliseCompanyId(decodeURIComponent(m[1]!), { currentYear }) : null;
  const filing = m ? normaliseFilingId(decodeURIComponent(m[2]!)) : null;
  if (!company?.ok || !filing?.ok) {
    throw new McpError(ErrorCode.InvalidParams, `${uri.slice(0, 300)} is not a Dossier filing resource (expected ${TEMPLATE} with a valid CIN and flg_ filing id)`);
  }
  return { companyId: company.id, filingId: filing.id };
}

export function registerFilingResources(server: McpServer, ctx: ConnectorContext): void {
  const low = server.server;
  low.registerCapabilities({ resources: {} });
  low.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const cursor = request.params?.cursor;
    const after = cursor === undefined ? null : normaliseFilingId(cursor);
    if (after !== null && !after.ok) throw new McpError(ErrorCode.InvalidParams, 'The cursor is not one this server gave');
    const docs = ctx.library.documents.page({ after: after?.id ?? null, limit: RESOURCES_PER_PAGE });
    const resources = docs.map((d) => resourceOf(ctx.library, d.filingId, d.companyId, d.size));
    return { resources, ...(docs.length === RESOURCES_PER_PAGE ? { nextCursor: docs[docs.length - 1]!.filingId } : {}) };
  });
  low.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [{ uriTemplate: TEMPLATE, name: 'filing-pdf', title: 'A filed PDF in the library', mimeType: PDF_MIME }],
  }));
  low.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { companyId, filingId } = parseUri(request.params.uri, new Date(ctx.now()).getUTCFullYear());
    try {
      const pdf = storedPdf(ctx.library, companyId, filingId);
      if (pdf.doc.size > ctx.tuning.inlineLimitBytes) {
        throw new McpError(ErrorCode.InvalidParams, `${pdf.name} is ${pdf.doc.size} bytes, above the 10 MB the connector sends; read its text with get_filing_text`);
      }
      const bytes = readStoredPdf(ctx.library, pdf);
      return { contents: [{ uri: filingUri(companyId, filingId), mimeType: PDF_MIME, blob: Buffer.from(bytes).toString('base64') }] };
    } catch (error) {
      if (isDossierError(error)) throw new McpError(ErrorCode.InvalidParams, `${error.code}: ${error.message}`);
      throw error;
    }
  });
}
