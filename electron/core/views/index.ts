/**
 * The read models: every view the bridge returns about the library (shared/bridge/views), built
 * from typed repository reads of the store. Views never call the registry, never write and never
 * run SQL; the facade's handlers call them, and findings, notes and exports read through them.
 */
export { actionView, exportActionView } from './action-view';
export type { ArchiveTransfer } from './archive-progress';
export { type Aoc4Extraction, aoc4Extractions } from './aoc4-sources';
export { appStatus } from './app-status';
export { type BookGroupOptions, bookGroups } from './book-groups';
export { bookRowView, bookSummary, requireBook } from './book-rows';
export { BOOK_TITLES, type BookAssessmentFacts, type BookViewRead, bookView, monthsSinceYearEnd } from './book-view';
export { type AssistantFacts, assistantRequestView, assistantView, CONNECTED_WITHIN_MS } from './assistant-view';
export { citeAnchor } from './citation';
export { type FigureSource, figureSources, flatPageTexts, pageOfFigure } from './figure-pages';
export { companyDetail, companyDetailView } from './company-detail';
export { companySummaryView, freshnessOf, isInLibrary } from './company-summary';
export { directorContact, directorDetail, hasDirectorContact } from './director-detail';
export { companyExtractions } from './extractions';
export { companyFilings, filingDocument } from './filings';
export { companyFinancials, figuresOfFiling, financialsView } from './financials';
export { requireKnownCompany, requireLibraryCompany } from './library-company';
export { libraryCompanies } from './library-list';
export { groupedSearch, localSearch } from './local-search';
export { hubLinks, MAX_NODES, type Neighbourhood, type NeighbourhoodOptions, networkBoards, networkNeighbourhood, networkRoot } from './network';
export { type CompanyGroup, companyGroup, MAX_GROUP, openCharges, STRUCK_OFF } from './network-group';
export { isCurrent, networkSource, uniqueSources } from './network-sources';
export { createPdfFiles } from './pdf-files';
export { spendView, type UsageReport } from './spend';
export { CONCEPTS, type ConceptRow } from './concept-map';
export { STANDARD_NAMES, conceptOf, conceptRowOf, figureLabel, taxonomyOf } from './concepts';
export { extractionFyStart, extractionName } from './extraction-name';
export { filingName } from './filing-name';
export { type FilingYear, filingYearReader, fyNamedIn } from './filing-year';
export { actionTitle } from './action-title';
