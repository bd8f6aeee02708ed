import { describe, expect, it } from 'vitest';
import { CIN, CIN2, masterInput, useTempLibrary } from '../../../test/support/core/store-support';

describe('team sync state and the team sides of notes, filings and companies', () => {
  const t = useTempLibrary();

  it('starts at sequence 0 with a replica id, moves forward only, remembers how the sync ended', () => {
    const first = t.lib.teamSync.state();
    expect(first.pulledSeq).toBe(0);
    expect(first.replicaId).toMatch(/^[0-9a-f]{16}$/);
    t.lib.teamSync.advance(12);
    t.lib.teamSync.advance(7);
    expect(t.lib.teamSync.state().pulledSeq).toBe(12);
    t.lib.teamSync.finish('2026-11-21T10:00:00.000Z', 'The team database cannot be reached');
    expect(t.lib.teamSync.state()).toMatchObject({ lastSyncAt: null, lastError: 'The team database cannot be reached' });
    t.lib.teamSync.finish('2026-11-21T10:05:00.000Z', null);
    expect(t.lib.teamSync.state()).toMatchObject({ lastSyncAt: '2026-11-21T10:05:00.000Z', lastError: null });
    t.lib.teamSync.reset();
    expect(t.lib.teamSync.state().pulledSeq).toBe(0);
  });

  it('gives each note a random team id when it is written and takes a colleague note, then only a later version of it', () => {
    t.lib.companies.upsertMaster(masterInput());
    const mine = t.lib.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Mine' });
    const [asTeam] = t.lib.notes.forTeam();
    expect(asTeam).toMatchObject({ body: 'Mine', companyId: CIN, author: 'analyst' });
    expect(asTeam!.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(t.lib.teamRecords.noteIdOf(asTeam!.uid)).toBe(mine.id);
    expect(t.lib.notes.forTeam()[0]!.uid).toBe(asTeam!.uid);
    // A note written after a deleted one gets neither its row id nor its uid.
    expect(t.lib.notes.delete(mine.id)).toBe(true);
    const next = t.lib.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Next' });
    expect(next.id).toBeGreaterThan(mine.id);
    expect(t.lib.notes.forTeam().map((n) => n.uid)).not.toContain(asTeam!.uid);
    expect(t.lib.teamRecords.tombstone(asTeam!.uid)).toMatchObject({ companyId: CIN });
    t.lib.notes.delete(next.id);

    const theirs = { uid: 'abc-1', companyId: CIN, anchor: { kind: 'figure', form: 'AOC-4', fyStart: 2023, scope: 'standalone', qname: 'q' } as const, body: 'Theirs', author: 'analyst' as const, createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' };
    expect(t.lib.notes.putFromTeam(theirs)).toBe('added');
    expect(t.lib.notes.putFromTeam(theirs)).toBe('kept');
    expect(t.lib.notes.putFromTeam({ ...theirs, body: 'Older', updatedAt: '2026-11-19T09:00:00.000Z' })).toBe('kept');
    expect(t.lib.notes.putFromTeam({ ...theirs, body: 'Theirs, revised', updatedAt: '2026-11-20T11:00:00.000Z' })).toBe('updated');
    const notes = t.lib.notes.listByCompany(CIN);
    expect(notes.map((n) => n.body).sort()).toEqual(['Theirs, revised']);
    expect(notes.find((n) => n.body === 'Theirs, revised')).toMatchObject({ createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T11:00:00.000Z' });
    // The revised text is what search finds (the full-text index follows the update).
    expect(t.lib.notes.search('revised').map((h) => h.body)).toEqual(['Theirs, revised']);
    expect(t.lib.notes.search('Older')).toEqual([]);
  });

  it('reads filings back in the registry own words and lists the companies with a master record', () => {
    t.lib.companies.upsertMaster(masterInput());
    t.lib.companies.upsertSummary({ id: CIN2, name: 'Only a search hit' });
    const raw = { filingId: 'flg_AOC4FY2024AAAA', formId: 'AOC-4', dateOfFiling: '01/10/2024', fileSize: 1234 };
    t.lib.filings.upsertMany(CIN, [{ filingId: raw.filingId, formId: 'AOC-4', raw }], { listedAt: '2026-11-21T10:00:00.000Z', requestId: 'req_1' });
    expect(t.lib.filings.records(CIN)).toEqual([{ filingId: raw.filingId, raw, listedAt: '2026-11-21T10:00:00.000Z', listRequestId: 'req_1' }]);
    expect(t.lib.companies.mastered()).toEqual([CIN]);
  });
});
