/**
 * Every error code of the spec's Errors table, with its HTTP status, what the analyst can do about
 * it, and the schema of its extras. Every failure is uncharged (spec: "Every failure is
 * uncharged"), so `charged` is false throughout; it is in the table so a reader never has to guess.
 */
import { z } from 'zod';
import { lastUpdateAttemptSchema } from './director-contact';
import { errorEnvelope } from './envelope';
import { dinString } from './messy';
import { unlockPriceSchema } from './unlock';

const paisaAmount = z.number().int();

export const sandboxOnlyExtras = {
  sandboxCompanies: z.array(
    z.looseObject({ cin: z.string().min(1), company: z.string().optional(), knownAs: z.string().nullable().optional() }),
  ),
  sandboxDirectors: z.array(z.looseObject({ din: dinString, fullName: z.string().nullable().optional() })),
  nextStep: z.string(),
};

/** Extras per code; codes absent here carry none (only `code` and `message`). */
const EXTRAS = {
  INSUFFICIENT_BALANCE: { balancePaisa: paisaAmount, requiredPaisa: paisaAmount.min(0) },
  NO_ACCESS: { endpoint: z.string().min(1), catalogPricePaisa: paisaAmount.min(0).nullable() },
  SANDBOX_ONLY: sandboxOnlyExtras,
  UNLOCK_REQUIRED: { nextStep: z.string(), unlockPrice: unlockPriceSchema },
  NOTHING_TO_FETCH: {
    nextStep: z.string(),
    filings: z.looseObject({ total: z.number().int().min(0), downloaded: z.number().int().min(0), missing: z.number().int().min(0) }),
  },
  // Either extra, depending on the path that failed (unseeded DIN: nextStep; cold path: lastUpdateAttempt).
  CONTACT_NOT_AVAILABLE: { nextStep: z.string().optional(), lastUpdateAttempt: lastUpdateAttemptSchema.nullable().optional() },
} as const;

interface ErrorCodeInfo {
  status: number;
  hint: string;
  charged: false;
  /** Sent with a `Retry-After` header (seconds). */
  retryAfter?: true;
  /** Not in the spec's Errors table: the emulator's choice for malformed requests. */
  emulatorOnly?: true;
}

function info(status: number, hint: string, extra: Partial<ErrorCodeInfo> = {}): ErrorCodeInfo {
  return { status, hint, charged: false, ...extra };
}

export const ERROR_CODES = {
  MISSING_API_KEY: info(401, 'Add your API key in Settings.'),
  INVALID_API_KEY: info(401, 'The API key is not recognised: check it in Settings or create one in the developer portal.'),
  API_KEY_REVOKED: info(401, 'This API key was revoked: create a new one in the developer portal and enter it in Settings.'),
  INVALID_CIN: info(400, 'Check the identifier: a CIN has 21 characters, an FCIN 6, an LLPIN 8 (like AAA-1234).'),
  INVALID_ID_TYPE: info(400, 'Choose an identifier type of CIN, FCIN or LLPIN.'),
  INVALID_DIN: info(400, 'A DIN is exactly 8 digits.'),
  MISSING_QUERY: info(400, 'Type a name or identifier to search for.'),
  INVALID_FILING_ID: info(400, 'Reload the filing list: this filing reference is not valid.'),
  INVALID_YEAR: info(400, 'Pick a year from the list of available years.'),
  INVALID_CHARGE_ID: info(400, 'Pick a charge from the charge list.'),
  INVALID_QUERY: info(400, 'Choose standalone or consolidated statements.'),
  INSUFFICIENT_BALANCE: info(402, 'Top up the wallet, then try again. Nothing was charged.'),
  NO_ACCESS: info(403, 'Your account has no price for this call: ask the provider to enable it.'),
  ACCOUNT_DISABLED: info(403, 'The account is deactivated: contact the provider.'),
  SANDBOX_ONLY: info(403, 'A test key only reaches the sandbox: pick a sandbox company or director, or use a live key.'),
  UNLOCK_REQUIRED: info(403, 'Unlock the company first; the fetch was not charged.'),
  NOT_FOUND: info(404, 'The registry holds no such record: check the identifier.'),
  COMPANY_NOT_FOUND: info(404, 'The registry holds no such company: check the identifier or search by name.'),
  DIRECTOR_NOT_FOUND: info(404, 'The registry holds no such director: check the DIN or search by name.'),
  DOC_NOT_AVAILABLE: info(404, 'This PDF is not downloaded yet: wait for the document job, or fetch missing documents.'),
  FORM_TYPE_NOT_AVAILABLE: info(404, 'Extractions exist only for AOC-4, MGT-7, PAS-3 and CHARGES.'),
  EXTRACTION_NOT_AVAILABLE: info(404, 'No extraction for this form, year and scope: try the other scope or another year.'),
  FILING_NOT_FOUND: info(404, 'This allotment filing does not belong to the company: reload the PAS-3 list.'),
  CHARGE_NOT_FOUND: info(404, 'The company has no such charge: reload the charge list.'),
  ALREADY_UNLOCKED: info(409, 'Already unlocked: nothing was charged, open the documents.'),
  NOTHING_TO_FETCH: info(409, 'Every listed filing already has its PDF; refresh the filing list to look for new ones.'),
  REFRESH_IN_PROGRESS: info(409, 'A filing-list refresh is running: try again shortly. Nothing was charged.', { retryAfter: true }),
  CONTACT_NOT_AVAILABLE: info(422, 'Contact details cannot be made available now. Nothing was charged.'),
  RATE_LIMITED: info(429, 'Too many requests: Dossier waits and retries free calls.', { retryAfter: true }),
  SEARCH_UNAVAILABLE: info(503, 'Name search is down: search by exact identifier, or try later.'),
  UPDATE_QUEUE_UNAVAILABLE: info(503, 'The refresh could not be queued: safe to retry, nothing was charged.'),
  DOCUMENT_JOB_QUEUE_UNAVAILABLE: info(503, 'The document download could not be queued: safe to retry, nothing was charged.'),
  SERVICE_UNAVAILABLE: info(503, 'Director contact unlocks are switched off for now. Nothing was charged.'),
  // Not in the Errors table. The endpoint sections do not say what an unsupported method or a
  // malformed request returns; the emulator answers these and the client understands them.
  METHOD_NOT_ALLOWED: info(405, 'This call does not accept that method (a client bug: report it).', { emulatorOnly: true }),
  BAD_REQUEST: info(400, 'The request was malformed (a client bug: report it).', { emulatorOnly: true }),
} as const satisfies Record<string, ErrorCodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

