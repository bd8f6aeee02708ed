/**
 * The core: opens the library in `dataDir`, reads the settings beside it (account/), wires the API
 * client, the mirror engine, the read models (views/) and the handlers of every bridge call (facade/). The Electron utility process,
 * the browser host and the `dossier` command line all start the core through createCore.
 */
import { randomUUID } from 'node:crypto';
import { createConnectivity } from './account/connectivity';
import { createSession } from './account/session';
import { peekSettingsMode, sweepSettingsTemps } from './account/settings';
import type { AppError } from '../../shared/result';
import { DossierError } from './app-error';
import { type BridgeHandlers, createEventHub, type EventSink } from './bridge-handlers';
import { type ConnectorParts, type ConnectorTuning, type LibraryConnector, openLibraryConnector, watchAssistantRequests } from './connector';
import type { Core, CoreEventListener, CoreOptions } from './core-types';
import type { HandlerContext } from './facade/handler-context';
import { createHandlers } from './facade/handlers';
import { createMirrorEngine, type MirrorTuning } from './mirror';
import { createPortfolioService, type PortfolioService } from './portfolio';
import type { TeamSyncProgress } from '../../shared/bridge/team';
import type { ActionView } from '../../shared/bridge/views';
import { createTeamLibrary, startBackgroundSync, type TeamLibrary } from './team';
import { createWatcher, DEFAULT_BACKGROUND_CHECK_MS, markWatchOwned, startBackgroundChecks } from './watch';
import { createWrittenExports, fingerprintOf, type PackSigner, type PackSigning } from './export';
import { getOrCreateDataKey, librarySigningKey, type SecretStore, SecretStoreError, signingKeyMissing } from './secrets';
import { createAesGcmCipher, type Library, makePrivateDir, openLibrary, prepareDataFolder } from './store';
import { FIRST_COMPANY_SORT } from '../../shared/bridge/company-sort';
import { createPdfFiles, libraryCompanies } from './views';

export type { Core, CoreEventListener, CoreOptions } from './core-types';

/** CoreOptions plus the engine's timings, which tests shorten (a real registry wants the defaults). */
/** The actions whose purchases the team library receives as soon as they are stored. */
const PUBLISHED_KINDS = new Set(['mirror', 'refresh', 'fetch', 'extractions']);

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

export { DEFAULT_BACKGROUND_CHECK_MS };

/**
 * The data key, read (or made) once when first needed. It seals personal data at rest (director
 * contacts, PANs in master records) and the pack-signing key derives from it. Without a keychain
 * or DOSSIER_DATA_KEY there is none: personal fields of new reads are then withheld rather than
 * written in the clear (app.status says so once any was), and a pack is refused unless the
 * analyst agrees to an unsigned one; `failure.why` keeps the reason in words for that refusal.
 */
function dataKeyReader(secrets: SecretStore, failure: { why: string | null }): () => Promise<Uint8Array | null> {
  let key: Uint8Array | null = null;
  return async () => {
    if (key) return key;
    try {
      key = await getOrCreateDataKey(secrets);
      failure.why = null;
    } catch (error) {
      if (!(error instanceof SecretStoreError)) throw error;
      failure.why = signingKeyMissing(error);
    }
    return key;
  };
}

