// The team library (issue 12) with three replicas as separate `dossier` processes against one
// emulator and one real throwaway PostgreSQL: A buys (a company, a director profile, a watch check
// with its change feed), B writes a note and reviews a finding, C deletes B's note offline and
// syncs when the team is back; all three libraries then answer the same. A sync pushes only what
// is new or changed (the "already pushed" markers), a push cut off after the team's commit adds
// nothing twice, and a team database re-initialised gets everything pushed again.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamSyncView } from '../../shared/bridge/team';
import type { Library } from '../../electron/core/store';
import { REPO_ROOT } from '../support/cli/cli-kit';
import { emulatorLedger } from '../support/core/mirror-support';
import { jsonOf, pdfHashes, type Replica, runReplica, startTeamWorld, type TeamEmulator, type TeamWorld, withLibrary } from '../support/core/team-replicas';
import { spawnChild } from '../support/core/writer-processes';

type Ok<T> = { ok: true; value: T };
const PUSH_CHILD = path.join(REPO_ROOT, 'test', 'support', 'core', 'team-push-child.ts');
type Failed = { ok: false; error: { code: string; message: string } };

/** A live, active company with a few filings and at least three directors (one leaves during the test). */
function watchableCompany(emu: TeamEmulator): string {
  for (const c of emu.registry.companies()) {
    if (c.sandbox || c.idType !== 'cin' || c.companyStatus !== 'Active' || c.directorDins.length < 3) continue;
    const n = emu.registry.filings(c.cin).length;
    if (n > 0 && n <= 25) return c.cin;
  }
  throw new Error('no watchable live company');
}

/** What a library answers about the company and its people: compared across replicas. */
function answers(l: Library, cin: string, din: string) {
  return {
    notes: l.notes.listByCompany(cin).map((n) => ({ body: n.body, anchor: n.anchor, createdAt: n.createdAt, updatedAt: n.updatedAt })),
    reviews: l.teamRecords.reviews(cin).map(({ reviewedBy: _by, ...r }) => r),
    filings: l.filings.countByCompany(cin),
    extractions: l.extractions.list(cin).length,
    director: (({ profileReadAt, profileRequestId, fullName }) => ({ profileReadAt, profileRequestId, fullName }))(l.directors.get(din)!),
    roles: l.directors.rolesOfDirector(din).filter((r) => r.source === 'profile'),
    graph: l.graph
      .edgesAround([din])
      .map((e) => `${e.kind} ${e.from} ${e.to}`)
      .sort(),
    watched: l.watch.list().map((w) => [w.companyId, w.intervalDays]),
    changes: l.watch
      .changes({ companyId: cin })
      .map((c) => [c.kind, c.summary, c.detectedAt])
      .sort(),
    snapshot: l.teamRecords.watchSnapshot(cin, l.watch.latestSnapshot(cin)?.takenAt ?? '')?.payload ?? null,
  };
}

