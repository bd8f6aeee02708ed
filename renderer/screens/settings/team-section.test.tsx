// @vitest-environment jsdom
// Settings → Team (issue 12): the password field is apart and never filled back, a refused connect
// says why and keeps nothing typed, DOSSIER_TEAM_URL disables editing and says so, a running sync
// shows its progress with Cancel, and the status reads as the analyst needs it.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamStatusView, TeamSyncProgress } from '../../../shared/bridge/team';
import { appStatus } from '../../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { connectStores } from '../../state/stores';
import { renderWithStores } from '../../../test/support/renderer/render';
import { TeamSection } from './team-section';

afterEach(cleanup);

function teamStatus(patch: Partial<TeamStatusView> = {}): TeamStatusView {
  return {
    configured: true,
    url: 'postgres://asha@db.firm.internal:5432/dossier_team',
    source: 'settings',
    role: 'asha',
    reachable: true,
    problem: null,
    schemaVersion: 1,
    pulledSeq: 120,
    headSeq: 134,
    behind: 14,
    lastSyncAt: '2026-11-21T10:05:00.000Z',
    lastError: null,
    sync: null,
    nextSyncAt: null,
    ...patch,
  };
}

async function setup(status: TeamStatusView, connect?: () => ReturnType<typeof ok> | { ok: false; error: { code: string; message: string } }) {
  const bridge = createMemoryBridge({
    'app.status': () => ok(appStatus()),
    'team.status': () => ok(status),
    'team.cancelSync': () => ok({ cancelled: true }),
    ...(connect ? { 'team.connect': connect as never } : {}),
  });
  const view = renderWithStores(<TeamSection />, bridge);
  connectStores(bridge, view.stores);
  await act(() => view.stores.team.getState().refresh());
  return { bridge, ...view };
}

describe('Settings → Team', () => {
  it('shows connected as <role>, the schema, the last sync in IST with its age, and how far behind', async () => {
    await setup(teamStatus());
    expect(screen.getByTestId('team-status-state').textContent).toBe('connected as asha');
    expect(screen.getByTestId('team-status-last-sync').textContent).toMatch(/^21 Nov 2026, 15:35 IST \(\d+ (s|min|h|d|mo|y) ago\)$/);
    expect(screen.getByTestId('team-status-behind').textContent).toBe('14 changes');
    expect((screen.getByTestId('team-password') as HTMLInputElement).type).toBe('password');
    expect((screen.getByTestId('team-password') as HTMLInputElement).value).toBe('');
  });

  it('says why a connect was refused and clears the password typed', async () => {
    const { bridge } = await setup(teamStatus({ configured: false, url: null, source: null, role: null, reachable: null, behind: null }), () => ({
      ok: false,
      error: { code: 'TEAM_AUTH_FAILED', message: 'The team database refused the login.' },
    }));
    fireEvent.change(screen.getByTestId('team-url'), { target: { value: 'postgres://asha@db/dossier_team' } });
    fireEvent.change(screen.getByTestId('team-password'), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('team-connect-form'));
    });
    expect(bridge.callsTo('team.connect')).toEqual([{ url: 'postgres://asha@db/dossier_team', password: 'wrong' }]);
    expect(screen.getByTestId('team-connect-error').dataset['code']).toBe('TEAM_AUTH_FAILED');
    expect((screen.getByTestId('team-password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('team-status')).toBeNull();
  });

  it('disables editing when DOSSIER_TEAM_URL decides, and says so', async () => {
    const { bridge } = await setup(teamStatus({ source: 'environment' }));
    expect(screen.getByTestId('team-env-override').textContent).toMatch(/DOSSIER_TEAM_URL in the environment decides/);
    expect((screen.getByTestId('team-url') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('team-password') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('team-connect') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('team-disconnect')).toBeNull();
    fireEvent.submit(screen.getByTestId('team-connect-form'));
    expect(bridge.callsTo('team.connect')).toEqual([]);
  });

  it('shows a running sync as progress with Cancel, and the status as it ends', async () => {
    const { bridge, stores } = await setup(teamStatus());
    const running: TeamSyncProgress = { state: 'running', trigger: 'now', startedAt: '2026-11-21T10:06:00.000Z', endedAt: null, from: 120, head: 134, applied: 5, error: null };
    act(() => bridge.emit('team.sync', running));
    expect(screen.getByTestId('team-sync-progress').textContent).toContain('Pulling change 5 of 14…');
    await act(async () => {
      fireEvent.click(screen.getByTestId('team-sync-cancel'));
    });
    expect(bridge.callsTo('team.cancelSync')).toEqual([{}]);
    act(() => bridge.emit('team.sync', { ...running, state: 'cancelled', endedAt: '2026-11-21T10:06:01.000Z', error: { code: 'TEAM_SYNC_CANCELLED', message: 'Sync stopped by you after 5 changes; the next sync goes on from there.' } }));
    expect(screen.queryByTestId('team-sync-progress')).toBeNull();
    expect(screen.getByTestId('team-sync-last').textContent).toMatch(/Sync stopped by you after 5 changes/);
    expect(stores.team.getState().progress?.state).toBe('cancelled');
  });
});
