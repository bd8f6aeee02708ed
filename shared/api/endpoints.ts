/**
 * The endpoint catalogue: every REST call of the spec in one table. The API client builds its
 * calls from it and the emulator registers its routes from it, so a path, price or shape is
 * written once. `key` is the billing key (null for free calls); `paidPost` marks the calls that
 * spend money on a POST and so must never be retried blindly (read the free status call first).
 */
import { z } from 'zod';
import { accountUsageSchema, rateCardSchema } from './account';
import {
  billingProfileSchema,
  rechargeListSchema,
  rechargeOrderSchema,
  rechargeRequestSchema,
  rechargeStatusSchema,
  walletTransactionsSchema,
} from './account-billing';
import { companyMasterSchema } from './company-master';
import { directorContactDataSchema, directorUnlockSchema } from './director-contact';
import { directorProfileSchema } from './director-profile';
import { documentFetchSchema } from './document-fetch';
import {
  baseMeta,
  billingMeta,
  directorProfileMeta,
  generatedAtMeta,
  pageMeta,
  recordTimesMeta,
  sandboxMeta,
} from './envelope';
import type { ErrorCode } from './errors';
import {
  anyExtractionDataSchema,
  extractionDataSchemaFor,
  extractionFormsSchema,
  extractionYearsSchema,
  extractionYearsSchemaFor,
} from './extractions';
import { filingListSchema } from './filings';
import { freshnessSchema } from './freshness';
import { intishIn } from './messy';
import { DEFAULT_PRICES_PAISA, type EndpointKey } from './prices';
import { refreshStartSchema, refreshStatusSchema } from './refresh';
import { companyResolveSchema, directorResolveSchema } from './resolve';
import { idTypeSchema, sandboxListSchema } from './sandbox';
import { companyUnlockSchema, downloadJsonSchema } from './unlock';

export type HttpMethod = 'GET' | 'POST' | 'PUT';
/** `json`: the envelope. `pdf-or-json`: PDF bytes, or the envelope (not unlocked, or an error). `pdf`: bytes only. */
export type ResponseKind = 'json' | 'pdf-or-json' | 'pdf';

export interface EndpointDef {
  key: EndpointKey | null;
  method: HttpMethod;
  path: string;
  defaultPricePaisa: number | null;
  billed: boolean;
  paidPost: boolean;
  successStatus: readonly number[];
  response: ResponseKind;
  dataSchema: z.ZodType;
  metaSchema: z.ZodType;
  /** For calls whose data shape depends on a path value (`{formType}`). */
  dataSchemaFor?: (params: Record<string, string>) => z.ZodType | null;
  querySchema?: z.ZodType;
  bodySchema?: z.ZodType;
  /** Errors the endpoint's section names, beyond the common ones. */
  errors: readonly ErrorCode[];
}

/** Applies to every billed endpoint (spec: "All common errors ... apply to every endpoint except where free"). */
export const COMMON_ERRORS: readonly ErrorCode[] = [
  'MISSING_API_KEY', 'INVALID_API_KEY', 'API_KEY_REVOKED', 'INSUFFICIENT_BALANCE', 'NO_ACCESS', 'ACCOUNT_DISABLED', 'RATE_LIMITED',
];
/** Free calls still need a valid key and an active account, and count toward the rate limit. */
export const FREE_CALL_ERRORS: readonly ErrorCode[] = ['MISSING_API_KEY', 'INVALID_API_KEY', 'API_KEY_REVOKED', 'ACCOUNT_DISABLED', 'RATE_LIMITED'];

/** What an entry states; price, billed and paidPost are derived from the key and method. */
type EndpointInput = Omit<EndpointDef, 'defaultPricePaisa' | 'billed' | 'paidPost' | 'successStatus' | 'response'> & {
  successStatus?: readonly number[];
  response?: ResponseKind;
};

