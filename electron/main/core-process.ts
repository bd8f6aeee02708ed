/**
 * Runs the core in an Electron utility process (a plain Node process with no window access) and
 * gives main a CoreRelay to it. A core that dies is restarted a few times; its pending calls are
 * answered CORE_EXITED by the relay so the renderer never waits forever. Every core started asks
 * main's secret store (safeStorage) for its secrets.
 */
import { utilityProcess } from 'electron';
import type { EventName } from '../../shared/bridge/contract';
import type { SecretStore } from '../core/secrets/secret-store';
import { coreProcessEnv } from './core-env';
import { type CoreRelay, createCoreRelay } from './core-relay';

export interface CoreProcessOptions {
  /** The bundled utility entry (dist/core/utility-entry.js). */
  entry: string;
  dataDir: string;
  version: string;
  secrets: SecretStore;
  onEvent(name: EventName, payload: unknown): void;
  /** Told when the core stopped for good (after the restarts were used up). */
  onGaveUp(exitCode: number): void;
}

export interface CoreProcess {
  relay(): CoreRelay;
  stop(): void;
}

const MAX_RESTARTS = 3;

export function startCoreProcess(options: CoreProcessOptions): CoreProcess {
  let restarts = 0;
  let stopping = false;
  let child: Electron.UtilityProcess;
  let relay: CoreRelay;

  const spawn = () => {
    child = utilityProcess.fork(options.entry, [], {
      serviceName: 'Dossier core',
      stdio: 'inherit',
      // The embedded sandbox of `npm start` (DOSSIER_EMBEDDED_*) reaches the core with the rest.
      env: coreProcessEnv(process.env, { dataDir: options.dataDir, version: options.version }),
    });
    relay = createCoreRelay(child, {
      onEvent: options.onEvent,
      secrets: options.secrets,
      onExit: (code) => {
        if (stopping) return;
        if (restarts >= MAX_RESTARTS) {
          options.onGaveUp(code);
          return;
        }
        restarts += 1;
        spawn();
      },
    });
  };
  spawn();

  return {
    relay: () => relay,
    stop() {
      stopping = true;
      child.kill();
    },
  };
}
