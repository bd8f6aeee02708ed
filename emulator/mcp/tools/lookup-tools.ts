// Register reads: the sandbox listing, company and director search, master record, filing list
// and director profile. Each is one REST call returned unchanged.
import { z } from 'zod';
import { checkCompanyId, checkDin } from '../input-checks';
import { pathOf } from '../rest-call';
import { callEndpoint, countOf, defineTool, isObject, type Json, type ToolDefinition } from '../tool-kit';

const READ_ONLY = { readOnlyHint: true, openWorldHint: true } as const;

const companyIdInput = z.string().describe('CIN (21 characters), FCIN (6) or LLPIN (8, e.g. AAA-1234)');

function text(value: unknown, fallback = '?'): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function firstCandidate(data: unknown): Json | undefined {
  const candidates = isObject(data) ? data['candidates'] : undefined;
  const first = Array.isArray(candidates) ? candidates[0] : undefined;
  return isObject(first) ? first : undefined;
}

function hintOf(data: unknown): string {
  return isObject(data) && typeof data['hint'] === 'string' ? ` ${data['hint']}` : '';
}

export const listSandboxEntities = defineTool({
  name: 'list_sandbox_entities',
  title: 'List sandbox companies and directors',
  description: 'Lists the fixed sandbox set a test key may use (GET /v1/sandbox). Free.',
  inputSchema: {},
  annotations: READ_ONLY,
  run: (_args, ctx) =>
    callEndpoint(ctx, 'list_sandbox_entities', { method: 'GET', path: '/v1/sandbox' }, (data) =>
      `Sandbox: ${countOf(data, 'companies')} companies and LLPs, ${countOf(data, 'directors')} directors usable with a test key.`,
    ),
});

export const findCompany = defineTool({
  name: 'find_company',
  title: 'Find a company',
  description: 'Searches companies by name or exact CIN/FCIN/LLPIN (company resolve). Billed at companies.resolve on a live key.',
  inputSchema: {
    query: z.string().describe('Company name, brand, or exact CIN/FCIN/LLPIN'),
    state: z.string().optional().describe('Filter by state'),
    city: z.string().optional().describe('Filter by city'),
    limit: z.number().int().min(1).max(20).optional().describe('Number of candidates, 1 to 20 (default 10)'),
  },
  annotations: READ_ONLY,
  run: (args, ctx) =>
    callEndpoint(
      ctx,
      'find_company',
      { method: 'GET', path: '/v1/companies/resolve', query: { q: args.query, state: args.state, city: args.city, limit: args.limit } },
      (data) => {
        const best = firstCandidate(data);
        const top = best === undefined ? '' : `; best match ${text(best['company'])} (${text(best['cin'])})`;
        return `${countOf(data, 'candidates')} candidate(s) for "${args.query}"${top}.${hintOf(data)}`;
      },
    ),
});

export const getCompany = defineTool({
  name: 'get_company',
  title: 'Company master record',
  description: 'Reads the registry master record of a company (GET /v1/companies/{cin}). Billed at companies.master.',
  inputSchema: {
    companyId: companyIdInput,
    idType: z.enum(['cin', 'fcin', 'llpin']).optional().describe('Identifier kind; detected when omitted'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const id = checkCompanyId('get_company', args.companyId, args.idType, ctx.currentYear());
    if (!id.ok) return id.result;
    return callEndpoint(ctx, 'get_company', { method: 'GET', path: pathOf('v1', 'companies', id.value), query: { idType: args.idType } }, (data) => {
      const master = isObject(data) && isObject(data['masterData']) ? data['masterData'] : {};
      const company = isObject(master['companyData']) ? master['companyData'] : {};
      const directors = countOf(master['directorData']);
      const name = isObject(data) ? text(data['company']) : '?';
      return `${name} (${id.value}): ${text(company['companyStatus'], 'status not given')}, incorporated ${text(company['dateOfIncorporation'], 'on an unknown date')}, ${directors} director(s) on record.`;
    });
  },
});

export const listFilings = defineTool({
  name: 'list_filings',
  title: 'List company filings',
  description: 'Lists the documents a company filed, newest recorded first (GET /v1/companies/{cin}/filings). Billed at companies.filings.list.',
  inputSchema: {
    companyId: companyIdInput,
    page: z.number().int().min(1).optional().describe('Page number from 1 (default 1)'),
    limit: z.number().int().min(1).max(200).optional().describe('Rows per page, up to 200 (default 50)'),
    formId: z.string().optional().describe('Exact form id, e.g. AOC-4, MGT-7, CHG-9'),
    year: z.number().int().optional().describe('Exact filing year'),
    documentCategory: z.string().optional().describe('Exact document category'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const id = checkCompanyId('list_filings', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    const query = { page: args.page, limit: args.limit, formId: args.formId, year: args.year, documentCategory: args.documentCategory };
    return callEndpoint(ctx, 'list_filings', { method: 'GET', path: pathOf('v1', 'companies', id.value, 'filings'), query }, (data, meta) => {
      const shown = countOf(data);
      return `${shown} filing(s) of ${String(meta['total'] ?? shown)} for ${id.value} (page ${String(meta['page'] ?? 1)} of ${String(meta['totalPages'] ?? 1)}).`;
    });
  },
});

export const findDirector = defineTool({
  name: 'find_director',
  title: 'Find a director',
  description: 'Searches directors by name or exact 8-digit DIN (director resolve). Billed at directors.resolve on a live key.',
  inputSchema: {
    query: z.string().describe('Director name or exact DIN'),
    limit: z.number().int().min(1).max(20).optional().describe('Number of candidates, 1 to 20 (default 10)'),
  },
  annotations: READ_ONLY,
  run: (args, ctx) =>
    callEndpoint(ctx, 'find_director', { method: 'GET', path: '/v1/directors/resolve', query: { q: args.query, limit: args.limit } }, (data) => {
      const best = firstCandidate(data);
      const top = best === undefined ? '' : `; best match ${text(best['fullName'])} (DIN ${text(best['din'])})`;
      return `${countOf(data, 'candidates')} candidate(s) for "${args.query}"${top}.${hintOf(data)}`;
    }),
});

export const getDirector = defineTool({
  name: 'get_director',
  title: 'Director profile',
  description: 'Reads a director profile with company roles (GET /v1/directors/{din}). Billed at directors.profile.',
  inputSchema: { din: z.string().describe('Director identification number, 8 digits') },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const din = checkDin('get_director', args.din);
    if (!din.ok) return din.result;
    return callEndpoint(ctx, 'get_director', { method: 'GET', path: pathOf('v1', 'directors', din.value) }, (data) => {
      const profile = isObject(data) ? data : {};
      const name = [profile['firstName'], profile['lastName']].filter((p) => typeof p === 'string' && p !== '').join(' ');
      return `${name === '' ? 'Director' : name} (DIN ${din.value}): ${countOf(profile['companyData'])} company role(s) on record.`;
    });
  },
});

export const LOOKUP_TOOLS: ToolDefinition[] = [listSandboxEntities, findCompany, getCompany, listFilings, findDirector, getDirector];
