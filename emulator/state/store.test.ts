import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAccounts, buildKeys, deriveKey, keysByRole, MAIN_ACCOUNT } from './accounts';
import { memoryPersistence, sqlitePersistence } from './persist';
import { EmulatorState } from './store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function charge(state: EmulatorState, price: number, requestId: string) {
  return state.charge({ accountId: MAIN_ACCOUNT, keyKind: 'live', endpoint: 'companies.master', subject: 'X', pricePaisa: price, requestId, at: 1 });
}

describe('accounts and keys', () => {
  it('derives the same keys from the same seed and different keys from another', () => {
    expect(keysByRole(buildKeys('a'))).toEqual(keysByRole(buildKeys('a')));
    expect(deriveKey('a', 'live', 'live')).not.toBe(deriveKey('b', 'live', 'live'));
    for (const key of Object.values(keysByRole(buildKeys('a')))) expect(key).toMatch(/^svc_(live|test)_[0-9A-Za-z]{24}$/);
  });

  it('funds the main account with ₹10,00,000 and gives the low-balance account less than one unlock', () => {
    const accounts = buildAccounts();
    expect(accounts.find((a) => a.id === MAIN_ACCOUNT)?.openingBalancePaisa).toBe(100_000_000);
    const low = accounts.find((a) => a.id === 'acc_low_balance')!;
    expect(low.openingBalancePaisa).toBeLessThan(low.rateCard.get('companies.unlock')!);
    const noAccess = accounts.find((a) => a.id === 'acc_no_access')!;
    expect(noAccess.rateCard.has('companies.unlock')).toBe(false);
    expect(noAccess.rateCard.has('directors.unlock')).toBe(false);
  });
});

describe('wallet and ledger', () => {
  it('charges, records the ledger and refuses to go below zero', () => {
    const state = new EmulatorState(buildAccounts(), memoryPersistence());
    expect(charge(state, 500, 'req_1')).toBe(100_000_000 - 500);
    expect(state.ledger(MAIN_ACCOUNT)).toEqual([
      expect.objectContaining({ pricePaisa: 500, balanceAfterPaisa: 99_999_500, requestId: 'req_1', endpoint: 'companies.master' }),
    ]);
    expect(() => charge(state, 200_000_000, 'req_2')).toThrow(/below zero/);
    expect(state.balance(MAIN_ACCOUNT)).toBe(99_999_500);
  });

  it('persists wallets, ledger, usage, unlocks and jobs in SQLite across instances', () => {
    const dir = mkdtempSync(join(tmpdir(), 'emu-state-'));
    dirs.push(dir);
    const first = new EmulatorState(buildAccounts(), sqlitePersistence(dir));
    first.mutate(() => {
      charge(first, 33_000, 'req_a');
      first.recordUsage({ accountId: MAIN_ACCOUNT, endpoint: 'companies.unlock', spendPaisa: 33_000, at: 5 });
      first.putCompanyUnlock({ accountId: MAIN_ACCOUNT, cin: 'C1', unlockedAt: 5, expiresAt: 10, pricePaisa: 33_000, jobId: 'job_1' });
      first.addDocumentJob({ id: 'job_1', cin: 'C1', createdAt: 5, filingIds: ['flg_1'], alreadyLanded: 0 });
    });
    first.credit(MAIN_ACCOUNT, 1000, 'ord_1', 6);
    first.close();
    const second = new EmulatorState(buildAccounts(), sqlitePersistence(dir));
    expect(second.balance(MAIN_ACCOUNT)).toBe(100_000_000 - 33_000 + 1000);
    expect(second.ledger(MAIN_ACCOUNT).map((l) => l.requestId)).toEqual(['req_a']);
    expect(second.transactions(MAIN_ACCOUNT).map((t) => t.type)).toEqual(['debit', 'credit']);
    expect(second.usageSince(MAIN_ACCOUNT, 0)).toHaveLength(1);
    expect(second.companyUnlocks.size).toBe(1);
    expect(second.documentJobs[0]?.filingIds).toEqual(['flg_1']);
    second.close();
  });
});
