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
 * it showed last and reads again behind it. At most `size` keys are kept (the oldest go first).
 */
export class KeptReads<T> {
  private readonly values = new Map<string, T>();
  constructor(private readonly size: number) {}
  get(key: string): T | undefined {
    return this.values.get(key);
  }
  set(key: string, value: T): void {
    this.values.delete(key);
    this.values.set(key, value);
    while (this.values.size > this.size) this.values.delete(this.values.keys().next().value as string);
  }
}

/**
 * `key` names what the read depends on: a new key reads again. With `kept`, the last value read for
 * the key is shown while the read runs; that read starts once the kept value has been drawn, so
 * its answer (a 2,000-company book is megabytes of JSON) is not parsed in the frame that paints it.
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
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    const last = keptRef.current?.get(key);
    if (last !== undefined) setValue(last);
    const result = await settle(reader.current());
    if (ticket !== latest.current) return; // a newer read is on its way
    setLoading(false);
    if (result.ok) {
      keptRef.current?.set(key, result.value);
      setValue(result.value);
      setError(null);
    } else setError(result.error);
  }, [key]);
  useEffect(() => {
    let gone = false;
    if (keptRef.current?.get(key) === undefined) void reload();
    else void afterPaint().then(() => (gone ? undefined : reload()));
    return () => {
      gone = true;
    };
  }, [reload, key]);
  return { value, error, loading, reload };
}
