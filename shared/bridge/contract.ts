// The bridge contract: every call the renderer may make to the core and every event the core pushes.
// The Electron preload, the main-process relay, the browser host and the renderer's client all derive
// their channel names and types from this one table; nothing else names a channel.
import { z } from 'zod';
import { normaliseState } from '../states';
import type { AppError, Result } from '../result';
import type { AssistantRequestView, AssistantView } from './assistant';
import { baseUrlSchema } from './base-url';
import { unknownCallError } from './call-name';
import type { ConnectivityEvent, FreshnessEvent, LibraryChange, NavigateEvent, SpendEvent } from './events';
import { companyIdSchema as companyId, dinSchema as din, filingIdSchema as filingId, exportIdSchema, networkIdSchema as networkId } from './id-schemas';
import type { LibraryCheckReport } from './library-check';
import { NETWORK_EDGE_KINDS, NETWORK_EXPORT_FORMATS, type NetworkView, networkDepthSchema } from './network';
import type { CompanyCandidateView, RegistryMatches } from './registry-candidates';
import type { TeamInitView, TeamNotice, TeamProvenanceView, TeamStatusView, TeamSyncCancelled, TeamSyncProgress, TeamSyncView } from './team';
import {
  CHANGE_KINDS,
  type ChangesMarked,
  type ChangeView,
  WATCH_INTERVAL,
  type WatchChangesEvent,
  type WatchCheckQuote,
  type WatchCheckResult,
  type WatchEntryView,
  type WatchListView,
  type WatchRemoved,
} from './watch';
import {
  EXPORT_FORMATS,
  EXPORT_REVEAL_WAYS,
  type ExportResult,
  type ExportRevealed,
  findingKeySchema,
  type NoteDeleted,
  type NoteView,
  noteAnchorSchema,
  noteBodySchema,
  REVIEW_STATES,
  type ReviewedFinding,
  reviewCommentSchema,
} from './reports';
import type {
  ActionView,
  AppStatus,
  CompanyDetail,
  CompanySummary,
  DirectorContactView,
  DirectorDetail,
  ExtractionView,
  FilingDocumentView,
  FilingFigure,
  FilingView,
  FinancialsView,
  Quote,
  SearchGroupView,
  SearchHit,
  SpendView,
} from './views';

import { type BookPricingProgress, portfolioActionCalls, portfolioCalls } from './portfolio';
import { type ResultOf, result } from './result-of';

export type { ResultOf } from './result-of';

const quoteId = z.string().min(1).max(64);
const actionId = z.string().min(1).max(64);
/** Filters and free text: bounded like every string the renderer may send. */
const shortText = z.string().max(200);
/** A registry search's state: checked before anything is paid, given on as the registry names it. */
const stateName = z.string().max(80).transform((raw, ctx) => {
  const state = normaliseState(raw);
  if (state.ok) return state.name;
  ctx.addIssue({ code: 'custom', message: state.message });
  return z.NEVER;
});
const nonNegativePaisa = z.number().int().nonnegative();
const intervalDays = z.number().int().min(WATCH_INTERVAL.min).max(WATCH_INTERVAL.max);
/** A calendar date (YYYY-MM-DD, read in IST) or an ISO instant. */
const sinceSchema = z.union([z.iso.date().max(10), z.iso.datetime({ offset: true }).max(40)]);

