/**
 * Extracted data from the library: which forms and years (or allotment filings, or charges) it
 * holds, one extraction as the registry sent it, and the financial statements by FY in rupees,
 * each figure citing the filing and the read it came from.
 */
import { z } from 'zod';
import { formatDate, formatFy } from '../../../../shared/dates';
import type { FinancialsView } from '../../../../shared/bridge/views';
import { formatIndianNumber } from '../../../../shared/money';
import { companyExtractions, companyFinancials, extractionName, requireLibraryCompany } from '../../views';
import { checkCompanyId, checkExtractionKey, checkFormType } from '../inputs';
import { errorResult, type Source, successResult } from '../results';
import { defineTool, READ_ONLY, type ToolDefinition, yearOf } from '../tool-kit';
import { companyIdInput } from './paid-tools';

const formTypeInput = z.string().max(40).describe('AOC-4, MGT-7, PAS-3 or CHARGES (case-insensitive)');
const scopeInput = z.enum(['standalone', 'consolidated']).optional().describe('AOC-4 only; standalone by default');

export const listExtractionForms = defineTool({
  name: 'list_extraction_forms',
  title: 'Extracted forms in the library',
  description: 'Which extracted forms (AOC-4, CHARGES, MGT-7, PAS-3) the library holds for a company. Free and offline.',
  inputSchema: { companyId: companyIdInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'list_extraction_forms';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    requireLibraryCompany(ctx.library, id.value);
    const rows = ctx.library.extractions.list(id.value);
    const forms = [...new Set(rows.map((r) => r.formType))].sort();
    const newest = rows.reduce<(typeof rows)[number] | null>((a, r) => (a === null || r.readAt > a.readAt ? r : a), null);
    return successResult(tool, {
      summary: forms.length === 0 ? `The library holds no extracted forms for ${id.value}.` : `Extracted forms in the library for ${id.value}: ${forms.join(', ')}.`,
      data: { availableFormTypes: forms },
      sources: newest ? [{ origin: 'library', what: `the extractions of ${id.value} (newest read)`, readAt: newest.readAt, requestId: newest.requestId }] : [],
    });
  },
});

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export const listExtractionYears = defineTool({
  name: 'list_extraction_years',
  title: 'Years, allotments or charges of an extracted form',
  description:
    'From the library: AOC-4 and MGT-7 years (AOC-4 with the scopes held); PAS-3 allotment filings (flg_ ids); CHARGES charges ' +
    '(numeric ids). Pass one as `year` to get_extraction. Free and offline.',
  inputSchema: { companyId: companyIdInput, formType: formTypeInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'list_extraction_years';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const form = checkFormType(tool, args.formType);
    if (!form.ok) return form.result;
    const rows = companyExtractions(ctx.library, id.value, form.value);
    let data: Record<string, unknown>;
    let count: number;
    if (form.value === 'AOC-4' || form.value === 'MGT-7') {
      const years = [...new Set(rows.map((r) => Number(r.key)))].sort((a, b) => b - a);
      data = {
        formType: form.value,
        availableYears: years,
        ...(form.value === 'AOC-4' ? { scopes: Object.fromEntries(years.map((y) => [y, rows.filter((r) => Number(r.key) === y).map((r) => r.scope)])) } : {}),
      };
      count = years.length;
    } else if (form.value === 'PAS-3') {
      data = { form_type: 'PAS-3', filings: rows.map((r) => ({ filing_id: r.key, filing_date: text(r.payload.filing_date), srn: text(r.payload.srn) })) };
      count = rows.length;
    } else {
      data = { form_type: 'CHARGES', charges: rows.map((r) => ({ charge_id: r.key, status: text(r.payload.status) })) };
      count = rows.length;
    }
    return successResult(tool, {
      summary: `${count} ${form.value} entr${count === 1 ? 'y' : 'ies'} in the library for ${id.value}.`,
      data,
      sources: rows.slice(0, 50).map((r) => ({ origin: 'library' as const, what: `${extractionName(ctx.library, { ...r, formType: form.value })} (key ${r.key})`, readAt: r.readAt, requestId: null })),
    });
  },
});

