/** Company master record and filing list (register reads, billed, no unlock needed). */
import type { FastifyInstance } from 'fastify';
import { REFERENCE_DATE } from '../../registry/types';
import { companyFacts, recordTimes } from '../../state/company-view';
import { BilledCall, callerOf } from '../billing';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { companyIdParam, intQuery, knownCompany, queryValue } from '../inputs';
import { iso, okRegistry } from '../reply';
import { requireCompanyScope } from '../scope';

export const MAX_PAGE_SIZE = 200;

export function companyRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/companies/:cin', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.master');
    knownCompany(ctx, cin);
    // The record as the last completed refresh read it (the reference date before any).
    const { dataUpdatedAt } = recordTimes(ctx, cin);
    const data = ctx.registry.master(cin, dataUpdatedAt);
    if (data === undefined) throw fail('COMPANY_NOT_FOUND', `The registry holds no master record for ${cin}`);
    call.requireBalance();
    return okRegistry(ctx, reply, data, { createdAt: REFERENCE_DATE, updatedAt: iso(dataUpdatedAt), ...call.charge(cin) });
  });

  app.get('/v1/companies/:cin/filings', async (req, reply) => {
    const cin = companyIdParam(ctx, req);
    const page = intQuery(req, 'page', { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1 })!;
    const limit = intQuery(req, 'limit', { min: 1, max: MAX_PAGE_SIZE, fallback: 50 })!;
    const year = intQuery(req, 'year', { min: 0, max: 9999 });
    const formId = queryValue(req, 'formId');
    const documentCategory = queryValue(req, 'documentCategory');
    requireCompanyScope(ctx, callerOf(req), cin);
    const call = new BilledCall(ctx, req, 'companies.filings.list');
    knownCompany(ctx, cin);
    call.requireBalance();
    const rows = companyFacts(ctx, cin)
      .visible.map((f) => f.row)
      .filter((r) => (formId === undefined || r.formId === formId) && (year === undefined || r.year === year))
      .filter((r) => documentCategory === undefined || r.documentCategory === documentCategory);
    const total = rows.length;
    const pageRows = rows.slice((page - 1) * limit, page * limit);
    const meta = { page, limit, total, totalPages: Math.ceil(total / limit), ...call.charge(cin) };
    return okRegistry(ctx, reply, pageRows, meta);
  });
}
