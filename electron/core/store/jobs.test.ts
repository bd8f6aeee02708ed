import { describe, expect, it } from 'vitest';
import { openLibrary } from './library';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';

describe('freshness, unlocks and refresh jobs', () => {
  const t = useTempLibrary();

  it('keeps freshness snapshots and returns the newest', () => {
    t.lib.jobs.recordFreshness(CIN, { updatedAt: 'a' }, { readAt: '2026-01-01T00:00:00Z', requestId: 'r1' });
    t.lib.jobs.recordFreshness(CIN, { updatedAt: 'b' }, { readAt: '2026-02-01T00:00:00Z', requestId: 'r2' });
    expect(t.lib.jobs.latestFreshness(CIN)).toEqual({ payload: { updatedAt: 'b' }, readAt: '2026-02-01T00:00:00Z', requestId: 'r2' });
  });

  it('stores the unlock, keeps its dates when a later read omits them, and knows when it is active', () => {
    t.lib.jobs.putUnlock({ companyId: CIN, unlockedAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z', pricePaisa: 33000, readAt: 'r1' });
    t.lib.jobs.putUnlock({ companyId: CIN, unlockedAt: null, expiresAt: null, pricePaisa: null, job: { id: 'j1' }, readAt: 'r2' });
    expect(t.lib.jobs.getUnlock(CIN)).toMatchObject({ expiresAt: '2027-01-01T00:00:00Z', pricePaisa: 33000, job: { id: 'j1' }, readAt: 'r2' });
    expect(t.lib.jobs.isUnlocked(CIN, '2026-11-21T00:00:00Z')).toBe(true);
    expect(t.lib.jobs.isUnlocked(CIN, '2027-01-02T00:00:00Z')).toBe(false);
    expect(t.lib.jobs.isUnlocked('F12345', '2026-11-21T00:00:00Z')).toBe(false);
  });

  it('tracks refresh jobs by id and returns the latest', () => {
    t.lib.jobs.putRefreshJob({ companyId: CIN, jobId: 'j1', status: 'pending', requestedAt: '2026-01-01T00:00:00Z', payload: {}, readAt: 'a' });
    t.lib.jobs.putRefreshJob({ companyId: CIN, jobId: 'j1', status: 'completed', freshUntil: '2026-01-02T00:00:00Z', payload: { s: 1 }, readAt: 'b' });
    expect(t.lib.jobs.latestRefreshJob(CIN)).toMatchObject({
      jobId: 'j1',
      status: 'completed',
      requestedAt: '2026-01-01T00:00:00Z',
      freshUntil: '2026-01-02T00:00:00Z',
      payload: { s: 1 },
    });
  });

  it('client state survives a reopen', () => {
    t.lib.clientState.set('pacing', { nextAt: 5 });
    t.lib.clientState.set('gone', 1);
    t.lib.clientState.delete('gone');
    t.lib.close();
    const lib = openLibrary(t.dir);
    try {
      expect(lib.clientState.get('pacing')).toEqual({ nextAt: 5 });
      expect(lib.clientState.get('gone')).toBeUndefined();
    } finally {
      lib.close();
    }
  });
});
