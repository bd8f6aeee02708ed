/**
 * AppStatus: what the title bar and the settings screen show. The wallet follows the spend events
 * and the free usage call, asked for when the reading is older than a minute (or the core is
 * offline and might be back); the shared usage reader still sends at most one request a minute
 * (usage-reader.ts), so status polling never adds reads. A failed read never fails the status,
 * it only flips connectivity.
 */
import type { AppStatus } from '../../../shared/bridge/views';
import type { FacadeContext } from './context';

export const WALLET_MAX_AGE_MS = 60_000;

export async function refreshWalletIfStale(ctx: FacadeContext): Promise<void> {
  const { session, connectivity } = ctx;
  if (!session.client() || session.unavailable()) return;
  const wallet = session.wallet();
  const stale = wallet === null || ctx.now() - Date.parse(wallet.readAt) > WALLET_MAX_AGE_MS;
  if (!stale && connectivity.online) return;
  try {
    await session.readUsage();
  } catch {
    // Offline or refused: connectivity already knows; the last reading stays, with its read time.
  }
}

export function statusOf(ctx: FacadeContext): AppStatus {
  const { session, options } = ctx;
  const settings = session.settings();
  const key = session.key();
  const wallet = session.wallet();
  const embedded = settings.mode === 'embedded';
  const mode: AppStatus['mode'] = embedded ? 'sandbox' : key === null ? 'unconfigured' : key.kind === 'test' ? 'sandbox' : 'live';
  const status: AppStatus = {
    mode,
    baseUrl: session.baseUrl(),
    keyMasked: key?.masked ?? null,
    keyKind: key?.kind ?? null,
    embedded,
    online: ctx.connectivity.online,
    walletPaisa: wallet?.paisa ?? null,
    walletReadAt: wallet?.readAt ?? null,
    dataDir: ctx.library.dir,
    sessionSpendPaisa: ctx.engine.sessionSpendPaisa(),
    sessionCapPaisa: settings.sessionCapPaisa,
    confirmThresholdPaisa: settings.confirmThresholdPaisa,
    version: options.version ?? 'dev',
  };
  const notices = [...session.notices];
  const unavailable = session.unavailable();
  if (unavailable) notices.push(`${unavailable.message} ${unavailable.hint ?? ''}`.trim());
  if (!ctx.connectivity.online && ctx.connectivity.reason) notices.push(ctx.connectivity.reason);
  return notices.length > 0 ? { ...status, notices } : status;
}

export async function currentStatus(ctx: FacadeContext): Promise<AppStatus> {
  await refreshWalletIfStale(ctx);
  return statusOf(ctx);
}
