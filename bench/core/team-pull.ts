/**
 * The team library (issue 12): a colleague's big company pulled into a fresh replica. Replica A
 * mirrors the emulator's big filer (1,260 filings) through the CLI (rate limits raised: the
 * purchase is not what is measured) and publishes it to a throwaway PostgreSQL as it stores it;
 * then a fresh replica B runs `dossier team sync` (a child process, as an analyst would): wall
 * time, PDFs and MB pulled, MB/s. Then the sync lag: A writes a note, `team sync` on A, `team sync`
 * on B, until B's library holds it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../../emulator/index';
import type { SyntheticRegistry } from '../../emulator/registry/index';
import { openLibrary } from '../../electron/core/store';
import { startTeamPostgres } from '../../test/support/postgres';
import { round } from '../lib/stats';
import type { Benchmark, BenchContext, Measurement } from '../types';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.resolve(HERE, '../../bin/dossier.mjs');
const RATE = 60_000;

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function measure(ctx: BenchContext): Promise<Measurement[]> {
  const pg = await startTeamPostgres({ analysts: ['asha', 'ravi'] });
  const emu = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: RATE, rateTest: RATE });
  const dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-team-a-'));
  const dirB = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-team-b-'));
  ctx.onCleanup(async () => {
    await emu.close();
    pg.stop();
    if (ctx.keep) ctx.log(`kept the replicas at ${dirA} and ${dirB}`);
    else for (const d of [dirA, dirB]) fs.rmSync(d, { recursive: true, force: true });
  });
  const base = { ...process.env, DOSSIER_BASE_URL: emu.url, DOSSIER_API_KEY: emu.keys.live, DOSSIER_RATE_LIVE: String(RATE), DOSSIER_RATE_TEST: String(RATE) };
  const envA = { ...base, DOSSIER_DATA_DIR: dirA, DOSSIER_TEAM_URL: pg.analystUrls.asha! };
  const envB = { ...base, DOSSIER_DATA_DIR: dirB, DOSSIER_TEAM_URL: pg.analystUrls.ravi! };
  const init = await runCli(['team', 'init'], { ...base, DOSSIER_DATA_DIR: dirA, DOSSIER_TEAM_URL: pg.adminUrl });
  if (init.code !== 0) throw new Error(`team init failed: ${init.stderr}`);

  const cin = (emu.registry as SyntheticRegistry).bigFiler;
  ctx.log(`replica A mirrors the big filer ${cin} and publishes it`);
  for (let run = 0; run < 4; run++) {
    const r = await runCli(['mirror', cin, '--yes', '--json'], envA);
    if (r.code === 0) break;
    if (run === 3) throw new Error(`the mirror did not finish: ${r.stderr.slice(-400)}`);
  }
  const pushed = await runCli(['team', 'sync', '--json'], envA);
  if (pushed.code !== 0) throw new Error(`A's sync failed: ${pushed.stdout}${pushed.stderr}`);

  ctx.log('fresh replica B pulls it');
  const started = Date.now();
  const pulled = await runCli(['team', 'sync', '--json'], envB);
  const seconds = (Date.now() - started) / 1000;
  if (pulled.code !== 0) throw new Error(`B's sync failed: ${pulled.stdout}${pulled.stderr}`);
  const report = (JSON.parse(pulled.stdout) as { value: { pulled: { documents: number; bytes: number; filings: number; changes: number } } }).value.pulled;
  const mb = report.bytes / 1_048_576;
  ctx.note('pulled', { ...report, seconds });

  ctx.log('sync lag: a note written on A, read on B');
  const lagStarted = Date.now();
  const a = openLibrary(dirA);
  a.notes.create({ companyId: cin, anchor: { kind: 'company' }, body: 'bench: lag probe' });
  a.close();
  const lagSyncs: Array<{ seconds: number; pushed: { offered: number }; pulled: { changes: number } }> = [];
  for (const env of [envA, envB]) {
    const r = await runCli(['team', 'sync', '--json'], env);
    if (r.code !== 0) throw new Error(`a lag sync failed: ${r.stdout}${r.stderr}`);
    lagSyncs.push((JSON.parse(r.stdout) as { value: (typeof lagSyncs)[number] }).value);
  }
  const lag = (Date.now() - lagStarted) / 1000;
  // The rest of the lag is two CLI processes starting and opening their libraries.
  ctx.note('lag syncs', lagSyncs.map((v) => ({ seconds: v.seconds, offered: v.pushed.offered, pulledChanges: v.pulled.changes })));
  const b = openLibrary(dirB, { readonly: true });
  const arrived = b.notes.listByCompany(cin).some((n) => n.body === 'bench: lag probe');
  b.close();
  if (!arrived) throw new Error('the note never reached replica B');

  return [
    { metric: 'pull of the big filer into a fresh replica: wall time (CLI)', value: round(seconds, 1), unit: 's' },
    { metric: 'PDFs pulled', value: report.documents, unit: '' },
    { metric: 'filings pulled', value: report.filings, unit: '' },
    { metric: 'PDF bytes pulled', value: round(mb, 1), unit: 'MB' },
    { metric: 'pull throughput', value: round(mb / seconds, 1), unit: 'MB/s' },
    { metric: 'sync lag: note written on A to read on B (two CLI syncs)', value: round(lag, 1), unit: 's' },
    { metric: 'of which the two syncs themselves (in-process)', value: round(lagSyncs[0]!.seconds + lagSyncs[1]!.seconds, 2), unit: 's' },
    { metric: 'records offered by the two lag syncs (already-pushed markers)', value: lagSyncs[0]!.pushed.offered + lagSyncs[1]!.pushed.offered, unit: '' },
  ];
}

export const teamPull: Benchmark = {
  name: 'team-pull',
  description: "a colleague's big filer (1,260 filings) pulled from the team library (real PostgreSQL) into a fresh replica by `dossier team sync`; sync lag of a note",
  run: measure,
};
