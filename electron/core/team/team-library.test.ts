// The team connection as the app's core keeps it, against a real throwaway PostgreSQL: the URL in
// settings.json without its password, the password in the secret store, DOSSIER_TEAM_URL over the
// stored URL, disconnect forgetting both. Calls go through dispatchCall, as the bridge sends them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallArgs, CallName } from '../../../shared/bridge/contract';
import { startTeamPostgres, type TeamPostgres } from '../../../test/support/postgres';
import { dispatchCall } from '../bridge-handlers';
import type { Core } from '../core-types';
import { createCore } from '../index';
import { MemorySecretStore } from '../secrets';
import { TEAM_SCHEMA_VERSION } from './pg/migrate';

describe('the team connection of a core', () => {
  let pg: TeamPostgres;
  const dirs: string[] = [];
  const cores: Core[] = [];

  async function open(opts: { teamUrl?: string } = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-team-core-'));
    dirs.push(dataDir);
    const secrets = new MemorySecretStore();
    const core = await createCore({ dataDir, secrets, ...opts });
    cores.push(core);
    const call = async <K extends CallName>(name: K, args: CallArgs<K>) => dispatchCall(core.handlers, name, args);
    return { dataDir, secrets, call };
  }

  beforeAll(async () => {
    pg = await startTeamPostgres({ analysts: ['asha'] });
    const admin = await open({ teamUrl: pg.adminUrl });
    expect((await admin.call('team.init', {})).ok).toBe(true);
  }, 60_000);
  afterAll(async () => {
    for (const core of cores) await core.close();
    pg?.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('keeps the URL without its password in settings.json and the password in the secret store', async () => {
    const { dataDir, secrets, call } = await open();
    const url = pg.analystUrls.asha!;
    const password = new URL(url).password;
    const connected = await call('team.connect', { url });
    expect(connected).toMatchObject({ ok: true, value: { configured: true, reachable: true, role: 'asha', source: 'settings', schemaVersion: TEAM_SCHEMA_VERSION, behind: 0 } });
    const settings = fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8');
    expect(settings).not.toContain(password);
    expect(JSON.parse(settings).teamUrl).toBe(url.replace(`:${password}@`, '@'));
    expect(await secrets.get('team-password')).toBe(password);
    // Later runs log in with the stored password.
    expect(await call('team.status', {})).toMatchObject({ ok: true, value: { reachable: true } });
    expect(await call('team.sync', {})).toMatchObject({ ok: true, value: { pulled: { changes: 0 } } });
    expect(await call('team.disconnect', {})).toMatchObject({ ok: true, value: { configured: false } });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8')).teamUrl).toBeNull();
    expect(await secrets.get('team-password')).toBeNull();
  });

  it('takes a password given apart from the URL, and refuses a wrong one without storing anything', async () => {
    const { dataDir, secrets, call } = await open();
    const url = new URL(pg.analystUrls.asha!);
    const password = url.password;
    url.password = '';
    const wrong = await call('team.connect', { url: url.toString(), password: 'not-it' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'TEAM_AUTH_FAILED' } });
    expect(await secrets.get('team-password')).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'settings.json')) ? JSON.parse(fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8')).teamUrl ?? null : null).toBeNull();
    expect(await call('team.connect', { url: url.toString(), password })).toMatchObject({ ok: true, value: { reachable: true } });
    expect(await secrets.get('team-password')).toBe(password);
  });

  it('lets DOSSIER_TEAM_URL override the stored URL, and says when no team is configured', async () => {
    const none = await open();
    expect(await none.call('team.status', {})).toMatchObject({ ok: true, value: { configured: false, reachable: null } });
    expect(await none.call('team.sync', {})).toMatchObject({ ok: false, error: { code: 'TEAM_NOT_CONFIGURED' } });
    const fromEnv = await open({ teamUrl: pg.analystUrls.asha! });
    expect(await fromEnv.call('team.status', {})).toMatchObject({ ok: true, value: { source: 'environment', reachable: true, role: 'asha' } });
  });
});
