import { describe, expect, it } from 'vitest';
import { describeResource } from '../../test/support/shared/contract-kit';
import { companyUnlockSchema, downloadJsonSchema, isNotUnlocked, notUnlockedSchema } from './unlock';

const stage = ['job', 'processingStages', 'documentDownloadV3'] as const;

describeResource('company unlock record (active, job in progress)', companyUnlockSchema, {
  example: {
    cin: 'U72200KA2009PTC049889',
    unlocked: true,
    unlockedAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2027-11-01T10:00:00.000Z',
    unlockPrice: 33000,
    job: {
      id: 'job_5c1e',
      processingStages: {
        documentDownloadV3: {
          status: 'success',
          lastUpdated: '2026-11-01T10:04:00.000Z',
          totalZipFiles: 2,
          zipFiles: [
            { filename: 'batch-1.zip', container: 'docs', blob_url: 'https://blob.example/docs/batch-1.zip' },
            { filename: 'batch-2.zip', container: 'docs', blob_url: 'https://blob.example/docs/batch-2.zip' },
          ],
        },
        financials: { status: 'completed' },
        financialExTriggered: true,
      },
      createdAt: '2026-11-01T10:00:01.000Z',
      updatedAt: '2026-11-01T10:04:00.000Z',
    },
  },
  optional: [
    ['unlockedAt'], ['expiresAt'], ['job', 'createdAt'], ['job', 'updatedAt'], [...stage, 'lastUpdated'], [...stage, 'totalZipFiles'],
    [...stage, 'zipFiles'], ['job', 'processingStages', 'financials'], ['job', 'processingStages', 'financialExTriggered'],
  ],
  extrasAt: [[], ['job'], ['job', 'processingStages'], [...stage], [...stage, 'zipFiles', 0]],
  messy: [
    [['job', 'processingStages', 'financialExTriggered'], 'false', false],
    [[...stage, 'totalZipFiles'], '2', 2],
    [['unlockedAt'], '', null],
  ],
  broken: [
    [[...stage, 'status'], 'done', 'job.processingStages.documentDownloadV3.status: expected one of "pending", "in_progress", "success"'],
    [['job', 'processingStages'], undefined, 'job.processingStages: expected object'],
    [['unlockPrice'], '33000', 'unlockPrice: expected number'],
    [['unlocked'], undefined, 'unlocked: expected boolean'],
    [['expiresAt'], '11/01/2027', 'expiresAt: expected a date in ISO 8601'],
  ],
});

describe('company unlock branches', () => {
  it('the unlock call (202): job null', () => {
    const r = companyUnlockSchema.parse({ cin: 'U1', unlocked: true, unlockedAt: '2026-11-01T10:00:00Z', expiresAt: '2027-11-01T10:00:00Z', unlockPrice: 33000, job: null });
    expect(r.job).toBeNull();
  });
  it('no unlock: unlocked false, price or null, job null', () => {
    expect(companyUnlockSchema.parse({ cin: 'U1', unlocked: false, unlockedAt: null, expiresAt: null, unlockPrice: null, job: null }).unlockPrice).toBeNull();
  });
  it('sandbox: synthetic unlocked with sandbox true', () => {
    expect(companyUnlockSchema.parse({ cin: 'U1', unlocked: true, unlockPrice: 33000, sandbox: true, job: null }).sandbox).toBe(true);
  });
  it('job must be present (null or an object): it drives the download state machine', () => {
    expect(companyUnlockSchema.safeParse({ cin: 'U1', unlocked: false, unlockPrice: null }).success).toBe(false);
  });
});

describe('not-unlocked shape', () => {
  it('parses { unlocked: false, unlockPrice } and keeps extras', () => {
    expect(notUnlockedSchema.parse({ unlocked: false, unlockPrice: 33000, nextStep: 'POST /v1/companies/U1/unlock' })).toEqual({
      unlocked: false,
      unlockPrice: 33000,
      nextStep: 'POST /v1/companies/U1/unlock',
    });
    expect(isNotUnlocked({ unlocked: false, unlockPrice: null })).toBe(true);
  });
  it('refuses unlocked true or a missing price', () => {
    expect(isNotUnlocked({ unlocked: true, unlockPrice: 33000 })).toBe(false);
    expect(isNotUnlocked({ unlocked: false })).toBe(false);
    expect(isNotUnlocked({ cin: 'U1', balance_sheet: [] })).toBe(false);
  });
});

describe('download JSON', () => {
  it('is the not-unlocked shape, or the sandbox unlock-status record', () => {
    expect(downloadJsonSchema.parse({ unlocked: false, unlockPrice: 33000 })).toEqual({ unlocked: false, unlockPrice: 33000 });
    const sandbox = { cin: 'U1', unlocked: true, unlockedAt: null, expiresAt: null, unlockPrice: 33000, sandbox: true, job: null };
    expect(downloadJsonSchema.parse(sandbox)).toEqual(sandbox);
    expect(downloadJsonSchema.safeParse({ unlocked: true }).success).toBe(false);
  });
});