export const bridgeCalls = {
  'app.status': { args: z.object({}), result: result<AppStatus>() },
  'settings.update': {
    args: z.object({
      baseUrl: baseUrlSchema.optional(),
      confirmThresholdPaisa: nonNegativePaisa.optional(),
      sessionCapPaisa: nonNegativePaisa.nullable().optional(),
    }),
    result: result<AppStatus>(),
  },
  'key.set': { args: z.object({ apiKey: z.string().trim().min(10).max(200) }), result: result<AppStatus>() },
  'key.clear': { args: z.object({}), result: result<AppStatus>() },
  /**
   * The analyst confirms sending the stored key to the registry address shown (`AppStatus.keyHeld`):
   * checked there with the free usage call, then bound to it. The address must be the one in the settings.
   */
  'key.confirmAddress': { args: z.object({ baseUrl: baseUrlSchema }), result: result<AppStatus>() },
  'onboarding.useSandbox': { args: z.object({}), result: result<AppStatus>() },

  'library.companies': {
    args: z.object({ sort: z.enum(['name', 'mirroredAt', 'spend', 'freshness']).default('name') }),
    result: result<CompanySummary[]>(),
  },
  /**
   * Checks the library (SQLite integrity, search indexes, every PDF against its recorded SHA-256
   * and size, stray files); with `repair`, rebuilds the search indexes and moves stray files to
   * quarantine/. Never deletes a file. Free and offline.
   */
  'library.check': { args: z.object({ repair: z.boolean().default(false) }), result: result<LibraryCheckReport>() },
  'search.local': {
    args: z.object({ text: z.string().max(200), limit: z.number().int().min(1).max(100).default(20) }),
    result: result<SearchHit[]>(),
  },
  /** Every kind searched on its own: up to `limit` hits per kind, ranked, with how many each found. */
  'search.groups': {
    args: z.object({ text: z.string().max(200), limit: z.number().int().min(1).max(100).default(20) }),
    result: result<SearchGroupView[]>(),
  },
  'registry.sandbox': { args: z.object({}), result: result<CompanyCandidateView[]>() },
  'registry.quoteResolve': {
    args: z.object({ query: z.string().trim().min(1).max(200), state: stateName.optional(), city: z.string().trim().min(1, 'a city is needed').max(200).optional() }),
    result: result<Quote>(),
  },
  'registry.resolve': { args: z.object({ quoteId }), result: result<RegistryMatches>() },

  'company.detail': { args: z.object({ id: companyId }), result: result<CompanyDetail>() },
  'company.filings': {
    args: z.object({
      id: companyId,
      formId: shortText.optional(),
      year: z.number().int().optional(),
      documentCategory: shortText.optional(),
    }),
    result: result<FilingView[]>(),
  },
  'company.financials': {
    args: z.object({ id: companyId, scope: z.enum(['standalone', 'consolidated']).default('standalone') }),
    result: result<FinancialsView>(),
  },
  'company.extraction': {
    args: z.object({ id: companyId, formType: z.enum(['AOC-4', 'MGT-7', 'PAS-3', 'CHARGES']) }),
    result: result<ExtractionView[]>(),
  },
  'filing.document': {
    args: z.object({ filingId }),
    result: result<FilingDocumentView>(),
  },
  'filing.figures': {
    args: z.object({ filingId }),
    result: result<FilingFigure[]>(),
  },
  'director.detail': { args: z.object({ din }), result: result<DirectorDetail>() },
  /** The director's contact tier from the library (bought through `directorContact.quote`); null when not bought. */
  'director.contact': { args: z.object({ din }), result: result<DirectorContactView | null>() },

  'mirror.quote': { args: z.object({ id: companyId, includeDirectors: z.boolean().default(false) }), result: result<Quote>() },
  'refresh.quote': { args: z.object({ id: companyId }), result: result<Quote>() },
  'fetch.quote': { args: z.object({ id: companyId }), result: result<Quote>() },
  'directorProfile.quote': { args: z.object({ din }), result: result<Quote>() },
  'directorContact.quote': { args: z.object({ din }), result: result<Quote>() },
  /** Runs a quoted action: the quoteId is the analyst's consent. Returns the queued action. */
  'action.run': { args: z.object({ quoteId }), result: result<ActionView>() },
  'action.list': { args: z.object({}), result: result<ActionView[]>() },
  'action.pause': { args: z.object({ actionId }), result: result<ActionView>() },
  /**
   * What is left of a paused action, as a quote: resuming spends like a new paid command, so it is
   * asked for like one. Running the quote (`action.run`) resumes the action.
   */
  'action.quoteResume': { args: z.object({ actionId }), result: result<Quote>() },
  'action.cancel': { args: z.object({ actionId }), result: result<ActionView>() },

  'spend.summary': { args: z.object({ companyId: companyId.optional() }), result: result<SpendView>() },

  'company.findings': { args: z.object({ id: companyId }), result: result<ReviewedFinding[]>() },
  /**
   * Reviews one of the company's current findings (free, offline; shared through the team library
   * when there is one). An empty comment is kept as none. Returns the finding with its new review.
   */
  'findings.review': {
    args: z.object({ companyId, findingKey: findingKeySchema, state: z.enum(REVIEW_STATES), comment: reviewCommentSchema.optional() }),
    result: result<ReviewedFinding>(),
  },
  /** The company's notes, oldest first; with `text`, the notes matching it, best first. */
  'notes.list': { args: z.object({ id: companyId, text: z.string().max(200).optional() }), result: result<NoteView[]>() },
  'notes.create': { args: z.object({ id: companyId, anchor: noteAnchorSchema, body: noteBodySchema }), result: result<NoteView>() },
  'notes.update': {
    args: z.object({ noteId: z.number().int().positive(), body: noteBodySchema.optional(), anchor: noteAnchorSchema.optional() }),
    result: result<NoteView>(),
  },
  'notes.delete': { args: z.object({ noteId: z.number().int().positive() }), result: result<NoteDeleted>() },
  /** The neighbourhood of a company or director in the library's graph, with its red flags (free, offline). */
  'network.view': {
    args: z.object({
      id: networkId,
      depth: networkDepthSchema,
      currentOnly: z.boolean().default(false),
      kinds: z.array(z.enum(NETWORK_EDGE_KINDS)).max(NETWORK_EDGE_KINDS.length).optional(),
    }),
    result: result<NetworkView>(),
  },
  /** "Expand": the profiles of a director, or of a company's current directors, priced from free calls. */
  'network.expandQuote': { args: z.object({ id: networkId }), result: result<Quote>() },
  /** The neighbourhood written as GraphML, GEXF or JSON (free, offline); without outPath into exports/, with one under export.run's rules. */
  'network.export': {
    args: z.object({
      id: networkId,
      format: z.enum(NETWORK_EXPORT_FORMATS),
      depth: networkDepthSchema,
      currentOnly: z.boolean().default(false),
      outPath: z.string().trim().min(1).max(4096).optional(),
      overwrite: z.boolean().optional(),
    }),
    result: result<ExportResult>(),
  },
  /**
   * Writes an export. Without outPath: a free name in the library's exports/ folder. With one (the
   * CLI, the browser host; in the desktop app main fills it from its Save dialog, never the
   * renderer): a full path outside the library folder, in a folder that exists, refused if it
   * exists unless `overwrite`. A pack is signed; when no signing key can be had it is refused
   * (PACK_WOULD_BE_UNSIGNED, "unsigned: <why>") unless `unsigned`, and the result says why it is
   * unsigned. Progress arrives as `action.progress`.
   */
  'export.run': {
    args: z.object({
      id: companyId,
      format: z.enum(EXPORT_FORMATS),
      outPath: z.string().trim().min(1).max(4096).optional(),
      overwrite: z.boolean().optional(),
      unsigned: z.boolean().optional(),
    }),
    result: result<ExportResult>(),
  },
  /**
   * The desktop shell's "Open" and "Show in folder" for an export it just wrote. Main answers it,
   * never the core: the window names the export by its id only (strict: a path is refused), and main
   * acts only on a file an export.run it relayed wrote. Elsewhere it is refused (DESKTOP_ONLY): the
   * browser host offers the file as a download instead.
   */
  'export.reveal': {
    args: z.object({ exportId: exportIdSchema, how: z.enum(EXPORT_REVEAL_WAYS) }).strict(),
    result: result<ExportRevealed>(),
  },

  /** Settings → Assistant: the client configuration, connected clients, the budget and what was asked. */
  'assistant.status': { args: z.object({}), result: result<AssistantView>() },
  'assistant.setBudget': { args: z.object({ budgetPaisa: nonNegativePaisa }), result: result<AssistantView>() },
  /** The analyst's answer to a paid call an assistant asked for; refused when it is no longer waiting. */
  'assistant.answer': {
    args: z.object({ requestId: z.string().min(1).max(64), approve: z.boolean() }),
    result: result<AssistantRequestView>(),
  },

  /** The team library: where this replica syncs to and how far behind it is (asks the team database, free). */
  'team.status': { args: z.object({}), result: result<TeamStatusView>() },
  /** Stores the team URL (its password goes to the keychain, never to settings) after one successful connection. */
  'team.connect': {
    args: z.object({ url: z.string().min(1).max(2000), password: z.string().min(1).max(1000).optional() }).strict(),
    result: result<TeamStatusView>(),
  },
  'team.disconnect': { args: z.object({}), result: result<TeamStatusView>() },
  /** Push what the team lacks, then pull what colleagues published (joins the app's sync when one is running). */
  'team.sync': { args: z.object({}), result: result<TeamSyncView>() },
  /** Stops the running sync after the change it is applying (the next sync resumes there); false when none ran. */
  'team.cancelSync': { args: z.object({}), result: result<TeamSyncCancelled>() },
  /** Which colleague bought the company's unlock and wrote its notes (the local record of the last sync; free, offline). */
  'team.provenance': { args: z.object({ id: companyId }), result: result<TeamProvenanceView>() },
  /** Creates or migrates the team schema (the administrator's URL); idempotent. */
  'team.init': { args: z.object({}), result: result<TeamInitView>() },

  /** Monitoring: the watched companies (due date, unread changes) and the monthly budget with this month's spend. */
  'watch.list': { args: z.object({}), result: result<WatchListView>() },
  /** Watches a company in the library (default every 7 days); refused for one not mirrored yet. */
  'watch.add': { args: z.object({ id: companyId, intervalDays: intervalDays.optional() }), result: result<WatchEntryView>() },
  'watch.remove': { args: z.object({ id: companyId }), result: result<WatchRemoved>() },
  'watch.setInterval': { args: z.object({ id: companyId, intervalDays }), result: result<WatchEntryView>() },
  'watch.setBudget': { args: z.object({ monthlyPaisa: nonNegativePaisa }), result: result<WatchListView>() },
  /** What a check of the due companies (or of `ids`) will buy, from free calls; `capPaisa` limits this check below the monthly budget. */
  'watch.quoteCheck': {
    args: z.object({ capPaisa: nonNegativePaisa.optional(), ids: z.array(companyId).max(1000).optional() }),
    result: result<WatchCheckQuote>(),
  },
  /** Runs a check quote (the consent); resolves when every company in it was checked. */
  'watch.runCheck': { args: z.object({ checkId: quoteId }), result: result<WatchCheckResult>() },
  /** The change feed, newest first. */
  'changes.list': {
    args: z.object({
      id: companyId.optional(),
      kind: z.enum(CHANGE_KINDS).optional(),
      since: sinceSchema.optional(),
      unread: z.boolean().default(false),
      limit: z.number().int().min(1).max(5000).default(1000),
    }),
    result: result<ChangeView[]>(),
  },
  /** Marks the given changes read, or all of a company's, or all. */
  'changes.markRead': {
    args: z.object({ ids: z.array(z.number().int().positive()).max(5000).optional(), id: companyId.optional() }),
    result: result<ChangesMarked>(),
  },
  /** A lender's book (issue 26): shared/bridge/portfolio.ts. */
  ...portfolioCalls,
  /** The book's exports (issue 26 item 6). */
  ...portfolioActionCalls,
} as const;

