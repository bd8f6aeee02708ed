// Structured data extracted from filings: which forms exist, which years (or filings, or charges)
// each form has, and the extracted payload of one of them.
import { z } from 'zod';
import { checkCompanyId, checkExtractionKey } from '../input-checks';
import { pathOf } from '../rest-call';
import { callEndpoint, countOf, defineTool, isObject, type ToolDefinition } from '../tool-kit';

const READ_ONLY = { readOnlyHint: true, openWorldHint: true } as const;
const companyIdInput = z.string().describe('CIN (21 characters), FCIN (6) or LLPIN (8, e.g. AAA-1234)');
const formTypeInput = z.string().describe('AOC-4, MGT-7, PAS-3 or CHARGES (case-insensitive)');

export const listExtractionForms = defineTool({
  name: 'list_extraction_forms',
  title: 'Extracted form types of a company',
  description: 'Which extracted forms exist for a company (GET /v1/companies/{cin}/extractions). Billed at companies.extractions.list.',
  inputSchema: { companyId: companyIdInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const id = checkCompanyId('list_extraction_forms', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    return callEndpoint(ctx, 'list_extraction_forms', { method: 'GET', path: pathOf('v1', 'companies', id.value, 'extractions') }, (data) => {
      const forms = isObject(data) && Array.isArray(data['availableFormTypes']) ? data['availableFormTypes'] : [];
      return forms.length === 0 ? `No extracted forms for ${id.value}.` : `Extracted forms for ${id.value}: ${forms.join(', ')}.`;
    });
  },
});

export const listExtractionYears = defineTool({
  name: 'list_extraction_years',
  title: 'Years, filings or charges of an extracted form',
  description:
    'AOC-4/MGT-7: the available years; PAS-3: the allotment filings (flg_ ids); CHARGES: the charges (numeric ids) ' +
    '(GET /v1/companies/{cin}/extractions/{formType}). Billed at companies.extractions.years.',
  inputSchema: { companyId: companyIdInput, formType: formTypeInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const id = checkCompanyId('list_extraction_years', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    const form = args.formType.trim().toUpperCase();
    const path = pathOf('v1', 'companies', id.value, 'extractions', form);
    return callEndpoint(ctx, 'list_extraction_years', { method: 'GET', path }, (data) => {
      if (form === 'PAS-3') return `${countOf(data, 'filings')} PAS-3 allotment filing(s) for ${id.value}; pass a filing_id as year to get_extraction.`;
      if (form === 'CHARGES') return `${countOf(data, 'charges')} charge(s) for ${id.value}; pass a charge_id as year to get_extraction.`;
      const years = isObject(data) && Array.isArray(data['availableYears']) ? data['availableYears'] : [];
      return years.length === 0 ? `No ${form} years for ${id.value}.` : `${form} years for ${id.value}: ${years.join(', ')}.`;
    });
  },
});

export const getExtraction = defineTool({
  name: 'get_extraction',
  title: 'Extracted data of one filing',
  description:
    'The structured data of one extraction (GET /v1/companies/{cin}/extractions/{formType}/{year}, companies.extractions.data). ' +
    'year is the calendar year for AOC-4 and MGT-7 and the numeric charge_id for CHARGES; PAS-3 needs the flg_ filing_id, ' +
    'which is not an integer and is accepted as a string. Without an active unlock it answers the unlock price, uncharged.',
  inputSchema: {
    companyId: companyIdInput,
    formType: formTypeInput,
    // The spec's table says integer; a string is accepted too because PAS-3 keys are flg_ tokens.
    year: z.union([z.number().int(), z.string()]).describe('Year (AOC-4, MGT-7), charge_id (CHARGES), or flg_ filing_id as a string (PAS-3)'),
    scope: z.enum(['standalone', 'consolidated']).optional().describe('AOC-4 only; standalone by default'),
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_extraction';
    const id = checkCompanyId(tool, args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    const key = checkExtractionKey(tool, args.formType, args.year, ctx.currentYear());
    if (!key.ok) return key.result;
    const form = args.formType.trim().toUpperCase();
    const path = pathOf('v1', 'companies', id.value, 'extractions', form, key.value);
    return callEndpoint(ctx, tool, { method: 'GET', path, query: { scope: args.scope } }, (data) => {
      if (isObject(data) && data['unlocked'] === false) {
        const price = typeof data['unlockPrice'] === 'number' ? `${data['unlockPrice']} paisa` : 'not offered to this account';
        return `${id.value} is not unlocked, so no extraction was read; unlock price ${price} (see unlock_company).`;
      }
      const scope = form === 'AOC-4' ? ` (${args.scope ?? 'standalone'})` : '';
      return `${form} extraction ${key.value}${scope} for ${id.value}.`;
    });
  },
});

export const EXTRACTION_TOOLS: ToolDefinition[] = [listExtractionForms, listExtractionYears, getExtraction];
