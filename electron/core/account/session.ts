/**
 * The analyst's connection to the registry: settings, the API key (read from the SecretStore and
 * held only in this closure, or the embedded sandbox's test key from CoreOptions), the client
 * built from them, and the wallet as last read. The key never leaves: callers see its masked form
 * and kind.
 */
import type { AccountUsage } from '../../../shared/api/account';
import { BASE_URL_RULE, checkBaseUrl, originOf } from '../../../shared/bridge/base-url';
import { type ApiClient, type ApiResponse, createApiClient, type KeyKind, keyIdOf, keyKindOf, maskKey, type PacingStore } from '../api';
import type { CoreOptions } from '../core-types';
import { EnvSecretStore, type SecretStore, SecretStoreError } from '../secrets';
import type { Library } from '../store';
import { type Connection, connectionOf, noEmbeddedSandbox, refusingClient } from './connection';
import { type Connectivity, trackedClient } from './connectivity';
import { DossierError } from '../app-error';
import { checkKeyWithRegistry } from './key-check';
import { createUsageReader, withSharedUsage } from './usage-reader';
import { loadSettings, type Settings, type SettingsPatch, saveSettings } from './settings';

export interface WalletReading {
  paisa: number;
  readAt: string;
}

export interface SessionDeps {
  dataDir: string;
  secrets: SecretStore;
  library: Library;
  connectivity: Connectivity;
  embedded?: CoreOptions['embedded'];
  limits?: { livePerMinute: number; testPerMinute: number };
  fetch?: typeof fetch;
  now: () => number;
  /** Called after a key was checked and stored (the core then makes sure it has the data key). */
  onKeyStored?: () => Promise<void>;
}

export interface Session {
  settings(): Settings;
  updateSettings(patch: SettingsPatch): Settings;
  /**
   * The client for the current connection (every call reports connectivity), or null without one.
   * Settings on an embedded sandbox this launch lacks give a client refusing every call in words.
   */
  client(): ApiClient | null;
  key(): { masked: string; kind: KeyKind } | null;
  /** The registry address in use: the embedded sandbox's of this launch, or the settings' one. */
  baseUrl(): string | null;
  /** Why remote calls cannot run although the settings chose a registry (no embedded sandbox). */
  unavailable(): DossierError | null;
  /**
   * The stored key held back from the address in the settings (it was checked against another
   * origin, or the address is refused): what the settings screen asks to confirm. Null otherwise.
   */
  keyHeld(): { baseUrl: string; checkedFor: string | null; problem: DossierError } | null;
  /** Checks the key with the free usage call, then stores it and points the settings at baseUrl. */
  setKey(apiKey: string, baseUrl: string): Promise<void>;
  /**
   * The analyst confirmed sending the stored key to `baseUrl`, the address they were shown: it is
   * checked there with the free usage call and bound to it. Refused when the address has changed since.
   */
  confirmKeyAddress(baseUrl: string): Promise<void>;
  /** Checks the embedded sandbox with the free usage call, then records only the mode: nothing is stored. */
  useEmbedded(): Promise<void>;
  clearKey(): Promise<void>;
  wallet(): WalletReading | null;
  /**
   * The free usage call (wallet and 30-day usage), read at most once a minute for all callers
   * (usage-reader.ts); null without a usable client. Throws what the call throws.
   */
  readUsage(): Promise<ApiResponse<AccountUsage> | null>;
  /** The wallet balance a billed answer reported (spend events). */
  noteWallet(paisa: number): void;
  /** Problems found at start (a broken settings file, an unreachable keychain), in words. */
  readonly notices: string[];
}

const WALLET_STATE = 'wallet';

/** The stored API key, or null; an unreachable keychain must not keep the library closed: it says why. */
async function readStoredKey(secrets: SecretStore, notices: string[]): Promise<string | null> {
  try {
    return (await secrets.get('api-key'))?.trim() || null;
  } catch (error) {
    if (!(error instanceof SecretStoreError)) throw error;
    notices.push(error.message);
    return null;
  }
}

