/** Extraction forms, years and data (billed; the data call needs the company unlock). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ExtractionFormType, normaliseFormType } from '../../../shared/api/extractions';
import type { Json } from '../../registry/types';
import { companyFacts, recordTimes } from '../../state/company-view';
import { BilledCall, callerOf } from '../billing';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { companyIdParam, currentYear, filingIdValue, knownCompany, param, queryValue } from '../inputs';
import { ok, okRegistry } from '../reply';
import { requireCompanyScope } from '../scope';
import { activeCompanyUnlock, unlockPrice } from '../unlocks';

type Scope = 'standalone' | 'consolidated';

function formTypeParam(req: FastifyRequest): ExtractionFormType {
  const raw = param(req, 'formType');
  const form = normaliseFormType(raw);
  if (form === null) throw fail('FORM_TYPE_NOT_AVAILABLE', `No extractions of form "${raw}"; supported: AOC-4, CHARGES, MGT-7, PAS-3`);
  return form;
}

/** The `{year}` slot per form: a year, a flg_ filing id, or a numeric charge id. */
function extractionKey(ctx: EmulatorContext, form: ExtractionFormType, raw: string): string {
  if (form === 'PAS-3') return filingIdValue(raw);
  if (form === 'CHARGES') {
    if (!/^\d+$/.test(raw.trim())) throw fail('INVALID_CHARGE_ID', `Charge id must be numeric; got "${raw}"`);
    return raw.trim();
  }
  const max = currentYear(ctx) + 1;
  if (!/^\d{4}$/.test(raw.trim()) || Number(raw) < 1900 || Number(raw) > max) {
    throw fail('INVALID_YEAR', `Year must be a 4-digit year from 1900 to ${max}; got "${raw}"`);
  }
  return raw.trim();
}

function scopeQuery(req: FastifyRequest, form: ExtractionFormType): Scope {
  const raw = queryValue(req, 'scope');
  if (form !== 'AOC-4' || raw === undefined || raw === '') return 'standalone';
  if (raw !== 'standalone' && raw !== 'consolidated') throw fail('INVALID_QUERY', `scope must be standalone or consolidated; got "${raw}"`);
  return raw;
}

function emptyYears(form: ExtractionFormType): Json {
  if (form === 'PAS-3') return { form_type: form, latest_snapshot: null, filings: [] };
  if (form === 'CHARGES') return { form_type: form, charges: [] };
  return { formType: form, availableYears: [] };
}

function notFound(form: ExtractionFormType, cin: string, key: string, scope: Scope, otherScopeExists: boolean) {
  if (form === 'PAS-3') return fail('FILING_NOT_FOUND', `No PAS-3 allotment of ${cin} matches ${key}`);
  if (form === 'CHARGES') return fail('CHARGE_NOT_FOUND', `Company ${cin} has no charge ${key}`);
  const other = scope === 'standalone' ? 'consolidated' : 'standalone';
  const hint = form === 'AOC-4' && otherScopeExists ? ` A ${other} extraction exists: add ?scope=${other}.` : '';
  return fail('EXTRACTION_NOT_AVAILABLE', `No ${form} extraction of ${cin} for ${key}${form === 'AOC-4' ? ` (${scope})` : ''}.${hint}`);
}

export function extractionRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/companies/:cin/extractions', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.extractions.list');
    knownCompany(ctx, cin);
    call.requireBalance();
    return ok(reply, { availableFormTypes: ctx.registry.extractionForms(cin, recordTimes(ctx, cin).listRefreshedAt) }, call.charge(cin));
  });

  app.get('/v1/companies/:cin/extractions/:formType', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    const form = formTypeParam(req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.extractions.years');
    knownCompany(ctx, cin);
    call.requireBalance();
    // New years appear once a refresh has re-read the filing list that holds their AOC-4.
    const data = ctx.registry.extractionYears(cin, form, recordTimes(ctx, cin).listRefreshedAt) ?? emptyYears(form);
    return okRegistry(ctx, reply, data, call.charge(cin));
  });

  app.get('/v1/companies/:cin/extractions/:formType/:year', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    const form = formTypeParam(req);
    const key = extractionKey(ctx, form, param(req, 'year'));
    const scope = scopeQuery(req, form);
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.extractions.data');
    const { caller } = call;
    knownCompany(ctx, cin);
    if (!caller.isTest && activeCompanyUnlock(ctx, caller.account.id, cin) === null) {
      return ok(reply, { unlocked: false, unlockPrice: unlockPrice(caller) });
    }
    const found = ctx.registry.extraction(cin, form, key, scope, recordTimes(ctx, cin).listRefreshedAt);
    if (found.data === undefined) throw notFound(form, cin, key, scope, found.otherScopeExists);
    // Live extractions work as their source PDFs land; the sandbox is settled (every source counts as landed).
    if (!caller.isTest && found.sourceFilingId !== null && !companyFacts(ctx, cin).landed.has(found.sourceFilingId)) {
      throw fail('EXTRACTION_NOT_AVAILABLE', `The ${form} extraction for ${key} is read from ${found.sourceFilingId}, whose PDF has not been downloaded yet`);
    }
    call.requireBalance();
    return okRegistry(ctx, reply, found.data, { createdAt: found.createdAt, updatedAt: found.updatedAt, ...call.charge(cin) });
  });
}