function ep<T extends EndpointInput>(def: T) {
  const billed = def.key !== null;
  return {
    successStatus: [200] as readonly number[],
    response: 'json' as ResponseKind,
    ...def,
    defaultPricePaisa: def.key === null ? null : DEFAULT_PRICES_PAISA[def.key],
    billed,
    paidPost: billed && def.method === 'POST',
  };
}

const resolveQuery = z.looseObject({ q: z.string().optional(), name: z.string().optional(), limit: intishIn(1, 20).optional() });
const page = { page: intishIn(1, Number.MAX_SAFE_INTEGER).optional(), limit: intishIn(1, 200).optional() };
const idTypeQuery = z.looseObject({ idType: idTypeSchema.optional() });
const formTypeData = (p: Record<string, string>) => extractionDataSchemaFor(p.formType ?? '');
const formTypeYears = (p: Record<string, string>) => extractionYearsSchemaFor(p.formType ?? '');
const CIN_ERRORS = ['INVALID_CIN', 'INVALID_ID_TYPE', 'SANDBOX_ONLY'] as const satisfies readonly ErrorCode[];

export const ENDPOINTS = {
  'sandbox.list': ep({ key: null, method: 'GET', path: '/v1/sandbox', dataSchema: sandboxListSchema, metaSchema: sandboxMeta, errors: [] }),
  'companies.resolve': ep({
    key: 'companies.resolve', method: 'GET', path: '/v1/companies/resolve', dataSchema: companyResolveSchema, metaSchema: billingMeta,
    querySchema: resolveQuery.extend({ state: z.string().optional(), city: z.string().optional() }),
    errors: ['MISSING_QUERY', 'SEARCH_UNAVAILABLE'],
  }),
  'companies.master': ep({
    key: 'companies.master', method: 'GET', path: '/v1/companies/{cin}', dataSchema: companyMasterSchema, metaSchema: recordTimesMeta,
    querySchema: idTypeQuery, errors: [...CIN_ERRORS, 'COMPANY_NOT_FOUND'],
  }),
  'companies.filings': ep({
    key: 'companies.filings.list', method: 'GET', path: '/v1/companies/{cin}/filings', dataSchema: filingListSchema, metaSchema: pageMeta,
    querySchema: idTypeQuery.extend({ ...page, formId: z.string().optional(), year: intishIn(1800, 9999).optional(), documentCategory: z.string().optional() }),
    errors: CIN_ERRORS,
  }),
  'directors.resolve': ep({
    key: 'directors.resolve', method: 'GET', path: '/v1/directors/resolve', dataSchema: directorResolveSchema, metaSchema: billingMeta,
    querySchema: resolveQuery, errors: ['MISSING_QUERY', 'SEARCH_UNAVAILABLE'],
  }),
  'directors.profile': ep({
    key: 'directors.profile', method: 'GET', path: '/v1/directors/{din}', dataSchema: directorProfileSchema, metaSchema: directorProfileMeta,
    errors: ['INVALID_DIN', 'DIRECTOR_NOT_FOUND', 'SANDBOX_ONLY'],
  }),
  // 202 on a live key (job null), 200 synthetic on a test key in the sandbox.
  'companies.unlock': ep({
    key: 'companies.unlock', method: 'POST', path: '/v1/companies/{cin}/unlock', dataSchema: companyUnlockSchema, metaSchema: billingMeta,
    successStatus: [200, 202], errors: ['INVALID_CIN', 'SANDBOX_ONLY', 'NOT_FOUND', 'ALREADY_UNLOCKED'],
  }),
  'companies.unlockStatus': ep({
    key: null, method: 'GET', path: '/v1/companies/{cin}/unlock', dataSchema: companyUnlockSchema, metaSchema: billingMeta,
    errors: ['INVALID_CIN', 'SANDBOX_ONLY'],
  }),
  'companies.download': ep({
    key: 'companies.filings.download', method: 'GET', path: '/v1/companies/{cin}/filings/{filingId}/download',
    dataSchema: downloadJsonSchema, metaSchema: billingMeta, response: 'pdf-or-json',
    errors: ['INVALID_CIN', 'INVALID_FILING_ID', 'DOC_NOT_AVAILABLE', 'SANDBOX_ONLY'],
  }),
  'companies.extractions': ep({
    key: 'companies.extractions.list', method: 'GET', path: '/v1/companies/{cin}/extractions', dataSchema: extractionFormsSchema,
    metaSchema: billingMeta, errors: CIN_ERRORS,
  }),
  'companies.extractionYears': ep({
    key: 'companies.extractions.years', method: 'GET', path: '/v1/companies/{cin}/extractions/{formType}', dataSchema: extractionYearsSchema,
    metaSchema: billingMeta, dataSchemaFor: formTypeYears, errors: [...CIN_ERRORS, 'FORM_TYPE_NOT_AVAILABLE'],
  }),
  'companies.extractionData': ep({
    key: 'companies.extractions.data', method: 'GET', path: '/v1/companies/{cin}/extractions/{formType}/{year}',
    dataSchema: anyExtractionDataSchema, metaSchema: recordTimesMeta, dataSchemaFor: formTypeData,
    querySchema: z.looseObject({ scope: z.enum(['standalone', 'consolidated']).optional() }),
    errors: [
      'INVALID_CIN', 'INVALID_YEAR', 'INVALID_FILING_ID', 'INVALID_CHARGE_ID', 'INVALID_QUERY', 'EXTRACTION_NOT_AVAILABLE',
      'FILING_NOT_FOUND', 'CHARGE_NOT_FOUND', 'FORM_TYPE_NOT_AVAILABLE', 'SANDBOX_ONLY',
    ],
  }),
  'companies.freshness': ep({
    key: null, method: 'GET', path: '/v1/companies/{cin}/freshness', dataSchema: freshnessSchema, metaSchema: billingMeta,
    errors: [...CIN_ERRORS, 'COMPANY_NOT_FOUND'],
  }),
  'companies.refresh': ep({
    key: 'companies.update', method: 'POST', path: '/v1/companies/{cin}/update', dataSchema: refreshStartSchema, metaSchema: billingMeta,
    successStatus: [202],
    errors: ['INVALID_CIN', 'COMPANY_NOT_FOUND', 'REFRESH_IN_PROGRESS', 'UPDATE_QUEUE_UNAVAILABLE', 'SANDBOX_ONLY'],
  }),
  'companies.refreshStatus': ep({
    key: null, method: 'GET', path: '/v1/companies/{cin}/update/status', dataSchema: refreshStatusSchema, metaSchema: billingMeta,
    errors: ['INVALID_CIN', 'SANDBOX_ONLY', 'COMPANY_NOT_FOUND'],
  }),
  // Shape and price not shown in the spec. Chosen: the refresh job shape (the start call's) and
  // the companies.update price, since it re-reads part of what companies.update re-reads.
  'companies.filingsRefresh': ep({
    key: 'companies.update', method: 'POST', path: '/v1/companies/{cin}/filings/refresh', dataSchema: refreshStartSchema,
    metaSchema: billingMeta, successStatus: [202],
    errors: ['INVALID_CIN', 'COMPANY_NOT_FOUND', 'REFRESH_IN_PROGRESS', 'UPDATE_QUEUE_UNAVAILABLE', 'SANDBOX_ONLY'],
  }),
  'companies.documentsFetch': ep({
    key: 'companies.documents.fetch', method: 'POST', path: '/v1/companies/{cin}/documents/fetch', dataSchema: documentFetchSchema,
    metaSchema: billingMeta, successStatus: [202],
    errors: ['INVALID_CIN', 'UNLOCK_REQUIRED', 'SANDBOX_ONLY', 'COMPANY_NOT_FOUND', 'NOTHING_TO_FETCH', 'DOCUMENT_JOB_QUEUE_UNAVAILABLE'],
  }),
  'directors.unlock': ep({
    key: 'directors.unlock', method: 'POST', path: '/v1/directors/{din}/unlock', dataSchema: directorUnlockSchema, metaSchema: billingMeta,
    errors: ['INVALID_DIN', 'SANDBOX_ONLY', 'ALREADY_UNLOCKED', 'CONTACT_NOT_AVAILABLE', 'SERVICE_UNAVAILABLE'],
  }),
  'directors.unlockStatus': ep({
    key: null, method: 'GET', path: '/v1/directors/{din}/unlock', dataSchema: directorUnlockSchema, metaSchema: billingMeta,
    errors: ['INVALID_DIN', 'SANDBOX_ONLY'],
  }),
  'directors.contact': ep({
    key: 'directors.contact', method: 'GET', path: '/v1/directors/{din}/contact', dataSchema: directorContactDataSchema,
    metaSchema: billingMeta, errors: ['INVALID_DIN', 'SANDBOX_ONLY', 'DIRECTOR_NOT_FOUND'],
  }),
  'account.usage': ep({ key: null, method: 'GET', path: '/v1/account/usage', dataSchema: accountUsageSchema, metaSchema: generatedAtMeta, errors: [] }),
  'account.pricing': ep({ key: null, method: 'GET', path: '/v1/account/pricing', dataSchema: rateCardSchema, metaSchema: baseMeta, errors: [] }),
  // The account calls below have shapes "not shown" in the spec: see account-billing.ts.
  'account.transactions': ep({
    key: null, method: 'GET', path: '/v1/account/wallet/transactions', dataSchema: walletTransactionsSchema, metaSchema: pageMeta,
    querySchema: z.looseObject(page), errors: [],
  }),
  'account.recharge': ep({
    key: null, method: 'POST', path: '/v1/account/wallet/recharge', dataSchema: rechargeOrderSchema, metaSchema: baseMeta,
    bodySchema: rechargeRequestSchema, successStatus: [200, 201], errors: ['BAD_REQUEST'],
  }),
  'account.rechargeStatus': ep({
    key: null, method: 'GET', path: '/v1/account/wallet/recharge/{orderId}/status', dataSchema: rechargeStatusSchema,
    metaSchema: baseMeta, errors: ['NOT_FOUND'],
  }),
  'account.billing': ep({ key: null, method: 'GET', path: '/v1/account/billing', dataSchema: billingProfileSchema, metaSchema: baseMeta, errors: [] }),
  'account.setBilling': ep({
    key: null, method: 'PUT', path: '/v1/account/billing', dataSchema: billingProfileSchema, metaSchema: baseMeta,
    bodySchema: billingProfileSchema, errors: ['BAD_REQUEST'],
  }),
  'account.recharges': ep({ key: null, method: 'GET', path: '/v1/account/recharges', dataSchema: rechargeListSchema, metaSchema: baseMeta, errors: [] }),
  // PDF bytes only; an error still comes as the JSON error envelope.
  'account.invoicePdf': ep({
    key: null, method: 'GET', path: '/v1/account/invoices/{rechargeId}/pdf', dataSchema: z.never(), metaSchema: baseMeta,
    response: 'pdf', errors: ['NOT_FOUND'],
  }),
} satisfies Record<string, EndpointDef>;

export type EndpointId = keyof typeof ENDPOINTS;
export type EndpointDataOf<Id extends EndpointId> = z.output<(typeof ENDPOINTS)[Id]['dataSchema']>;
export type EndpointMetaOf<Id extends EndpointId> = z.output<(typeof ENDPOINTS)[Id]['metaSchema']>;

export const ENDPOINT_IDS = Object.keys(ENDPOINTS) as EndpointId[];

/** Every error an endpoint can answer with: its own plus the common (or free-call) ones. */
export function endpointErrors(id: EndpointId): ErrorCode[] {
  const def: EndpointDef = ENDPOINTS[id];
  return [...new Set([...(def.billed ? COMMON_ERRORS : FREE_CALL_ERRORS), ...def.errors])];
}
