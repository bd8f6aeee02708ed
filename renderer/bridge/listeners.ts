// A tiny typed listener registry shared by the HTTP bridge (events from the socket) and tests.
import type { EventName, EventPayload } from '../../shared/bridge/contract';

type AnyListener = (payload: unknown) => void;

export class EventListeners {
  private readonly byName = new Map<string, Set<AnyListener>>();

  on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void {
    let set = this.byName.get(name);
    if (!set) {
      set = new Set();
      this.byName.set(name, set);
    }
    const entry = listener as AnyListener;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  emit(name: string, payload: unknown): void {
    for (const listener of [...(this.byName.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        // One broken listener must not starve the others of the event.
        console.error(`bridge event listener for ${name} failed`, error);
      }
    }
  }
}