/** The lower of two caps (null: no cap). */
function lowerCap(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

/** The library's own id (made once, kept in the library): what makes its signing key its own. */
function libraryIdOf(library: Library): string {
  const known = library.clientState.get<string>('library-id');
  if (known) return known;
  const id = randomUUID();
  library.clientState.set('library-id', id);
  return id;
}

function packSignerOf(dataKey: Uint8Array, library: Library): PackSigner {
  const key = librarySigningKey(dataKey, libraryIdOf(library));
  return {
    publicKey: Buffer.from(key.publicKey).toString('base64'),
    fingerprint: fingerprintOf(key.publicKey),
    sign: (bytes) => Buffer.from(key.sign(bytes)).toString('base64'),
  };
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
  // A folder that cannot hold a library fails here, at once and in words (DATA_DIR_UNUSABLE).
  const dataDir = prepareDataFolder(options.dataDir);
  makePrivateDir(dataDir);
  sweepSettingsTemps(dataDir);
  // The built-in sandbox needs no keychain (its data is synthetic): the data key is asked for
  // when a real key is added (onKeyStored below), not at a start in sandbox mode.
  const dataKeyFailure: { why: string | null } = { why: null };
  const dataKey = dataKeyReader(options.secrets, dataKeyFailure);
  const keyAtStart = peekSettingsMode(dataDir) === 'embedded' ? null : await dataKey();
  let cipher = keyAtStart ? createAesGcmCipher(keyAtStart) : null;
  const library = openLibrary(dataDir, { now: () => new Date(now()), personalCipher: cipher });
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
      async onKeyStored() {
        if (cipher) return;
        const key = await dataKey();
        cipher = key ? createAesGcmCipher(key) : null;
        if (cipher) library.adoptPersonalCipher(cipher);
      },
    });
    const team: TeamLibrary = createTeamLibrary({
      library,
      envUrl: options.teamUrl ?? null,
      storedUrl: () => session.settings().teamUrl ?? null,
      storeUrl: (url) => session.updateSettings({ teamUrl: url }),
      password: {
        get: () => options.secrets.get('team-password'),
        set: (value) => options.secrets.set('team-password', value),
        delete: () => options.secrets.delete('team-password'),
      },
      now,
      notice: (message) => hub.emit('team.notice', { message, at: new Date(now()).toISOString() }),
    });
    const publishBought = (action: ActionView) => {
      if (team.configured() && action.state === 'done' && PUBLISHED_KINDS.has(action.kind) && action.subject) {
        team.publishSoon(action.subject);
        teamSync.afterPurchase();
      }
    };
    // The book view's assessments are kept current: a change announced makes a company's entry stale.
    let portfolios: PortfolioService | null = null;
    const noteForBooks = (name: string, payload: unknown) => {
      if (name === 'library.changed') {
        const id = (payload as { companyId: string | null }).companyId;
        portfolios?.invalidate(id === null ? null : [id]);
      } else if (name === 'team.sync') {
        const p = payload as TeamSyncProgress;
        if (p.state !== 'running' && p.applied > 0) portfolios?.invalidate(null);
      }
    };
    // Spend events carry the wallet after each billed call: the status shows it without another read.
    const sink: EventSink = {
      emit(name, payload) {
        noteForBooks(name, payload);
        if (name === 'spend') {
          const after = (payload as { walletAfterPaisa: number | null }).walletAfterPaisa;
          if (after !== null) session.noteWallet(after);
        }
        // A company bought (mirror, refresh, fetch) is published to the team library once stored.
        if (name === 'action.progress') publishBought(payload as ActionView);
        // A stop of an action a watch check owns is the check's to resume: the app is told so.
        hub.emit(name, name === 'error' ? (markWatchOwned(library, payload as AppError) as typeof payload) : payload);
      },
    };
    const engine = createMirrorEngine({
      library,
      client: () => session.client(),
      events: sink,
      budget: () => {
        const s = session.settings();
        const run = options.runCapPaisa ?? null;
        const cap = lowerCap(s.sessionCapPaisa, run);
        return { confirmThresholdPaisa: s.confirmThresholdPaisa, sessionCapPaisa: cap, capSetFor: cap !== null && cap === run ? 'run' : 'settings' };
      },
      now,
      tuning: options.tuning,
      // The data key is read when a contact is bought, so a locked keychain stops only that step.
      contactCipher: async () => cipher ?? createAesGcmCipher(await getOrCreateDataKey(options.secrets)),
      // A company the team library holds is copied from it, not bought (issue 12).
      team: team.source,
    });
    // The app syncs with the team in the background (the CLI and tests only when asked).
    const teamSync = startBackgroundSync(team, sink, { everyMs: options.teamSyncEveryMs ?? false, now });
    await engine.recoverInterrupted();
    const pollMs = options.assistantRequestPollMs;
    const requests = pollMs === false ? null : watchAssistantRequests(library, sink, { pollMs, now });

    const watcher = createWatcher({ library, engine, client: () => session.client(), now });
    portfolios = createPortfolioService({ library, engine, now, events: sink });
    const background = startBackgroundChecks(watcher, engine, sink, { everyMs: options.watchCheckEveryMs ?? false });
    const written = createWrittenExports();
    const ctx: HandlerContext = {
      written,
      library,
      session,
      engine,
      watcher,
      portfolios,
      team,
      teamSync,
      connectivity,
      options,
      now,
      iso: () => new Date(now()).toISOString(),
      async packSigner(): Promise<PackSigning> {
        const key = await dataKey();
        if (key) return { signer: packSignerOf(key, library), why: null };
        return { signer: null, why: dataKeyFailure.why ?? 'no signing key: the library has no data key' };
      },
    };
    let closed = false;
    // The list the app's first screen reads, computed once this start has returned (see CoreOptions).
    const preparing = options.prepareLibraryList
      ? setImmediate(() => {
          try {
            libraryCompanies(library, FIRST_COMPANY_SORT, ctx.iso());
          } catch {
            // Nothing is lost: the window's own read computes it again and says what failed.
          }
        })
      : null;
    const core: Core = {
      handlers: refusedAfterClose(createHandlers(ctx, sink), () => closed),
      events: {
        subscribe(listener: CoreEventListener) {
          return hub.subscribe((name, payload) => listener(name, payload as never));
        },
      },
      files: { ...createPdfFiles(library), exportFile: (exportId) => written.file(exportId) },
      backup: (dest) => library.backupTo(dest),
      async idle() {
        if (!closed) await engine.idle();
        await team.settled();
      },
      async close() {
        if (closed) return;
        closed = true;
        if (preparing) clearImmediate(preparing);
        requests?.stop();
        background.stop();
        portfolios?.close();
        try {
          await teamSync.stop();
          await engine.close();
          // A publish in flight finishes (or fails and is remembered) before the library closes.
          await team.settled();
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
