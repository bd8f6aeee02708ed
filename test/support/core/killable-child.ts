/**
 * Test-only: runs durability-child.ts (tsx, its own process group) with `env`; when it prints
 * KILLME the whole group is killed with SIGKILL, as a crash or a power cut would end it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.resolve(HERE, 'durability-child.ts');
// The project's own tsx (what `npx tsx` runs), without npx's start-up cost.
const TSX = path.resolve(HERE, '../../../node_modules/.bin/tsx');

export interface ChildRun {
  signal: NodeJS.Signals | null;
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runDurabilityChild(env: Record<string, string>): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CHILD], { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
