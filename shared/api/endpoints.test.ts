import { describe, expect, it } from 'vitest';
import { describeZodError } from './describe';
import { ENDPOINT_IDS, ENDPOINTS, type EndpointDataOf, type EndpointDef, endpointErrors } from './endpoints';
import { successEnvelope } from './envelope';
import { isErrorCode } from './errors';
import { aoc4DataSchema } from './extraction-aoc4';
import { buildPath, matchPath, pathParamNames, toRoutePattern } from './paths';
import { DEFAULT_PRICES_PAISA, ENDPOINT_KEYS } from './prices';

const all: [string, EndpointDef][] = ENDPOINT_IDS.map((id) => [id, ENDPOINTS[id]]);

describe('endpoint catalogue', () => {
  it('prices every billing key as the spec price table says', () => {
    expect(DEFAULT_PRICES_PAISA).toEqual({
      'companies.resolve': 500, 'companies.master': 500, 'companies.filings.list': 500, 'directors.resolve': 500, 'directors.profile': 500,
      'companies.unlock': 33000, 'companies.filings.download': 5, 'companies.extractions.list': 5, 'companies.extractions.years': 5,
      'companies.extractions.data': 5, 'directors.contact': 5, 'companies.update': 100, 'companies.documents.fetch': 15000, 'directors.unlock': 29900,
    });
    for (const [, def] of all) expect(def.defaultPricePaisa).toBe(def.key === null ? null : DEFAULT_PRICES_PAISA[def.key]);
  });

  it('uses every billing key, and keeps the free calls free', () => {
    const used = new Set(all.map(([, d]) => d.key).filter((k) => k !== null));
    expect([...used].sort()).toEqual([...ENDPOINT_KEYS].sort());
    const free = all.filter(([, d]) => !d.billed).map(([id]) => id);
    expect(free).toEqual(expect.arrayContaining(['sandbox.list', 'companies.unlockStatus', 'companies.freshness', 'companies.refreshStatus', 'directors.unlockStatus']));
    expect(free.filter((id) => id.startsWith('account.'))).toHaveLength(all.filter(([id]) => id.startsWith('account.')).length);
  });

  it('marks exactly the money-spending POSTs as paid', () => {
    const paid = all.filter(([, d]) => d.paidPost).map(([id]) => id).sort();
    expect(paid).toEqual(['companies.documentsFetch', 'companies.filingsRefresh', 'companies.refresh', 'companies.unlock', 'directors.unlock']);
    expect(ENDPOINTS['account.recharge'].paidPost).toBe(false);
  });

  it('has one entry per method and path, all under /v1', () => {
    const routes = all.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [, d] of all) expect(d.path.startsWith('/v1/')).toBe(true);
    expect(routes).toHaveLength(29);
  });

  it('names only known error codes', () => {
    for (const [id, d] of all) for (const code of d.errors) expect(isErrorCode(code), `${id}: ${code}`).toBe(true);
    expect(endpointErrors('companies.unlock')).toEqual(expect.arrayContaining(['INSUFFICIENT_BALANCE', 'ALREADY_UNLOCKED', 'RATE_LIMITED']));
    expect(endpointErrors('companies.freshness')).not.toContain('INSUFFICIENT_BALANCE');
  });

  it('validates a whole response body with the entry schemas', () => {
    const def = ENDPOINTS['companies.filings'];
    const body = successEnvelope(def.dataSchema, def.metaSchema);
    const good = {
      data: [{ filingId: 'flg_1', formId: ' AOC-4 ', year: '2024' }],
      meta: { requestId: 'r', page: 1, limit: 50, total: 1, totalPages: 1, priceChargedPaisa: 500, walletBalanceAfterPaisa: 9500 },
    };
    const parsed = body.parse(good);
    const rows: EndpointDataOf<'companies.filings'> = parsed.data;
    expect(rows[0]).toMatchObject({ formId: 'AOC-4', year: 2024 });
    const bad = body.safeParse({ ...good, data: [{ filingId: 'doc_1', formId: 'AOC-4' }] });
    expect(bad.success ? 'ok' : describeZodError(bad.error)).toBe('data[0].filingId: expected a filing id starting with flg_');
  });

  it('picks the extraction schema from the formType path value', () => {
    const def = ENDPOINTS['companies.extractionData'];
    expect(def.dataSchemaFor({ cin: 'U1', formType: 'aoc-4', year: '2024' })).not.toBeNull();
    expect(def.dataSchemaFor({ formType: 'nope' })).toBeNull();
    const schema = def.dataSchemaFor({ formType: 'AOC-4' })!;
    expect(schema.safeParse({ balance_sheet: [{ qname: 'x', value: 'abc' }] }).success).toBe(false);
    expect(schema.parse({ unlocked: false, unlockPrice: 33000 })).toEqual({ unlocked: false, unlockPrice: 33000 });
    expect(aoc4DataSchema.safeParse({ balance_sheet: [{ qname: 'x', value: 1 }] }).success).toBe(true);
  });

  it('parses query strings into typed values', () => {
    expect(ENDPOINTS['companies.filings'].querySchema.parse({ page: '2', limit: '200', year: '2023' })).toEqual({ page: 2, limit: 200, year: 2023 });
    expect(ENDPOINTS['companies.filings'].querySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(ENDPOINTS['companies.resolve'].querySchema.safeParse({ q: 'acme', limit: '21' }).success).toBe(false);
  });
});

describe('path templates', () => {
  const template = '/v1/companies/{cin}/filings/{filingId}/download';
  it('names, fills, routes and matches', () => {
    expect(pathParamNames(template)).toEqual(['cin', 'filingId']);
    expect(buildPath(template, { cin: 'AAB-1234', filingId: 'flg_x/y' })).toBe('/v1/companies/AAB-1234/filings/flg_x%2Fy/download');
    expect(toRoutePattern(template)).toBe('/v1/companies/:cin/filings/:filingId/download');
    expect(matchPath(template, '/v1/companies/AAB-1234/filings/flg_x%2Fy/download')).toEqual({ cin: 'AAB-1234', filingId: 'flg_x/y' });
    expect(matchPath(template, '/v1/companies/AAB-1234/filings')).toBeNull();
    expect(matchPath('/v1/sandbox', '/v1/sandbox')).toEqual({});
  });
  it('throws on a missing parameter (a programming error)', () => {
    expect(() => buildPath('/v1/directors/{din}', {} as { din: string })).toThrow('missing path parameter din');
  });
});
