// A bridge read kept in component state: the value, its error, and a reload. Calls never throw here.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BridgeResult } from '../../../shared/bridge/contract';
import type { AppError } from '../../../shared/result';
import { afterPaint } from '../../scheduling/after-paint';
import { settle } from '../../state/store-kit';

export interface CallState<T> {
  value: T | null;
  error: AppError | null;
  loading: boolean;
  reload(): Promise<void>;
}

/**
 * The last values read, by key, kept between visits: a screen opened again paints at once from what
 * it showed last and reads again behind it. At most `size` keys are kept (the oldest go first). The
 * read of a key still on its way is noted too: a screen closed and opened again before it came back
 * waits for it rather than sending another (the core answers in turn, so that one could not come
 * back sooner).
 */
export class KeptReads<T> {
  private readonly values = new Map<string, T>();
  private readonly reading = new Map<string, Promise<BridgeResult<T>>>();
  constructor(private readonly size: number) {}
  get(key: string): T | undefined {
    return this.values.get(key);
  }
  set(key: string, value: T): void {
    this.values.delete(key);
    this.values.set(key, value);
    while (this.values.size > this.size) this.values.delete(this.values.keys().next().value as string);
  }
  /** The read of `key` on its way, if any. */
  pending(key: string): Promise<BridgeResult<T>> | undefined {
    return this.reading.get(key);
  }
  /** Notes `read` as the read of `key` on its way until it settles; gives it back. */
  track(key: string, read: Promise<BridgeResult<T>>): Promise<BridgeResult<T>> {
    this.reading.set(key, read);
    void read.then(() => {
      if (this.reading.get(key) === read) this.reading.delete(key);
    });
    return read;
  }
}

/**
 * `key` names what the read depends on: a new key reads again. With `kept`, the last value read for
 * the key is shown while the read runs; that read starts once the kept value has been drawn, so
 * its answer (a 2,000-company book is megabytes of JSON) is not parsed in the frame that paints it.
 * A screen's first read waits for the key's read still on its way, if there is one.
 */
export function useCall<T>(read: () => Promise<BridgeResult<T>>, key: string, kept?: KeptReads<T>): CallState<T> {
  const [value, setValue] = useState<T | null>(() => kept?.get(key) ?? null);
  const [error, setError] = useState<AppError | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const reader = useRef(read);
  reader.current = read;
  const keptRef = useRef(kept);
  keptRef.current = kept;
  /** `join`: a read of the key already on its way (a screen since closed sent it) answers this one. */
  const run = useCallback(
    async (join: boolean) => {
      const ticket = ++latest.current;
      setLoading(true);
      const kept = keptRef.current;
      const last = kept?.get(key);
      if (last !== undefined) setValue(last);
      const onItsWay = join ? kept?.pending(key) : undefined;
      const result = await (onItsWay ?? (kept ? kept.track(key, settle(reader.current())) : settle(reader.current())));
      if (ticket !== latest.current) return; // a newer read is on its way
      setLoading(false);
      if (result.ok) {
        kept?.set(key, result.value);
        setValue(result.value);
        setError(null);
      } else setError(result.error);
    },
    [key],
  );
  const reload = useCallback(() => run(false), [run]);
  useEffect(() => {
    let gone = false;
    if (keptRef.current?.get(key) === undefined) void run(true);
    else void afterPaint().then(() => (gone ? undefined : run(true)));
    return () => {
      gone = true;
    };
  }, [run, key]);
  return { value, error, loading, reload };
}
