/**
 * Run by test/integration/team-keychain.test.ts inside a private D-Bus session with an unlocked
 * gnome-keyring: a core on the real keychain connects to the team database (URL without password,
 * password apart, as Settings → Team sends them) and closes; a second core, a new process's view
 * of the same data folder and keychain, logs in with what the keychain kept. It reports what it saw
 * as one JSON line; the test makes the assertions.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCore } from '../../../electron/core/index';
import { KEYRING_SERVICE, KeyringSecretStore } from '../../../electron/core/secrets/keyring-store';

const run = promisify(execFile);

/** What the Secret Service itself holds, read with libsecret's own tool, not through our code. */
async function lookup(name: string): Promise<string | null> {
  try {
    return (await run('secret-tool', ['lookup', 'service', KEYRING_SERVICE, 'username', name])).stdout;
  } catch {
    return null;
  }
}

const dataDir = process.env['TEAM_DATA_DIR']!;
const url = process.env['TEAM_URL_NO_PASSWORD']!;
const password = process.env['TEAM_PASSWORD']!;
const seen: Record<string, unknown> = {};

const first = await createCore({ dataDir, secrets: new KeyringSecretStore() });
const connected = await first.handlers['team.connect']({ url, password }, {});
seen['connected'] = { reachable: connected.reachable, role: connected.role, url: connected.url };
await first.close();
seen['keychain'] = await lookup('team-password');
seen['settings'] = fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8');

const second = await createCore({ dataDir, secrets: new KeyringSecretStore() });
const status = await second.handlers['team.status']({}, {});
seen['secondStatus'] = { reachable: status.reachable, role: status.role, problem: status.problem, schemaVersion: status.schemaVersion };
const disconnected = await second.handlers['team.disconnect']({}, {});
seen['afterDisconnect'] = { configured: disconnected.configured, keychain: await lookup('team-password') };
await second.close();

process.stdout.write(`RESULT ${JSON.stringify(seen)}\n`);