describe('three replicas of the team library', () => {
  let world: TeamWorld;
  let emu: TeamEmulator;
  let cin: string;
  let din: string;
  let a: Replica;
  let b: Replica;
  let c: Replica;
  const sync = async (r: Replica): Promise<TeamSyncView> => {
    const run = await runReplica(emu, r, ['team', 'sync']);
    expect(run.code, `${r.name}: ${run.stdout}${run.stderr}`).toBe(0);
    return jsonOf<Ok<TeamSyncView>>(run).value;
  };

  beforeAll(async () => {
    world = await startTeamWorld(['asha', 'ravi', 'meera'], { emulator: { admin: true } });
    emu = world.emu;
    [a, b, c] = world.replicas as [Replica, Replica, Replica];
    cin = watchableCompany(emu);
    const master = emu.registry.master(cin, emu.clock.now()) as { masterData: { directorData: { DIN: string }[] } };
    din = master.masterData.directorData[0]!.DIN;
    const leaving = master.masterData.directorData[2]!.DIN;
    // A buys: the company, one director's profile, then a watch check that finds a director who left.
    for (const args of [
      ['mirror', cin, '--yes'],
      ['network', 'expand', din, '--yes'],
      ['watch', 'add', cin],
      ['watch', 'budget', '₹1,000'],
    ]) {
      const run = await runReplica(emu, a, args);
      expect(run.code, `${args.join(' ')}: ${run.stdout}${run.stderr}`).toBe(0);
    }
    const event = await fetch(`${emu.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'director.ceased', cin, din: leaving }) });
    expect(event.status).toBe(201);
    const check = await runReplica(emu, a, ['watch', 'check', '--yes']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  }, 300_000);

  afterAll(async () => {
    await world?.close();
  });

  it('converges: A buys, B writes a note and reviews a finding, C deletes the note offline; all three answer the same', async () => {
    const aHeld = withLibrary(a, (l) => ({ changes: l.watch.changes({ companyId: cin }).length, profile: l.directors.get(din)?.profileReadAt }));
    expect(aHeld.changes).toBeGreaterThan(0);
    expect(aHeld.profile).toBeTruthy();
    const pushedByA = await sync(a);
    expect(pushedByA.pushed).toMatchObject({ directors: 1, changeEvents: aHeld.changes });
    expect(pushedByA.pushed.watchSnapshots).toBeGreaterThan(0);

    const registryBefore = emulatorLedger(emu).length;
    const pulledByB = await sync(b);
    expect(pulledByB.pulled).toMatchObject({ directors: 1, changeEvents: aHeld.changes });
    // The profile landed through the purchase's store path: its roles and the connections graph are there.
    expect(withLibrary(b, (l) => l.directors.rolesOfDirector(din).some((r) => r.source === 'profile'))).toBe(true);
    expect(withLibrary(b, (l) => l.graph.edgesAround([din]).length)).toBeGreaterThan(0);
    withLibrary(b, (l) => {
      l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'Ravi: director exit not explained in the board report' });
      l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'Ravi: related-party loans grew threefold' });
      l.teamRecords.setReview(cin, 'missing-annual-filings', 'accepted', 'Confirmed with the company secretary');
    });
    expect((await sync(b)).pushed).toMatchObject({ notes: 2, reviews: 1 });

    const pulledByC = await sync(c);
    expect(pulledByC.pulled).toMatchObject({ notes: 2, reviews: 1, directors: 1 });
    // C, offline: deletes one of B's notes and writes its own.
    world.pg.pause();
    try {
      withLibrary(c, (l) => {
        const note = l.notes.listByCompany(cin).find((n) => n.body.startsWith('Ravi: related-party'))!;
        expect(l.notes.delete(note.id)).toBe(true);
        l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'Meera: loans were repaid in FY 2023-24' });
      });
      const down = await runReplica(emu, c, ['team', 'sync']);
      expect(down.code).toBe(3);
      expect(jsonOf<Failed>(down).error.code).toBe('TEAM_UNREACHABLE');
    } finally {
      world.pg.resume();
    }
    // What C pulled is marked as the team's: C offers only its deletion and its new note.
    expect((await sync(c)).pushed).toMatchObject({ noteDeletions: 1, notes: 1, offered: 2 });
    // B still holds the deleted note until its sync; its next one removes it.
    expect((await sync(b)).pulled).toMatchObject({ noteDeletions: 1, notes: 1 });
    for (const r of [a, b, c]) await sync(r);

    // Nothing was bought by B or C: the registry's ledger did not move.
    expect(emulatorLedger(emu).length).toBe(registryBefore);
    const [onA, onB, onC] = [a, b, c].map((r) => withLibrary(r, (l) => answers(l, cin, din)));
    expect(onA!.notes.map((n) => n.body).sort()).toEqual(['Meera: loans were repaid in FY 2023-24', 'Ravi: director exit not explained in the board report']);
    expect(onA!.reviews).toEqual([{ companyId: cin, findingKey: 'missing-annual-filings', state: 'accepted', comment: 'Confirmed with the company secretary', reviewedAt: expect.any(String) }]);
    expect(onA!.changes.length).toBe(aHeld.changes);
    expect(onA!.snapshot).not.toBeNull();
    expect(onB).toEqual(onA);
    expect(onC).toEqual(onA);
    expect(pdfHashes(c, cin)).toEqual(pdfHashes(a, cin));
    // The team keeps the deleted note's text in history, and who deleted it.
    const gone = await world.pg.superQuery<{ deleted_by: string; body: string }>(`SELECT deleted_by, body FROM dossier.notes WHERE deleted_at IS NOT NULL`);
    expect(gone.rows).toEqual([{ deleted_by: 'meera', body: 'Ravi: related-party loans grew threefold' }]);
    const history = await world.pg.superQuery<{ body: string }>('SELECT body FROM dossier.note_history');
    expect(history.rows.map((r) => r.body)).toContain('Ravi: related-party loans grew threefold');
  }, 300_000);

  it('pushes only what is new or changed: nothing after a full round, then one edited note alone', async () => {
    const idle = await sync(a);
    expect(idle.pushed.offered).toBe(0);
    const logBefore = await world.pg.superQuery<{ n: number }>('SELECT count(*)::int AS n FROM dossier.change_log');
    withLibrary(
      a,
      (l) => {
        const note = l.notes.listByCompany(cin).find((n) => n.body.startsWith('Meera'))!;
        l.notes.update(note.id, { body: 'Meera: loans were repaid in FY 2023-24 (bank letter on file)' });
      },
      new Date(Date.now() + 3_600_000),
    );
    const edited = await sync(a);
    expect(edited.pushed).toMatchObject({ offered: 1, notes: 1, companies: 0, documents: 0, ledger: 0 });
    const logAfter = await world.pg.superQuery<{ n: number }>('SELECT count(*)::int AS n FROM dossier.change_log');
    expect(logAfter.rows[0]!.n).toBe(logBefore.rows[0]!.n + 1);
    expect((await sync(c)).pulled.notes).toBe(1);
    expect(withLibrary(c, (l) => l.notes.listByCompany(cin).map((n) => n.body))).toContain('Meera: loans were repaid in FY 2023-24 (bank letter on file)');
  }, 120_000);

  it('adds nothing twice when a push was cut off after the team committed and before the markers were kept', async () => {
    // The markers lost, as a kill right after the team's commits would lose them.
    const markers = withLibrary(a, (l) => l.teamPushed.count());
    expect(markers).toBeGreaterThan(0);
    const logBefore = await world.pg.superQuery<{ n: number }>('SELECT count(*)::int AS n FROM dossier.change_log');
    withLibrary(a, (l) => l.teamPushed.forget());
    const again = await sync(a);
    expect(again.pushed.offered).toBeGreaterThan(0);
    expect(again.pushed).toMatchObject({ companies: 0, filings: 0, documents: 0, ledger: 0, notes: 0, directors: 0, changeEvents: 0, reviews: 0 });
    const logAfter = await world.pg.superQuery<{ n: number }>('SELECT count(*)::int AS n FROM dossier.change_log');
    expect(logAfter.rows[0]!.n).toBe(logBefore.rows[0]!.n);
    // Marked again as it was offered: the next sync offers nothing.
    expect(withLibrary(a, (l) => l.teamPushed.count())).toBeGreaterThan(0);
    expect((await sync(a)).pushed.offered).toBe(0);
  }, 120_000);

  it('keeps the watchlist in step: an interval changed on one replica and a removal on another reach all three, the later write winning', async () => {
    const watched = (r: Replica) => withLibrary(r, (l) => l.watch.get(cin)?.intervalDays ?? null);
    const teamRow = async () => (await world.pg.superQuery<{ interval_days: number; removed: boolean }>('SELECT interval_days, removed_at IS NOT NULL AS removed FROM dossier.watchlist WHERE company_id = $1', [cin])).rows;
    const run = async (r: Replica, args: string[]) => {
      const done = await runReplica(emu, r, args);
      expect(done.code, `${r.name} ${args.join(' ')}: ${done.stdout}${done.stderr}`).toBe(0);
    };
    for (const r of [a, b, c]) await sync(r);
    expect([a, b, c].map(watched)).toEqual([7, 7, 7]);
    // Ravi (B) checks it every 3 days from now on.
    await run(b, ['watch', 'add', cin, '--every', '3']);
    await sync(b);
    expect(await teamRow()).toEqual([{ interval_days: 3, removed: false }]);
    await sync(a);
    await sync(c);
    expect([a, b, c].map(watched)).toEqual([3, 3, 3]);
    // Meera (C) takes it off the watchlist: gone from every replica.
    await run(c, ['watch', 'remove', cin]);
    await sync(c);
    expect(await teamRow()).toEqual([{ interval_days: 3, removed: true }]);
    await sync(a);
    await sync(b);
    expect([a, b, c].map(watched)).toEqual([null, null, null]);
    // Nothing offered again brings it back: A, offering all it holds again, adds nothing to the watchlist.
    const logged = async () => (await world.pg.superQuery<{ n: number }>(`SELECT count(*)::int AS n FROM dossier.change_log WHERE kind = 'watch'`)).rows[0]!.n;
    const before = await logged();
    withLibrary(a, (l) => l.teamPushed.mark('watch', [{ key: cin, version: 'set|7|2000-01-01T00:00:00.000Z' }]));
    await sync(a);
    expect(await logged()).toBe(before);
    expect(await teamRow()).toEqual([{ interval_days: 3, removed: true }]);
    // Asha (A) watches it again, later: back on every replica at her interval.
    await run(a, ['watch', 'add', cin, '--every', '14']);
    await sync(a);
    await sync(b);
    await sync(c);
    expect([a, b, c].map(watched)).toEqual([14, 14, 14]);
  }, 180_000);

  it('pushes everything again to a team database re-initialised (another team id), resuming a push killed midway, and pulls it from the start', async () => {
    await world.pg.superQuery('DROP SCHEMA dossier CASCADE');
    const init = await runReplica(emu, world.admin, ['team', 'init']);
    expect(init.code, init.stderr).toBe(0);
    // A's push is killed right after the team committed its third PDF, before that PDF's marker was kept.
    const child = spawnChild(PUSH_CHILD, { LIB_DIR: a.dataDir, TEAM_URL: a.teamUrl!, STOP_AFTER: '3' });
    await child.stopped;
    child.kill();
    await child.exited;
    const docs = async () => (await world.pg.superQuery<{ n: number }>('SELECT count(*)::int AS n FROM dossier.documents')).rows[0]!.n;
    expect(await docs()).toBe(3);
    const total = pdfHashes(a, cin).size;
    const repushed = await sync(a);
    expect(repushed.pushed.documents).toBe(total - 3);
    expect(repushed.pushed).toMatchObject({ companies: 0, directors: 1, notes: 2, reviews: 1 });
    expect(repushed.seq).toBe(repushed.head);
    expect(await docs()).toBe(total);
    // Each PDF's bytes once, and each document logged once: nothing published twice.
    const distinct = new Set(pdfHashes(a, cin).values()).size;
    expect((await world.pg.superQuery<{ n: number }>('SELECT count(*)::int AS n FROM dossier.blobs')).rows[0]!.n).toBe(distinct);
    expect((await world.pg.superQuery<{ n: number }>(`SELECT count(*)::int AS n FROM dossier.change_log WHERE kind = 'document'`)).rows[0]!.n).toBe(total);
    // B, which holds the same, offers it all and adds nothing: the team already has A's copy.
    const fromB = await sync(b);
    expect(fromB.pushed.offered).toBeGreaterThan(0);
    expect(fromB.pushed).toMatchObject({ companies: 0, documents: 0, notes: 0 });
    expect(withLibrary(b, (l) => l.teamSync.state().pulledSeq)).toBe(fromB.head);
  }, 180_000);
});
