/**
 * A path typed on the command line, resolved against the working folder. An empty one is refused
 * here in words (exit 2): resolved, '' would silently mean the working folder itself. The other
 * checks (the kernel's /proc and /sys, a file where a folder is needed, read-only places, the
 * library folder) are the core's, the same for every folder the analyst names (store/folders.ts).
 */
import path from 'node:path';
import { usageError } from './exit-codes';

export function pathArg(raw: string, what: string, cwd = process.cwd()): string {
  if (raw.trim() === '') {
    throw usageError('PATH_UNUSABLE', `${what} is an empty path. Nothing was written.`, { hint: `Give the path of ${what.replace(/^The /, 'the ')}.`, details: { path: raw, problem: 'empty' } });
  }
  return path.resolve(cwd, raw);
}
