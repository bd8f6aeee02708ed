/**
 * This connector process in the library's assistant_sessions: opened at start, named after the
 * client once the MCP initialize says who it is, seen on every call and every heartbeat, ended at
 * close. Settings → Assistant reads it to say whether an assistant is connected.
 */
import { randomUUID } from 'node:crypto';
import type { Library } from '../store';

export interface SessionRecord {
  readonly id: string;
  /** Alive now; with the client's name and version when known. */
  seen(client?: { name: string; version: string | null }): void;
  end(): void;
}

export function recordSession(library: Library, heartbeatMs: number): SessionRecord {
  const id = randomUUID();
  library.assistant.openSession({ id, pid: process.pid });
  let ended = false;
  const beat = setInterval(() => seen(), heartbeatMs);
  beat.unref();
  function seen(client?: { name: string; version: string | null }): void {
    if (ended) return;
    try {
      library.assistant.touchSession(id, client);
    } catch (error) {
      // A busy library must not fail a tool call: the next beat records it.
      process.stderr.write(`dossier mcp: could not record the session (${error instanceof Error ? error.message : String(error)})\n`);
    }
  }
  return {
    id,
    seen,
    end() {
      if (ended) return;
      ended = true;
      clearInterval(beat);
      library.assistant.endSession(id);
    },
  };
}
