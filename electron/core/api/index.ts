/** The API client's public surface for the rest of the core. */
export { type FilingDownload, type PdfBody, readPdfBytes } from './download';
export type { InvoicePdf } from './account-calls';
export type { ApiClientOptions } from './endpoint-caller';
export { DEFAULT_LIMITS, DEFAULT_TIMEOUT_MS } from './endpoint-caller';
export { type ApiClient, createApiClient } from './client';
export type { CompanyResolveQuery, ExtractionDataOf, ExtractionYearsOf, FilingFilters } from './company-calls';
export type { DirectorResolveQuery } from './director-calls';
export {
  ApiError,
  type ChargeSeen,
  ClientError,
  type ClientErrorKind,
  InvalidInputError,
  isClientError,
  isOffline,
  NetworkError,
  RedirectRefusedError,
  PurchaseUnknownError,
  ResponseValidationError,
  TimeoutError,
} from './errors';
export type { CallOptions } from './exchange';
export type { ExtractionScope } from './inputs';
export { type KeyKind, keyIdOf, keyKindOf, maskKey } from './mask';
export { type Priority, pacingIntervalMs } from './pacer';
export { createMemoryPacingStore, type PacingStore } from './pacing-store';
export { type DocumentJob, isDocumentJobRunning, isRefreshRunning, type JoinOptions } from './paid-calls';
export type { PaidOutcome } from './purchase';
export type { ApiResponse, Billing } from './response';
