/**
 * Where the library lives when `--data-dir` is not given: DOSSIER_DATA_DIR, else the platform's
 * application-data folder, the same folder the desktop app uses, so the CLI and the app share one
 * library.
 */
import path from 'node:path';
import { ENV } from './env-names';

export const APP_FOLDER = 'Dossier';

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The platform's application-data folder for Dossier. */
export function platformDataDir(env: Env, platform: NodeJS.Platform, homedir: string): string {
  if (platform === 'win32') {
    const appData = set(env['APPDATA']) ? env['APPDATA'] : path.win32.join(homedir, 'AppData', 'Roaming');
    return path.win32.join(appData, APP_FOLDER);
  }
  if (platform === 'darwin') return path.posix.join(homedir, 'Library', 'Application Support', APP_FOLDER);
  // XDG: a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const xdg = env['XDG_CONFIG_HOME'];
  const base = set(xdg) && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(homedir, '.config');
  return path.posix.join(base, APP_FOLDER);
}

/** `--data-dir`, then DOSSIER_DATA_DIR, then the platform folder; relative paths resolve from cwd. */
export function resolveDataDir(flag: string | undefined, env: Env, platform: NodeJS.Platform, homedir: string): string {
  if (set(flag)) return path.resolve(flag);
  const fromEnv = env[ENV.dataDir];
  if (set(fromEnv)) return path.resolve(fromEnv);
  return platformDataDir(env, platform, homedir);
}
