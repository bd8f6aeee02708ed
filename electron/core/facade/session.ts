/**
 * The analyst's connection to the registry: settings, the API key (read from the SecretStore and
 * held only in this closure), the client built from them, and the wallet as last read. The key
 * never leaves: callers see its masked form and kind.
 */
import type { AccountUsage } from '../../../shared/api/account';
import { type ApiClient, type ApiResponse, createApiClient, type KeyKind, keyIdOf, keyKindOf, maskKey, type PacingStore } from '../api';
import { type SecretStore, SecretStoreError } from '../secrets';
import type { Library } from '../store';
import { type Connectivity, trackedClient } from './connectivity';
import { checkKeyWithRegistry } from './key-check';
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
  limits?: { livePerMinute: number; testPerMinute: number };
  now: () => number;
}

export interface Session {
  settings(): Settings;
  updateSettings(patch: SettingsPatch): Settings;
  /** The client for the stored key and base URL (every call reports connectivity), or null. */
  client(): ApiClient | null;
  key(): { masked: string; kind: KeyKind } | null;
  /** Checks the key with the free usage call, then stores it and points the settings at baseUrl. */
  setKey(apiKey: string, baseUrl: string): Promise<void>;
  clearKey(): Promise<void>;
  wallet(): WalletReading | null;
  /** Reads the free usage call (wallet and 30-day usage); null without a client. Throws what the call throws. */
  readUsage(): Promise<ApiResponse<AccountUsage> | null>;
  /** The wallet balance a billed answer reported (spend events). */
  noteWallet(paisa: number): void;
  /** Problems found at start (a broken settings file), in words. */
  readonly notices: string[];
}

const WALLET_STATE = 'wallet';

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
  const notices = loaded.problem ? [loaded.problem.message] : [];
  let apiKey: string | null = null;
  try {
    apiKey = (await secrets.get('api-key'))?.trim() || null;
  } catch (error) {
    // An unreachable keychain must not keep the library closed: it opens without a key, and says why.
    if (!(error instanceof SecretStoreError)) throw error;
    notices.push(error.message);
  }
  let client: ApiClient | null = null;
  const pacingStore = libraryPacingStore(library);

  const storedWallet = library.clientState.get<WalletReading & { keyId: string }>(WALLET_STATE);
  let wallet: WalletReading | null = storedWallet && apiKey && storedWallet.keyId === keyIdOf(apiKey) ? storedWallet : null;

  function build(key: string, baseUrl: string): ApiClient {
    return trackedClient(createApiClient({ baseUrl, apiKey: key, limits: deps.limits, now, pacingStore }), connectivity);
  }

  function currentClient(): ApiClient | null {
    if (client) return client;
    if (!apiKey || !settings.baseUrl || keyKindOf(apiKey) === null) return null;
    client = build(apiKey, settings.baseUrl);
    return client;
  }

  function rememberWallet(paisa: number): void {
    wallet = { paisa, readAt: new Date(now()).toISOString() };
    if (apiKey) library.clientState.set(WALLET_STATE, { ...wallet, keyId: keyIdOf(apiKey) });
  }

  function forgetWallet(): void {
    wallet = null;
    library.clientState.delete(WALLET_STATE);
  }

  return {
    settings: () => settings,
    updateSettings(patch) {
      const next = saveSettings(deps.dataDir, { ...settings, ...patch });
      if (next.baseUrl !== settings.baseUrl) {
        client = null;
        forgetWallet();
      }
      settings = next;
      return settings;
    },
    client: currentClient,
    key() {
      const kind = apiKey ? keyKindOf(apiKey) : null;
      return apiKey && kind ? { masked: maskKey(apiKey), kind } : null;
    },
    async setKey(newKey, baseUrl) {
      const key = newKey.trim();
      const checked = await checkKeyWithRegistry(build, key, baseUrl);
      await secrets.set('api-key', key);
      apiKey = key;
      client = null;
      settings = saveSettings(deps.dataDir, { ...settings, baseUrl, mode: checked.kind === 'test' ? 'sandbox' : 'live' });
      rememberWallet(checked.walletPaisa);
    },
    async clearKey() {
      await secrets.delete('api-key');
      apiKey = null;
      client = null;
      forgetWallet();
      settings = saveSettings(deps.dataDir, { ...settings, mode: 'unconfigured' });
    },
    wallet: () => wallet,
    async readUsage() {
      const c = currentClient();
      if (!c) return null;
      const usage = await c.getUsage({ priority: 'interactive' });
      rememberWallet(usage.data.wallet.balancePaisa);
      return usage;
    },
    noteWallet: rememberWallet,
    notices,
  };
}
