// The team library (issue 12) with replicas as separate `dossier` processes, each its own data
// folder and PostgreSQL role, against one emulator (live key) and one real throwaway PostgreSQL:
// what A buys is published as soon as it is stored; B gets it with byte-identical PDFs and no registry purchase; notes written offline on
// two replicas both survive; a replica killed mid-sync resumes; the team database down leaves the
// CLI working on the local library and saying so; a viewer's replica pulls everything and pushes
// nothing, saying what it kept; a team refusal (a wrong password) exits 3 in words.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamStatusView, TeamSyncView } from '../../shared/bridge/team';
import { TEAM_MIGRATIONS } from '../../electron/core/team/pg/migrate';
import { REPO_ROOT } from '../support/cli/cli-kit';
import { companyForMirror } from '../support/core/mirror-flow';
import { emulatorLedger } from '../support/core/mirror-support';
import { freshCompanies, jsonOf, newReplica, pdfHashes, type Replica, runReplica, runReplicaText, startTeamWorld, type TeamEmulator, type TeamWorld, withLibrary } from '../support/core/team-replicas';
import { pdfsOnDisk, spawnChild } from '../support/core/writer-processes';
import type { TeamPostgres } from '../support/postgres';
type Ok<T> = { ok: true; value: T };
type Failed = { ok: false; error: { code: string; message: string } };

const TEAM_SYNC_CHILD = path.join(REPO_ROOT, 'test', 'support', 'core', 'team-sync-child.ts');

