/**
 * The free usage call (wallet and 30-day usage), shared by every caller: the status, the spend
 * view, quotes. Free calls still count toward the per-key rate limit, and the renderer asks for
 * the status and the spend view after every spend event, so the registry is asked at most once a
 * minute per connection; callers in between get that answer, and concurrent callers share one
 * request. The wallet in it follows the spend events (each billed answer reports the wallet
 * after), so it is never older than the last purchase.
 */
import { type ApiClient, type CallOptions, NetworkError } from '../api';

export const USAGE_MIN_INTERVAL_MS = 60_000;

export type UsageResponse = Awaited<ReturnType<ApiClient['getUsage']>>;

export interface UsageReader {
  /**
   * The usage for `connection` (any string naming the registry and key): a new read when none was
   * sent in the last minute, else the last good answer (its wallet as the spend events left it),
   * else the last failure again.
   */
  read(connection: string, send: () => Promise<UsageResponse>): Promise<UsageResponse>;
  /** An answer got elsewhere (the key check before a key is kept): it counts as this minute's read. */
  seed(connection: string, response: UsageResponse): void;
  /** The wallet after a billed call (spend events). */
  noteWallet(paisa: number): void;
  /** Whether a read for `connection` now would go to the registry. */
  due(connection: string): boolean;
}

interface Slot {
  connection: string;
  /** When the last request that may have reached the registry was sent. */
  sentAt: number | null;
  good: UsageResponse | null;
  /** The wallet as the newest spend event reported it, over the good answer's. */
  walletPaisa: number | null;
  failure: unknown;
  inFlight: Promise<UsageResponse> | null;
}

const emptySlot = (connection: string): Slot => ({ connection, sentAt: null, good: null, walletPaisa: null, failure: null, inFlight: null });

export function createUsageReader(now: () => number): UsageReader {
  let slot = emptySlot('');

  function slotFor(connection: string): Slot {
    if (slot.connection !== connection) slot = emptySlot(connection);
    return slot;
  }

  function withWallet(s: Slot, response: UsageResponse): UsageResponse {
    if (s.walletPaisa === null || s.walletPaisa === response.data.wallet.balancePaisa) return response;
    return { ...response, data: { ...response.data, wallet: { ...response.data.wallet, balancePaisa: s.walletPaisa } } };
  }

  const due = (s: Slot) => s.sentAt === null || now() - s.sentAt >= USAGE_MIN_INTERVAL_MS;

  return {
    async read(connection, send) {
      const s = slotFor(connection);
      if (s.inFlight) return s.inFlight;
      if (!due(s)) {
        if (s.good) return withWallet(s, s.good);
        throw s.failure;
      }
      s.sentAt = now();
      const request = send().then(
        (response) => {
          if (slot === s) {
            s.good = response;
            s.walletPaisa = null;
            s.failure = null;
          }
          return response;
        },
        (error: unknown) => {
          // A request refused before it left (no route, connection refused) cost the key nothing.
          if (slot === s && error instanceof NetworkError && !error.requestMayHaveBeenSent) s.sentAt = null;
          else if (slot === s) s.failure = error;
          throw error;
        },
      );
      s.inFlight = request;
      try {
        return await request;
      } finally {
        s.inFlight = null;
      }
    },
    seed(connection, response) {
      const s = slotFor(connection);
      s.sentAt = now();
      s.good = response;
      s.walletPaisa = null;
      s.failure = null;
    },
    noteWallet(paisa) {
      slot.walletPaisa = paisa;
    },
    due: (connection) => due(slotFor(connection)),
  };
}

/** The client with getUsage answered through the reader: the engine's quotes share the minute too. */
export function withSharedUsage(client: ApiClient, reader: UsageReader, connection: string, onRead: (response: UsageResponse) => void): ApiClient {
  const send = (options?: CallOptions) => () =>
    client.getUsage(options).then((response) => {
      onRead(response);
      return response;
    });
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'getUsage') return (options?: CallOptions) => reader.read(connection, send(options));
      return Reflect.get(target, prop, receiver);
    },
  });
}
