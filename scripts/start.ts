/**
 * `npm start`: builds the renderer when stale, starts the emulator in this process as the
 * embedded sandbox, then opens the desktop shell when Electron is installed (building its bundles
 * first when missing or stale; DOSSIER_START_MODE=browser skips it), or else
 * runs the core behind the browser host and prints (and opens) its URL. Ctrl-C closes everything.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore, DEFAULT_BACKGROUND_CHECK_MS } from '../electron/core/index';
import { resolveDataDir } from '../electron/core/data-dir';
import { ENV } from '../electron/core/env-names';
import { chooseSecretStore } from '../electron/core/secrets';
import { DEFAULT_TEAM_SYNC_MS } from '../electron/core/team';
import { startHost } from '../electron/host/server';
import { startEmulator } from '../emulator/index';
import { buildElectronBundles, electronBundleState, planLaunch } from './desktop-launch';
import { findElectronBinary } from './desktop-shell';
import { openBrowser } from './open-browser';
import { ensureRendererBuilt, RENDERER_DIR, REPO_DIR } from './renderer-build';

/** Background jobs of the sandbox run this many times faster than real time, so demos move. */
const EMULATOR_SPEED = 50;
/**
 * The embedded emulator's usual port; when it is taken any free port serves (the core points at
 * this launch's address, whatever it is).
 */
const EMULATOR_PORT = 47_410;

const log = (message: string) => process.stderr.write(`${message}\n`);

function version(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_DIR, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** Runs `closers` in order once, on the first SIGINT/SIGTERM; a second signal exits at once. */
function onStop(closers: Array<() => Promise<void>>): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    log(`\n${signal}: closing Dossier…`);
    let code = 0;
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        code = 1;
        log(`while closing: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    process.exit(code);
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));
}

async function main(): Promise<void> {
  const built = await ensureRendererBuilt();
  if (built === 'built') log(`Built the renderer into ${path.relative(process.cwd(), RENDERER_DIR)}`);
  const dataDir = resolveDataDir(undefined, process.env, process.platform, os.homedir());
  const port = Number(process.env[ENV.emulatorPort] ?? EMULATOR_PORT);
  const emulator = await startEmulator({ port, seed: 'dossier', speed: EMULATOR_SPEED }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    log(`Port ${port} is taken: the embedded sandbox takes another one.`);
    return startEmulator({ port: 0, seed: 'dossier', speed: EMULATOR_SPEED });
  });
  const embedded = { baseUrl: emulator.url, testKey: emulator.keys.test };

  const plan = planLaunch({ electron: findElectronBinary(REPO_DIR), bundles: () => electronBundleState(REPO_DIR), repoDir: REPO_DIR, env: process.env });
  if (plan.mode === 'desktop') {
    if (plan.build) {
      log(`Building the desktop shell (its bundles are ${plan.build})…`);
      await buildElectronBundles(REPO_DIR).catch(async (error: unknown) => {
        await emulator.close();
        throw error;
      });
    }
    // The desktop shell runs its own core (in a utility process) over the same library.
    const child = spawn(plan.binary, [plan.main], {
      stdio: 'inherit',
      env: { ...process.env, [ENV.dataDir]: dataDir, [ENV.embeddedUrl]: embedded.baseUrl, [ENV.embeddedTestKey]: embedded.testKey },
    });
    onStop([async () => void child.kill('SIGTERM'), () => emulator.close()]);
    child.on('exit', (code) => void emulator.close().then(() => process.exit(code ?? 0)));
    return;
  }

  log(`${plan.reason}: running in browser mode.`);
  // The core never stores the embedded sandbox's key: the sandbox works without a keychain.
  const core = await createCore({ dataDir, secrets: await chooseSecretStore(process.env), embedded, version: version(), watchCheckEveryMs: DEFAULT_BACKGROUND_CHECK_MS,
    teamUrl: process.env[ENV.teamUrl] ?? null, teamSyncEveryMs: DEFAULT_TEAM_SYNC_MS, prepareLibraryList: true });
  const host = await startHost({ handlers: core.handlers, events: core.events, files: core.files, rendererDir: RENDERER_DIR, port: 0 });
  onStop([() => host.close(), () => core.close(), () => emulator.close()]);
  log(`Library: ${dataDir}`);
  console.log(`Dossier is running at ${host.url}`);
  openBrowser(host.url);
}

main().catch((error: unknown) => {
  log(`Dossier could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
