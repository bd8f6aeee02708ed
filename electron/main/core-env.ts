/**
 * Where the desktop app's library is and what main hands the core's utility process. No electron
 * import here, so it is tested in plain Node. The library folder follows core/data-dir.ts, the same
 * rule as the command line: DOSSIER_DATA_DIR (`npm start` sets it), else the platform's
 * application-data folder. `npm start`'s embedded sandbox (DOSSIER_EMBEDDED_URL /
 * DOSSIER_EMBEDDED_TEST_KEY) reaches the core unchanged.
 */
import { resolveDataDir } from '../core/data-dir';
import { ENV } from '../core/env-names';
import { earlierLibraryDir, type LibraryMove, moveEarlierLibrary } from './library-move';

type Env = Readonly<Record<string, string | undefined>>;

export interface LibraryPlace {
  dataDir: string;
  /** Set when a library of an earlier version was moved into dataDir at this start. */
  moved: LibraryMove;
}

/**
 * The app's library folder, after moving in the library an earlier version kept in
 * `<userData>/library`. A folder chosen with DOSSIER_DATA_DIR is used as it is: nothing is moved
 * into a folder the analyst named. Throws LibraryMoveRefused when both folders hold a library.
 */
export function prepareLibraryDir(env: Env, platform: NodeJS.Platform, homedir: string, userDataDir: string): LibraryPlace {
  const dataDir = resolveDataDir(undefined, env, platform, homedir);
  const chosen = (env[ENV.dataDir] ?? '').trim() !== '';
  return { dataDir, moved: chosen ? { moved: false } : moveEarlierLibrary(earlierLibraryDir(userDataDir), dataDir) };
}

/** The utility process's environment: main's own, with the library folder and version main chose. */
export function coreProcessEnv(parent: Env, options: { dataDir: string; version: string }): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) if (value !== undefined) env[name] = value;
  env[ENV.dataDir] = options.dataDir;
  env[ENV.version] = options.version;
  return env;
}
