// One store per domain, created together over one bridge, and the events that keep them current.
// Events carry state (a company's summary after a commit, the wallet after a billed call), so the
// stores take it in place and read again only what an event cannot carry.
import type { LibraryChange, LibraryPart, SpendEvent } from '../../shared/bridge/events';
import type { ActionView, CompanySummary } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { navigate } from '../router/routes';
import { type ActionsStore, createActionsStore } from './actions-store';
import { type AppStore, createAppStore, keyMissing, offlineReason } from './app-store';
import { type AssistantStore, createAssistantStore } from './assistant-store';
import { type ChangesStore, createChangesStore } from './changes-store';
import { type CompanyStore, createCompanyStore } from './company-store';
import { createDirectorStore, type DirectorStore } from './director-store';
import { createExportStore, type ExportStore } from './export-store';
import { createFilingsStore, type FilingsStore } from './filings-store';
import { createFindingsStore, type FindingsStore } from './findings-store';
import { createFinancialsStore, type FinancialsStore } from './financials-store';
import { createLibraryStore, type LibraryStore } from './library-store';
import { createNotesStore, type NotesStore } from './notes-store';
import { createQuoteStore, type QuoteStore } from './quote-store';
import { createRegistryStore, type RegistryStore } from './registry-store';
import { createSearchStore, type SearchStore } from './search-store';
import { createSpendStore, type SpendStore } from './spend-store';
import { createTeamStore, type TeamStore } from './team-store';
import { coalesce, throttle } from './store-kit';

export interface Stores {
  app: AppStore;
  library: LibraryStore;
  company: CompanyStore;
  filings: FilingsStore;
  financials: FinancialsStore;
  search: SearchStore;
  registry: RegistryStore;
  actions: ActionsStore;
  spend: SpendStore;
  director: DirectorStore;
  quote: QuoteStore;
  findings: FindingsStore;
  notes: NotesStore;
  exports: ExportStore;
  assistant: AssistantStore;
  changes: ChangesStore;
  team: TeamStore;
}

export interface StoreOptions {
  notesDebounceMs?: number;
  now?: () => number;
}

export function createStores(bridge: RendererBridge, options: StoreOptions = {}): Stores {
  const app = createAppStore(bridge);
  // Resuming is consented like a new paid action: through the quote dialog.
  const actions = createActionsStore(bridge, (actionId) => quote.getState().open('action.quoteResume', { actionId }));
  const registry = createRegistryStore(bridge);
  const library = createLibraryStore(bridge);
  const quote: QuoteStore = createQuoteStore(bridge, {
    onAction: (action) => actions.getState().upsert(action),
    onResolve: (result) => registry.getState().setResult(result),
    offlineReason: () => offlineReason(app.getState()),
    // The status the app holds may be older than a key set meanwhile (Settings in another window,
    // dossier key set): read it again before asking for a key.
    keyMissing: async () => {
      if (!keyMissing(app.getState())) return false;
      await app.getState().refresh();
      return keyMissing(app.getState());
    },
    now: options.now,
  });
  return {
    app,
    library,
    company: createCompanyStore(bridge),
    filings: createFilingsStore(bridge),
    financials: createFinancialsStore(bridge),
    search: createSearchStore(bridge, library),
    registry,
    actions,
    spend: createSpendStore(bridge),
    director: createDirectorStore(bridge),
    quote,
    findings: createFindingsStore(bridge),
    notes: createNotesStore(bridge, options.notesDebounceMs),
    exports: createExportStore(bridge),
    assistant: createAssistantStore(bridge),
    changes: createChangesStore(bridge),
    team: createTeamStore(bridge),
  };
}

/** Refreshes what shows a company when that company (or, with null, any company) changed. */
function companyChanged(stores: Stores, companyId: string | null): void {
  void stores.library.getState().refresh();
  const matches = (id: string | null) => id !== null && (companyId === null || id === companyId);
  if (matches(stores.company.getState().id)) void stores.company.getState().refresh();
  if (matches(stores.filings.getState().id)) void stores.filings.getState().refresh();
  if (matches(stores.financials.getState().id)) void stores.financials.getState().refresh();
  if (matches(stores.findings.getState().id)) void stores.findings.getState().refresh();
  if (matches(stores.notes.getState().id)) void stores.notes.getState().refresh();
}

