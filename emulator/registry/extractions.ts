// The extraction endpoints' data: which forms exist, the per-form years views, and single payloads.
import { aoc4Payload, periodStart } from './aoc4';
import { chargePayload, chargesYearsView } from './charges-extraction';
import { type CompanyContext, entryByKey } from './context';
import { extractionStamp, mgt7Payload, mgt7Years } from './mgt7';
import { pas3Filings, pas3Payload, pas3YearsView } from './pas3';
import type { Json } from './types';

export const FORM_TYPES = ['AOC-4', 'CHARGES', 'MGT-7', 'PAS-3'] as const;

export type ExtractionResult =
  | { data: Json; createdAt: string; updatedAt: string; sourceFilingId: string | null }
  | { data: undefined; otherScopeExists: boolean };

function aoc4Years(ctx: CompanyContext, scope: 'standalone' | 'consolidated'): number[] {
  return scope === 'standalone' ? ctx.plan.extractionYears : ctx.plan.consolidatedYears;
}

export function extractionForms(ctx: CompanyContext): string[] {
  const forms: string[] = [];
  if (ctx.plan.extractionYears.length > 0) forms.push('AOC-4');
  if (ctx.plan.charges.length > 0) forms.push('CHARGES');
  if (mgt7Years(ctx).length > 0) forms.push('MGT-7');
  if (pas3Filings(ctx).length > 0) forms.push('PAS-3');
  return forms.sort();
}

/** Years view for a supported form (empty when the company has none); undefined for unsupported forms. */
export function extractionYears(ctx: CompanyContext, formType: string): Json | undefined {
  switch (formType) {
    case 'AOC-4': {
      const years = new Set([...aoc4Years(ctx, 'standalone'), ...aoc4Years(ctx, 'consolidated')]);
      return { formType: 'AOC-4', availableYears: [...years].sort((a, b) => b - a) };
    }
    case 'MGT-7':
      return { formType: 'MGT-7', availableYears: mgt7Years(ctx).slice().sort((a, b) => b - a) };
    case 'PAS-3':
      return pas3YearsView(ctx);
    case 'CHARGES':
      return chargesYearsView(ctx);
    default:
      return undefined;
  }
}

function aoc4(ctx: CompanyContext, key: string, scope: 'standalone' | 'consolidated'): ExtractionResult {
  const year = Number(key);
  const other = scope === 'standalone' ? 'consolidated' : 'standalone';
  const missing = { data: undefined, otherScopeExists: aoc4Years(ctx, other).includes(year) };
  if (!aoc4Years(ctx, scope).includes(year)) return missing;
  const source = entryByKey(ctx, `acc-${year}`);
  const figures = ctx.series(scope).find((y) => y.fyEnd === year)?.figures;
  if (!source || !figures) return missing;
  const plan = ctx.plan;
  const data = aoc4Payload({
    cin: plan.sk.cin,
    scope,
    fyEnd: year,
    periodStartDay: periodStart(year, plan.sk.incDay),
    indAs: plan.indAsFrom !== null && year >= plan.indAsFrom,
    figures,
    filingDay: source.event.day,
    paymentDay: source.event.day,
    filingYear: source.entry.row.year,
  });
  const createdAt = extractionStamp(ctx.u.seed, source.entry.row.createdAt, source.entry.row.filingId);
  return { data, createdAt, updatedAt: createdAt, sourceFilingId: source.entry.row.filingId };
}

export function extraction(ctx: CompanyContext, formType: string, key: string, scope: 'standalone' | 'consolidated'): ExtractionResult {
  const none = { data: undefined, otherScopeExists: false } as const;
  switch (formType) {
    case 'AOC-4':
      return aoc4(ctx, key, scope);
    case 'MGT-7': {
      const hit = mgt7Payload(ctx, Number(key));
      return hit ? { data: hit.data, createdAt: hit.createdAt, updatedAt: hit.createdAt, sourceFilingId: hit.sourceFilingId } : none;
    }
    case 'PAS-3': {
      const hit = pas3Payload(ctx, key);
      if (!hit) return none;
      const createdAt = extractionStamp(ctx.u.seed, hit.entry.row.createdAt, hit.entry.row.filingId);
      return { data: hit.data, createdAt, updatedAt: createdAt, sourceFilingId: hit.entry.row.filingId };
    }
    case 'CHARGES': {
      const hit = chargePayload(ctx, key);
      if (!hit) return none;
      const first = hit.sourceFilingId ? ctx.filings.entries.find((e) => e.row.filingId === hit.sourceFilingId) : undefined;
      const last = hit.lastFilingId ? ctx.filings.entries.find((e) => e.row.filingId === hit.lastFilingId) : undefined;
      const createdAt = extractionStamp(ctx.u.seed, (first ?? last)?.row.createdAt ?? '2015-01-01T00:00:00.000Z', hit.sourceFilingId ?? key);
      const updatedAt = last ? extractionStamp(ctx.u.seed, last.row.createdAt, last.row.filingId) : createdAt;
      return { data: hit.data, createdAt, updatedAt: [createdAt, updatedAt].sort()[1]!, sourceFilingId: hit.sourceFilingId };
    }
    default:
      return none;
  }
}

