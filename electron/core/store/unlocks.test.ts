import { describe, expect, it } from 'vitest';
import { openLibrary } from './library';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';

describe('unlocks, freshness snapshots, refresh jobs and client state', () => {
  const t = useTempLibrary();

  it('keeps freshness snapshots and returns the newest', () => {
    t.lib.snapshots.record(CIN, { updatedAt: 'a' }, { readAt: '2026-01-01T00:00:00Z', requestId: 'r1' });
    t.lib.snapshots.record(CIN, { updatedAt: 'b' }, { readAt: '2026-02-01T00:00:00Z', requestId: 'r2' });
    expect(t.lib.snapshots.latest(CIN)).toEqual({ payload: { updatedAt: 'b' }, readAt: '2026-02-01T00:00:00Z', requestId: 'r2' });
  });

  it('stores the unlock and keeps its dates when a later read omits them', () => {
    t.lib.unlocks.put({ companyId: CIN, unlockedAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z', pricePaisa: 33000, readAt: 'r1' });
    t.lib.unlocks.put({ companyId: CIN, unlockedAt: null, expiresAt: null, pricePaisa: null, job: { id: 'j1' }, readAt: 'r2' });
    expect(t.lib.unlocks.get(CIN)).toMatchObject({ expiresAt: '2027-01-01T00:00:00Z', pricePaisa: 33000, job: { id: 'j1' }, readAt: 'r2' });
    expect(t.lib.unlocks.get('F12345')).toBeNull();
  });

  it('tracks refresh jobs by id and returns the latest', () => {
    t.lib.refreshJobs.put({ companyId: CIN, jobId: 'j1', status: 'pending', requestedAt: '2026-01-01T00:00:00Z', payload: {}, readAt: 'a' });
    t.lib.refreshJobs.put({ companyId: CIN, jobId: 'j1', status: 'completed', freshUntil: '2026-01-02T00:00:00Z', payload: { s: 1 }, readAt: 'b' });
    expect(t.lib.refreshJobs.latest(CIN)).toMatchObject({
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
