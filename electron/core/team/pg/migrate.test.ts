// The team schema on a real throwaway PostgreSQL: init is idempotent and versioned, analysts write
// with their own role recorded, a viewer reads and cannot write, history is append-only and keeps
// every text a note lost (replaced, deleted, overruled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamPostgres, type TeamPostgres } from '../../../../test/support/postgres';
import { isDossierError } from '../../app-error';
import { changesAfter, teamIdentity } from './changes';
import { TEAM_SCHEMA_VERSION, initTeamSchema, teamSchemaVersion } from './migrate';
import { publishCompany, publishNote } from './publish';
import { publishNoteDeletion } from './publish-work';
import { openTeamDb, type TeamDb } from './team-db';

const company = (readAt: string) => ({
  id: 'U72900KA2015PTC082988',
  idType: 'cin' as const,
  name: 'Acme Analytics Private Limited',
  status: 'Active',
  state: 'Karnataka',
  city: 'Bengaluru',
  sandbox: false,
  master: { cin: 'U72900KA2015PTC082988', company: 'Acme Analytics Private Limited', masterData: { companyData: {} } },
  masterReadAt: readAt,
  masterRequestId: 'req_1',
});

describe('the team schema', () => {
  let pg: TeamPostgres;
  const open: TeamDb[] = [];
  const db = (url: string) => {
    const d = openTeamDb(url);
    open.push(d);
    return d;
  };

  beforeAll(async () => {
    pg = await startTeamPostgres({ analysts: ['asha', 'ravi'] });
  }, 60_000);
  afterAll(async () => {
    for (const d of open) await d.close();
    pg?.stop();
  });

  it('is created once, versioned, and a second init changes nothing', async () => {
    const admin = db(pg.adminUrl);
    expect(await teamSchemaVersion(admin)).toBe(0);
    expect(await initTeamSchema(admin)).toEqual({ from: 0, to: TEAM_SCHEMA_VERSION, applied: ['001-team-record', '002-team-work', '003-readings', '004-watch-writes', '005-note-outcomes', '006-books'] });
    expect(await initTeamSchema(admin)).toEqual({ from: TEAM_SCHEMA_VERSION, to: TEAM_SCHEMA_VERSION, applied: [] });
    const { rows } = await pg.superQuery('SELECT version, applied_by FROM dossier.schema_version ORDER BY version');
    expect(rows).toEqual([
      { version: 1, applied_by: 'team_admin' },
      { version: 2, applied_by: 'team_admin' },
      { version: 3, applied_by: 'team_admin' },
      { version: 4, applied_by: 'team_admin' },
      { version: 5, applied_by: 'team_admin' },
      { version: 6, applied_by: 'team_admin' },
    ]);
  });

  it('records which analyst wrote a row and logs each change once', async () => {
    const asha = db(pg.analystUrls.asha!);
    expect(await asha.write((q) => publishCompany(q, company('2026-11-21T10:00:00.000Z')))).toBe(true);
    // The same read again, or an older one, is not a change.
    expect(await asha.write((q) => publishCompany(q, company('2026-11-21T10:00:00.000Z')))).toBe(false);
    const ravi = db(pg.analystUrls.ravi!);
    expect(await ravi.write((q) => publishCompany(q, company('2026-11-20T10:00:00.000Z')))).toBe(false);
    expect(await ravi.write((q) => publishCompany(q, company('2026-11-22T10:00:00.000Z')))).toBe(true);
    const { rows } = await pg.superQuery('SELECT created_by, updated_by, master_read_at FROM dossier.companies');
    expect(rows).toEqual([{ created_by: 'asha', updated_by: 'ravi', master_read_at: '2026-11-22T10:00:00.000Z' }]);
    const log = await changesAfter(asha, 0, 100);
    expect(log.map((c) => [c.seq, c.kind, c.author])).toEqual([
      [1, 'company', 'asha'],
      [2, 'company', 'ravi'],
    ]);
  });

  it('keeps the earlier version of a note in history when a later write wins', async () => {
    const asha = db(pg.analystUrls.asha!);
    const note = { uid: 'r1-1', companyId: 'U72900KA2015PTC082988', anchor: { kind: 'company' as const }, body: 'First', author: 'analyst' as const, createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };
    expect(await asha.write((q) => publishNote(q, note))).toBe(true);
    const ravi = db(pg.analystUrls.ravi!);
    expect(await ravi.write((q) => publishNote(q, { ...note, body: 'Stale', updatedAt: '2026-11-21T09:00:00.000Z' }))).toBe(false);
    expect(await ravi.write((q) => publishNote(q, { ...note, body: 'Second', updatedAt: '2026-11-21T11:00:00.000Z' }))).toBe(true);
    // The stale edit lost, but its words are kept (once, however often it is offered); versions number the texts as they arrived.
    expect(await ravi.write((q) => publishNote(q, { ...note, body: 'Stale', updatedAt: '2026-11-21T09:00:00.000Z' }))).toBe(false);
    expect((await pg.superQuery('SELECT body, version, updated_by FROM dossier.notes')).rows).toEqual([{ body: 'Second', version: 3, updated_by: 'ravi' }]);
    expect((await pg.superQuery('SELECT body, version, updated_by, replaced_by, outcome FROM dossier.note_history ORDER BY version')).rows).toEqual([
      { body: 'Stale', version: 1, updated_by: 'ravi', replaced_by: 'ravi', outcome: 'overruled' },
      { body: 'First', version: 2, updated_by: 'asha', replaced_by: 'ravi', outcome: 'replaced' },
    ]);
    // The team's own version offered again is no edit at all.
    expect(await ravi.write((q) => publishNote(q, { ...note, body: 'Second', updatedAt: '2026-11-21T11:00:00.000Z' }))).toBe(false);
    expect((await pg.superQuery('SELECT count(*)::int AS n FROM dossier.note_history')).rows).toEqual([{ n: 2 }]);
  });

  it('has one team id, kept by a second init', async () => {
    const admin = db(pg.adminUrl);
    const id = await teamIdentity(admin);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await initTeamSchema(admin);
    expect(await teamIdentity(db(pg.analystUrls.asha!))).toBe(id);
  });

  it('keeps a deleted note deleted, its last text in history, whatever later edit arrives', async () => {
    const asha = db(pg.analystUrls.asha!);
    const note = { uid: 'r1-2', companyId: 'U72900KA2015PTC082988', anchor: { kind: 'company' as const }, body: 'To go', author: 'analyst' as const, createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' };
    expect(await asha.write((q) => publishNote(q, note))).toBe(true);
    const deletion = { uid: 'r1-2', companyId: note.companyId, deletedAt: '2026-11-21T12:00:00.000Z' };
    expect(await asha.write((q) => publishNoteDeletion(q, deletion))).toBe(true);
    expect(await asha.write((q) => publishNoteDeletion(q, deletion))).toBe(false);
    const ravi = db(pg.analystUrls.ravi!);
    expect(await ravi.write((q) => publishNote(q, { ...note, body: 'Edited offline later', updatedAt: '2026-11-21T13:00:00.000Z' }))).toBe(false);
    expect((await pg.superQuery(`SELECT body, deleted_by FROM dossier.notes WHERE uid = 'r1-2'`)).rows).toEqual([{ body: 'To go', deleted_by: 'asha' }]);
    // The deletion's text and the edit that came after it are both kept, each saying what became of it.
    expect((await pg.superQuery(`SELECT body, outcome, updated_by FROM dossier.note_history WHERE uid = 'r1-2' ORDER BY version`)).rows).toEqual([
      { body: 'To go', outcome: 'deleted', updated_by: 'asha' },
      { body: 'Edited offline later', outcome: 'overruled', updated_by: 'ravi' },
    ]);
  });

  it('lets a viewer read but not write, with a clear error', async () => {
    const viewer = db(pg.viewerUrl);
    expect(await viewer.query('SELECT id FROM dossier.companies')).toHaveLength(1);
    const attempt = viewer.write((q) => publishCompany(q, company('2026-11-23T10:00:00.000Z')));
    await expect(attempt).rejects.toSatisfy((e: unknown) => isDossierError(e, 'TEAM_READ_ONLY') && /may only read the team library/.test((e as Error).message));
    expect((await pg.superQuery('SELECT master_read_at FROM dossier.companies')).rows).toEqual([{ master_read_at: '2026-11-22T10:00:00.000Z' }]);
  });

  it('lets an analyst neither rewrite nor delete the change log', async () => {
    const asha = db(pg.analystUrls.asha!);
    await expect(asha.query(`UPDATE dossier.change_log SET author = 'nobody'`)).rejects.toSatisfy((e: unknown) => isDossierError(e, 'TEAM_READ_ONLY'));
    await expect(asha.query('DELETE FROM dossier.change_log')).rejects.toSatisfy((e: unknown) => isDossierError(e, 'TEAM_READ_ONLY'));
    expect((await pg.superQuery('SELECT count(*)::int AS n FROM dossier.change_log')).rows).toEqual([{ n: 6 }]);
  });

  it('calls a stopped team database unreachable', async () => {
    const asha = openTeamDb(pg.analystUrls.asha!.replace(/:(\d+)\//, ':1/'), { connectTimeoutMs: 1000 });
    await expect(asha.query('SELECT 1')).rejects.toSatisfy((e: unknown) => isDossierError(e, 'TEAM_UNREACHABLE'));
    await asha.close();
  });
});
