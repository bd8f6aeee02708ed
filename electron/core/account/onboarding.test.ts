import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { maskKey } from '../api';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';

let emu: EmulatorHandle;
let fx: CoreFixture;

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
});
afterEach(async () => {
  await fx.close();
  removeDir(fx.dataDir);
});

const openWithSandbox = () => openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test }, version: '1.2.3' });

describe('app.status and onboarding.useSandbox', () => {
  it('is unconfigured before, and in sandbox mode with a masked key and a wallet after', async () => {
    fx = await openWithSandbox();
    const before = await fx.call('app.status');
    expect(before).toMatchObject({
      mode: 'unconfigured',
      baseUrl: null,
      keyMasked: null,
      keyKind: null,
      embedded: false,
      online: true,
      walletPaisa: null,
      sessionSpendPaisa: 0,
      sessionCapPaisa: null,
      confirmThresholdPaisa: 50_000,
      version: '1.2.3',
    });
    expect(before.dataDir).toBe(path.resolve(fx.dataDir));

    const after = await fx.call('onboarding.useSandbox');
    expect(after).toMatchObject({ mode: 'sandbox', baseUrl: emu.url, keyKind: 'test', embedded: true, keyMasked: maskKey(emu.keys.test) });
    expect(after.walletPaisa).toBe(emu.state.balance('acc_main'));
    expect(after.walletReadAt).not.toBeNull();
    // The embedded sandbox's key comes from the launcher each time: nothing is stored but the mode.
    expect(await fx.secrets.get('api-key')).toBeNull();
    const settings = JSON.parse(fs.readFileSync(path.join(fx.dataDir, 'settings.json'), 'utf8'));
    expect(settings).toEqual({ baseUrl: null, confirmThresholdPaisa: 50_000, sessionCapPaisa: null, mode: 'embedded' });
    expect(fx.transcript()).not.toContain(emu.keys.test);
  });

  it('says in words that there is no embedded sandbox', async () => {
    fx = await openCore();
    const error = await fx.fail('onboarding.useSandbox');
    expect(error.code).toBe('NO_EMBEDDED_SANDBOX');
    expect(error.message).toMatch(/without its built-in sandbox/);
    expect(error.hint).toMatch(/test key/);
  });
});

describe('key.set', () => {
  async function withBaseUrl(): Promise<CoreFixture> {
    const f = await openCore();
    await f.call('settings.update', { baseUrl: emu.url });
    return f;
  }

  it('stores a good live key after checking it, and shows only its masked form', async () => {
    fx = await withBaseUrl();
    const status = await fx.call('key.set', { apiKey: `  ${emu.keys.live}  ` });
    expect(status).toMatchObject({ mode: 'live', keyKind: 'live', keyMasked: maskKey(emu.keys.live), embedded: false });
    expect(status.walletPaisa).toBe(emu.state.balance('acc_main'));
    expect(await fx.secrets.get('api-key')).toBe(emu.keys.live);
    expect(fs.readFileSync(path.join(fx.dataDir, 'settings.json'), 'utf8')).not.toContain(emu.keys.live);
    expect(fx.transcript()).not.toContain(emu.keys.live);
  });

  it.each([
    ['revoked', 'API_KEY_REVOKED', /was revoked/],
    ['disabled', 'ACCOUNT_DISABLED', /is deactivated/],
  ] as const)('refuses a %s key in words and stores nothing', async (role, code, words) => {
    fx = await withBaseUrl();
    const error = await fx.fail('key.set', { apiKey: emu.keys[role] });
    expect(error).toMatchObject({ code });
    expect(error.message).toMatch(words);
    expect(error.message).toContain(maskKey(emu.keys[role]));
    expect(typeof error.hint).toBe('string');
    expect(await fx.secrets.get('api-key')).toBeNull();
    expect((await fx.call('app.status')).mode).toBe('unconfigured');
    expect(fx.transcript()).not.toContain(emu.keys[role]);
  });

  it('refuses a key the registry does not know, and one without a key prefix', async () => {
    fx = await withBaseUrl();
    const unknown = 'svc_live_NotAKeyTheEmulatorKnows1234';
    const error = await fx.fail('key.set', { apiKey: unknown });
    expect(error.code).toBe('INVALID_API_KEY');
    expect(error.message).toMatch(/does not know the API key/);
    expect(error.requestId).toEqual(expect.any(String));
    const prefix = await fx.fail('key.set', { apiKey: 'sk-1234567890abcdef' });
    expect(prefix.code).toBe('INVALID_API_KEY');
    expect(prefix.message).toMatch(/start with svc_live_/);
    expect(await fx.secrets.get('api-key')).toBeNull();
    expect(fx.transcript()).not.toContain(unknown);
    expect(fx.transcript()).not.toContain('sk-1234567890abcdef');
  });

  it('asks for the registry address first', async () => {
    fx = await openCore();
    const error = await fx.fail('key.set', { apiKey: emu.keys.live });
    expect(error.code).toBe('NO_BASE_URL');
    expect(await fx.secrets.get('api-key')).toBeNull();
  });

  it('key.clear forgets the key and the wallet', async () => {
    fx = await withBaseUrl();
    await fx.call('key.set', { apiKey: emu.keys.live });
    const cleared = await fx.call('key.clear');
    expect(cleared).toMatchObject({ mode: 'unconfigured', keyMasked: null, walletPaisa: null, baseUrl: emu.url });
    expect(await fx.secrets.get('api-key')).toBeNull();
  });
});
