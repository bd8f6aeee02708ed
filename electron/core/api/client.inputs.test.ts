/** Bad arguments are refused with the spec's codes before anything is queued or sent. */
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { InvalidInputError } from './errors';

const KEY = 'svc_live_inputstestkey000000a1b2';
const CIN = 'U72200KA2009PTC049889';

function refusingClient() {
  let requests = 0;
  const fetch: typeof globalThis.fetch = async () => {
    requests += 1;
    throw new Error('no request may be sent');
  };
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY, fetch, sleep: async () => {} });
  return { client, requests: () => requests };
}

const cases: Array<[string, (c: ReturnType<typeof refusingClient>['client']) => Promise<unknown>, string]> = [
  ['short CIN', (c) => c.getCompany('U72200KA2009'), 'INVALID_CIN'],
  ['CIN with unknown state', (c) => c.listFilings('U72200ZZ2009PTC049889'), 'INVALID_CIN'],
  ['bad LLPIN', (c) => c.getFreshness('AB-12345'), 'INVALID_CIN'],
  ['empty company id', (c) => c.unlockCompany(''), 'INVALID_CIN'],
  ['bad CIN on refresh', (c) => c.refreshCompany('nonsense'), 'INVALID_CIN'],
  ['bad CIN on fetch', (c) => c.fetchDocuments('F1234'), 'INVALID_CIN'],
  ['DIN with letters', (c) => c.getDirector('0012A456'), 'INVALID_DIN'],
  ['DIN too short', (c) => c.unlockDirector('1234567'), 'INVALID_DIN'],
  ['DIN on contact', (c) => c.getDirectorContact('123456789'), 'INVALID_DIN'],
  ['filing id without prefix', (c) => c.downloadFiling(CIN, 'abc12345678'), 'INVALID_FILING_ID'],
  ['unknown form type', (c) => c.listExtractionYears(CIN, 'XYZ-1' as 'AOC-4'), 'FORM_TYPE_NOT_AVAILABLE'],
  ['year out of range', (c) => c.getExtraction(CIN, 'AOC-4', 1899), 'INVALID_YEAR'],
  ['year in the far future', (c) => c.getExtraction(CIN, 'MGT-7', new Date().getUTCFullYear() + 2), 'INVALID_YEAR'],
  ['PAS-3 key that is not a filing id', (c) => c.getExtraction(CIN, 'PAS-3', '2024'), 'INVALID_FILING_ID'],
  ['non-numeric charge id', (c) => c.getExtraction(CIN, 'CHARGES', 'ch-1'), 'INVALID_CHARGE_ID'],
  ['bad scope', (c) => c.getExtraction(CIN, 'AOC-4', 2024, 'group' as 'standalone'), 'INVALID_QUERY'],
  ['empty resolve query', (c) => c.resolveCompanies({ q: '  ' }), 'MISSING_QUERY'],
  ['resolve limit above 20', (c) => c.resolveDirectors({ q: 'Rekha', limit: 21 }), 'INVALID_ARGUMENT'],
  ['page 0', (c) => c.listFilings(CIN, 0), 'INVALID_ARGUMENT'],
  ['limit 201', (c) => c.listFilings(CIN, 1, 201), 'INVALID_ARGUMENT'],
  ['recharge of zero', (c) => c.createRecharge({ amountPaisa: 0 }), 'INVALID_ARGUMENT'],
  ['order id with a slash', (c) => c.getRechargeStatus('../x'), 'INVALID_ARGUMENT'],
];

describe('argument checks', () => {
  it.each(cases)('%s is refused with no request', async (_name, call, code) => {
    const { client, requests } = refusingClient();
    const error = (await call(client).then(
      () => null,
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error.toData()).toMatchObject({ code, details: { kind: 'invalid-input' } });
    expect(requests()).toBe(0);
  });

  it('refuses a missing or unprefixed key at creation', () => {
    expect(() => createApiClient({ baseUrl: 'http://x', apiKey: '' })).toThrow(expect.objectContaining({ code: 'MISSING_API_KEY' }));
    expect(() => createApiClient({ baseUrl: 'http://x', apiKey: 'sk_abcdef' })).toThrow(expect.objectContaining({ code: 'INVALID_API_KEY' }));
  });

  it('reads the key kind from its prefix', () => {
    expect(createApiClient({ baseUrl: 'http://x', apiKey: KEY }).keyKind).toBe('live');
    expect(createApiClient({ baseUrl: 'http://x', apiKey: 'svc_test_abc' }).keyKind).toBe('test');
  });
});
