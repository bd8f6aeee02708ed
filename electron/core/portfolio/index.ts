/**
 * A lender's book (issue 26): a book file read and its rows resolved (offline, then the registry's
 * paid search under one quote), imported again by reference, and read as one view from the cache of
 * assessments kept in the background. The tables are in store/ (migration 029), the read models in
 * views/ (book-rows.ts, book-view.ts), the bridge calls in shared/bridge/portfolio.ts.
 */
export { ASSESSMENT_VERSION, assessAndKeep } from './assessment';
export { type AssessWorker, SLICE_MS } from './assess-worker';
export { MAX_BOOK_BYTES, MAX_BOOK_ROWS, readBookFile } from './book-file';
export { createPortfolioService, DEFAULT_CHANGES_DAYS, type PortfolioService } from './portfolios';
