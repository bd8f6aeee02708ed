/**
 * Free and per-call-billed reads about companies: sandbox list, resolve, master record, filings,
 * download, extractions, unlock status, freshness and refresh status. Every identifier is checked
 * before the call is queued.
 */
import type { z } from 'zod';
import type { EXTRACTION_YEARS_SCHEMAS, ExtractionFormType, extractionDataSchemas } from '../../../shared/api/extractions';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import type { EndpointCaller } from './endpoint-caller';
import { type FilingDownload, downloadResponse } from './download';
import type { CallOptions } from './exchange';
import { companyIdArg, type ExtractionScope, extractionKeyArg, filingIdArg, formTypeArg, intArg, queryArg, scopeArg } from './inputs';
import type { ApiResponse } from './response';

export interface CompanyResolveQuery {
  q: string;
  state?: string;
  city?: string;
  /** 1 to 20, default 10. */
  limit?: number;
}

export interface FilingFilters {
  formId?: string;
  year?: number;
  documentCategory?: string;
}

export type ExtractionYearsOf<F extends ExtractionFormType> = z.output<(typeof EXTRACTION_YEARS_SCHEMAS)[F]>;
export type ExtractionDataOf<F extends ExtractionFormType> = z.output<(typeof extractionDataSchemas)[F]>;

export function companyCalls(caller: EndpointCaller) {
  const company = (raw: unknown) => companyIdArg(raw, caller.currentYear()).id;
  const onCompany = (cin: string) => ({ params: { cin }, subject: cin });

  return {
    getSandbox: async (options?: CallOptions) => caller.json('sandbox.list', { subject: 'sandbox' }, options),

    async resolveCompanies(query: CompanyResolveQuery, options?: CallOptions) {
      const q = queryArg(query.q);
      const limit = query.limit === undefined ? undefined : intArg('limit', query.limit, 1, 20);
      return caller.json('companies.resolve', { query: { q, state: query.state, city: query.city, limit }, subject: q }, options);
    },

    getCompany: async (companyId: string, options?: CallOptions) => caller.json('companies.master', onCompany(company(companyId)), options),

    async listFilings(companyId: string, page = 1, limit = 50, filters: FilingFilters = {}, options?: CallOptions) {
      const cin = company(companyId);
      const query = {
        page: intArg('page', page, 1, Number.MAX_SAFE_INTEGER),
        limit: intArg('limit', limit, 1, 200),
        formId: filters.formId,
        year: filters.year === undefined ? undefined : intArg('year', filters.year, 1800, 9999),
        documentCategory: filters.documentCategory,
      };
      return caller.json('companies.filings', { ...onCompany(cin), query }, options);
    },

    async downloadFiling(companyId: string, filingId: string, options?: CallOptions): Promise<ApiResponse<FilingDownload>> {
      const cin = company(companyId);
      const id = filingIdArg(filingId);
      const { reply, context } = await caller.raw('companies.download', { params: { cin, filingId: id }, subject: cin, streamBinary: true }, options);
      return downloadResponse(context, reply);
    },

    getUnlockStatus: async (companyId: string, options?: CallOptions) => caller.json('companies.unlockStatus', onCompany(company(companyId)), options),

    listExtractionForms: async (companyId: string, options?: CallOptions) =>
      caller.json('companies.extractions', onCompany(company(companyId)), options),

    async listExtractionYears<F extends ExtractionFormType>(companyId: string, formType: F, options?: CallOptions) {
      const cin = company(companyId);
      const form = formTypeArg(formType);
      const dataSchema = ENDPOINTS['companies.extractionYears'].dataSchemaFor({ formType: form });
      const response = await caller.json('companies.extractionYears', { params: { cin, formType: form }, subject: cin, dataSchema: dataSchema ?? undefined }, options);
      return response as ApiResponse<ExtractionYearsOf<F>, typeof response.meta>;
    },

    /**
     * `key` is the `{year}` slot: a calendar year for AOC-4 and MGT-7, a `flg_` filing id for
     * PAS-3, a numeric charge id for CHARGES. `scope` applies to AOC-4 only.
     */
    async getExtraction<F extends ExtractionFormType>(
      companyId: string,
      formType: F,
      key: string | number,
      scope?: ExtractionScope,
      options?: CallOptions,
    ) {
      const cin = company(companyId);
      const form = formTypeArg(formType);
      const year = extractionKeyArg(form, key, caller.currentYear());
      const checkedScope = scopeArg(scope);
      const dataSchema = ENDPOINTS['companies.extractionData'].dataSchemaFor({ formType: form });
      const response = await caller.json(
        'companies.extractionData',
        { params: { cin, formType: form, year }, query: { scope: form === 'AOC-4' ? checkedScope : undefined }, subject: cin, dataSchema: dataSchema ?? undefined },
        options,
      );
      return response as ApiResponse<ExtractionDataOf<F>, typeof response.meta>;
    },

    getFreshness: async (companyId: string, options?: CallOptions) => caller.json('companies.freshness', onCompany(company(companyId)), options),

    getRefreshStatus: async (companyId: string, options?: CallOptions) => caller.json('companies.refreshStatus', onCompany(company(companyId)), options),
  };
}
