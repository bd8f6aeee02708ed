/**
 * Reads the API key from stdin: typed at a terminal with nothing echoed, or piped in. Never from
 * the command line, where it would land in shell history and in the process list.
 */
import { refusal, usageError } from './exit-codes';
import { type CliIo, stdinIsTerminal } from './io';

const MAX_KEY_CHARS = 1000;

/** Everything piped in, up to the first line break (a trailing newline from `echo` is not part of the key). */
async function readPiped(io: CliIo): Promise<string> {
  let text = '';
  for await (const chunk of io.stdin) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    if (text.length > MAX_KEY_CHARS * 4) break;
  }
  return (text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '').trim();
}

/** Raw mode: each key press arrives alone and nothing is echoed; Enter ends, Ctrl-C or Ctrl-D gives up. */
function readHidden(io: CliIo, prompt: string): Promise<string> {
  const stdin = io.stdin;
  io.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void): void => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string): void => {
      for (const ch of typeof chunk === 'string' ? chunk : chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          finish(() => resolve(typed.trim()));
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish(() => reject(refusal('DECLINED', 'No key was entered; nothing was stored.')));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ' && typed.length < MAX_KEY_CHARS) typed += ch;
      }
    };
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

export async function readApiKey(io: CliIo): Promise<string> {
  const key = stdinIsTerminal(io) ? await readHidden(io, 'API key (input hidden): ') : await readPiped(io);
  if (key === '') {
    throw usageError(
      'MISSING_KEY',
      stdinIsTerminal(io) ? 'No key was entered; nothing was stored.' : 'No key arrived on stdin; pipe it in, e.g. printf %s "$KEY" | dossier key set',
    );
  }
  return key;
}

/** The team database role's password, typed hidden or piped in (`dossier team connect --password-stdin`). */
export async function readTeamPassword(io: CliIo): Promise<string> {
  const password = stdinIsTerminal(io) ? await readHidden(io, 'Team database password (input hidden): ') : await readPiped(io);
  if (password === '') throw usageError('MISSING_PASSWORD', 'No password arrived; nothing was stored.');
  return password;
}
