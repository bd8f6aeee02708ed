/**
 * What main hands the core's utility process. No electron import here, so it is tested in plain
 * Node. `npm start` launches Electron with DOSSIER_DATA_DIR (its library) and the embedded
 * sandbox's DOSSIER_EMBEDDED_URL / DOSSIER_EMBEDDED_TEST_KEY; main passes them on unchanged.
 */
import path from 'node:path';
import { CORE_ENV } from './channels';

type Env = Readonly<Record<string, string | undefined>>;

/** DOSSIER_DATA_DIR when the launcher set one (the library `npm start` uses), else `<userData>/library`. */
export function libraryDirFor(env: Env, userDataDir: string): string {
  const fromEnv = env[CORE_ENV.dataDir]?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(userDataDir, 'library');
}

/** The utility process's environment: main's own, with the library folder and version main chose. */
export function coreProcessEnv(parent: Env, options: { dataDir: string; version: string }): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) if (value !== undefined) env[name] = value;
  env[CORE_ENV.dataDir] = options.dataDir;
  env[CORE_ENV.version] = options.version;
  return env;
}