describe('the team library across replicas', () => {
  let world: TeamWorld;
  let pg: TeamPostgres;
  let emu: TeamEmulator;
  let cin: string;
  let a: Replica;
  let b: Replica;
  let c: Replica;

  beforeAll(async () => {
    world = await startTeamWorld(['asha', 'ravi', 'meera'], { init: false });
    ({ pg, emu } = world);
    [a, b, c] = world.replicas as [Replica, Replica, Replica];
    cin = companyForMirror(emu, false, 25);
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  });

  it('is initialised once by the administrator; a second init changes nothing', async () => {
    const { admin } = world;
    const before = jsonOf<Ok<TeamStatusView>>(await runReplica(emu, a, ['team', 'status']));
    expect(before.value).toMatchObject({ configured: true, reachable: true, schemaVersion: 0, role: 'asha' });
    expect(before.value.url).not.toContain('pw-');
    const first = jsonOf<Ok<{ applied: string[]; to: number }>>(await runReplica(emu, admin, ['team', 'init']));
    expect(first.value.applied).toEqual(TEAM_MIGRATIONS.map((m) => `${String(m.version).padStart(3, '0')}-${m.name}`));
    const again = await runReplica(emu, admin, ['team', 'init']);
    expect(again.code).toBe(0);
    expect(jsonOf<Ok<{ applied: string[] }>>(again).value.applied).toEqual([]);
  }, 60_000);

  it('gives B what A bought: byte-identical PDFs, no registry purchase', async () => {
    const mirrored = await runReplica(emu, a, ['mirror', cin, '--yes']);
    expect(mirrored.code, mirrored.stderr).toBe(0);
    const aPdfs = pdfHashes(a, cin);
    expect(aPdfs.size).toBeGreaterThan(0);
    // What A bought was published as soon as it was stored, before any sync: every PDF, by asha.
    const published = await pg.superQuery<{ n: number; by: string }>('SELECT count(*)::int AS n, min(created_by) AS by FROM dossier.documents');
    expect(published.rows).toEqual([{ n: aPdfs.size, by: 'asha' }]);
    // The sync then sends no PDF again (only what the publish leaves to it: the ledger).
    const pushed = jsonOf<Ok<TeamSyncView>>(await runReplica(emu, a, ['team', 'sync']));
    expect(pushed.value.pushed.documents).toBe(0);
    expect(pushed.value.pushed.ledger).toBeGreaterThan(0);
    const aLedger = withLibrary(a, (l) => l.ledger.list({ limit: 100_000 }));

    const registryBefore = emulatorLedger(emu).length;
    const pulled = await runReplica(emu, b, ['team', 'sync']);
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(jsonOf<Ok<TeamSyncView>>(pulled).value.pulled.documents).toBe(aPdfs.size);
    // Nothing was bought: the registry's own ledger did not move, and B's ledger is empty.
    expect(emulatorLedger(emu).length).toBe(registryBefore);
    expect(withLibrary(b, (l) => l.ledger.list({ limit: 10 }))).toEqual([]);
    // Every PDF on B's disk is the very file A downloaded (SHA-256 of the files read back).
    expect(pdfHashes(b, cin)).toEqual(aPdfs);
    expect(pdfsOnDisk(b.dataDir)).toEqual(pdfsOnDisk(a.dataDir));
    // B reads the company offline from its own library: the register and the filings A bought.
    const company = await runReplica(emu, b, ['company', cin]);
    expect(company.code, company.stderr).toBe(0);
    const filingsA = withLibrary(a, (l) => l.filings.countByCompany(cin));
    expect(withLibrary(b, (l) => l.filings.countByCompany(cin))).toBe(filingsA);
    expect(withLibrary(b, (l) => l.extractions.list(cin).length)).toBe(withLibrary(a, (l) => l.extractions.list(cin).length));
    // The firm's ledger says who spent it: every billed call of A, as asha, to the paisa.
    const team = await pg.superQuery<{ request_id: string; price_paisa: string; created_by: string }>('SELECT request_id, price_paisa, created_by FROM dossier.ledger');
    expect(team.rows.map((r) => r.request_id).sort()).toEqual(aLedger.map((r) => r.requestId).sort());
    expect(new Set(team.rows.map((r) => r.created_by))).toEqual(new Set(['asha']));
    expect(team.rows.reduce((s, r) => s + Number(r.price_paisa), 0)).toBe(aLedger.reduce((s, r) => s + r.pricePaisa, 0));
    // And the registry's ledger agrees with A's.
    expect(emulatorLedger(emu).map((e) => e.requestId).sort()).toEqual(aLedger.map((r) => r.requestId).sort());
    // Status: up to date.
    const status = jsonOf<Ok<TeamStatusView>>(await runReplica(emu, b, ['team', 'status'])).value;
    expect(status).toMatchObject({ reachable: true, behind: 0 });
  }, 240_000);

  it('keeps working on the local library while the team database is down, and keeps notes written offline on two replicas', async () => {
    pg.pause();
    try {
      withLibrary(a, (l) => l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'Asha: auditor changed twice in three years' }));
      withLibrary(b, (l) => l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'Ravi: promoter pledge rising' }));
      const down = await runReplica(emu, a, ['team', 'sync']);
      expect(down.code).toBe(3);
      const error = jsonOf<Failed>(down).error;
      expect(error.code).toBe('TEAM_UNREACHABLE');
      expect(error.message).toMatch(/cannot be reached.*local library works as before/);
      const status = await runReplica(emu, a, ['team', 'status']);
      expect(status.code).toBe(0);
      expect(jsonOf<Ok<TeamStatusView>>(status).value).toMatchObject({ configured: true, reachable: false });
      expect(jsonOf<Ok<TeamStatusView>>(status).value.lastError).toMatch(/cannot be reached/);
      // The local library answers as before.
      expect((await runReplica(emu, a, ['company', cin])).code).toBe(0);
    } finally {
      pg.resume();
    }
    for (const r of [a, b, a]) expect((await runReplica(emu, r, ['team', 'sync'])).code).toBe(0);
    const bodies = (r: Replica) => withLibrary(r, (l) => l.notes.listByCompany(cin).map((n) => n.body).sort());
    expect(bodies(a)).toEqual(['Asha: auditor changed twice in three years', 'Ravi: promoter pledge rising']);
    expect(bodies(b)).toEqual(bodies(a));
  }, 120_000);

  it('resolves a note edited on two replicas by the last writer and keeps the earlier version', async () => {
    // Each replica's edit carries its own clock: B's first, A's an hour later (the later write wins).
    const edit = (r: Replica, body: string, at: Date) =>
      withLibrary(
        r,
        (l) => {
          const note = l.notes.listByCompany(cin).find((n) => n.body.startsWith('Ravi'))!;
          l.notes.update(note.id, { body });
        },
        at,
      );
    const hour = 3_600_000;
    edit(b, 'Ravi: promoter pledge rising (B edit)', new Date(Date.now() + hour));
    edit(a, 'Ravi: promoter pledge rising to 40% (A edit, later)', new Date(Date.now() + 2 * hour));
    for (const r of [b, a, b]) expect((await runReplica(emu, r, ['team', 'sync'])).code).toBe(0);
    const text = (r: Replica) => withLibrary(r, (l) => l.notes.listByCompany(cin).map((n) => n.body).sort());
    expect(text(b)).toEqual(text(a));
    expect(text(a)).toContain('Ravi: promoter pledge rising to 40% (A edit, later)');
    const history = await pg.superQuery<{ body: string }>('SELECT body FROM dossier.note_history ORDER BY replaced_at');
    expect(history.rows.map((r) => r.body)).toContain('Ravi: promoter pledge rising (B edit)');
  }, 120_000);

  it('resumes a replica killed mid-sync without storing a PDF twice', async () => {
    const child = spawnChild(TEAM_SYNC_CHILD, { LIB_DIR: c.dataDir, TEAM_URL: c.teamUrl!, STOP_AFTER: '3' });
    await child.stopped;
    child.kill();
    await child.exited;
    const partway = withLibrary(c, (l) => ({ seq: l.teamSync.state().pulledSeq, docs: l.documents.page({ limit: 1000 }).length }));
    expect(partway.docs).toBe(3);
    expect(partway.seq).toBeGreaterThan(0);
    const resumed = await runReplica(emu, c, ['team', 'sync']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const report = jsonOf<Ok<TeamSyncView>>(resumed).value;
    expect(report.pulled.documents).toBe(pdfHashes(a, cin).size - 3);
    expect(pdfHashes(c, cin)).toEqual(pdfHashes(a, cin));
    // No temp file or stray PDF left by the kill: every file on disk has its row.
    expect(pdfsOnDisk(c.dataDir)).toEqual(pdfsOnDisk(a.dataDir));
    const leftovers = fs.readdirSync(path.join(c.dataDir, 'pdfs', cin)).filter((f) => f.startsWith('.'));
    expect(leftovers).toEqual([]);
  }, 120_000);

  it("keeps a viewer's replica updating: with a note of its own it pulls colleagues' purchases and notes, pushes nothing and says once what it kept", async () => {
    const viewer = newReplica('viewer', pg.viewerUrl);
    const status = jsonOf<Ok<TeamStatusView>>(await runReplica(emu, viewer, ['team', 'status'])).value;
    expect(status).toMatchObject({ reachable: true, role: 'viewer' });
    expect(status.behind).toBeGreaterThan(0);
    withLibrary(viewer, (l) => {
      l.companies.upsertSummary({ id: cin });
      l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'A viewer may not publish this' });
    });
    const first = await runReplica(emu, viewer, ['team', 'sync']);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    const pulled = jsonOf<Ok<TeamSyncView>>(first).value;
    expect(pulled.pulled.documents).toBe(pdfHashes(a, cin).size);
    expect(pulled.pulled.notes).toBe(2);
    expect(pulled.pushed.offered).toBe(0);
    expect(pulled.readOnly).toEqual({ kept: { note: 1 }, message: 'read-only: 1 note kept on this desktop, not pushed' });
    expect(pdfHashes(viewer, cin)).toEqual(pdfHashes(a, cin));

    // Later, a colleague buys another company and writes a note on it: the viewer's next sync has both.
    const later = freshCompanies(emu, 3).find((x) => x !== cin)!;
    const bought = await runReplica(emu, a, ['mirror', later, '--yes', '--no-zips']);
    expect(bought.code, bought.stderr).toBe(0);
    withLibrary(a, (l) => l.notes.create({ companyId: later, anchor: { kind: 'company' }, body: 'Asha: bought for the lender review' }));
    expect((await runReplica(emu, a, ['team', 'sync'])).code).toBe(0);
    const again = await runReplicaText(emu, viewer, ['team', 'sync']);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    // Told once, in words, what stayed on this desktop.
    expect(again.stdout.match(/read-only: 1 note kept on this desktop, not pushed\./g)).toHaveLength(1);
    expect(pdfHashes(viewer, later)).toEqual(pdfHashes(a, later));
    expect(withLibrary(viewer, (l) => l.notes.listByCompany(later).map((n) => n.body))).toEqual(['Asha: bought for the lender review']);
    expect(withLibrary(viewer, (l) => l.notes.listByCompany(cin).map((n) => n.body))).toContain('A viewer may not publish this');
    const notes = await pg.superQuery('SELECT body FROM dossier.notes WHERE body LIKE $1', ['A viewer%']);
    expect(notes.rows).toEqual([]);
  }, 240_000);

  it('ends a team refusal with exit 3 and words: a wrong password, a viewer asked to write', async () => {
    const wrong = newReplica('wrong', pg.analystUrls.asha!.replace(/:pw-[^@]+@/, ':not-her-password@'));
    const sync = await runReplica(emu, wrong, ['team', 'sync']);
    expect(sync.code).toBe(3);
    expect(jsonOf<Failed>(sync).error).toMatchObject({ code: 'TEAM_AUTH_FAILED' });
    expect(jsonOf<Failed>(sync).error.message).toMatch(/refused the login: password authentication failed for user "asha"/);
    expect(sync.stdout + sync.stderr).not.toContain('not-her-password');
    const inWords = await runReplicaText(emu, wrong, ['team', 'sync']);
    expect(inWords.code).toBe(3);
    expect(inWords.stderr).toMatch(/Error \(TEAM_AUTH_FAILED\): The team database at postgres:\/\/asha@127\.0\.0\.1:\d+\/dossier_team refused the login/);
    expect(inWords.stderr).toMatch(/What to do: Check the role name and password/);
    const connect = await runReplica(emu, newReplica('wrong-connect', null), ['team', 'connect', pg.analystUrls.asha!.replace(/:pw-[^@]+@/, ':nope@')]);
    expect(connect.code).toBe(3);
    expect(jsonOf<Failed>(connect).error.code).toBe('TEAM_AUTH_FAILED');
    // Writing is what `team init` is for: a viewer asked to do it is refused by the team, exit 3.
    const init = await runReplica(emu, newReplica('viewer-init', pg.viewerUrl), ['team', 'init']);
    expect(init.code).toBe(3);
    expect(jsonOf<Failed>(init).error.code).toBe('TEAM_READ_ONLY');
  }, 60_000);

  it('refuses a bad URL (exit 2) and an unreachable one (exit 3) at connect, storing nothing', async () => {
    const d = newReplica('d', null);
    const bad = await runReplica(emu, d, ['team', 'connect', 'mysql://someone@host/db']);
    expect(bad.code).toBe(2);
    expect(jsonOf<Failed>(bad).error.code).toBe('TEAM_BAD_URL');
    const away = await runReplica(emu, d, ['team', 'connect', 'postgres://asha:secret@127.0.0.1:1/dossier_team']);
    expect(away.code).toBe(3);
    expect(jsonOf<Failed>(away).error.code).toBe('TEAM_UNREACHABLE');
    const settings = path.join(d.dataDir, 'settings.json');
    if (fs.existsSync(settings)) expect(fs.readFileSync(settings, 'utf8')).not.toMatch(/teamUrl|secret/);
    expect(jsonOf<Ok<TeamStatusView>>(await runReplica(emu, d, ['team', 'status'])).value.configured).toBe(false);
  }, 60_000);
});
