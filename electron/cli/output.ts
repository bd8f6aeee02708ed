/**
 * Where results and errors go. With --json, stdout carries exactly one JSON document per run
 * (`{ ok: true, value }` or `{ ok: false, error, exitCode }`); everything meant for a person
 * (prompts, progress, notes) goes to stderr so a pipe to `jq` never sees it.
 */
import type { CliError } from './exit-codes';
import { type CliIo, write } from './io';

export interface Output {
  readonly json: boolean;
  /** The command's result: the value as JSON, or the human text. Called at most once. */
  result(value: unknown, human: () => string): void;
  /** A remark for the person at the terminal (stderr), never part of the result. */
  note(text: string): void;
  /** Human text that belongs on stdout before the result (a quote ahead of the answer). */
  show(text: string): void;
  fail(error: CliError): void;
  /** True once a result or failure has been written. */
  readonly finished: boolean;
}

export function createOutput(io: CliIo, json: boolean): Output {
  let finished = false;
  const once = (): void => {
    if (finished) throw new Error('a command wrote two results');
    finished = true;
  };
  return {
    json,
    get finished() {
      return finished;
    },
    result(value, human) {
      once();
      if (json) write(io.stdout, JSON.stringify({ ok: true, value }, null, 2));
      else write(io.stdout, human());
    },
    note(text) {
      write(io.stderr, text);
    },
    show(text) {
      // Under --json the quote still reaches the person, on stderr; stdout keeps its one document.
      write(json ? io.stderr : io.stdout, text);
    },
    fail(error) {
      once();
      if (json) write(io.stdout, JSON.stringify({ ok: false, error: error.error, exitCode: error.exitCode }, null, 2));
      write(io.stderr, describeError(error));
    },
  };
}

/** `Error (API_KEY_REVOKED): message`, then the request id and what to do, when known. */
export function describeError(error: CliError): string {
  const { code, message } = error.error;
  const lines = [`Error (${code}): ${message}`];
  const requestId = error.error['requestId'];
  if (typeof requestId === 'string' && requestId !== '') lines.push(`Request id: ${requestId}`);
  const hint = error.error['hint'];
  if (typeof hint === 'string' && hint !== '') lines.push(`What to do: ${hint}`);
  return lines.join('\n');
}
