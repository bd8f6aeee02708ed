/**
 * Test-only: runs a TypeScript child (through the project's tsx) in its own process group; when it
 * prints KILLME the whole group is killed with SIGKILL, as a crash or a force-quit would.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// The project's own tsx (what `npx tsx` runs), without npx's start-up cost.
const TSX = path.resolve(HERE, '../../../node_modules/.bin/tsx');

export interface ChildRun {
  signal: NodeJS.Signals | null;
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runKillableChild(script: string, env: Record<string, string>): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script], { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('KILLME') && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
