/** Handlers that read the library only: they work offline and never call the registry. */
import type { BridgeHandlers } from '../bridge-handlers';
import {
  companyDetailView,
  companyExtractions,
  companyFilings,
  companyFinancials,
  figuresOfFiling,
  filingDocument,
  libraryCompanies,
  groupedSearch,
  localSearch,
} from '../views';
import type { HandlerContext } from './handler-context';

type LibraryHandlers = Pick<
  BridgeHandlers,
  | 'library.companies'
  | 'library.check'
  | 'search.local'
  | 'search.groups'
  | 'company.detail'
  | 'company.filings'
  | 'company.financials'
  | 'company.extraction'
  | 'filing.document'
  | 'filing.figures'
>;

export function libraryHandlers(ctx: HandlerContext): LibraryHandlers {
  const { library } = ctx;
  return {
    'library.companies': async ({ sort }) => libraryCompanies(library, sort, ctx.iso()),
    'library.check': async ({ repair }) => library.integrity.check({ repair }),
    'search.local': async ({ text, limit }) => localSearch(library, text, limit),
    'search.groups': async ({ text, limit }) => groupedSearch(library, text, limit),
    'company.detail': async ({ id }) => companyDetailView(library, id, ctx.iso()),
    'company.filings': async ({ id, formId, year, documentCategory }) => companyFilings(library, id, { formId, year, documentCategory }, ctx.iso()),
    'company.financials': async ({ id, scope }) => companyFinancials(library, id, scope),
    'company.extraction': async ({ id, formType }) => companyExtractions(library, id, formType),
    'filing.document': async ({ filingId }) => filingDocument(library, filingId),
    'filing.figures': async ({ filingId }) => figuresOfFiling(library, filingId),
  };
}
