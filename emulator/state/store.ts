/**
 * The emulator's mutable state: wallets and their ledger, usage, unlocks, jobs, contact attempts,
 * recharges and billing profiles. Every mutation goes through `mutate`, which writes the records it
 * touched in one persistence transaction. Reads that depend on time live in company-view.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Account, KeyKind } from './accounts';
import type { Persistence, PersistedRow } from './persist';
import type {
  BillingProfile,
  CompanyUnlockRecord,
  ContactAttemptRecord,
  DirectorUnlockRecord,
  DocumentJobRecord,
  LedgerEntry,
  RechargeRecord,
  RefreshJobRecord,
  RegistryEventRecord,
  UsageEvent,
  WalletTx,
} from './records';

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

export interface ChargeInput {
  accountId: string;
  keyKind: KeyKind;
  endpoint: string;
  subject: string;
  pricePaisa: number;
  requestId: string;
  at: number;
}

export class EmulatorState {
  readonly accounts: ReadonlyMap<string, Account>;
  private readonly wallets = new Map<string, number>();
  private readonly txs: WalletTx[] = [];
  private readonly usage: UsageEvent[] = [];
  readonly companyUnlocks = new Map<string, CompanyUnlockRecord>();
  readonly directorUnlocks = new Map<string, DirectorUnlockRecord>();
  readonly documentJobs: DocumentJobRecord[] = [];
  readonly refreshJobs: RefreshJobRecord[] = [];
  readonly contactAttempts = new Map<string, ContactAttemptRecord>();
  readonly recharges = new Map<string, RechargeRecord>();
  readonly billing = new Map<string, BillingProfile>();
  /** Registry events injected by tests (POST /admin/registry/events), re-applied to the registry at start. */
  readonly registryEvents: RegistryEventRecord[] = [];
  private pending: PersistedRow[] | null = null;

  constructor(
    accounts: readonly Account[],
    private readonly persistence: Persistence,
  ) {
    this.accounts = new Map(accounts.map((a) => [a.id, a]));
    for (const a of accounts) this.wallets.set(a.id, a.openingBalancePaisa);
    for (const row of persistence.load()) this.restore(row);
  }

  private restore({ kind, value }: PersistedRow): void {
    const v = value as never;
    if (kind === 'wallet') {
      const w = value as { accountId: string; balancePaisa: number };
      this.wallets.set(w.accountId, w.balancePaisa);
    } else if (kind === 'tx') this.txs.push(v);
    else if (kind === 'usage') this.usage.push(v);
    else if (kind === 'companyUnlock') this.companyUnlocks.set(unlockKey((v as CompanyUnlockRecord).accountId, (v as CompanyUnlockRecord).cin), v);
    else if (kind === 'directorUnlock') this.directorUnlocks.set(unlockKey((v as DirectorUnlockRecord).accountId, (v as DirectorUnlockRecord).din), v);
    else if (kind === 'documentJob') this.documentJobs.push(v);
    else if (kind === 'refreshJob') this.refreshJobs.push(v);
    else if (kind === 'contactAttempt') this.contactAttempts.set((v as ContactAttemptRecord).din, v);
    else if (kind === 'recharge') this.recharges.set((v as RechargeRecord).orderId, v);
    else if (kind === 'registryEvent') this.registryEvents.push(v);
    else if (kind === 'billing') {
      const b = value as { accountId: string; profile: BillingProfile };
      this.billing.set(b.accountId, b.profile);
    }
  }

  /** Runs `fn` and persists every record it wrote in one transaction. Not re-entrant across awaits. */
  mutate<T>(fn: () => T): T {
    if (this.pending !== null) return fn();
    this.pending = [];
    try {
      const result = fn();
      this.persistence.write(this.pending);
      return result;
    } finally {
      this.pending = null;
    }
  }

  private write(kind: string, id: string, value: unknown): void {
    const row = { kind, id, value };
    if (this.pending) this.pending.push(row);
    else this.persistence.write([row]);
  }

  balance(accountId: string): number {
    const balance = this.wallets.get(accountId);
    if (balance === undefined) throw new Error(`Unknown account ${accountId}`);
    return balance;
  }

  private moveWallet(accountId: string, deltaPaisa: number): number {
    const after = this.balance(accountId) + deltaPaisa;
    if (after < 0) throw new Error(`Wallet of ${accountId} would go below zero`);
    this.wallets.set(accountId, after);
    this.write('wallet', accountId, { accountId, balancePaisa: after });
    return after;
  }

  /** Deducts a price and records it in the ledger; returns the balance after. */
  charge(input: ChargeInput): number {
    return this.mutate(() => {
      const after = this.moveWallet(input.accountId, -input.pricePaisa);
      const tx: WalletTx = {
        id: newId('txn'),
        accountId: input.accountId,
        type: 'debit',
        amountPaisa: input.pricePaisa,
        balanceAfterPaisa: after,
        keyKind: input.keyKind,
        endpoint: input.endpoint,
        subject: input.subject,
        requestId: input.requestId,
        at: input.at,
      };
      this.txs.push(tx);
      this.write('tx', tx.id, tx);
      return after;
    });
  }

  credit(accountId: string, amountPaisa: number, subject: string, at: number): WalletTx {
    return this.mutate(() => {
      const after = this.moveWallet(accountId, amountPaisa);
      const tx: WalletTx = {
        id: newId('txn'),
        accountId,
        type: 'credit',
        amountPaisa,
        balanceAfterPaisa: after,
        keyKind: null,
        endpoint: null,
        subject,
        requestId: null,
        at,
      };
      this.txs.push(tx);
      this.write('tx', tx.id, tx);
      return tx;
    });
  }

  transactions(accountId: string): WalletTx[] {
    return this.txs.filter((t) => t.accountId === accountId);
  }

  /** Every charge made to the account, oldest first. */
  ledger(accountId: string): LedgerEntry[] {
    return this.transactions(accountId)
      .filter((t) => t.type === 'debit')
      .map((t) => ({
        accountId: t.accountId,
        keyKind: t.keyKind as KeyKind,
        endpoint: t.endpoint as string,
        subject: t.subject as string,
        pricePaisa: t.amountPaisa,
        balanceAfterPaisa: t.balanceAfterPaisa,
        requestId: t.requestId as string,
        at: new Date(t.at).toISOString(),
      }));
  }

  recordUsage(event: UsageEvent): void {
    this.usage.push(event);
    this.write('usage', `${event.at}:${this.usage.length}:${randomBytes(3).toString('hex')}`, event);
  }

  usageSince(accountId: string, since: number): UsageEvent[] {
    return this.usage.filter((u) => u.accountId === accountId && u.at > since);
  }

  putCompanyUnlock(record: CompanyUnlockRecord): void {
    const key = unlockKey(record.accountId, record.cin);
    this.companyUnlocks.set(key, record);
    this.write('companyUnlock', key, record);
  }

  putDirectorUnlock(record: DirectorUnlockRecord): void {
    const key = unlockKey(record.accountId, record.din);
    this.directorUnlocks.set(key, record);
    this.write('directorUnlock', key, record);
  }

  addDocumentJob(job: DocumentJobRecord): void {
    this.documentJobs.push(job);
    this.write('documentJob', job.id, job);
  }

  addRefreshJob(job: RefreshJobRecord): void {
    this.refreshJobs.push(job);
    this.write('refreshJob', job.id, job);
  }

  putContactAttempt(attempt: ContactAttemptRecord): void {
    this.contactAttempts.set(attempt.din, attempt);
    this.write('contactAttempt', attempt.din, attempt);
  }

  putRecharge(recharge: RechargeRecord): void {
    this.recharges.set(recharge.orderId, recharge);
    this.write('recharge', recharge.orderId, recharge);
  }

  addRegistryEvent(record: RegistryEventRecord): void {
    this.registryEvents.push(record);
    this.write('registryEvent', String(record.seq).padStart(8, '0'), record);
  }

  putBilling(accountId: string, profile: BillingProfile): void {
    this.billing.set(accountId, profile);
    this.write('billing', accountId, { accountId, profile });
  }

  close(): void {
    this.persistence.close();
  }
}

export function unlockKey(accountId: string, subject: string): string {
  return `${accountId}:${subject}`;
}