export const getExtraction = defineTool({
  name: 'get_extraction',
  title: 'One extraction from the library',
  description:
    'The structured data of one extraction exactly as the registry sent it. year is the calendar year for AOC-4 and MGT-7, the ' +
    'numeric charge_id for CHARGES, and the flg_ filing_id (as a string) for PAS-3. Free and offline.',
  inputSchema: {
    companyId: companyIdInput,
    formType: formTypeInput,
    year: z.union([z.number().int(), z.string().max(200)]).describe('Year (AOC-4, MGT-7), charge_id (CHARGES), or flg_ filing_id as a string (PAS-3)'),
    scope: scopeInput,
  },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_extraction';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const form = checkFormType(tool, args.formType);
    if (!form.ok) return form.result;
    const key = checkExtractionKey(tool, form.value, args.year, yearOf(ctx));
    if (!key.ok) return key.result;
    requireLibraryCompany(ctx.library, id.value);
    const scope = form.value === 'AOC-4' ? (args.scope ?? 'standalone') : '';
    const row = ctx.library.extractions.get(id.value, form.value, key.value, scope);
    if (!row) {
      const other = form.value === 'AOC-4' ? ` (the ${scope === 'standalone' ? 'consolidated' : 'standalone'} scope may be held)` : '';
      return errorResult(tool, {
        code: 'EXTRACTION_NOT_IN_LIBRARY',
        message: `The library holds no ${form.value} extraction ${key.value}${scope ? ` (${scope})` : ''} for ${id.value}${other}.`,
        status: null,
        checkedLocally: true,
      });
    }
    const fromFiling = row.sourceFilingId ? `, from filing ${row.sourceFilingId}` : '';
    return successResult(tool, {
      summary: `${form.value} extraction ${key.value}${scope ? ` (${scope})` : ''} of ${id.value}${fromFiling}, as the registry sent it.`,
      data: row.payload,
      sources: [
        {
          origin: 'library',
          what: `${form.value} extraction ${key.value}${scope ? ` (${scope})` : ''}${fromFiling}`,
          readAt: row.readAt,
          requestId: row.requestId,
          ...(row.sourceFilingId ? { filingId: row.sourceFilingId } : {}),
        },
      ],
    });
  },
});

const STATEMENT_TITLES = { balance_sheet: 'Balance sheet', profit_and_loss: 'Profit and loss', cash_flow: 'Cash flow' } as const;

/** A filed value in rupees with Indian grouping when its unit is INR; as filed otherwise. */
export function figureText(value: string | null, unit: string): string {
  if (value === null || value === '') return '—';
  try {
    const grouped = formatIndianNumber(value);
    if (unit.toUpperCase() !== 'INR') return `${grouped} ${unit}`.trim();
    return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
  } catch {
    return `${value} ${unit}`.trim();
  }
}

function financialsText(view: FinancialsView): string {
  if (view.rows.length === 0) return `No ${view.scope} financial statements are in the library for ${view.companyId}.`;
  const out: string[] = [];
  for (const [statement, title] of Object.entries(STATEMENT_TITLES)) {
    const rows = view.rows.filter((r) => r.statement === statement);
    if (rows.length === 0) continue;
    out.push(`${title}:`);
    for (const r of rows) {
      const values = view.years.map((y) => `${formatFy(y)} ${figureText(r.values[String(y)] ?? null, r.unit)}`).join('; ');
      out.push(`- ${r.label} (${r.qname}): ${values}`);
    }
    out.push('');
  }
  return out.join('\n').trim();
}

export const getFinancials = defineTool({
  name: 'get_financials',
  title: 'Financial statements by FY',
  description:
    "A company's balance sheet, profit and loss and cash flow by financial year (FY 2023-24 …), standalone or consolidated, figures " +
    'as filed in rupees with Indian grouping, each year citing the AOC-4 filing and the read it came from. Free and offline.',
  inputSchema: { companyId: companyIdInput, scope: scopeInput },
  annotations: READ_ONLY,
  run: async (args, ctx) => {
    const tool = 'get_financials';
    const id = checkCompanyId(tool, args.companyId, undefined, yearOf(ctx));
    if (!id.ok) return id.result;
    const view = companyFinancials(ctx.library, id.value, args.scope ?? 'standalone');
    const sources: Source[] = view.years.map((y) => {
      const s = view.sources[String(y)];
      const filed = s?.dateOfFiling ? `, filed ${formatDate(s.dateOfFiling)}` : '';
      return {
        origin: 'library',
        what: `${formatFy(y)} ${view.scope} statements (AOC-4${s?.filingId ? ` filing ${s.filingId}` : ''}${filed})`,
        readAt: s?.readAt ?? null,
        requestId: s?.requestId ?? null,
        ...(s?.filingId ? { filingId: s.filingId } : {}),
      };
    });
    const span = view.years.length === 0 ? 'no years' : `${formatFy(view.years[0]!)} to ${formatFy(view.years[view.years.length - 1]!)}`;
    return successResult(tool, {
      summary: `${view.scope[0]!.toUpperCase()}${view.scope.slice(1)} financial statements of ${id.value}: ${view.rows.length} line item(s), ${span}. Scopes held: ${view.availableScopes.join(', ') || 'none'}.`,
      data: view,
      sources,
      body: financialsText(view),
    });
  },
});

export const EXTRACTION_TOOLS: ToolDefinition[] = [listExtractionForms, listExtractionYears, getExtraction, getFinancials];
