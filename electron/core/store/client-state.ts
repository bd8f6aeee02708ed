import type { StoreContext } from './context';

/** Small durable values the core must remember across restarts, e.g. the API client's rate-limit pacing. */
export function createClientState(ctx: StoreContext) {
  return {
    get<T>(key: string): T | undefined {
      const text = ctx.stmt('SELECT value_json FROM client_state WHERE key = ?').pluck().get(key) as string | undefined;
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    set(key: string, value: unknown): void {
      ctx
        .stmt('INSERT INTO client_state (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json')
        .run(key, JSON.stringify(value ?? null));
    },
    delete(key: string): void {
      ctx.stmt('DELETE FROM client_state WHERE key = ?').run(key);
    },
  };
}
