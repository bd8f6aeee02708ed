// The team library (issue 12) with replicas as separate `dossier` processes, each its own data
// folder and PostgreSQL role, against one emulator (live key) and one real throwaway PostgreSQL:
// what A buys is published as soon as it is stored; B gets it with byte-identical PDFs and no registry purchase; notes written offline on
// two replicas both survive; a replica killed mid-sync resumes; the team database down leaves the
// CLI working on the local library and saying so; a viewer cannot write.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamStatusView, TeamSyncView } from '../../shared/bridge/team';
import { TEAM_MIGRATIONS } from '../../electron/core/team/pg/migrate';
import { REPO_ROOT } from '../support/cli/cli-kit';
import { companyForMirror } from '../support/core/mirror-flow';
import { emulatorLedger } from '../support/core/mirror-support';
import { jsonOf, newReplica, pdfHashes, type Replica, runReplica, startTeamWorld, type TeamEmulator, type TeamWorld, withLibrary } from '../support/core/team-replicas';
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

  it('lets a viewer read the team library but refuses its writes in words', async () => {
    const viewer = newReplica('viewer', pg.viewerUrl);
    const status = jsonOf<Ok<TeamStatusView>>(await runReplica(emu, viewer, ['team', 'status'])).value;
    expect(status).toMatchObject({ reachable: true, role: 'viewer' });
    expect(status.behind).toBeGreaterThan(0);
    withLibrary(viewer, (l) => {
      l.companies.upsertSummary({ id: cin });
      l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'A viewer may not publish this' });
    });
    const sync = await runReplica(emu, viewer, ['team', 'sync']);
    expect(sync.code).toBe(1);
    expect(jsonOf<Failed>(sync).error).toMatchObject({ code: 'TEAM_READ_ONLY' });
    expect(jsonOf<Failed>(sync).error.message).toMatch(/may only read the team library/);
    const notes = await pg.superQuery('SELECT body FROM dossier.notes WHERE body LIKE $1', ['A viewer%']);
    expect(notes.rows).toEqual([]);
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