export type BridgeCalls = typeof bridgeCalls;
export type CallName = keyof BridgeCalls;
export type CallArgs<K extends CallName> = z.input<BridgeCalls[K]['args']>;
export type ParsedCallArgs<K extends CallName> = z.output<BridgeCalls[K]['args']>;
export type CallResult<K extends CallName> = BridgeCalls[K]['result'] extends ResultOf<infer T> ? T : never;

/** Errors cross the bridge as data, never as thrown exceptions. */
export type BridgeResult<T> = Result<T, AppError>;

export const bridgeEvents = {
  'action.progress': result<ActionView>(),
  spend: result<SpendEvent>(),
  freshness: result<FreshnessEvent>(),
  'library.changed': result<LibraryChange>(),
  connectivity: result<ConnectivityEvent>(),
  /** A paid call an assistant is waiting on (pending), or one that stopped waiting (answered, expired). */
  'assistant.request': result<AssistantRequestView>(),
  /** A background check of the watchlist found changes (the feed holds them). */
  'watch.changes': result<WatchChangesEvent>(),
  /** The app's team sync as it goes (started, changes pulled, ended). */
  'team.sync': result<TeamSyncProgress>(),
  /** The team status after each sync of the app (reachable or not, behind by N). */
  'team.status': result<TeamStatusView>(),
  /** An action goes on without the team: it went out of reach mid-action, or a publish waits for the next sync. */
  'team.notice': result<TeamNotice>(),
  /** How far a book's quote is (portfolio.quoteAction): companies priced of all. */
  'portfolio.pricing': result<BookPricingProgress>(),
  /** The Electron main process asks the window to open a view (a click on the desktop notice of new changes). */
  navigate: result<NavigateEvent>(),
  error: result<AppError>(),
} as const;

