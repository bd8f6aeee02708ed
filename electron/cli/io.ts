/**
 * What the command line reads and writes, passed in rather than taken from `process`, so tests can
 * run the whole CLI in process with plain streams and a chosen environment.
 */
import os from 'node:os';
import type { Readable, Writable } from 'node:stream';

export interface InputStream extends Readable {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export interface OutputStream extends Writable {
  isTTY?: boolean;
  columns?: number;
}

export interface CliIo {
  stdin: InputStream;
  stdout: OutputStream;
  stderr: OutputStream;
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  homedir: string;
  /** Ctrl-C: called with a handler, returns the function that removes it. */
  onInterrupt(handler: () => void): () => void;
}

export function processIo(): CliIo {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    platform: process.platform,
    homedir: os.homedir(),
    onInterrupt(handler) {
      process.on('SIGINT', handler);
      return () => {
        process.off('SIGINT', handler);
      };
    },
  };
}

/** True when a person is at the keyboard: prompts and raw-mode key entry need it. */
export function stdinIsTerminal(io: CliIo): boolean {
  return io.stdin.isTTY === true;
}

export function write(stream: OutputStream, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}
