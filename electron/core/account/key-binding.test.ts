// Issue 14 item 3 and issue 18 item 10: the base URL accepts http(s) only (https for anything but
// this computer), and the stored key is bound to the origin it was checked against: after the
// address changes, nothing keyed is sent there until the analyst confirms the new address.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';
import { maskKey } from '../api';

let registryA: EmulatorHandle;
let registryB: EmulatorHandle;
let fx: CoreFixture;
/** Every request the core sent, with the key it carried. */
const sent: Array<{ origin: string; path: string; key: string | null }> = [];

const recordingFetch: typeof fetch = (input, init) => {
  const url = new URL(String(input));
  const headers = new Headers(init?.headers);
  sent.push({ origin: url.origin, path: url.pathname, key: headers.get('x-api-key') });
  return fetch(input, init);
};

beforeAll(async () => {
  // Two registries with the same keys (the same seed): B answers the key as A does, so only
  // Dossier's own rule can keep the key from it.
  registryA = await startTestEmulator();
  registryB = await startTestEmulator();
});
afterAll(async () => {
  await registryA.close();
  await registryB.close();
});
afterEach(async () => {
  await fx.close();
  removeDir(fx.dataDir);
  sent.length = 0;
});

const settingsFile = () => path.join(fx.dataDir, 'settings.json');

describe('the base URL', () => {
  it.each([
    ['file:///etc/passwd', /file: addresses are not accepted/],
    ['javascript:alert(1)', /javascript: addresses are not accepted/],
    ['ftp://example.com', /ftp: addresses are not accepted/],
    ['http://registry.example.in', /unencrypted: use https:\/\/registry\.example\.in/],
    ['https://user:pw@registry.example.in', /user name or password/],
    ['', /Enter the registry's address/],
  ])('refuses %s with what is accepted, and stores nothing', async (baseUrl, why) => {
    fx = await openCore({ fetch: recordingFetch });
    await fx.call('settings.update', { baseUrl: 'https://registry.example.in/' });
    const before = fs.readFileSync(settingsFile(), 'utf8');
    const error = await fx.fail('settings.update', { baseUrl });
    expect(error.code).toBe('BAD_ARGUMENTS');
    expect(error.message).toMatch(why);
    expect(fs.readFileSync(settingsFile(), 'utf8')).toBe(before);
    expect((await fx.call('app.status')).baseUrl).toBe('https://registry.example.in');
  });

  it('accepts https anywhere and http on this computer, stored as shown', async () => {
    fx = await openCore({ fetch: recordingFetch });
    expect((await fx.call('settings.update', { baseUrl: ' https://registry.example.in/api/ ' })).baseUrl).toBe('https://registry.example.in/api');
    expect((await fx.call('settings.update', { baseUrl: 'http://localhost:4010' })).baseUrl).toBe('http://localhost:4010');
    expect((await fx.call('settings.update', { baseUrl: 'http://127.0.0.1:4010/' })).baseUrl).toBe('http://127.0.0.1:4010');
    expect(JSON.parse(fs.readFileSync(settingsFile(), 'utf8')).baseUrl).toBe('http://127.0.0.1:4010');
    expect(sent).toEqual([]);
  });
});

describe('the key is bound to the address it was checked against', () => {
  it('sends nothing keyed to a new address until the analyst confirms it, then checks the key there', async () => {
    fx = await openCore({ fetch: recordingFetch });
    await fx.call('settings.update', { baseUrl: registryA.url });
    await fx.call('key.set', { apiKey: registryA.keys.live });
    const originA = new URL(registryA.url).origin;
    const originB = new URL(registryB.url).origin;
    expect(sent.every((r) => r.origin === originA)).toBe(true);

    const status = await fx.call('settings.update', { baseUrl: registryB.url });
    expect(status.baseUrl).toBe(registryB.url);
    expect(status.keyMasked).toBe(maskKey(registryA.keys.live));
    expect(status.keyHeld).toMatchObject({ baseUrl: registryB.url, checkedFor: originA, code: 'KEY_NOT_CONFIRMED' });
    expect(status.keyHeld?.message).toContain(registryB.url);

    const refused = await fx.fail('registry.sandbox');
    expect(refused.message).toContain(`checked against ${originA}`);
    await fx.call('app.status');
    // A restart keeps holding it back: the binding is in the settings, not in memory.
    await fx.close();
    fx = await openCore({ dataDir: fx.dataDir, secrets: fx.secrets, fetch: recordingFetch });
    await fx.fail('registry.sandbox');
    expect(sent.filter((r) => r.origin === originB)).toEqual([]);

    // A confirmation of another address than the one shown is refused.
    expect((await fx.fail('key.confirmAddress', { baseUrl: registryA.url })).code).toBe('ADDRESS_CHANGED');
    const confirmed = await fx.call('key.confirmAddress', { baseUrl: registryB.url });
    expect(confirmed.keyHeld).toBeUndefined();
    expect(sent.filter((r) => r.origin === originB).map((r) => r.path)).toEqual(['/v1/account/usage']);
    expect((await fx.call('registry.sandbox')).length).toBeGreaterThan(0);
    expect(JSON.parse(fs.readFileSync(settingsFile(), 'utf8')).keyOrigin).toBe(originB);
  });

  it('keeps a settings file from before binding working on its own address', async () => {
    fx = await openCore({ fetch: recordingFetch });
    await fx.secrets.set('api-key', registryA.keys.live);
    fs.writeFileSync(settingsFile(), JSON.stringify({ baseUrl: registryA.url, confirmThresholdPaisa: 50_000, sessionCapPaisa: null, mode: 'live' }));
    await fx.close();
    fx = await openCore({ dataDir: fx.dataDir, secrets: fx.secrets, fetch: recordingFetch });
    expect((await fx.call('app.status')).keyHeld).toBeUndefined();
    expect((await fx.call('registry.sandbox')).length).toBeGreaterThan(0);
  });
});
