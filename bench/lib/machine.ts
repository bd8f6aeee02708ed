import { execFileSync } from 'node:child_process';
import os from 'node:os';
import Database from 'better-sqlite3';

/** The machine a run measured, for the results file: numbers mean little without it. */
export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  platform: string;
  arch: string;
  node: string;
  sqlite: string;
  /** 1, 5 and 15 minute load averages when the run started: a busy machine explains slow numbers. */
  loadAverage: number[];
  gitCommit: string | null;
}

function gitCommit(cwd: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function machineInfo(repoDir: string): MachineInfo {
  const db = new Database(':memory:');
  const sqlite = db.prepare('SELECT sqlite_version()').pluck().get() as string;
  db.close();
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    platform: os.platform(),
    arch: os.arch(),
    node: process.version,
    sqlite,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    gitCommit: gitCommit(repoDir),
  };
}
