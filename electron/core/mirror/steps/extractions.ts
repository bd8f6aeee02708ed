/**
 * Extraction steps: the forms list, the years (or filings, or charges) of each form, and one data
 * read per year and scope. AOC-4 is read in both scopes for every year; a scope the company does
 * not file answers EXTRACTION_NOT_AVAILABLE (uncharged) and is simply not there.
 */
import { type ExtractionFormType, normaliseFormType } from '../../../../shared/api/extractions';
import { isNotUnlocked } from '../../../../shared/api/unlock';
import { ApiError } from '../../api';
import { MirrorError } from '../errors';
import { extractionInput } from '../map-records';
import { formatDate, formatFy } from '../../../../shared/dates';
import { filingName } from '../../views';
import type { StepContext, StepHandler } from './context';

export const extractionFormsStep: StepHandler = async (ctx) => {
  ctx.progress('Listing extracted forms');
  const res = await ctx.client.listExtractionForms(ctx.companyId, ctx.call);
  return ctx.commit({
    billing: res.billing,
    write: () => {
      for (const form of res.data.availableFormTypes) ctx.enqueue('extr-years', form);
    },
    changed: false,
  });
};

type Scope = 'standalone' | 'consolidated' | '';

function dataKey(form: ExtractionFormType, key: string | number, scope: Scope): string {
  return `${form}|${key}|${scope}`;
}

function parseDataKey(key: string): { form: ExtractionFormType; key: string; scope: Scope } {
  const [form, k, scope] = key.split('|');
  const normal = normaliseFormType(form ?? '');
  if (normal === null || k === undefined) throw new Error(`Bad extraction item key "${key}"`);
  return { form: normal, key: k, scope: (scope ?? '') as Scope };
}

/** The data reads one years view calls for. */
function dataKeys(form: ExtractionFormType, view: Record<string, unknown>): string[] {
  const list = (name: string) => (Array.isArray(view[name]) ? (view[name] as unknown[]) : []);
  switch (form) {
    case 'AOC-4':
      return list('availableYears').flatMap((y) => [dataKey(form, Number(y), 'standalone'), dataKey(form, Number(y), 'consolidated')]);
    case 'MGT-7':
      return list('availableYears').map((y) => dataKey(form, Number(y), ''));
    case 'PAS-3':
      return list('filings').map((f) => dataKey(form, String((f as { filing_id: string }).filing_id), ''));
    case 'CHARGES':
      return list('charges').map((c) => dataKey(form, String((c as { charge_id: string }).charge_id), ''));
  }
}

/** The library holds this read, or (AOC-4) the other scope of its year: a year the company files in one scope only. */
function held(ctx: StepContext, dataItemKey: string): boolean {
  const { form, key, scope } = parseDataKey(dataItemKey);
  const { extractions } = ctx.engine.library;
  if (extractions.get(ctx.companyId, form, key, scope)) return true;
  return form === 'AOC-4' && extractions.get(ctx.companyId, form, key, scope === 'standalone' ? 'consolidated' : 'standalone') !== null;
}

export const extractionYearsStep: StepHandler = async (ctx) => {
  const form = normaliseFormType(ctx.item.key);
  if (form === null) throw new Error(`Unknown form type "${ctx.item.key}"`);
  ctx.progress(`Listing ${form} extractions`);
  const res = await ctx.client.listExtractionYears(ctx.companyId, form, ctx.call);
  const listed = dataKeys(form, res.data as Record<string, unknown>);
  // A watch check reads only what is new: every year (and scope) the library holds is skipped.
  const keys = ctx.plan.kind === 'extractions' ? listed.filter((k) => !held(ctx, k)) : listed;
  return ctx.commit({
    billing: res.billing,
    write: () => {
      for (const key of keys) ctx.enqueue('extr-data', key);
    },
    changed: false,
  });
};

const ABSENT = new Set(['EXTRACTION_NOT_AVAILABLE', 'FILING_NOT_FOUND', 'CHARGE_NOT_FOUND']);

async function readData(ctx: StepContext, form: ExtractionFormType, key: string, scope: Scope) {
  try {
    return await ctx.client.getExtraction(ctx.companyId, form, key, scope === '' ? undefined : scope, ctx.call);
  } catch (error) {
    if (error instanceof ApiError && ABSENT.has(error.code)) return error;
    throw error;
  }
}

/** What a data read reads, in names: "the AOC-4 of FY 2023-24", a PAS-3 by its filing, "charge 10831654". */
function readWords(ctx: StepContext, form: ExtractionFormType, key: string): string {
  if (form === 'AOC-4' || form === 'MGT-7') return /^\d{4}$/.test(key) ? `the ${form} of ${formatFy(Number(key) - 1)}` : `the ${form} of ${key}`;
  if (form === 'CHARGES') return `charge ${key}`;
  const filing = ctx.engine.library.filings.get(key);
  return filing ? `the allotment filed ${filing.dateOfFiling ? formatDate(filing.dateOfFiling) : 'on an unknown day'} (${filingName(filing, null)})` : 'an allotment (PAS-3)';
}

export const extractionDataStep: StepHandler = async (ctx) => {
  const { form, key, scope } = parseDataKey(ctx.item.key);
  ctx.progress(`Reading ${readWords(ctx, form, key)}${scope ? ` (${scope})` : ''}`);
  const res = await readData(ctx, form, key, scope);
  if (res instanceof ApiError) {
    // AOC-4 years are the union of both scopes: the missing scope is expected, not a gap.
    if (form === 'AOC-4') return ctx.commit({ changed: false });
    return ctx.unavailable(res.code, `${res.code}: ${res.message}`);
  }
  if (isNotUnlocked(res.data)) throw new MirrorError('NOT_UNLOCKED', `The unlock of ${ctx.companyId} is not active: extractions cannot be read`);
  const input = extractionInput({
    companyId: ctx.companyId,
    formType: form,
    key,
    scope,
    payload: res.data as Record<string, unknown>,
    meta: res.meta as Record<string, unknown>,
    readAt: ctx.engine.iso(),
    requestId: res.requestId,
  });
  return ctx.commit({ billing: res.billing, write: () => ctx.engine.library.extractions.put(input) });
};
