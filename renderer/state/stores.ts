// One store per domain, created together over one bridge, and the events that keep them current.
import type { ActionView } from '../../shared/bridge/views';
import type { RendererBridge } from '../bridge/types';
import { type ActionsStore, createActionsStore } from './actions-store';
import { type AppStore, createAppStore, offlineReason } from './app-store';
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
}

export interface StoreOptions {
  notesDebounceMs?: number;
  now?: () => number;
}

export function createStores(bridge: RendererBridge, options: StoreOptions = {}): Stores {
  const app = createAppStore(bridge);
  const actions = createActionsStore(bridge);
  const registry = createRegistryStore(bridge);
  const library = createLibraryStore(bridge);
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
    quote: createQuoteStore(bridge, {
      onAction: (action) => actions.getState().upsert(action),
      onResolve: (result) => registry.getState().setResult(result),
      offlineReason: () => offlineReason(app.getState()),
      now: options.now,
    }),
    findings: createFindingsStore(bridge),
    notes: createNotesStore(bridge, options.notesDebounceMs),
    exports: createExportStore(bridge),
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

function actionProgressed(stores: Stores, action: ActionView): void {
  stores.actions.getState().upsert(action);
  if (action.kind === 'export') {
    // An export reads the library and writes a file: nothing on screen changed.
    stores.exports.getState().progressed(action);
    return;
  }
  if (action.state === 'done') {
    companyChanged(stores, action.subject || null);
    void stores.spend.getState().refresh();
    void stores.app.getState().refresh();
    if (stores.director.getState().din === action.subject) void stores.director.getState().refresh();
  }
}

/** Subscribes the stores to the bridge's events; returns the unsubscribe. */
export function connectStores(bridge: RendererBridge, stores: Stores): () => void {
  const offs = [
    bridge.on('action.progress', (action) => actionProgressed(stores, action)),
    bridge.on('spend', (entry) => {
      if (entry.walletAfterPaisa !== null) stores.app.getState().setWallet(entry.walletAfterPaisa);
      void stores.spend.getState().refresh();
    }),
    bridge.on('freshness', ({ companyId }) => companyChanged(stores, companyId)),
    bridge.on('library.changed', ({ companyId }) => companyChanged(stores, companyId)),
    bridge.on('connectivity', ({ online, reason }) => stores.app.getState().setRegistry(online, reason)),
    bridge.on('error', (error) => stores.app.getState().pushNotice(error)),
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