type ExtrasCode = keyof typeof EXTRAS;
const EXTRAS_CODES = Object.keys(EXTRAS) as ExtrasCode[];
const PLAIN_CODES = ERROR_CODE_LIST.filter((c) => !(EXTRAS_CODES as string[]).includes(c)) as Exclude<ErrorCode, ExtrasCode>[];

const errorBase = { message: z.string() };

function withExtras<C extends ExtrasCode>(code: C) {
  return z.looseObject({ code: z.literal(code), ...errorBase, ...EXTRAS[code] });
}

export const errorSchemasByCode = {
  INSUFFICIENT_BALANCE: withExtras('INSUFFICIENT_BALANCE'),
  NO_ACCESS: withExtras('NO_ACCESS'),
  SANDBOX_ONLY: withExtras('SANDBOX_ONLY'),
  UNLOCK_REQUIRED: withExtras('UNLOCK_REQUIRED'),
  NOTHING_TO_FETCH: withExtras('NOTHING_TO_FETCH'),
  CONTACT_NOT_AVAILABLE: withExtras('CONTACT_NOT_AVAILABLE').refine(
    (e) => e.nextStep !== undefined || (e.lastUpdateAttempt !== undefined && e.lastUpdateAttempt !== null),
    { message: 'CONTACT_NOT_AVAILABLE carries nextStep or lastUpdateAttempt', path: ['nextStep'] },
  ),
  plain: z.looseObject({ code: z.enum(PLAIN_CODES), ...errorBase }),
};

/** A known error code: discriminated on `code`, so a code with extras must carry them. */
export const knownApiErrorSchema = z.discriminatedUnion('code', [
  errorSchemasByCode.INSUFFICIENT_BALANCE,
  errorSchemasByCode.NO_ACCESS,
  errorSchemasByCode.SANDBOX_ONLY,
  errorSchemasByCode.UNLOCK_REQUIRED,
  errorSchemasByCode.NOTHING_TO_FETCH,
  errorSchemasByCode.CONTACT_NOT_AVAILABLE,
  errorSchemasByCode.plain,
]);

/**
 * A code this table does not know (the service added one): still shown to the analyst with its
 * message, rather than lost as an unreadable response. Known codes never take this branch.
 */
export const unknownApiErrorSchema = z.looseObject({
  // abort: a non-aborting refinement would make zod prefer this branch's issue over the known branch's.
  code: z.string().min(1).refine((c) => !isErrorCode(c), { message: 'a known error code with invalid extras', abort: true }),
  ...errorBase,
});

export const apiErrorSchema = z.union([knownApiErrorSchema, unknownApiErrorSchema]);

export type KnownApiError = z.infer<typeof knownApiErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/** What to tell the analyst for a code (a generic line for codes the table does not know). */
export function errorHint(code: string): string {
  return isErrorCode(code) ? ERROR_CODES[code].hint : 'The service refused the call. Nothing was charged.';
}

/** A failure body: `{ error, meta }`. */
export const apiErrorBodySchema = errorEnvelope(apiErrorSchema);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
