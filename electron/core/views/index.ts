/**
 * The read models: every view the bridge returns about the library (shared/bridge/views), built
 * from typed repository reads of the store. Views never call the registry, never write and never
 * run SQL; the facade's handlers call them, and findings, notes and exports read through them.
 */
export { actionView, exportActionView } from './action-view';
export { type Aoc4Extraction, aoc4Extractions, sourceFiling } from './aoc4-sources';
export { appStatus, type StatusFacts } from './app-status';
export { citeAnchor, QUOTE_MAX_CHARS } from './citation';
export { companyDetail, companyDetailView } from './company-detail';
export { type CompanySort, companySummary, freshnessOf, isInLibrary, libraryCompanies, type SummaryFacts, summaryFacts } from './company-summary';
export { directorContact, directorDetail, hasDirectorContact } from './director-detail';
export { companyExtractions } from './extractions';
export { companyFilings, filingDocument } from './filings';
export { companyFinancials, figuresOfFiling, filedValue, type FilingFigure, financialsView, STATEMENTS } from './financials';
export { labelFromQname, labelsFor } from './labels';
export { notInLibrary, requireFiling, requireKnownCompany, requireLibraryCompany } from './library-company';
export { documentOnDisk, unlockView } from './local-state';
export { localSearch } from './local-search';
export { createPdfFiles } from './pdf-files';
export { type SpendFacts, spendView, type UsageReport } from './spend';