/** The pacer's "next send" per key id, kept in the library so a restart does not burst. */
function libraryPacingStore(library: Library): PacingStore {
  return {
    load: (keyId) => library.clientState.get<number>(`pacing:${keyId}`) ?? null,
    save: (keyId, nextAt) => library.clientState.set(`pacing:${keyId}`, nextAt),
  };
}

export async function createSession(deps: SessionDeps): Promise<Session> {
  const { library, secrets, connectivity, now } = deps;
  const loaded = loadSettings(deps.dataDir, now);
  let settings = loaded.settings;
  const settingsNotices = loaded.problem ? [loaded.problem.message] : [];
  const keyNotices: string[] = [];
  // The embedded sandbox needs no keychain: on a machine without one it must start without a word about it.
  let apiKey: string | null = settings.mode === 'embedded' ? null : await readStoredKey(secrets, keyNotices);
  let client: ApiClient | null = null;
  const pacingStore = libraryPacingStore(library);

  // A key given for this run (DOSSIER_API_KEY) comes with the run's own address: nothing to hold it to.
  const keyFromEnvironment = secrets instanceof EnvSecretStore && secrets.provides('api-key');
  const connection = (): Connection => connectionOf(settings, apiKey, deps.embedded, keyFromEnvironment);
  const keyInUse = (): string | null => {
    const c = connection();
    return c?.kind === 'key' ? c.apiKey : null;
  };

  const storedWallet = library.clientState.get<WalletReading & { keyId: string }>(WALLET_STATE);
  const startKey = keyInUse();
  let wallet: WalletReading | null = storedWallet && startKey && storedWallet.keyId === keyIdOf(startKey) ? storedWallet : null;

  const usage = createUsageReader(now);
  /** Whose usage a reading is: the registry and the key (by its id, never the key). */
  const usageScope = (key: string, baseUrl: string) => `${baseUrl} ${keyIdOf(key)}`;

  function build(key: string, baseUrl: string): ApiClient {
    return trackedClient(createApiClient({ baseUrl, apiKey: key, limits: deps.limits, now, pacingStore, fetch: deps.fetch }), connectivity);
  }

  function currentClient(): ApiClient | null {
    if (client) return client;
    const c = connection();
    if (c === null) return null;
    client =
      c.kind === 'key'
        ? withSharedUsage(build(c.apiKey, c.baseUrl), usage, usageScope(c.apiKey, c.baseUrl), (r) => rememberWallet(r.data.wallet.balancePaisa))
        : refusingClient(c.problem);
    return client;
  }

  function rememberWallet(paisa: number): void {
    wallet = { paisa, readAt: new Date(now()).toISOString() };
    const key = keyInUse();
    if (key) library.clientState.set(WALLET_STATE, { ...wallet, keyId: keyIdOf(key) });
  }

  function forgetWallet(): void {
    wallet = null;
    library.clientState.delete(WALLET_STATE);
  }

  async function setKey(newKey: string, baseUrl: string): Promise<void> {
    const key = newKey.trim();
    const address = checkBaseUrl(baseUrl);
    if (!address.ok) throw new DossierError('BAD_BASE_URL', `${address.reason} The key was not sent or stored.`, { hint: `Set the registry address in Settings: ${BASE_URL_RULE}.` });
    const checked = await checkKeyWithRegistry(build, key, baseUrl);
    await secrets.set('api-key', key);
    apiKey = key;
    client = null;
    settings = saveSettings(deps.dataDir, { ...settings, baseUrl, keyOrigin: originOf(baseUrl), mode: checked.kind === 'test' ? 'sandbox' : 'live' });
    usage.seed(usageScope(key, baseUrl), checked.usage);
    rememberWallet(checked.walletPaisa);
    await deps.onKeyStored?.();
  }

  return {
    settings: () => settings,
    updateSettings(patch) {
      if (patch.baseUrl !== undefined && patch.baseUrl !== null) {
        const checked = checkBaseUrl(patch.baseUrl);
        if (!checked.ok) throw new DossierError('BAD_BASE_URL', `${checked.reason} Nothing was saved.`, { hint: `Accepted: ${BASE_URL_RULE}.` });
        patch = { ...patch, baseUrl: checked.url };
      }
      const next = saveSettings(deps.dataDir, { ...settings, ...patch });
      // In embedded mode the settings' address is not the one in use: it waits for a real key.
      if (next.baseUrl !== settings.baseUrl && settings.mode !== 'embedded') {
        client = null;
        forgetWallet();
      }
      settings = next;
      return settings;
    },
    client: currentClient,
    key() {
      const c = connection();
      const key = c?.kind === 'key' || c?.kind === 'key-held' ? c.apiKey : null;
      const kind = key ? keyKindOf(key) : null;
      return key && kind ? { masked: maskKey(key), kind } : null;
    },
    baseUrl() {
      const c = connection();
      if (c?.kind === 'key' || c?.kind === 'key-held') return c.baseUrl;
      return settings.mode === 'embedded' ? null : settings.baseUrl;
    },
    keyHeld() {
      const c = connection();
      return c?.kind === 'key-held' ? { baseUrl: c.baseUrl, checkedFor: c.checkedFor, problem: c.problem } : null;
    },
    unavailable() {
      const c = connection();
      return c?.kind === 'embedded-missing' ? c.problem : null;
    },
    setKey,
    async confirmKeyAddress(baseUrl) {
      const held = connection();
      if (held?.kind !== 'key-held' || held.baseUrl !== baseUrl) {
        throw new DossierError('ADDRESS_CHANGED', `The registry address in the settings is ${settings.baseUrl ?? 'not set'}, not ${baseUrl}: nothing was sent.`, {
          hint: 'Look at the address in Settings again, then confirm the one shown.',
        });
      }
      await setKey(held.apiKey, baseUrl);
    },
    async useEmbedded() {
      const embedded = deps.embedded;
      if (!embedded) throw noEmbeddedSandbox();
      const checked = await checkKeyWithRegistry(build, embedded.testKey, embedded.baseUrl);
      client = null;
      // The mode alone: the address and key come from the launcher each time, the keychain is not touched.
      settings = saveSettings(deps.dataDir, { ...settings, mode: 'embedded' });
      usage.seed(usageScope(embedded.testKey, embedded.baseUrl), checked.usage);
      rememberWallet(checked.walletPaisa);
    },
    async clearKey() {
      const wasEmbedded = settings.mode === 'embedded';
      try {
        await secrets.delete('api-key');
      } catch (error) {
        // Leaving the built-in sandbox must work where it was entered: on a machine without a
        // keychain, which then holds no key Dossier could use either.
        if (!(wasEmbedded && error instanceof SecretStoreError && error.code === 'KEYCHAIN_UNAVAILABLE')) throw error;
      }
      apiKey = null;
      client = null;
      forgetWallet();
      settings = saveSettings(deps.dataDir, { ...settings, keyOrigin: null, mode: 'unconfigured' });
    },
    wallet: () => wallet,
    async readUsage() {
      const c = currentClient();
      if (!c || connection()?.kind !== 'key') return null;
      // Through the shared reader: at most one request a minute, the wallet remembered when it is sent.
      return c.getUsage({ priority: 'interactive' });
    },
    noteWallet(paisa) {
      rememberWallet(paisa);
      usage.noteWallet(paisa);
    },
    // An unreadable keychain matters only while the stored key is what the session would use.
    get notices() {
      return settings.mode === 'embedded' ? settingsNotices : [...settingsNotices, ...keyNotices];
    },
  };
}
