import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { type SecretName, type SecretStore, UnavailableSecretStore } from '../secrets';
import { companyForMirror, mirror } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator, tempDataDir } from '../../../test/support/core/seeded-core';

// "Explore the sandbox" on a machine without a keychain: every secret-store call throws, yet the
// built-in sandbox works, survives a restart on another port, and says so when it is missing.
const NO_KEYCHAIN = 'no Secret Service on this test machine';

let first: EmulatorHandle;
let second: EmulatorHandle;
let fx: CoreFixture | null = null;
const dataDir = tempDataDir();

/** A store that throws KEYCHAIN_UNAVAILABLE on every call, and counts them. */
function keychainless(): { store: SecretStore; calls: () => number } {
  let calls = 0;
  class Counted extends UnavailableSecretStore {
    override async get(name: SecretName) {
      calls += 1;
      return super.get(name);
    }
    override async set(name: SecretName, value: string) {
      calls += 1;
      return super.set(name, value);
    }
    override async delete(name: SecretName) {
      calls += 1;
      return super.delete(name);
    }
  }
  return { store: new Counted(NO_KEYCHAIN), calls: () => calls };
}

const open = (embedded: EmulatorHandle | null, secrets = keychainless().store) =>
  openCore({ dataDir, secrets: secrets as never, embedded: embedded ? { baseUrl: embedded.url, testKey: embedded.keys.test } : null });

beforeAll(async () => {
  // The same seed twice: the launcher's emulator of another day, on another port.
  first = await startTestEmulator({ seed: 'embedded' });
  second = await startTestEmulator({ seed: 'embedded' });
});
afterEach(async () => {
  await fx?.close();
  fx = null;
});
afterAll(async () => {
  await first.close();
  await second.close();
  removeDir(dataDir);
});

describe('the embedded sandbox without a keychain', () => {
  let cin: string;

  it('onboards, lists the sandbox and mirrors a company without another secret-store call', async () => {
    const secrets = keychainless();
    fx = await open(first, secrets.store);
    // Before onboarding the stored key was looked for, and the missing keychain said so.
    expect((await fx.call('app.status')).notices).toEqual([NO_KEYCHAIN]);
    const callsBefore = secrets.calls();
    const status = await fx.call('onboarding.useSandbox');
    expect(status).toMatchObject({ mode: 'sandbox', embedded: true, baseUrl: first.url, keyKind: 'test', online: true });
    expect(status.walletPaisa).toEqual(expect.any(Number));
    expect(status.notices).toBeUndefined();
    expect(await fx.call('registry.sandbox')).toHaveLength(52);
    cin = companyForMirror(first, true);
    expect((await mirror(fx, cin)).state).toBe('done');
    expect(secrets.calls()).toBe(callsBefore);
    const settings = fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8');
    expect(JSON.parse(settings)).toMatchObject({ mode: 'embedded', baseUrl: null });
    expect(settings).not.toContain(first.keys.test);
    expect(settings).not.toContain(first.url);
  }, 60_000);

  it('after a restart points at the emulator of this launch, on its new port', async () => {
    const secrets = keychainless();
    fx = await open(second, secrets.store);
    const status = await fx.call('app.status');
    expect(status).toMatchObject({ mode: 'sandbox', embedded: true, baseUrl: second.url, keyKind: 'test', online: true });
    expect(status.notices).toBeUndefined();
    expect(await fx.call('registry.sandbox')).toHaveLength(52);
    const quote = await fx.call('refresh.quote', { id: cin });
    expect(quote).toMatchObject({ sandbox: true, blockedReason: null });
    expect(secrets.calls()).toBe(0);
  });

  it('started without an embedded sandbox: says so, refuses remote calls in those words, keeps the library readable', async () => {
    fx = await open(null);
    const status = await fx.call('app.status');
    expect(status).toMatchObject({ mode: 'sandbox', embedded: true, baseUrl: null });
    expect(status.notices).toEqual([expect.stringMatching(/started without it/)]);
    expect(await fx.fail('registry.sandbox')).toMatchObject({ code: 'NO_EMBEDDED_SANDBOX' });
    const quote = await fx.call('refresh.quote', { id: cin });
    expect(quote.blockedReason).toMatch(/started without it/);
    expect(quote.blockedError).toMatchObject({ code: 'NO_CLIENT' });
    expect((await fx.call('library.companies', { sort: 'name' })).map((c) => c.id)).toContain(cin);
    expect((await fx.call('company.detail', { id: cin })).summary).toMatchObject({ id: cin });
  });

  it('key.clear leaves the embedded sandbox even though the keychain cannot be reached', async () => {
    fx = await open(second);
    expect(await fx.call('key.clear')).toMatchObject({ mode: 'unconfigured', embedded: false, keyMasked: null });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8'))).toMatchObject({ mode: 'unconfigured' });
  });
});