/** The re-reads events may ask for, each coalesced so a burst costs at most two reads at a time. */
interface Rereads {
  company(): void;
  filings(): void;
  financials(): void;
  findings(): void;
  notes(): void;
  /** The spend page moves a few times a second while a mirror buys, not once a billed call. */
  spend(): void;
}

const SPEND_REREAD_GAP_MS = 500;

function rereadsOf(stores: Stores): Rereads {
  const once = (read: () => Promise<void>) => {
    const ask = coalesce(read);
    return () => void ask();
  };
  return {
    company: once(() => stores.company.getState().refresh()),
    filings: once(() => stores.filings.getState().refresh()),
    financials: once(() => stores.financials.getState().refresh()),
    findings: once(() => stores.findings.getState().refresh()),
    notes: once(() => stores.notes.getState().refresh()),
    spend: throttle(() => stores.spend.getState().refresh(), SPEND_REREAD_GAP_MS),
  };
}

/** The company's summary as the renderer last had it (the list, or the company on screen). */
function summaryHeld(stores: Stores, companyId: string): CompanySummary | null {
  const detail = stores.company.getState().detail;
  if (detail?.summary.id === companyId) return detail.summary;
  return stores.library.getState().companies.find((c) => c.id === companyId) ?? null;
}

/** Findings read every part of a company; PDFs alone change them only through the freshness verdict. */
function findingsMoved(parts: readonly LibraryPart[], before: CompanySummary | null, after: CompanySummary | null): boolean {
  if (parts.some((p) => p !== 'documents')) return true;
  const a = before?.freshness;
  const b = after?.freshness;
  if (a?.badge !== b?.badge) return true;
  return b?.badge === 'stale' && a?.reasons.join('\n') !== b.reasons.join('\n');
}

/**
 * A company changed, and the event says how it is now: the library list, the company header and the
 * wallet take the new state in place; a view on screen re-reads only when its own part moved (or it
 * shows an error the change may have cured, such as a company not yet in the library).
 */
function libraryChanged(stores: Stores, rereads: Rereads, change: LibraryChange): void {
  if (change.companyId === null) {
    companyChanged(stores, null);
    return;
  }
  const { companyId, summary, parts } = change;
  const before = summaryHeld(stores, companyId);
  stores.library.getState().applySummary(companyId, summary);
  if (summary) stores.company.getState().applySummary(summary);
  const moved = (...which: LibraryPart[]) => parts.some((p) => which.includes(p));
  const open = (state: { id: string | null; error: unknown }, ...which: LibraryPart[]) =>
    state.id === companyId && ((summary !== null && state.error !== null) || moved(...which));
  const company = stores.company.getState();
  if (open(company, 'register', 'directors') || (company.id === companyId && summary !== null && company.detail === null)) rereads.company();
  if (open(stores.filings.getState(), 'filings', 'documents', 'unlock')) rereads.filings();
  if (open(stores.financials.getState(), 'financials')) rereads.financials();
  // Findings and note citations read the whole company: while an action works on it they wait for
  // its end (read then, once for the burst); a change outside an action reads them at once.
  if (actionUnderWay(stores, companyId)) return;
  if (open(stores.notes.getState(), 'register', 'filings')) rereads.notes();
  const findings = stores.findings.getState();
  if (findings.id === companyId && ((summary !== null && findings.error !== null) || findingsMoved(parts, before, summary))) rereads.findings();
}

function actionUnderWay(stores: Stores, companyId: string): boolean {
  return stores.actions.getState().actions.some((a) => a.subject === companyId && (a.state === 'queued' || a.state === 'running'));
}

const ENDED = new Set<ActionView['state']>(['done', 'failed', 'cancelled']);

function actionProgressed(stores: Stores, rereads: Rereads, action: ActionView): void {
  stores.actions.getState().upsert(action);
  if (action.kind === 'export') {
    // An export reads the library and writes a file: nothing on screen changed.
    stores.exports.getState().progressed(action);
    return;
  }
  if (!ENDED.has(action.state)) return;
  // The company's last change came before this (the core sends it first), so the list and the views
  // kept by parts are current; findings and notes, which waited for the end, are read once now.
  if (stores.findings.getState().id === action.subject) rereads.findings();
  if (stores.notes.getState().id === action.subject) rereads.notes();
  if (stores.spend.getState().view !== null) rereads.spend();
  void stores.app.getState().refresh();
  if (stores.director.getState().din === action.subject) void stores.director.getState().refresh();
}

