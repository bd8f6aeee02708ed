/**
 * The wallet as the status shows it follows the spend events and the free usage call, asked for
 * when the reading is older than a minute (or the core is offline and might be back); the shared
 * usage reader still sends at most one request a minute (usage-reader.ts), so status polling never
 * adds reads. A failed read never fails the status, it only flips connectivity.
 */
import type { Connectivity } from './connectivity';
import type { Session } from './session';

export const WALLET_MAX_AGE_MS = 60_000;

export async function refreshWalletIfStale(session: Session, connectivity: Connectivity, now: () => number): Promise<void> {
  if (!session.client() || session.unavailable()) return;
  const wallet = session.wallet();
  const stale = wallet === null || now() - Date.parse(wallet.readAt) > WALLET_MAX_AGE_MS;
  if (!stale && connectivity.online) return;
  try {
    await session.readUsage();
  } catch {
    // Offline or refused: connectivity already knows; the last reading stays, with its read time.
  }
}
