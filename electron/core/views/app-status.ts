/**
 * AppStatus: what the title bar and the settings screen show, from the account's state as the
 * session holds it (mode, key, wallet, settings), connectivity and the session's spend. The
 * handler gathers the facts; this decides what they mean (the mode shown, the notices).
 */
import type { AppStatus, KeyRefusedView } from '../../../shared/bridge/views';

export interface StatusFacts {
  /** The settings' mode: 'embedded' is the built-in sandbox of this launch. */
  settingsMode: 'unconfigured' | 'embedded' | 'sandbox' | 'live';
  baseUrl: string | null;
  key: { masked: string; kind: 'live' | 'test' } | null;
  wallet: { paisa: number; readAt: string } | null;
  confirmThresholdPaisa: number;
  sessionCapPaisa: number | null;
  /** Problems the account found (a broken settings file, a missing sandbox), in words. */
  notices: readonly string[];
  online: boolean;
  /** Why Dossier thinks it is offline; null when online. */
  offlineReason: string | null;
  dataDir: string;
  libraryCompanies: number;
  sessionSpendPaisa: number;
  version: string;
  /** The stored key held back from the address in the settings (account/connection.ts). */
  keyHeld?: AppStatus['keyHeld'] | null;
  /** The registry's last refusal of the key in use (account/connectivity.ts), when it refused it. */
  keyRefusal?: { code: string; message: string; requestId: string | null } | null;
}

/** A refusal of the key in words: what is wrong with it, never only "online". */
const KEY_REFUSALS: Record<string, string> = {
  API_KEY_REVOKED: 'The key was revoked in the developer portal, so the registry refuses every call made with it.',
  INVALID_API_KEY: 'The registry does not know the key: it was not issued for this registry, or not copied whole.',
  ACCOUNT_DISABLED: 'The account the key belongs to is deactivated, so the registry refuses every call made with it.',
};

function keyRefused(refusal: NonNullable<StatusFacts['keyRefusal']>): KeyRefusedView {
  const words = KEY_REFUSALS[refusal.code] ?? `The registry does not accept the key: ${refusal.message}`;
  return { code: refusal.code, message: words, requestId: refusal.requestId };
}

export function appStatus(f: StatusFacts): AppStatus {
  const embedded = f.settingsMode === 'embedded';
  const mode: AppStatus['mode'] = embedded ? 'sandbox' : f.key === null ? 'unconfigured' : f.key.kind === 'test' ? 'sandbox' : 'live';
  const status: AppStatus = {
    mode,
    baseUrl: f.baseUrl,
    keyMasked: f.key?.masked ?? null,
    keyKind: f.key?.kind ?? null,
    embedded,
    online: f.online,
    walletPaisa: f.wallet?.paisa ?? null,
    walletReadAt: f.wallet?.readAt ?? null,
    dataDir: f.dataDir,
    libraryCompanies: f.libraryCompanies,
    sessionSpendPaisa: f.sessionSpendPaisa,
    sessionCapPaisa: f.sessionCapPaisa,
    confirmThresholdPaisa: f.confirmThresholdPaisa,
    version: f.version,
  };
  if (f.keyHeld) status.keyHeld = f.keyHeld;
  if (f.keyRefusal && f.key) status.keyRefused = keyRefused(f.keyRefusal);
  const notices = [...f.notices];
  if (!f.online && f.offlineReason) notices.push(f.offlineReason);
  return notices.length > 0 ? { ...status, notices } : status;
}
