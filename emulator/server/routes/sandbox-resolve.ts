/** GET /v1/sandbox and the two resolve endpoints (company and director name search). */
import type { FastifyInstance } from 'fastify';
import { normaliseCompanyId, normaliseDin } from '../../../shared/ids';
import { BilledCall, callerOf } from '../billing';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { currentYear, intQuery, queryValue } from '../inputs';
import { ok, okRegistry } from '../reply';
import { SANDBOX_NEXT_STEP } from '../scope';

function searchText(req: Parameters<typeof queryValue>[0]): string {
  const q = queryValue(req, 'q') ?? queryValue(req, 'name');
  if (q === undefined || q.trim() === '') throw fail('MISSING_QUERY', 'Give a name or identifier in q (or name)');
  return q.trim();
}

export function sandboxResolveRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  // Free on both key kinds and never recorded in usage.
  app.get('/v1/sandbox', async (req, reply) => {
    callerOf(req);
    const companies = ctx.registry.sandboxCompanies();
    const directors = ctx.registry.sandboxDirectors();
    return ok(reply, { companies, directors }, { companies: companies.length, directors: directors.length });
  });

  app.get('/v1/companies/resolve', async (req, reply) => {
    const query = searchText(req);
    const limit = intQuery(req, 'limit', { min: 1, max: 20, fallback: 10 })!;
    const state = queryValue(req, 'state');
    const city = queryValue(req, 'city');
    const call = new BilledCall(ctx, req, 'companies.resolve');
    const exact = normaliseCompanyId(query, { currentYear: currentYear(ctx) }).ok;
    if (!exact && ctx.faults.get().searchDown) throw fail('SEARCH_UNAVAILABLE', 'Name search is unavailable; exact identifiers still resolve');
    call.requireBalance();
    const sandboxOnly = call.caller.isTest;
    const candidates = ctx.registry.resolveCompanies(query, { state, city, limit, sandboxOnly });
    const data: Record<string, unknown> = { query, candidates };
    if (sandboxOnly) {
      data.sandbox = true;
      if (candidates.length === 0) data.hint = `No sandbox company matches "${query}". ${SANDBOX_NEXT_STEP}.`;
    }
    return okRegistry(ctx, reply, data, call.charge(query));
  });

  app.get('/v1/directors/resolve', async (req, reply) => {
    const query = searchText(req);
    const limit = intQuery(req, 'limit', { min: 1, max: 20, fallback: 10 })!;
    const call = new BilledCall(ctx, req, 'directors.resolve');
    const exact = normaliseDin(query).ok;
    if (!exact && ctx.faults.get().searchDown) throw fail('SEARCH_UNAVAILABLE', 'Name search is unavailable; exact DINs still resolve');
    call.requireBalance();
    const sandboxOnly = call.caller.isTest;
    const candidates = ctx.registry.resolveDirectors(query, { limit, sandboxOnly });
    const data: Record<string, unknown> = { query, candidates };
    if (sandboxOnly) {
      data.sandbox = true;
      if (candidates.length === 0) data.hint = `No sandbox director matches "${query}". ${SANDBOX_NEXT_STEP}.`;
    }
    return okRegistry(ctx, reply, data, call.charge(query));
  });
}
