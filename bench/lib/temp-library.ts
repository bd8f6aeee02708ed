import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Library, openLibrary } from '../../electron/core/store';
import type { BenchContext } from '../types';

/**
 * A fresh library in a temp folder, closed after the run and removed unless `--keep` (then its
 * path is logged so it can be opened and inspected).
 */
export function tempLibrary(ctx: BenchContext, label: string): Library {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dossier-bench-${label}-`));
  const library = openLibrary(dir);
  ctx.onCleanup(() => {
    library.close();
    if (ctx.keep) ctx.log(`kept ${label} library at ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  });
  return library;
}
