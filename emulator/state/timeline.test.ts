import { describe, expect, it } from 'vitest';
import type { DocumentJobRecord, RefreshJobRecord } from './records';
import { DOCUMENT_PICKUP_MS, documentJobProgress, PER_DOCUMENT_MS, PER_STAGE_MS, REFRESH_PICKUP_MS, refreshProgress } from './timeline';

const T0 = Date.parse('2026-11-21T10:00:00Z');

function docJob(total: number, alreadyLanded = 0): DocumentJobRecord {
  return { id: 'job_1', cin: 'X', createdAt: T0, filingIds: Array.from({ length: total }, (_, i) => `flg_${i}`), alreadyLanded };
}

function refreshJob(kind: 'full' | 'filings', failStage: RefreshJobRecord['failStage'] = null): RefreshJobRecord {
  return { id: 'rfj_1', cin: 'X', kind, requestedAt: T0, failStage };
}

describe('document job progress', () => {
  it('is pending until picked up, then lands one document per 1.5 s at speed 1', () => {
    const job = docJob(4);
    expect(documentJobProgress(job, T0, 1)).toMatchObject({ status: 'pending', landed: 0 });
    expect(documentJobProgress(job, T0 + DOCUMENT_PICKUP_MS, 1)).toMatchObject({ status: 'in_progress', landed: 0 });
    expect(documentJobProgress(job, T0 + DOCUMENT_PICKUP_MS + 2 * PER_DOCUMENT_MS, 1)).toMatchObject({ status: 'in_progress', landed: 2 });
    const done = documentJobProgress(job, T0 + DOCUMENT_PICKUP_MS + 4 * PER_DOCUMENT_MS, 1);
    expect(done).toMatchObject({ status: 'success', landed: 4, lastUpdated: T0 + DOCUMENT_PICKUP_MS + 4 * PER_DOCUMENT_MS });
  });

  it('finishes a 1,200-document job within 2 s at speed 1000', () => {
    expect(documentJobProgress(docJob(1200), T0 + 1_800, 1000).status).toBe('in_progress');
    expect(documentJobProgress(docJob(1200), T0 + 1_802, 1000).status).toBe('success');
  });

  it('counts documents already landed at creation as landed from the start', () => {
    expect(documentJobProgress(docJob(5, 3), T0, 1)).toMatchObject({ status: 'pending', landed: 3, total: 5 });
  });
});

describe('refresh progress', () => {
  const stageAt = (n: number) => T0 + REFRESH_PICKUP_MS + n * PER_STAGE_MS;

  it('runs the four stages in order and completes', () => {
    const job = refreshJob('full');
    expect(refreshProgress(job, T0, 1).status).toBe('pending');
    const mid = refreshProgress(job, stageAt(2), 1);
    expect(mid.status).toBe('in_progress');
    expect(mid.stages).toEqual({ masterData: 'completed', directors: 'completed', commonData: 'pending', documents: 'pending' });
    const end = refreshProgress(job, stageAt(4), 1);
    expect(end.status).toBe('completed');
    expect(end.finishesAt).toBe(stageAt(4));
  });

  it('skips directors when master data fails, and the job reads failed', () => {
    const end = refreshProgress(refreshJob('full', 'masterData'), stageAt(4), 1);
    expect(end.stages).toEqual({ masterData: 'failed', directors: 'skipped', commonData: 'completed', documents: 'completed' });
    expect(end.status).toBe('failed');
  });

  it('fails on a later stage while earlier ones completed', () => {
    const end = refreshProgress(refreshJob('full', 'commonData'), stageAt(4), 1);
    expect(end.stages.masterData).toBe('completed');
    expect(end.stages.commonData).toBe('failed');
    expect(end.status).toBe('failed');
  });

  it('a filing-list-only job skips the record stages and takes one stage', () => {
    const job = refreshJob('filings');
    expect(refreshProgress(job, T0, 1).stages).toMatchObject({ masterData: 'skipped', directors: 'skipped', commonData: 'skipped', documents: 'pending' });
    expect(refreshProgress(job, stageAt(1), 1).status).toBe('completed');
  });
});
