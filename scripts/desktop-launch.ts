/**
 * How `npm start` opens Dossier: the desktop shell when the Electron binary is installed (its
 * bundles built first when missing or older than a source), else browser mode with the reason.
 * planLaunch decides from plain values so the decision is tested where Electron is absent.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ENV } from '../electron/core/env-names';
import type { ElectronBinary } from './desktop-shell';
import { BUILT_MAIN } from './desktop-shell';

/** What build/bundle-electron.ts writes; the shell needs all three. */
export const ELECTRON_BUNDLES = [BUILT_MAIN, path.join('dist', 'core', 'utility-entry.js'), path.join('dist', 'preload', 'index.cjs')];
const BUNDLE_SOURCES = ['electron', 'shared', path.join('build', 'bundle-electron.ts'), 'package.json'];
/** `DOSSIER_START_MODE=browser` keeps `npm start` in browser mode even where Electron is installed. */
const START_MODE_ENV = ENV.startMode;

export type BundleState = 'missing' | 'stale' | 'fresh';

export type LaunchPlan =
  | { mode: 'browser'; reason: string }
  /** `build` says why the bundles are built before the shell opens; null when they are current. */
  | { mode: 'desktop'; binary: string; main: string; build: 'missing' | 'stale' | null };

export interface LaunchFacts {
  electron: ElectronBinary;
  /** Asked only when Electron is installed: checking it walks the source tree. */
  bundles: () => BundleState;
  repoDir: string;
  env: Readonly<Record<string, string | undefined>>;
}

export function planLaunch(facts: LaunchFacts): LaunchPlan {
  if (facts.env[START_MODE_ENV]?.trim() === 'browser') return { mode: 'browser', reason: `${START_MODE_ENV}=browser` };
  if (!facts.electron.ok) return { mode: 'browser', reason: facts.electron.reason };
  const state = facts.bundles();
  return { mode: 'desktop', binary: facts.electron.binary, main: path.join(facts.repoDir, BUILT_MAIN), build: state === 'fresh' ? null : state };
}

function newestMtime(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** 'missing' when a bundle is absent, 'stale' when a source is newer than the oldest bundle. */
export function electronBundleState(repoDir: string): BundleState {
  const built = ELECTRON_BUNDLES.map((b) => fs.statSync(path.join(repoDir, b), { throwIfNoEntry: false })?.mtimeMs ?? null);
  if (built.some((t) => t === null)) return 'missing';
  const oldest = Math.min(...(built as number[]));
  return BUNDLE_SOURCES.some((s) => newestMtime(path.join(repoDir, s)) > oldest) ? 'stale' : 'fresh';
}

/** Runs build/bundle-electron.ts (it builds with vite at top level) and waits for it. */
export function buildElectronBundles(repoDir: string): Promise<void> {
  const tsx = path.join(repoDir, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [path.join('build', 'bundle-electron.ts')], { cwd: repoDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`build/bundle-electron.ts failed (${signal ?? `exit code ${code}`}): the desktop shell was not started`)),
    );
  });
}
