import { expect, it } from 'vitest';
import { describeResource } from '../../test/support/shared/contract-kit';
import { documentFetchSchema } from './document-fetch';
import { freshnessSchema } from './freshness';
import { refreshStartSchema, refreshStatusSchema } from './refresh';

describeResource('freshness record', freshnessSchema, {
  example: {
    cin: 'U72200KA2009PTC049889',
    updatedAt: '2026-11-20T06:00:00.000Z',
    filings: { total: 143, downloaded: 140, missing: 3, listRefreshedAt: '2026-11-20T06:00:05.000Z' },
    refresh: {
      jobId: 'rfj_81aa',
      status: 'completed',
      requestedAt: '2026-11-20T05:59:00.000Z',
      lastCompletedAt: '2026-11-20T06:00:05.000Z',
      freshUntil: '2026-11-21T06:00:05.000Z',
    },
    documentJob: {
      status: 'success',
      totalDocuments: 140,
      downloadedDocuments: 140,
      pendingDocuments: 0,
      createdAt: '2026-11-01T10:00:01.000Z',
      updatedAt: '2026-11-01T10:04:00.000Z',
    },
    unlock: { active: true, unlockedAt: '2026-11-01T10:00:00.000Z', expiresAt: '2027-11-01T10:00:00.000Z' },
  },
  optional: [
    ['updatedAt'], ['filings'], ['refresh'], ['documentJob'], ['unlock'], ['filings', 'listRefreshedAt'], ['refresh', 'freshUntil'],
    ['documentJob', 'pendingDocuments'], ['unlock', 'expiresAt'],
  ],
  extrasAt: [[], ['filings'], ['refresh'], ['documentJob'], ['unlock']],
  messy: [
    [['filings', 'missing'], '3', 3],
    [['refresh', 'freshUntil'], '', null],
    [['documentJob'], null, null],
  ],
  broken: [
    [['filings', 'total'], undefined, 'filings.total: expected number'],
    [['refresh', 'status'], 'queued', 'refresh.status: expected one of "pending", "in_progress", "completed", "failed"'],
    [['unlock', 'active'], 'Y', 'unlock.active: expected boolean'],
    [['cin'], null, 'cin: expected string'],
  ],
});

it('freshness: the sandbox shape is settled and flagged', () => {
  expect(freshnessSchema.parse({ cin: 'U1', sandbox: true, refresh: null, documentJob: null }).sandbox).toBe(true);
});

const job = {
  cin: 'U72200KA2009PTC049889',
  jobId: 'rfj_81aa',
  status: 'in_progress',
  requestedAt: '2026-11-21T05:59:00.000Z',
  lastCompletedAt: null,
  freshUntil: null,
  cooldownUntil: null,
  stages: { masterData: { status: 'completed' }, directors: { status: 'completed' }, commonData: { status: 'pending' }, documents: { status: 'pending' } },
};

describeResource('refresh job (start)', refreshStartSchema, {
  example: { ...job, joinedExisting: true, alreadyFresh: false },
  optional: [['joinedExisting'], ['alreadyFresh'], ['requestedAt'], ['lastCompletedAt'], ['freshUntil'], ['cooldownUntil'], ['stages'], ['stages', 'documents']],
  extrasAt: [[], ['stages'], ['stages', 'masterData']],
  messy: [[['lastCompletedAt'], '', null]],
  broken: [
    [['status'], 'running', 'status: expected one of "pending", "in_progress", "completed", "failed"'],
    [['stages', 'directors', 'status'], 'in_progress', 'stages.directors.status: expected one of "pending", "completed", "failed", "skipped"'],
    [['jobId'], undefined, 'jobId: expected string'],
    [['joinedExisting'], 'yes', 'joinedExisting: expected boolean'],
  ],
});

describeResource('refresh job (status)', refreshStatusSchema, {
  example: {
    ...job,
    status: 'completed',
    lastCompletedAt: '2026-11-21T06:00:05.000Z',
    freshUntil: '2026-11-22T06:00:05.000Z',
    cooldownUntil: '2026-11-22T06:00:05.000Z',
    stages: { masterData: { status: 'completed' }, directors: { status: 'completed' }, commonData: { status: 'completed' }, documents: { status: 'completed' } },
    documents: { newFilings: 4, missing: 4, nextStep: 'POST /v1/companies/U72200KA2009PTC049889/documents/fetch' },
  },
  optional: [['documents'], ['documents', 'missing'], ['documents', 'nextStep'], ['documents', 'newFilings']],
  extrasAt: [[], ['documents']],
  messy: [
    [['documents', 'newFilings'], '4', 4],
    [['documents', 'missing'], '', null],
  ],
  broken: [
    [['documents', 'missing'], -1, 'documents.missing: Too small'],
    [['freshUntil'], '22/11/2026', 'freshUntil: expected a date in ISO 8601'],
  ],
});

describeResource('document fetch result', documentFetchSchema, {
  example: {
    cin: 'U72200KA2009PTC049889',
    queued: true,
    joinedExisting: false,
    filings: { total: 147, downloaded: 143, missing: 4 },
    unlockExpiresAt: '2027-11-01T10:00:00.000Z',
    progress: 'GET /v1/companies/U72200KA2009PTC049889/unlock',
  },
  optional: [['joinedExisting'], ['filings'], ['unlockExpiresAt'], ['progress']],
  extrasAt: [[], ['filings']],
  messy: [[['filings', 'missing'], '4', 4]],
  broken: [
    [['queued'], undefined, 'queued: expected boolean'],
    [['filings', 'missing'], undefined, 'filings.missing: expected number'],
  ],
});

it('document fetch: the sandbox variant and an object progress pointer', () => {
  const r = documentFetchSchema.parse({ cin: 'U1', queued: true, sandbox: true, progress: { method: 'GET', path: '/v1/companies/U1/unlock' } });
  expect(r.sandbox).toBe(true);
  expect(r.progress).toEqual({ method: 'GET', path: '/v1/companies/U1/unlock' });
});
