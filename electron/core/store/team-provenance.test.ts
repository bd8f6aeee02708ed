import { describe, expect, it } from 'vitest';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';

describe('team provenance (who in the firm bought or wrote what)', () => {
  const t = useTempLibrary();

  it('lists unlocks and team notes without an author, records them, and reads them back by company and local note id', () => {
    t.lib.companies.upsertSummary({ id: CIN });
    t.lib.unlocks.put({ companyId: CIN, unlockedAt: '2026-11-12T05:00:00Z', expiresAt: '2027-11-12T05:00:00Z', pricePaisa: 33000, readAt: 'r1' });
    const note = { uid: 'ravi-replica-1', companyId: CIN, anchor: { kind: 'company' as const }, body: 'Charge satisfied late', author: 'analyst' as const, createdAt: 'a', updatedAt: 'a' };
    expect(t.lib.notes.putFromTeam(note)).toBe('added');
    // As a pull does: the team holds it.
    t.lib.teamPushed.mark('note', [{ key: note.uid, version: note.updatedAt }]);
    t.lib.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Mine, never pushed' });
    expect(t.lib.teamProvenance.missing()).toEqual({ unlocks: [CIN], notes: ['ravi-replica-1'] });
    expect(t.lib.teamProvenance.forCompany(CIN)).toEqual({ unlock: null, notes: [] });

    t.lib.teamProvenance.putMany([
      { kind: 'unlock', key: CIN, companyId: CIN, createdBy: 'ravi', updatedBy: null, createdAt: '2026-11-12T05:00:01Z' },
      { kind: 'note', key: 'ravi-replica-1', companyId: CIN, createdBy: 'ravi', updatedBy: 'ravi', createdAt: 'a' },
    ]);
    expect(t.lib.teamProvenance.missing()).toEqual({ unlocks: [], notes: [] });
    const localId = t.lib.notes.listByCompany(CIN).find((n) => n.body === 'Charge satisfied late')!.id;
    expect(t.lib.teamProvenance.forCompany(CIN)).toEqual({
      unlock: { createdBy: 'ravi', createdAt: '2026-11-12T05:00:01Z' },
      notes: [{ noteId: localId, createdBy: 'ravi', updatedBy: 'ravi' }],
    });

    // A colleague edits the note: the next sync records the later writer in place.
    t.lib.teamProvenance.putMany([{ kind: 'note', key: 'ravi-replica-1', companyId: CIN, createdBy: 'ravi', updatedBy: 'meera', createdAt: 'a' }]);
    expect(t.lib.teamProvenance.forCompany(CIN).notes).toEqual([{ noteId: localId, createdBy: 'ravi', updatedBy: 'meera' }]);

    t.lib.teamProvenance.clear();
    expect(t.lib.teamProvenance.forCompany(CIN)).toEqual({ unlock: null, notes: [] });
  });
});
