/** Shapes of the emulator's mutable records. Times are epoch milliseconds of the emulator clock. */
import type { RefreshStage } from '../faults';
import type { KeyKind } from './accounts';

/** One row of an account's wallet ledger: a charge (debit) or a recharge (credit); amounts are positive. */
export interface WalletTx {
  id: string;
  accountId: string;
  type: 'debit' | 'credit';
  amountPaisa: number;
  balanceAfterPaisa: number;
  keyKind: KeyKind | null;
  endpoint: string | null;
  subject: string | null;
  requestId: string | null;
  at: number;
}

/** A charge as the tests see it through `state.ledger(accountId)`. */
export interface LedgerEntry {
  accountId: string;
  keyKind: KeyKind;
  endpoint: string;
  subject: string;
  pricePaisa: number;
  balanceAfterPaisa: number;
  requestId: string;
  at: string;
}

export interface UsageEvent {
  accountId: string;
  endpoint: string;
  spendPaisa: number;
  at: number;
}

export interface CompanyUnlockRecord {
  accountId: string;
  cin: string;
  unlockedAt: number;
  expiresAt: number;
  pricePaisa: number;
  /** The document job the unlock started. */
  jobId: string | null;
}

export interface DirectorUnlockRecord {
  accountId: string;
  din: string;
  unlockedAt: number;
  expiresAt: number;
  pricePaisa: number;
}

/** A document download job; which PDFs it has landed is computed from the clock (document-jobs.ts). */
export interface DocumentJobRecord {
  id: string;
  cin: string;
  createdAt: number;
  /** Every filing the job covers, in download order (its zip batches follow this order). */
  filingIds: string[];
  /** How many of the first `filingIds` had already landed when the job was created (no wait for them). */
  alreadyLanded: number;
}

export type RefreshKind = 'full' | 'filings';

export interface RefreshJobRecord {
  id: string;
  cin: string;
  kind: RefreshKind;
  requestedAt: number;
  /** Fault captured when the job was queued, so the outcome is fixed from the start. */
  failStage: RefreshStage | null;
}

export interface ContactAttemptRecord {
  din: string;
  status: 'success' | 'error';
  at: number;
  errorMessage: string | null;
}

export interface RechargeRecord {
  orderId: string;
  accountId: string;
  amountPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
  status: 'paid';
  createdAt: number;
  invoiceNumber: string;
}

export interface BillingProfile {
  name: string;
  gstin: string | null;
  address: string;
  email: string;
}

/** A registry event a test injected: the validated input (with its `at`), in injection order. */
export interface RegistryEventRecord {
  seq: number;
  input: Record<string, unknown> & { at: string };
}
