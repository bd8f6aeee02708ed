/**
 * The core: opens the library in `dataDir`, reads the settings beside it (account/), wires the API
 * client, the mirror engine, the read models (views/) and the handlers of every bridge call (facade/). The Electron utility process,
 * the browser host and the `dossier` command line all start the core through createCore.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createConnectivity } from './account/connectivity';
import { createSession } from './account/session';
import { sweepSettingsTemps } from './account/settings';
import { DossierError } from './app-error';
import { type BridgeHandlers, createEventHub, type EventSink } from './bridge-handlers';
import { type ConnectorParts, type ConnectorTuning, type LibraryConnector, openLibraryConnector, watchAssistantRequests } from './connector';
import type { Core, CoreEventListener, CoreOptions } from './core-types';
import type { HandlerContext } from './facade/handler-context';
import { createHandlers } from './facade/handlers';
import { createMirrorEngine, type MirrorTuning } from './mirror';
import { getOrCreateDataKey } from './secrets';
import { createAesGcmCipher, openLibrary } from './store';
import { createPdfFiles } from './views';

export type { Core, CoreEventListener, CoreOptions } from './core-types';

/** CoreOptions plus the engine's timings, which tests shorten (a real registry wants the defaults). */
export interface CreateCoreOptions extends CoreOptions {
  tuning?: Partial<MirrorTuning>;
  /** The API client's fetch (tests count or fail requests with it); default globalThis.fetch. */
  fetch?: typeof fetch;
  /**
   * How often the core looks in the library for paid calls an assistant asks the analyst about
   * (they come from `dossier mcp`, another process); false turns the watch off. Default 1 s.
   */
  assistantRequestPollMs?: number | false;
}

export async function createCore(options: CreateCoreOptions): Promise<Core> {
  return (await assembleCore(options)).core;
}

/** The core of `dossier mcp` and the library connector on it: one library, one engine, no request watch of its own. */
export interface ConnectorCore {
  core: Core;
  connector: LibraryConnector;
}

export async function openConnectorCore(options: CreateCoreOptions & { connectorTuning?: Partial<ConnectorTuning> }): Promise<ConnectorCore> {
  const { core, parts } = await assembleCore({ ...options, assistantRequestPollMs: false });
  try {
    const connector = openLibraryConnector(parts, { version: options.version ?? 'dev', tuning: options.connectorTuning });
    return { core, connector };
  } catch (error) {
    await core.close();
    throw error;
  }
}

async function assembleCore(options: CreateCoreOptions): Promise<{ core: Core; parts: ConnectorParts }> {
  const now = options.now ?? Date.now;
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  sweepSettingsTemps(dataDir);
  const library = openLibrary(dataDir, { now: () => new Date(now()) });
  try {
    const hub = createEventHub();
    const connectivity = createConnectivity(hub);
    const session = await createSession({
      dataDir,
      secrets: options.secrets,
      embedded: options.embedded,
      library,
      connectivity,
      limits: options.limits,
      fetch: options.fetch,
      now,
    });
    // Spend events carry the wallet after each billed call: the status shows it without another read.
    const sink: EventSink = {
      emit(name, payload) {
        if (name === 'spend') {
          const after = (payload as { walletAfterPaisa: number | null }).walletAfterPaisa;
          if (after !== null) session.noteWallet(after);
        }
        hub.emit(name, payload);
      },
    };
    const engine = createMirrorEngine({
      library,
      client: () => session.client(),
      events: sink,
      budget: () => {
        const s = session.settings();
        return { confirmThresholdPaisa: s.confirmThresholdPaisa, sessionCapPaisa: s.sessionCapPaisa };
      },
      now,
      tuning: options.tuning,
      // The data key is read when a contact is bought, so a locked keychain stops only that step.
      contactCipher: async () => createAesGcmCipher(await getOrCreateDataKey(options.secrets)),
    });
    library.documents.sweepTempFiles();
    await engine.resumeInterrupted();
    const pollMs = options.assistantRequestPollMs;
    const requests = pollMs === false ? null : watchAssistantRequests(library, sink, { pollMs, now });

    const ctx: HandlerContext = {
      library,
      session,
      engine,
      connectivity,
      options,
      now,
      iso: () => new Date(now()).toISOString(),
    };
    let closed = false;
    const core: Core = {
      handlers: refusedAfterClose(createHandlers(ctx, sink), () => closed),
      events: {
        subscribe(listener: CoreEventListener) {
          return hub.subscribe((name, payload) => listener(name, payload as never));
        },
      },
      files: createPdfFiles(library),
      async idle() {
        if (!closed) await engine.idle();
      },
      async close() {
        if (closed) return;
        closed = true;
        requests?.stop();
        try {
          await engine.close();
        } finally {
          library.close();
        }
      },
    };
    return { core, parts: { library, account: session, engine, now } };
  } catch (error) {
    library.close();
    throw error;
  }
}

/** After close the library is shut: a late call gets an error in words, not a database failure. */
function refusedAfterClose(handlers: BridgeHandlers, isClosed: () => boolean): BridgeHandlers {
  const guarded: Record<string, (args: unknown, ctx: unknown) => Promise<unknown>> = {};
  for (const [name, handler] of Object.entries(handlers) as Array<[string, (args: unknown, ctx: unknown) => Promise<unknown>]>) {
    guarded[name] = async (args, ctx) => {
      if (isClosed()) throw new DossierError('CORE_CLOSED', `Dossier is shutting down: ${name} was not run.`);
      return handler(args, ctx);
    };
  }
  return guarded as BridgeHandlers;
}
