/** The CLI's single listening line (main.ts through tsx, as npm run emulator runs it), and state surviving a restart. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN_ACCOUNT } from '../state/accounts';
import { liveCompanies, startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run emulator', () => {
  it('prints exactly one JSON line with the url and the six keys, and serves it', async () => {
    // As package.json's `emulator` script runs it: node with tsx's loader, no wrapper process (the tsx
    // CLI relays signals through a parent that may give up on a busy child and exit 143 itself).
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts', '--port', '0', '--seed', 'dossier'], { cwd: join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`emulator exited with ${code}`)));
      });
      const parsed = JSON.parse(line);
      expect(parsed.event).toBe('listening');
      expect(parsed.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(Object.keys(parsed.keys).sort()).toEqual(['disabled', 'live', 'lowBalance', 'noAccess', 'revoked', 'test']);
      expect(parsed.keys.test).toMatch(/^svc_test_[0-9A-Za-z]{24}$/);
      const res = await new TestClient(parsed.url, parsed.keys.test).get('/v1/sandbox');
      expect(res.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

describe('persistence', () => {
  it('keeps wallets, unlocks, jobs, usage and the ledger across a restart with a data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'emu-data-'));
    dirs.push(dataDir);
    const first = await startTestEmulator({ dataDir, speed: 1 });
    const cin = liveCompanies(first.registry)[0]!.cin;
    const live = new TestClient(first.url, first.keys.live);
    await live.post(`/v1/companies/${cin}/unlock`);
    await live.post(`/v1/companies/${cin}/update`);
    const balance = first.state.balance(MAIN_ACCOUNT);
    const ledger = first.state.ledger(MAIN_ACCOUNT);
    await first.close();

    const second = await startTestEmulator({ dataDir, speed: 1 });
    try {
      expect(second.keys).toEqual(first.keys);
      expect(second.state.balance(MAIN_ACCOUNT)).toBe(balance);
      expect(second.state.ledger(MAIN_ACCOUNT)).toEqual(ledger);
      const again = new TestClient(second.url, second.keys.live);
      expect((await again.get(`/v1/companies/${cin}/unlock`)).body.data).toMatchObject({ unlocked: true });
      expect((await again.post(`/v1/companies/${cin}/unlock`)).body.error.code).toBe('ALREADY_UNLOCKED');
      expect((await again.get(`/v1/companies/${cin}/update/status`)).body.data.cin).toBe(cin);
      const usage = (await again.get('/v1/account/usage')).body.data.usage.last30Days;
      expect(usage.byEndpoint[0]).toMatchObject({ endpoint: 'companies.unlock', calls: 1, spendPaisa: 33_000 });
    } finally {
      await second.close();
    }
  });
});