/** A billed call: the wallet after it, in place; the spend page, if it was read, reads again (throttled). */
function spent(stores: Stores, rereads: Rereads, entry: SpendEvent): void {
  if (entry.walletAfterPaisa !== null) {
    stores.app.getState().setWallet(entry.walletAfterPaisa);
    stores.spend.getState().setWallet(entry.walletAfterPaisa);
  }
  const spend = stores.spend.getState();
  if (spend.view !== null && (spend.companyId === null || spend.companyId === entry.subject)) rereads.spend();
}

/** Subscribes the stores to the bridge's events; returns the unsubscribe. */
export function connectStores(bridge: RendererBridge, stores: Stores): () => void {
  const rereads = rereadsOf(stores);
  const offs = [
    bridge.on('action.progress', (action) => actionProgressed(stores, rereads, action)),
    bridge.on('spend', (entry) => spent(stores, rereads, entry)),
    // `freshness` needs nothing: the commit's `library.changed` carries the new badge in the summary.
    bridge.on('library.changed', (change) => libraryChanged(stores, rereads, change)),
    bridge.on('connectivity', ({ online, reason }) => stores.app.getState().setRegistry(online, reason)),
    bridge.on('error', (error) => {
      // A watch check's action stopped at a new quote: the check resumes it within the monitoring
      // budget, so a resume offered here would already be stale, and the stop is no news.
      if (error.code === 'QUOTE_EXCEEDED' && error['watchCheck'] === true) return;
      stores.app.getState().pushNotice(error);
      // An action stopped before spending more than was accepted: the quote of what is left is
      // shown again, as for any paid action (unless another quote is open).
      const actionId = error['actionId'];
      if (error.code === 'QUOTE_EXCEEDED' && typeof actionId === 'string' && stores.quote.getState().phase === 'closed') {
        void stores.quote.getState().open('action.quoteResume', { actionId });
      }
    }),
    // A background check found changes: the feed and the navigation's count follow, and a toast says so.
    bridge.on('watch.changes', ({ newChanges, companies }) => {
      void stores.changes.getState().refresh();
      const where = companies.length === 1 ? ` at ${companies[0]}` : ` at ${companies.length} companies`;
      stores.app.getState().pushNotice({ code: 'WATCH_CHANGES', message: `${newChanges} new change${newChanges === 1 ? '' : 's'} on the watchlist${where}.`, hint: 'Open Changes to read them.' });
    }),
    // The desktop notice of new changes was clicked: main brought the window forward, Changes opens.
    bridge.on('navigate', ({ to }) => {
      if (to === 'changes') navigate('#/changes');
    }),
    // The team sync as it goes; once it pulled something, whatever is open reads again.
    bridge.on('team.sync', (progress) => {
      stores.team.getState().setProgress(progress);
      if (progress.state === 'running') return;
      if (progress.applied > 0) {
        // The library may have had no company before (first run): the status counts them.
        void stores.app.getState().refresh();
        companyChanged(stores, null);
      }
      // Who wrote what is recorded at the end of a sync, and a sync that pulled nothing may still
      // fill authors an earlier one left out (cut off after its pull): the open company reads it again.
      const open = stores.team.getState().provenance?.id;
      if (open) void stores.team.getState().loadProvenance(open);
    }),
    bridge.on('team.status', (status) => stores.team.getState().setStatus(status)),
    bridge.on('portfolio.pricing', (progress) => stores.quote.getState().setPricing(progress)),
    bridge.on('assistant.request', (request) => {
      stores.quote.getState().assistantAsked(request);
      void stores.assistant.getState().refresh();
    }),
    bridge.onConnection((connection) => {
      stores.app.getState().setHost(connection);
      // Back online: whatever happened while the socket was down was missed, so read it again.
      if (connection.online) {
        void stores.app.getState().refresh();
        void stores.actions.getState().refresh();
        companyChanged(stores, null);
      }
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
