import { describe, expect, it } from 'vitest';
import { CIN, masterInput, useTempLibrary } from '../../../test/support/core/store-support';

describe('the "already pushed" markers and the team records of a replica', () => {
  const clock = { now: new Date('2026-11-21T10:00:00.000Z') };
  const t = useTempLibrary(clock);
  const sharedNote = (body: string) => {
    t.lib.companies.upsertMaster(masterInput());
    const note = t.lib.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body });
    const uid = t.lib.notes.forTeam()[0]!.uid;
    return { id: note.id, uid };
  };

  it('offers a record again only when its version moved: a note edited, a freshness re-read', () => {
    const { id } = sharedNote('First');
    t.lib.snapshots.record(CIN, { updatedAt: 'x' }, { readAt: '2026-11-21T10:00:00.000Z', requestId: 'r1' });
    expect(t.lib.teamPushed.pending('company').map((e) => e.key)).toEqual([CIN]);
    for (const kind of ['note', 'freshness'] as const) t.lib.teamPushed.mark(kind, t.lib.teamPushed.pending(kind));
    expect(t.lib.teamPushed.pending('note')).toEqual([]);
    expect(t.lib.teamPushed.pending('freshness')).toEqual([]);

    clock.now = new Date('2026-11-22T10:00:00.000Z');
    t.lib.notes.update(id, { body: 'Edited' });
    t.lib.snapshots.record(CIN, { updatedAt: 'y' }, { readAt: '2026-11-22T10:00:00.000Z', requestId: 'r2' });
    expect(t.lib.teamPushed.pending('note').map((e) => e.version)).toEqual(['2026-11-22T10:00:00.000Z']);
    expect(t.lib.teamPushed.pending('freshness')).toEqual([{ key: CIN, version: '2026-11-22T10:00:00.000Z' }]);
  });

  it('keeps the deletion of a shared note as a tombstone, pending until pushed', () => {
    const { id, uid } = sharedNote('To go');
    expect(t.lib.notes.delete(id)).toBe(true);
    expect(t.lib.teamRecords.tombstone(uid)).toMatchObject({ uid, companyId: CIN });
    const pending = t.lib.teamPushed.pending('note-deletion');
    expect(pending).toEqual([{ key: uid, version: 'deleted' }]);
    t.lib.teamPushed.mark('note-deletion', pending);
    expect(t.lib.teamPushed.pending('note-deletion')).toEqual([]);
  });

  it('keeps a read made without the team (the later of two), pending once its company is mastered and again when a later read replaces it', () => {
    t.lib.teamRecords.putReading(CIN, 'extractions', '2026-11-21T10:00:00.000Z');
    // Not before the company's register is in the library: the team keeps records beside a master record.
    expect(t.lib.teamPushed.pending('reading')).toEqual([]);
    t.lib.companies.upsertMaster(masterInput());
    expect(t.lib.teamPushed.pending('reading')).toEqual([{ key: `${CIN}|extractions`, version: '2026-11-21T10:00:00.000Z' }]);
    t.lib.teamPushed.mark('reading', t.lib.teamPushed.pending('reading'));
    t.lib.teamRecords.putReading(CIN, 'extractions', '2026-11-20T10:00:00.000Z');
    expect(t.lib.teamRecords.reading(CIN, 'extractions')).toBe('2026-11-21T10:00:00.000Z');
    expect(t.lib.teamPushed.pending('reading')).toEqual([]);
    t.lib.teamRecords.putReading(CIN, 'extractions', '2026-11-22T10:00:00.000Z');
    expect(t.lib.teamPushed.pending('reading')).toEqual([{ key: `${CIN}|extractions`, version: '2026-11-22T10:00:00.000Z' }]);
  });

  it('takes a colleague review only when it is the later one', () => {
    const mine = t.lib.teamRecords.setReview(CIN, 'missing-annual-filings', 'dismissed', 'Filed late, not missing');
    expect(t.lib.teamRecords.putReviewFromTeam({ ...mine, state: 'accepted', reviewedAt: '2000-01-01T00:00:00.000Z', reviewedBy: 'ravi' })).toBe(false);
    expect(t.lib.teamRecords.putReviewFromTeam({ ...mine, state: 'accepted', reviewedAt: '2999-01-01T00:00:00.000Z', reviewedBy: 'ravi' })).toBe(true);
    expect(t.lib.teamRecords.reviews(CIN)).toEqual([expect.objectContaining({ state: 'accepted', reviewedBy: 'ravi' })]);
  });

  it('binds the markers to a team: the first team keeps them, another team drops them and the pulled position', () => {
    sharedNote('Bound');
    t.lib.teamPushed.mark('note', t.lib.teamPushed.pending('note'));
    t.lib.teamSync.advance(40);
    expect(t.lib.teamPushed.adoptTeam('team-1')).toBe(false);
    expect(t.lib.teamPushed.adoptTeam('team-1')).toBe(false);
    expect(t.lib.teamPushed.count()).toBe(1);
    expect(t.lib.teamSync.state().pulledSeq).toBe(40);
    expect(t.lib.teamPushed.adoptTeam('team-2')).toBe(true);
    expect(t.lib.teamPushed.count()).toBe(0);
    expect(t.lib.teamSync.state().pulledSeq).toBe(0);
    expect(t.lib.teamPushed.teamId()).toBe('team-2');
  });
});
