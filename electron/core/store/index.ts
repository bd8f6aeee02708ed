/** The library store: one folder with library.db (SQLite) and the PDFs under pdfs/. */
export { openLibrary, DB_FILE, type Library, type OpenLibraryOptions } from './library';
export { prepareDataFolder, type DataFolderProblem } from './data-folder';
export { DEFAULT_BUSY_TIMEOUT_MS } from './connection';
export { StoreError, type StoreErrorCode } from './errors';
export { checkDataDir, dataDirNotFolder } from './open-errors';
export { makePrivateDir, makePrivateFile, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './permissions';
export { BACKUPS_DIR } from './upgrade-backup';
export { BACKUP_FORMAT, type BackupManifest, checkBackupTarget, type RestoreResult, restoreLibrary, verifyBackup } from './backup';
export { insideFolder, makeFolders, type PathProblem, type PathRole, readableFile, readableFolder, refuseUnusablePlace, usableFolder } from './folders';
export { QUARANTINE_DIR } from './integrity';
export { createAesGcmCipher, type Cipher, type Sealed } from './cipher';
export { LATEST_VERSION } from './migrations';
export { HELD_BACK, PRIORITY } from './queue';
export { SNIPPET_OPEN, SNIPPET_CLOSE, SEARCH_KINDS } from './search';
export type { CompanyMasterInput, CompanySummaryInput, CompanyRow, CompanyListQuery } from './companies';
export type { CompanySummaryFacts } from './company-summaries';
export type { DirectorInput, DirectorProfileInput, DirectorRoleInput, MasterDirectorInput, DirectorRow, DirectorRoleRow } from './directors';
export type { ChargeInput, ChargeRow } from './charges';
export type { FilingInput, FilingRow, FilingListMeta } from './filings';
export type { StoreDocumentInput, StoreFileInput, DocumentRow, VerifyResult, RecoveryResult, PdfTempFile } from './documents';
export { STATEMENTS } from './extractions';
export type { ExtractionInput, ExtractionRow, ExtractionItemRow, ExtractionScope, Statement } from './extractions';
export type { UnlockInput, UnlockRow } from './unlocks';
export type { ZipBatchRow } from './zip-batches';
export type { RefreshJobInput, RefreshJobRow } from './refresh-jobs';
export type { LedgerEntry, LedgerRow, LedgerFilter, Requester } from './ledger';
export { OPEN_STATES, type ActionInput, type ActionOwner, type ActionRow, type ActionState } from './actions';
export type { EnqueueInput, FailureKind, ItemFailure, WorkItem, WorkState } from './queue';
export type { SearchHit, SearchKind, RankedOptions, SearchGroup } from './search';
export type { ChangeInput, ChangeQuery, ChangeRow, WatchRow, WatchRunState, WatchState } from './watch';
export type { CompanyProvenance, ProvenanceInput } from './team-provenance';
export { bookNameKey, type BookRecord, type MatchableCompany, type SavedViewRecord } from './portfolios';
export { BOOK_ITEM_KINDS, type BookItem, type BookItemKind, type BookItemOutcome, type BookItemRemoval, bookItemKey, splitBookItemKey } from './portfolio-sharing';
export type { BookRowBrief, BookRowInput, BookRowRecord, BookRowStats, RowResolutionInput } from './portfolio-rows';
export type { CachedAssessment, CacheState } from './assessment-cache';
export type { NoteInput, NoteRow, NoteHit, NoteAuthor, TeamNote } from './notes';
export type { TeamSyncState } from './team-sync';
export type { PushEntry, PushKind } from './team-pushed';
export type { FindingReview, NoteTombstone, ReviewState, WatchSnapshotRecord } from './team-records';
export type { FilingRecord } from './filings';
export type {
  AssistantBudgetRow,
  AssistantRequestInput,
  AssistantRequestRow,
  AssistantRequestState,
  AssistantSessionRow,
} from './assistant';
export { addressKey, addressParts, holderId, nameKey } from './graph';
export type { GraphEdgeKind, GraphEdgeRow, GraphMarkRow, GraphNodeKind, GraphNodeRow, GraphSourceKind, GraphStatementRow } from './graph';
