// The team library in the app (issue 12), in real Chromium over the browser host, against a real
// throwaway PostgreSQL and the emulator: Settings → Team connects (a bad URL, a wrong password and
// a database out of reach each say so and store nothing), the header shows the team's state, a
// colleague's purchase and note (another replica, the `dossier` CLI in its own process) arrive by
// the app's background sync and name the colleague, and with PostgreSQL stopped the header says
// the team is out of reach while the library still opens the company and its filings.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs } from '../support/cli/cli-kit';
import { companyForMirror } from '../support/core/mirror-flow';
import { jsonOf, newReplica, type Replica, runReplica, withLibrary } from '../support/core/team-replicas';
import { startTeamPostgres, type TeamPostgres } from '../support/postgres';
import { TEAM_SCHEMA_VERSION } from '../../electron/core/team/pg/migrate';
import { axeViolations } from './axe-scan';
import { alertWithCode, type E2eApp, startApp } from './fixture';

let pg: TeamPostgres;
let app: E2eApp;
let ravi: Replica;
let cin: string;

/** The URL without its password, and the password: what the analyst types in the two fields. */
function split(url: string): { url: string; password: string } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), password };
}

async function connectInSettings(url: string, password: string): Promise<void> {
  const { page } = app;
  await page.getByTestId('team-url').fill(url);
  await page.getByTestId('team-password').fill(password);
  await page.getByTestId('team-connect').click();
}

const settingsFile = () => path.join(app.dataDir, 'settings.json');
const storedTeamUrl = () => (fs.existsSync(settingsFile()) ? (JSON.parse(fs.readFileSync(settingsFile(), 'utf8')) as { teamUrl?: string | null }).teamUrl ?? null : null);

beforeAll(async () => {
  pg = await startTeamPostgres({ analysts: ['asha', 'ravi'] });
  // The app syncs in the background every second here (a minute in the desktop app).
  app = await startApp({ core: { teamSyncEveryMs: 1_000 } });
  cin = companyForMirror(app.emu, false, 25);
  ravi = newReplica('ravi', pg.analystUrls.ravi!);
  const init = await runReplica(app.emu, newReplica('admin', pg.adminUrl), ['team', 'init']);
  if (init.code !== 0) throw new Error(`team init failed: ${init.stdout}${init.stderr}`);
}, 180_000);

afterAll(async () => {
  await app?.close();
  pg?.stop();
  removeTempDirs();
});

