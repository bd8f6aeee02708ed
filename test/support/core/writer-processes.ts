/**
 * Test support for test/integration: the writers of one library as real processes (the `dossier`
 * command line, the app's core, a mirror engine that stops at a named point for a kill -9), and
 * what the library and the registry say afterwards, compared to the paisa.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { EmulatorHandle } from '../../../emulator/index';
import { openLibrary } from '../../../electron/core/store';
import { REPO_ROOT, type RunResult, runDossier } from '../cli/cli-kit';
import { checkDocuments, emulatorLedger } from './mirror-support';

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
export const CORE_CHILD = path.join(REPO_ROOT, 'test', 'support', 'core', 'core-child.ts');
export const STOPPING_CHILD = path.join(REPO_ROOT, 'test', 'support', 'core', 'durability-child.ts');

export interface ChildHandle {
  /** Resolves when the child printed KILLME (it froze at its named point). */
  stopped: Promise<void>;
  /** Resolves when the child printed READY (it waits for `send('GO')`). */
  ready: Promise<void>;
  send(line: string): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  /** kill -9 of the child's whole process group (tsx and the node under it). */
  kill(): void;
}

/** A TypeScript child in its own process group, so a kill reaches the node process tsx starts. */
export function spawnChild(script: string, env: Record<string, string>): ChildHandle {
  const child = spawn(TSX, [script], { cwd: REPO_ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let onStop: () => void = () => {};
  let onReady: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (onStop = resolve));
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  child.stdout.setEncoding('utf8').on('data', (c: string) => {
    stdout += c;
    if (stdout.includes('KILLME')) onStop();
    if (stdout.includes('READY')) onReady();
  });
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return {
    stopped,
    ready,
    send(line) {
      child.stdin.write(`${line}\n`);
    },
    exited,
    kill() {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

export interface CliWriter {
  dataDir: string;
  emu: EmulatorHandle;
  key: string;
}

export interface PaidRun {
  /** Every run of the command: the first, then one more (--yes) per stop at a new quote. */
  runs: RunResult[];
  last: RunResult;
}

const cliEnv = (w: CliWriter) => ({ DOSSIER_DATA_DIR: w.dataDir, DOSSIER_API_KEY: w.key, DOSSIER_RATE_LIVE: '60000', DOSSIER_RATE_TEST: '60000' });

export function dossier(w: CliWriter, args: string[]): Promise<RunResult> {
  return runDossier(['--base-url', w.emu.url, '--json', ...args], cliEnv(w));
}

export function errorCode(r: RunResult): string | null {
  try {
    return (JSON.parse(r.stdout) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    return null;
  }
}

/**
 * `dossier <kind> <id> --yes` as an analyst who accepts each new quote: a run that stops at its
 * accepted quote (exit 4, QUOTE_EXCEEDED) is run again with --yes, which agrees to the new one.
 */
export async function paidUntilDone(w: CliWriter, kind: 'mirror' | 'refresh' | 'fetch', id: string, flags: readonly string[] = []): Promise<PaidRun> {
  const runs: RunResult[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await dossier(w, [kind, id, '--yes', ...flags]);
    runs.push(r);
    if (!(r.code === 4 && errorCode(r) === 'QUOTE_EXCEEDED')) break;
  }
  return { runs, last: runs[runs.length - 1]! };
}

/** Every PDF in place under pdfs/ (temp files start with a dot), as company/filing. */
export function pdfsOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'pdfs');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .flatMap((company) => fs.readdirSync(path.join(root, company)).filter((f) => f.endsWith('.pdf') && !f.startsWith('.')).map((f) => `${company}/${f.slice(0, -4)}`))
    .sort();
}

export interface LibraryAccount {
  /** PDFs on disk without a documents row, and rows whose file is wrong (size, SHA-256, header). */
  unknownFiles: string[];
  badDocuments: string[];
  documents: number;
  /** Download charges in the ledger, in all and per filing. */
  downloadCharges: number;
  chargesPerFiling: Map<string, number>;
  /** The library's ledger and the registry's, request for request and paisa for paisa. */
  ours: string[];
  theirs: string[];
  /** Actions whose spend passed what the analyst accepted. */
  overspent: { id: string; spentPaisa: number; acceptedPaisa: number }[];
}

export function accountFor(dataDir: string, emu: EmulatorHandle, companies: readonly string[]): LibraryAccount {
  const library = openLibrary(dataDir);
  try {
    const known = new Set<string>();
    const badDocuments: string[] = [];
    let documents = 0;
    for (const cin of companies) {
      const check = checkDocuments(library, cin);
      documents += check.count;
      badDocuments.push(...check.bad);
      for (const f of library.filings.listByCompany(cin, { limit: 1_000_000 })) if (library.documents.get(f.filingId)) known.add(`${cin}/${f.filingId}`);
    }
    const ledger = library.ledger.list({ limit: 1_000_000 });
    const downloads = ledger.filter((e) => e.endpointKey === 'companies.filings.download');
    const chargesPerFiling = new Map<string, number>();
    for (const d of downloads) chargesPerFiling.set(d.filingId ?? '?', (chargesPerFiling.get(d.filingId ?? '?') ?? 0) + 1);
    const overspent = library.actions
      .list()
      .map((a) => ({ id: a.id, spentPaisa: library.ledger.total({ actionId: a.id }).spendPaisa, acceptedPaisa: a.acceptedPaisa }))
      .filter((a): a is { id: string; spentPaisa: number; acceptedPaisa: number } => a.acceptedPaisa !== null && a.spentPaisa > a.acceptedPaisa);
    return {
      unknownFiles: pdfsOnDisk(dataDir).filter((f) => !known.has(f)),
      badDocuments,
      documents,
      downloadCharges: downloads.length,
      chargesPerFiling,
      ours: ledger.map((e) => `${e.requestId} ${e.endpointKey} ${e.pricePaisa}`).sort(),
      theirs: emulatorLedger(emu)
        .map((e) => `${e.requestId} ${e.endpoint} ${e.pricePaisa}`)
        .sort(),
      overspent,
    };
  } finally {
    library.close();
  }
}
