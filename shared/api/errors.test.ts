import { describe, expect, it } from 'vitest';
import { describeZodError } from './describe';
import { apiErrorBodySchema, apiErrorSchema, ERROR_CODE_LIST, ERROR_CODES, type ErrorCode, errorHint, isErrorCode } from './errors';

const sandboxCompanies = [{ cin: 'U72200KA2009PTC049889', company: 'ACME ANALYTICS PRIVATE LIMITED', knownAs: 'Acme' }];

/** One realistic body per code: the extras the spec lists, none for the rest. */
const EXAMPLES: Record<ErrorCode, Record<string, unknown>> = {
  MISSING_API_KEY: {}, INVALID_API_KEY: {}, API_KEY_REVOKED: {}, INVALID_CIN: {}, INVALID_ID_TYPE: {}, INVALID_DIN: {},
  MISSING_QUERY: {}, INVALID_FILING_ID: {}, INVALID_YEAR: {}, INVALID_CHARGE_ID: {}, INVALID_QUERY: {},
  INSUFFICIENT_BALANCE: { balancePaisa: 12000, requiredPaisa: 33000 },
  NO_ACCESS: { endpoint: 'directors.contact', catalogPricePaisa: 5 },
  ACCOUNT_DISABLED: {},
  SANDBOX_ONLY: { sandboxCompanies, sandboxDirectors: [{ din: '00012345', fullName: 'ANITA RAO' }], nextStep: 'GET /v1/sandbox' },
  UNLOCK_REQUIRED: { nextStep: 'POST /v1/companies/U72200KA2009PTC049889/unlock', unlockPrice: 33000 },
  NOT_FOUND: {}, COMPANY_NOT_FOUND: {}, DIRECTOR_NOT_FOUND: {}, DOC_NOT_AVAILABLE: {}, FORM_TYPE_NOT_AVAILABLE: {},
  EXTRACTION_NOT_AVAILABLE: {}, FILING_NOT_FOUND: {}, CHARGE_NOT_FOUND: {}, ALREADY_UNLOCKED: {},
  NOTHING_TO_FETCH: { nextStep: 'POST /v1/companies/U1/update', filings: { total: 12, downloaded: 12, missing: 0 } },
  REFRESH_IN_PROGRESS: {},
  CONTACT_NOT_AVAILABLE: { lastUpdateAttempt: { status: 'error', timestamp: '2026-11-21T10:00:00Z', errorMessage: 'upstream timeout' } },
  RATE_LIMITED: {}, SEARCH_UNAVAILABLE: {}, UPDATE_QUEUE_UNAVAILABLE: {}, DOCUMENT_JOB_QUEUE_UNAVAILABLE: {}, SERVICE_UNAVAILABLE: {},
  METHOD_NOT_ALLOWED: {}, BAD_REQUEST: {},
};

const SPEC_STATUS: Record<string, number> = {
  MISSING_API_KEY: 401, INVALID_API_KEY: 401, API_KEY_REVOKED: 401, INVALID_CIN: 400, INVALID_ID_TYPE: 400, INVALID_DIN: 400,
  MISSING_QUERY: 400, INVALID_FILING_ID: 400, INVALID_YEAR: 400, INVALID_CHARGE_ID: 400, INVALID_QUERY: 400, INSUFFICIENT_BALANCE: 402,
  NO_ACCESS: 403, ACCOUNT_DISABLED: 403, SANDBOX_ONLY: 403, UNLOCK_REQUIRED: 403, NOT_FOUND: 404, COMPANY_NOT_FOUND: 404,
  DIRECTOR_NOT_FOUND: 404, DOC_NOT_AVAILABLE: 404, FORM_TYPE_NOT_AVAILABLE: 404, EXTRACTION_NOT_AVAILABLE: 404, FILING_NOT_FOUND: 404,
  CHARGE_NOT_FOUND: 404, ALREADY_UNLOCKED: 409, NOTHING_TO_FETCH: 409, REFRESH_IN_PROGRESS: 409, CONTACT_NOT_AVAILABLE: 422,
  RATE_LIMITED: 429, SEARCH_UNAVAILABLE: 503, UPDATE_QUEUE_UNAVAILABLE: 503, DOCUMENT_JOB_QUEUE_UNAVAILABLE: 503, SERVICE_UNAVAILABLE: 503,
};