describe('Settings → Team', () => {
  it('refuses a bad URL, a wrong password and a database out of reach, each in words, storing nothing', async () => {
    const { page } = app;
    await app.go('#/settings', 'settings-team');
    expect(await page.getByTestId('team-indicator').count()).toBe(0); // no team, no indicator
    const asha = split(pg.analystUrls.asha!);

    await connectInSettings('http://db.firm.internal/dossier_team', 'x');
    await alertWithCode(page, 'TEAM_BAD_URL').waitFor();
    expect(await page.getByTestId('team-password').inputValue()).toBe('');

    await connectInSettings(asha.url, 'not-the-password');
    await alertWithCode(page, 'TEAM_AUTH_FAILED').waitFor();
    expect(await page.getByTestId('team-connect-error').textContent()).toMatch(/refused the login/);

    await connectInSettings(`postgres://asha@127.0.0.1:${await closedPort()}/dossier_team`, asha.password);
    await alertWithCode(page, 'TEAM_UNREACHABLE').waitFor();
    expect(await page.getByTestId('team-connect-error').textContent()).toMatch(/cannot be reached/);
    await app.shot('team-connect-refused');

    expect(storedTeamUrl()).toBeNull();
    expect(await page.getByTestId('team-status').count()).toBe(0);
  }, 60_000);

  it('connects, keeps the password out of settings.json, and shows the status and the header indicator', async () => {
    const { page } = app;
    const asha = split(pg.analystUrls.asha!);
    await connectInSettings(asha.url, asha.password);
    await page.locator('[data-testid="team-status"][data-reachable="true"]').waitFor();
    expect(await page.getByTestId('team-status-state').textContent()).toBe('connected as asha');
    expect(await page.getByTestId('team-status').textContent()).toContain(`Schema version${TEAM_SCHEMA_VERSION}`);
    // The password is never shown back and never written beside the library.
    expect(await page.getByTestId('team-password').inputValue()).toBe('');
    expect(storedTeamUrl()).toBe(asha.url.replace(/\/$/, ''));
    expect(fs.readFileSync(settingsFile(), 'utf8')).not.toContain(asha.password);
    // The background sync runs within a second or two: the header says synced.
    await page.locator('[data-testid="team-indicator"][data-state="synced"]').waitFor();
    expect(await page.getByTestId('team-indicator').textContent()).toMatch(/^Team: synced \d+ s ago$/);
    expect(await page.getByTestId('team-status-last-sync').textContent()).toMatch(/IST \(\d+ s ago\)/);
    await app.shot('team-settings-connected', true);
    // The section and the header indicator pass axe-core (no serious or critical violation).
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);
});

describe('a colleague’s work arrives by the background sync', () => {
  it('names ravi as the buyer of the unlock and the writer of the note', async () => {
    const { page } = app;
    const mirrored = await runReplica(app.emu, ravi, ['mirror', cin, '--yes']);
    expect(mirrored.code, mirrored.stderr).toBe(0);
    withLibrary(ravi, (l) => l.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'Ravi: charge satisfied late' }));
    const pushed = await runReplica(app.emu, ravi, ['team', 'sync']);
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(jsonOf<{ ok: true; value: { pushed: { notes: number } } }>(pushed).value.pushed.notes).toBe(1);

    // No click: the app's own sync brings the company in.
    await app.go(`#/company/${encodeURIComponent(cin)}/notes`);
    const boughtBy = page.getByTestId('team-bought-by');
    await boughtBy.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      const status = await app.core.handlers['team.status']({}, {});
      const provenance = await app.core.handlers['team.provenance']({ id: cin }, {});
      await app.shot('team-bought-by-missing');
      throw new Error(`${String(error)}\nteam status: ${JSON.stringify(status)}\nprovenance: ${JSON.stringify(provenance)}`);
    });
    expect(await boughtBy.textContent()).toMatch(/^Bought by ravi on \d{1,2} [A-Z][a-z]{2} \d{4} · team library$/);
    // The date is the unlock's own, as the team holds it.
    const unlock = await pg.superQuery<{ unlocked_at: string; created_by: string }>('SELECT unlocked_at, created_by FROM dossier.unlocks WHERE company_id = $1', [cin]);
    expect(unlock.rows[0]!.created_by).toBe('ravi');
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(unlock.rows[0]!.unlocked_at));
    expect(await boughtBy.textContent()).toContain(day);
    const note = page.getByTestId('note').filter({ hasText: 'Ravi: charge satisfied late' });
    await note.getByTestId('note-team-by').waitFor();
    expect(await note.getByTestId('note-team-by').textContent()).toBe(' by ravi · team library');
    await app.shot('team-bought-by', true);
  }, 180_000);
});

describe('the team database down', () => {
  it('says the team is out of reach while the library still opens the company and its filings', async () => {
    const { page } = app;
    pg.pause();
    try {
      await app.go('#/settings', 'settings-team');
      await page.getByTestId('team-sync-now').click();
      const indicator = page.locator('[data-testid="team-indicator"][data-state="unreachable"]');
      await indicator.waitFor();
      expect(await indicator.textContent()).toBe('Team out of reach: working locally');
      expect(await indicator.getAttribute('title')).toMatch(/^The team database is out of reach: Dossier works on your local library\. .*cannot be reached/);
      await page.locator('[data-testid="team-status"][data-reachable="false"]').waitFor();
      expect(await page.getByTestId('team-status').textContent()).toMatch(/WhyThe team database at .* cannot be reached/);
      await app.shot('team-out-of-reach');
      expect(await axeViolations(page)).toEqual([]);

      await app.go(`#/company/${encodeURIComponent(cin)}/filings`, 'filings-table');
      const rows = await page.getByTestId('filing-row').count();
      expect(rows).toBe(app.emu.registry.filings(cin).length);
      expect(await page.getByTestId('team-bought-by').textContent()).toContain('Bought by ravi');
      expect(await page.locator('[role="alert"]').count()).toBe(0);
      // A click on the indicator opens Settings → Team.
      await page.getByTestId('team-indicator').click();
      await page.getByTestId('settings-team').waitFor();
      // The keyboard lands in the section: its first control (Sync now) has the focus.
      await page.waitForFunction(() => document.activeElement?.closest('#settings-team') !== null);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('team-sync-now');
    } finally {
      pg.resume();
    }
  }, 90_000);
});

async function closedPort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
