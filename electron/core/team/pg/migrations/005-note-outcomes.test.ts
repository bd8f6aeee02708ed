// Team migration 005 on a real throwaway PostgreSQL: a team at schema 004 that already holds notes
// (one edited, one deleted, written the way Dossier wrote them before) is migrated by `init`; every
// note keeps its uid, each history row says what became of its text, and the notes go on syncing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamPostgres, type TeamPostgres } from '../../../../../test/support/postgres';
import { initTeamSchema } from '../migrate';
import { publishNote } from '../publish';
import { publishNoteDeletion } from '../publish-work';
import { openTeamDb, type TeamDb } from '../team-db';

const CIN = 'U72900KA2015PTC082988';

describe('team migration 005 (what became of each text in note_history)', () => {
  let pg: TeamPostgres;
  const open: TeamDb[] = [];
  const db = (url: string) => {
    const d = openTeamDb(url);
    open.push(d);
    return d;
  };

  beforeAll(async () => {
    pg = await startTeamPostgres({ analysts: ['asha'] });
  }, 60_000);
  afterAll(async () => {
    for (const d of open) await d.close();
    pg?.stop();
  });

  it('upgrades a team that holds notes: uids kept, the deletion row marked deleted, the others replaced', async () => {
    const admin = db(pg.adminUrl);
    expect((await initTeamSchema(admin, 4)).to).toBe(4);
    // What schema 004 holds after asha wrote two notes, edited the first and deleted the second.
    await pg.superQuery(`
      INSERT INTO dossier.notes (uid, company_id, anchor, body, author, note_created_at, note_updated_at, version, created_by, updated_by, deleted_at, deleted_by) VALUES
        ('0a1b2c3d4e5f6071-1', '${CIN}', '{"kind":"company"}', 'Edited text', 'analyst', '2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z', 2, 'asha', 'asha', NULL, NULL),
        ('0a1b2c3d4e5f6071-2', '${CIN}', '{"kind":"company"}', 'Deleted text', 'analyst', '2026-11-20T11:00:00.000Z', '2026-11-20T11:00:00.000Z', 2, 'asha', 'asha', '2026-11-22T10:00:00.000Z', 'asha');
      INSERT INTO dossier.note_history (uid, version, anchor, body, note_updated_at, updated_by) VALUES
        ('0a1b2c3d4e5f6071-1', 1, '{"kind":"company"}', 'First text', '2026-11-20T10:00:00.000Z', 'asha'),
        ('0a1b2c3d4e5f6071-2', 1, '{"kind":"company"}', 'Deleted text', '2026-11-20T11:00:00.000Z', 'asha');
    `);
    const before = (await pg.superQuery('SELECT uid, body, version FROM dossier.notes ORDER BY uid')).rows;

    expect(await initTeamSchema(admin, 5)).toEqual({ from: 4, to: 5, applied: ['005-note-outcomes'] });
    expect((await pg.superQuery('SELECT uid, body, version FROM dossier.notes ORDER BY uid')).rows).toEqual(before);
    expect((await pg.superQuery('SELECT uid, version, body, outcome FROM dossier.note_history ORDER BY uid, version')).rows).toEqual([
      { uid: '0a1b2c3d4e5f6071-1', version: 1, body: 'First text', outcome: 'replaced' },
      { uid: '0a1b2c3d4e5f6071-2', version: 1, body: 'Deleted text', outcome: 'deleted' },
    ]);

    // The notes go on under their old uids: an analyst's later edit replaces, a deletion keeps its text.
    const asha = db(pg.analystUrls.asha!);
    const edited = { uid: '0a1b2c3d4e5f6071-1', companyId: CIN, anchor: { kind: 'company' as const }, body: 'Edited again', author: 'analyst' as const, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z' };
    expect(await asha.write((q) => publishNote(q, edited))).toBe(true);
    expect(await asha.write((q) => publishNoteDeletion(q, { uid: edited.uid, companyId: CIN, deletedAt: '2026-11-24T10:00:00.000Z' }))).toBe(true);
    expect((await pg.superQuery(`SELECT version, body, outcome FROM dossier.note_history WHERE uid = '0a1b2c3d4e5f6071-1' ORDER BY version`)).rows).toEqual([
      { version: 1, body: 'First text', outcome: 'replaced' },
      { version: 2, body: 'Edited text', outcome: 'replaced' },
      { version: 3, body: 'Edited again', outcome: 'deleted' },
    ]);
  });
});
