// A bridge read kept in component state: the value, its error, and a reload. Calls never throw here.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BridgeResult } from '../../../shared/bridge/contract';
import type { AppError } from '../../../shared/result';
import { settle } from '../../state/store-kit';

export interface CallState<T> {
  value: T | null;
  error: AppError | null;
  loading: boolean;
  reload(): Promise<void>;
}

/** `key` names what the read depends on: a new key reads again. */
export function useCall<T>(read: () => Promise<BridgeResult<T>>, key: string): CallState<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const reader = useRef(read);
  reader.current = read;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what the read depends on
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    const result = await settle(reader.current());
    if (ticket !== latest.current) return; // a newer read is on its way
    setLoading(false);
    if (result.ok) {
      setValue(result.value);
      setError(null);
    } else setError(result.error);
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, error, loading, reload };
}