describe('error table', () => {
  it('holds every code of the spec Errors table with its status, plus the two emulator codes', () => {
    for (const [code, status] of Object.entries(SPEC_STATUS)) {
      expect(isErrorCode(code), code).toBe(true);
      expect(ERROR_CODES[code as ErrorCode].status, code).toBe(status);
    }
    const extra = ERROR_CODE_LIST.filter((c) => !(c in SPEC_STATUS));
    expect(extra.sort()).toEqual(['BAD_REQUEST', 'METHOD_NOT_ALLOWED']);
    expect(ERROR_CODES.METHOD_NOT_ALLOWED).toMatchObject({ status: 405, emulatorOnly: true });
  });

  it('never charges, always has a hint, and flags Retry-After codes', () => {
    for (const code of ERROR_CODE_LIST) {
      expect(ERROR_CODES[code].charged).toBe(false);
      expect(ERROR_CODES[code].hint.length).toBeGreaterThan(10);
    }
    expect(ERROR_CODE_LIST.filter((c) => 'retryAfter' in ERROR_CODES[c]).sort()).toEqual(['RATE_LIMITED', 'REFRESH_IN_PROGRESS']);
    expect(errorHint('SOMETHING_NEW')).toContain('Nothing was charged');
  });
});

describe('error bodies', () => {
  it.each(ERROR_CODE_LIST)('%s parses with its extras', (code) => {
    const body = { error: { code, message: `example ${code}`, ...EXAMPLES[code] }, meta: { requestId: 'req_e1' } };
    const parsed = apiErrorBodySchema.safeParse(body);
    expect(parsed.success ? 'ok' : describeZodError(parsed.error)).toBe('ok');
    if (parsed.success) expect(parsed.data.error).toEqual(body.error);
  });

  it.each([
    ['INSUFFICIENT_BALANCE', { requiredPaisa: 33000 }, 'error.balancePaisa: expected number'],
    ['NO_ACCESS', { endpoint: 'directors.contact' }, 'error.catalogPricePaisa: expected number'],
    ['SANDBOX_ONLY', { sandboxCompanies, nextStep: 'GET /v1/sandbox' }, 'error.sandboxDirectors: expected array'],
    ['UNLOCK_REQUIRED', { unlockPrice: 33000 }, 'error.nextStep: expected string'],
    ['NOTHING_TO_FETCH', { nextStep: 'x', filings: { total: 1 } }, 'error.filings.downloaded: expected number'],
    ['CONTACT_NOT_AVAILABLE', {}, 'error.nextStep: CONTACT_NOT_AVAILABLE carries nextStep or lastUpdateAttempt'],
  ])('%s without its extras fails naming the field', (code, extras, description) => {
    const parsed = apiErrorBodySchema.safeParse({ error: { code, message: 'm', ...extras } });
    expect(parsed.success ? 'ok' : describeZodError(parsed.error)).toBe(description);
  });

  it('CONTACT_NOT_AVAILABLE takes nextStep instead of lastUpdateAttempt (unseeded DIN)', () => {
    expect(apiErrorSchema.safeParse({ code: 'CONTACT_NOT_AVAILABLE', message: 'm', nextStep: 'POST /v1/companies/{cin}/unlock' }).success).toBe(true);
  });

  it('an unknown code still parses (shown generically); a missing message does not', () => {
    expect(apiErrorSchema.parse({ code: 'NEW_CODE', message: 'new', detail: 1 })).toEqual({ code: 'NEW_CODE', message: 'new', detail: 1 });
    expect(apiErrorSchema.safeParse({ code: 'INVALID_CIN' }).success).toBe(false);
  });
});
