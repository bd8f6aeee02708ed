// A note's identity across the team library (issue 27, item 8), with replicas as separate `dossier`
// processes against one real throwaway PostgreSQL. SQLite gave a deleted note's row id to the next
// note, and the team uid was made of that row id: create X, sync, delete X, create Y, sync, and Y
// was taken for X's deletion (gone locally and from the team). Every note now carries a random uid
// minted when it is written, and local note ids are never reused. A deletion that reaches the team
// before a colleague's edit of the same note keeps that edit's text in dossier.note_history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSyncView } from '../../shared/bridge/team';
import { jsonOf, newReplica, type Replica, runReplica, startTeamWorld, type TeamEmulator, type TeamWorld, withLibrary } from '../support/core/team-replicas';

type Ok<T> = { ok: true; value: T };

const CIN = 'U24342DL2008PLC417476';
const HOUR = 3_600_000;

describe('a note keeps its identity across replicas', () => {
  let world: TeamWorld;
  let emu: TeamEmulator;
  let a: Replica;
  let b: Replica;
  const sync = async (r: Replica): Promise<TeamSyncView> => {
    const run = await runReplica(emu, r, ['team', 'sync']);
    expect(run.code, `${r.name}: ${run.stdout}${run.stderr}`).toBe(0);
    return jsonOf<Ok<TeamSyncView>>(run).value;
  };
  const bodies = (r: Replica) => withLibrary(r, (l) => l.notes.listByCompany(CIN).map((n) => n.body).sort());
  const teamNotes = async () =>
    (await world.pg.superQuery<{ body: string; deleted: boolean }>('SELECT body, deleted_at IS NOT NULL AS deleted FROM dossier.notes ORDER BY body')).rows;

  beforeAll(async () => {
    world = await startTeamWorld(['asha', 'ravi']);
    emu = world.emu;
    [a, b] = world.replicas as [Replica, Replica];
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it('keeps a note written after a deleted one on the replica that did it, on a colleague and on a fresh replica', async () => {
    const x = withLibrary(a, (l) => {
      l.companies.upsertSummary({ id: CIN });
      return l.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'X: auditor resigned mid-year' });
    });
    expect((await sync(a)).pushed.notes).toBe(1);
    expect((await sync(b)).pulled.notes).toBe(1);
    const y = withLibrary(a, (l) => {
      expect(l.notes.delete(x.id)).toBe(true);
      return l.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Y: new auditor appointed' });
    });
    // A local note id is never given again: Y is not X's row.
    expect(y.id).toBeGreaterThan(x.id);
    const pushed = await sync(a);
    expect(pushed.pushed).toMatchObject({ notes: 1, noteDeletions: 1 });
    expect(bodies(a)).toEqual(['Y: new auditor appointed']);
    expect(await teamNotes()).toEqual([
      { body: 'X: auditor resigned mid-year', deleted: true },
      { body: 'Y: new auditor appointed', deleted: false },
    ]);
    // The colleague gets the deletion and the new note; a replica that starts from nothing gets Y alone.
    expect((await sync(b)).pulled).toMatchObject({ notes: 1, noteDeletions: 1 });
    expect(bodies(b)).toEqual(['Y: new auditor appointed']);
    const fresh = newReplica('fresh', world.pg.analystUrls.ravi!);
    await sync(fresh);
    expect(bodies(fresh)).toEqual(['Y: new auditor appointed']);
    // Nothing is left for the next sync to push or to take away.
    for (const r of [a, b, fresh]) {
      const again = await sync(r);
      expect(again.pushed.offered).toBe(0);
      expect(bodies(r)).toEqual(['Y: new auditor appointed']);
    }
  }, 120_000);

  it('keeps the text of an edit that reached the team after the note was deleted, in note_history', async () => {
    withLibrary(a, (l) => l.notes.create({ companyId: CIN, anchor: { kind: 'company' }, body: 'Z: charge on the plant satisfied' }));
    await sync(a);
    await sync(b);
    // Ravi (B) edits Z offline; Asha (A), later still, deletes it and syncs first.
    withLibrary(
      b,
      (l) => {
        const z = l.notes.listByCompany(CIN).find((n) => n.body.startsWith('Z:'))!;
        l.notes.update(z.id, { body: 'Z: charge on the plant satisfied (ROC form CHG-4 seen)' });
      },
      new Date(Date.now() + HOUR),
    );
    withLibrary(
      a,
      (l) => {
        const z = l.notes.listByCompany(CIN).find((n) => n.body.startsWith('Z:'))!;
        expect(l.notes.delete(z.id)).toBe(true);
      },
      new Date(Date.now() + 2 * HOUR),
    );
    expect((await sync(a)).pushed.noteDeletions).toBe(1);
    const late = await sync(b);
    // The edit does not bring the note back, but its words are kept by the team.
    expect(late.pushed.notes).toBe(0);
    expect(late.pulled.noteDeletions).toBe(1);
    expect(bodies(b)).toEqual(['Y: new auditor appointed']);
    const history = await world.pg.superQuery<{ body: string; outcome: string; updated_by: string }>(
      `SELECT h.body, h.outcome, h.updated_by FROM dossier.note_history h JOIN dossier.notes n USING (uid) WHERE n.body LIKE 'Z:%' ORDER BY h.version`,
    );
    expect(history.rows).toEqual([
      { body: 'Z: charge on the plant satisfied', outcome: 'deleted', updated_by: 'asha' },
      { body: 'Z: charge on the plant satisfied (ROC form CHG-4 seen)', outcome: 'overruled', updated_by: 'ravi' },
    ]);
    // Offered again (its marker lost), the edit is not kept twice.
    withLibrary(b, (l) => l.teamPushed.forget());
    await sync(b);
    const again = await world.pg.superQuery<{ n: number }>(`SELECT count(*)::int AS n FROM dossier.note_history WHERE body LIKE 'Z:%'`);
    expect(again.rows[0]!.n).toBe(2);
  }, 120_000);
});
