/**
 * Whether `npm start` can open the desktop shell: Electron's binary must have been downloaded
 * (node_modules/electron/path.txt names it inside node_modules/electron/dist). Otherwise the app
 * runs in browser mode and says why; missing bundles are built first (desktop-launch.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where build/bundle-electron.ts writes the Electron main bundle. */
export const BUILT_MAIN = path.join('dist', 'main', 'main.js');

export type ElectronBinary = { ok: true; binary: string } | { ok: false; reason: string };

/** The downloaded Electron binary, or why there is none. */
export function findElectronBinary(repoDir: string): ElectronBinary {
  const electronDir = path.join(repoDir, 'node_modules', 'electron');
  const pathFile = path.join(electronDir, 'path.txt');
  if (!fs.existsSync(pathFile)) {
    return { ok: false, reason: 'The Electron binary is not installed (node_modules/electron/path.txt is missing)' };
  }
  const binary = path.join(electronDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
  if (!fs.existsSync(binary)) return { ok: false, reason: `The Electron binary is not installed (${path.relative(repoDir, binary)} is missing)` };
  return { ok: true, binary };
}
