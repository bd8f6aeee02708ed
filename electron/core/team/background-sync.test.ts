// The app's background team sync (background-sync.ts) in a real core against a real throwaway
// PostgreSQL: it syncs on its own once a team is connected, one sync at a time (a second ask joins
// the first; another live process holding the library's sync lock is refused, a dead one's lock is
// taken over), a cancel stops the pull and the next sync resumes, it backs off while the team is
// out of reach, and close waits for it. Calls go through dispatchCall, as the bridge sends them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallArgs, CallName, EventName, EventPayload } from '../../../shared/bridge/contract';
import type { TeamStatusView, TeamSyncProgress } from '../../../shared/bridge/team';
import { startTeamPostgres, type TeamPostgres } from '../../../test/support/postgres';
import { dispatchCall } from '../bridge-handlers';
import type { Core } from '../core-types';
import { createCore } from '../index';
import { MemorySecretStore } from '../secrets';
import { SYNC_LOCK_FILE } from './sync-lock';

describe('the background team sync of a core', () => {
  let pg: TeamPostgres;
  const dirs: string[] = [];
  const cores: Core[] = [];

  async function open(opts: { teamUrl?: string; teamSyncEveryMs?: number | false } = {}) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-team-bg-'));
    dirs.push(dataDir);
    const core = await createCore({ dataDir, secrets: new MemorySecretStore(), ...opts });
    cores.push(core);
    const events: Array<{ name: EventName; payload: unknown }> = [];
    core.events.subscribe((name, payload) => events.push({ name, payload }));
    const call = async <K extends CallName>(name: K, args: CallArgs<K>) => dispatchCall(core.handlers, name, args);
    const syncs = () => events.filter((e) => e.name === 'team.sync').map((e) => e.payload as TeamSyncProgress);
    /** Resolves at the first event of `name` (from now on) that `match` accepts. */
    const next = <K extends EventName>(name: K, match: (p: EventPayload<K>) => boolean) =>
      new Promise<EventPayload<K>>((resolve) => {
        const off = core.events.subscribe((n, p) => {
          const payload = p as unknown as EventPayload<K>;
          if ((n as string) === name && match(payload)) {
            off();
            resolve(payload);
          }
        });
      });
    return { core, dataDir, call, events, syncs, next };
  }

  /** A colleague's replica with `n` notes on one company, pushed to the team. */
  async function colleagueWrites(n: number): Promise<void> {
    const ravi = await open({ teamUrl: pg.analystUrls.ravi! });
    const { openLibrary } = await import('../store');
    const library = openLibrary(ravi.dataDir);
    try {
      library.companies.upsertSummary({ id: 'U72900KA2010PTC000001' });
      for (let i = 0; i < n; i++) library.notes.create({ companyId: 'U72900KA2010PTC000001', anchor: { kind: 'company' }, body: `Ravi note ${i}` });
    } finally {
      library.close();
    }
    expect(await ravi.call('team.sync', {})).toMatchObject({ ok: true, value: { pushed: { notes: n } } });
  }

  beforeAll(async () => {
    pg = await startTeamPostgres({ analysts: ['asha', 'ravi'] });
    const admin = await open({ teamUrl: pg.adminUrl });
    expect((await admin.call('team.init', {})).ok).toBe(true);
  }, 60_000);
  afterAll(async () => {
    for (const core of cores) await core.close();
    pg?.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('syncs by itself once connected, and joins a second ask to the sync running', async () => {
    await colleagueWrites(3);
    const asha = await open({ teamSyncEveryMs: 60_000 });
    const done = asha.next('team.sync', (p) => p.state === 'done');
    expect(await asha.call('team.connect', { url: pg.analystUrls.asha! })).toMatchObject({ ok: true });
    // No sync asked for: the timer's first run comes soon after the connect.
    expect(await done).toMatchObject({ trigger: 'background', applied: 3 });
    const status = await asha.next('team.status', () => true);
    expect(status).toMatchObject({ reachable: true, behind: 0, sync: { state: 'done' } });
    expect(Date.parse(status.nextSyncAt!) - Date.parse(status.sync!.endedAt!)).toBeGreaterThanOrEqual(59_000);

    // Each sync starts with one event before it knows the team's head; two asks, one sync.
    const starts = () => asha.syncs().filter((s) => s.state === 'running' && s.head === null).length;
    const before = starts();
    const [a, b] = await Promise.all([asha.call('team.sync', {}), asha.call('team.sync', {})]);
    expect(a).toEqual(b);
    expect(starts() - before).toBe(1);
  }, 60_000);

  it('refuses a sync while another live process holds the library, and takes over a dead one’s lock', async () => {
    const asha = await open({ teamUrl: pg.analystUrls.asha! });
    const lock = path.join(asha.dataDir, SYNC_LOCK_FILE);
    fs.writeFileSync(lock, `${process.ppid}\n`); // a live process that is not this one
    const busy = await asha.call('team.sync', {});
    expect(busy).toMatchObject({ ok: false, error: { code: 'TEAM_SYNC_BUSY' } });
    expect(fs.existsSync(lock)).toBe(true);
    fs.writeFileSync(lock, '999999999\n'); // no such process: killed mid-sync
    expect(await asha.call('team.sync', {})).toMatchObject({ ok: true });
    expect(fs.existsSync(lock)).toBe(false);
  }, 60_000);

  it('stops a pull on cancel after the change it applied; the next sync goes on from there', async () => {
    await colleagueWrites(20);
    const asha = await open({ teamUrl: pg.analystUrls.asha! });
    // Cancel as soon as the sync knows where it starts (before its first change).
    const started = asha.next('team.sync', (p) => p.state === 'running' && p.head !== null);
    const syncing = asha.call('team.sync', {});
    await started;
    expect(await asha.call('team.cancelSync', {})).toEqual({ ok: true, value: { cancelled: true } });
    expect(await syncing).toMatchObject({ ok: false, error: { code: 'TEAM_SYNC_CANCELLED' } });
    const after = await asha.call('team.status', {});
    if (!after.ok) throw new Error(after.error.message);
    const view = after.value as TeamStatusView;
    expect(view.sync).toMatchObject({ state: 'cancelled' });
    expect(view.behind).toBeGreaterThan(0);
    const resumed = await asha.call('team.sync', {});
    expect(resumed).toMatchObject({ ok: true });
    expect(await asha.call('team.status', {})).toMatchObject({ ok: true, value: { behind: 0 } });
    expect(await asha.call('team.cancelSync', {})).toEqual({ ok: true, value: { cancelled: false } });
  }, 60_000);

  it('backs off while the team is out of reach (doubling), then syncs again when it is back; close waits', async () => {
    const asha = await open({ teamUrl: pg.analystUrls.asha!, teamSyncEveryMs: 200 });
    await asha.next('team.sync', (p) => p.state === 'done');
    pg.pause();
    const gaps: number[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const status: TeamStatusView = await asha.next('team.status', (s) => s.sync?.state === 'failed');
        expect(status).toMatchObject({ reachable: false, sync: { error: { code: 'TEAM_UNREACHABLE' } } });
        gaps.push(Date.parse(status.nextSyncAt!) - Date.parse(status.sync!.endedAt!));
      }
    } finally {
      pg.resume();
    }
    // The planned waits double: about 400, 800, 1600 ms (the clock read twice, a few ms apart).
    expect(gaps.map((g) => Math.round(g / 100) * 100)).toEqual([400, 800, 1600]);
    const back = await asha.next('team.status', (s) => s.sync?.state === 'done');
    expect(back).toMatchObject({ reachable: true, lastError: null });
    expect(Date.parse(back.nextSyncAt!) - Date.parse(back.sync!.endedAt!)).toBeLessThan(300);
    await asha.core.close();
    const count = asha.events.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(asha.events.length).toBe(count);
  }, 60_000);
});
