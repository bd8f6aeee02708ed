/**
 * Opens a URL in the user's browser: BROWSER=none opens nothing, BROWSER=<program> uses that
 * program, otherwise the platform's opener. Failing to open is never an error: the URL is printed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

function onPath(program: string, env: Env): boolean {
  return (env['PATH'] ?? '').split(path.delimiter).some((dir) => dir !== '' && fs.existsSync(path.join(dir, program)));
}

/** The command that opens `url`, or null when none is wanted or available. */
export function openerFor(url: string, env: Env, platform: NodeJS.Platform): { command: string; args: string[] } | null {
  const chosen = env['BROWSER']?.trim();
  if (chosen === 'none') return null;
  if (chosen) return { command: chosen, args: [url] };
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url] };
  return onPath('xdg-open', env) ? { command: 'xdg-open', args: [url] } : null;
}

export function openBrowser(url: string, env: Env = process.env, platform: NodeJS.Platform = process.platform): void {
  const opener = openerFor(url, env, platform);
  if (!opener) return;
  try {
    const child = spawn(opener.command, opener.args, { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener that works: the printed URL is enough.
  }
}
