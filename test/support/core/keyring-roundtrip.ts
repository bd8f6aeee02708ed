/**
 * Run by keyring-store.test.ts inside a private D-Bus session with an unlocked gnome-keyring (or
 * with no reachable bus, mode "unavailable"). It drives the real stores and reports what it saw as
 * one JSON line; the test makes the assertions, so a failure shows the observed values.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chooseSecretStore } from '../../../electron/core/secrets/choose-store';
import { getOrCreateDataKey } from '../../../electron/core/secrets/data-key';
import { KEYRING_SERVICE, KeyringSecretStore } from '../../../electron/core/secrets/keyring-store';

const run = promisify(execFile);

/** What the Secret Service itself holds, read with libsecret's own tool, not through our code. */
async function lookup(name: string): Promise<string | null> {
  try {
    const { stdout } = await run('secret-tool', ['lookup', 'service', KEYRING_SERVICE, 'username', name]);
    return stdout;
  } catch {
    return null; // secret-tool exits 1 when nothing matches
  }
}

async function countEntries(name: string): Promise<number> {
  const { stdout, stderr } = await run('secret-tool', ['search', '--all', 'service', KEYRING_SERVICE, 'username', name]);
  return (stdout + stderr).split('\n').filter((line) => line.startsWith('[/')).length;
}

async function keychainMode() {
  const store = new KeyringSecretStore();
  const seen: Record<string, unknown> = {};
  seen['probe'] = await store.probe();
  seen['initial'] = await store.get('api-key');
  await store.set('api-key', 'svc_test_FirstValue0001');
  seen['afterSet'] = { read: await store.get('api-key'), keychain: await lookup('api-key') };
  await store.set('api-key', 'svc_test_SecondValue002');
  seen['afterOverwrite'] = { read: await store.get('api-key'), keychain: await lookup('api-key'), entries: await countEntries('api-key') };
  const dataKey = await getOrCreateDataKey(store);
  seen['dataKey'] = { length: dataKey.length, base64: Buffer.from(dataKey).toString('base64'), keychain: await lookup('data-key') };
  seen['dataKeyAgain'] = Buffer.from(await getOrCreateDataKey(store)).toString('base64');
  await store.delete('api-key');
  seen['afterDelete'] = { read: await store.get('api-key'), keychain: await lookup('api-key') };
  await store.delete('api-key');
  seen['secondDelete'] = 'ok';
  const chosen = await chooseSecretStore({});
  seen['chosen'] = { keyring: chosen instanceof KeyringSecretStore, describe: chosen.describe() };
  return seen;
}

async function unavailableMode() {
  const seen: Record<string, unknown> = {};
  const probe = await new KeyringSecretStore().probe();
  seen['probe'] = probe.ok ? { ok: true } : { ok: false, code: probe.error.code, message: probe.error.message };
  const chosen = await chooseSecretStore({});
  seen['chosenGet'] = await chosen.get('api-key').then(
    (value) => ({ value }),
    (e: { code?: string; message?: string }) => ({ code: e.code, message: e.message }),
  );
  const fromEnv = await chooseSecretStore({ DOSSIER_API_KEY: 'svc_test_FromEnvironment1' });
  seen['fromEnv'] = await fromEnv.get('api-key');
  return seen;
}

const mode = process.argv[2];
const seen = mode === 'unavailable' ? await unavailableMode() : await keychainMode();
process.stdout.write(`RESULT ${JSON.stringify(seen)}\n`);
