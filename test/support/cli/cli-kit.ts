/**
 * Test support for the command line: run the real `dossier` as a child process (async, so an
 * emulator in the test's own process keeps answering), or run it in process with memory streams.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../../electron/cli/io';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const BIN = path.join(REPO_ROOT, 'bin', 'dossier.mjs');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a child run: nothing inherited that could point it at a real library or key. */
export function childEnv(extra: Record<string, string>): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SystemRoot'];
  const env: Record<string, string> = {};
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name]!;
  return { ...env, NO_COLOR: '1', ...extra };
}

/** `timeoutMs`: a run still going by then is killed (a hang fails on its exit code, never blocks the suite). */
export function runDossier(args: string[], env: Record<string, string>, input = '', timeoutMs?: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, env: childEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
    const timer = timeoutMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(input);
  });
}

const created: string[] = [];

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dossier-cli-${prefix}-`));
  created.push(dir);
  return dir;
}

/** Removes every folder tempDir made in this test file (call from afterAll). */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface MemoryIo extends CliIo {
  stdoutText(): string;
  stderrText(): string;
}

/** In-process streams: stdin carries `input` (a pipe, not a terminal); stdout and stderr are collected. */
export function memoryIo(input: string, env: Record<string, string | undefined>, terminal = false): MemoryIo {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  const stdin = Object.assign(Readable.from([input]), terminal ? { isTTY: true } : {});
  return {
    stdin,
    stdout,
    stderr,
    env,
    platform: 'linux',
    homedir: '/home/analyst',
    onInterrupt: () => () => {},
    stdoutText: () => out,
    stderrText: () => err,
  };
}