export type EventName = keyof typeof bridgeEvents;
export type EventPayload<K extends EventName> = (typeof bridgeEvents)[K] extends ResultOf<infer T> ? T : never;

export const callNames = Object.keys(bridgeCalls) as CallName[];
export const eventNames = Object.keys(bridgeEvents) as EventName[];

export function isCallName(name: string): name is CallName {
  return Object.hasOwn(bridgeCalls, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(bridgeEvents, name);
}

/**
 * The one unknown-call check every transport makes before it sends or runs anything (preload, main's
 * relay, the renderer's HTTP client, the core's dispatch): the call's name, or UNKNOWN_CALL naming
 * what was asked for (cut short, key-shaped text masked).
 */
export function callNameOf(name: unknown): BridgeResult<CallName> {
  if (typeof name === 'string' && isCallName(name)) return { ok: true, value: name };
  return { ok: false, error: unknownCallError(name) };
}

/** Validates call arguments at the boundary; the error names the field that is wrong. */
export function parseCallArgs<K extends CallName>(name: K, raw: unknown): BridgeResult<ParsedCallArgs<K>> {
  const parsed = bridgeCalls[name].args.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, value: parsed.data as ParsedCallArgs<K> };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'arguments';
  return {
    ok: false,
    error: { code: 'BAD_ARGUMENTS', message: `${name}: ${where}: ${issue?.message ?? 'invalid'}` },
  };
}

/** The typed API a renderer sees (preload in Electron, HTTP+WebSocket client in the browser host). */
export interface BridgeApi {
  call<K extends CallName>(name: K, args: CallArgs<K>): Promise<BridgeResult<CallResult<K>>>;
  on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void;
}
