/**
 * The mirror engine: quotes from free calls, consent by quote id, and durable execution through
 * the library's work queue. Quotes live in memory for ten minutes; a consented action and its
 * first items are written in one transaction, so from then on a kill loses nothing.
 */
import { companyCandidate } from '../../../shared/bridge/registry-candidates';
import type { ActionView } from '../../../shared/bridge/views';
import { actionView } from '../views';
import { capReason } from './budget';
import { createEngineContext } from './engine-context';
import { MirrorError } from './errors';
import { type ActionPlan, initialItems, type StoredQuote } from './plan';
import { INTERACTIVE } from './quote-kit';
import { quoteDirectorProfile, quoteMirror, quoteResolve, type RunningCheck } from './quotes-company';
import { quoteDirectorContact } from './quotes-contact';
import { quoteFetch, quoteRefresh } from './quotes-freshness';
import { quoteNetworkExpand } from './quotes-network';
import { createRunner } from './runner';
import { createTextIndexer } from './text-indexer';
import type { MirrorEngine, MirrorEngineDeps, MirrorQuote } from './types';

interface IssuedQuote {
  quote: MirrorQuote;
  plan: ActionPlan | null;
  resolve?: { query: string; state?: string; city?: string };
}

export function createMirrorEngine(deps: MirrorEngineDeps): MirrorEngine {
  const engine = createEngineContext(deps);
  const { library } = engine;
  const runner = createRunner(engine);
  const indexer = createTextIndexer(engine);
  engine.onDocumentStored = (filingId) => indexer.push(filingId);
  const issued = new Map<string, IssuedQuote>();
  let closed = false;

  const runningOn: RunningCheck = (subject) => {
    const busy = library.actions.list(['pending', 'running', 'paused']).find((a) => a.subject === subject);
    return busy ? `A ${busy.kind} of ${subject} is already under way: wait for it, or cancel it first` : null;
  };

  function remember(entry: IssuedQuote): MirrorQuote {
    const now = engine.now();
    for (const [id, q] of issued) if (Date.parse(q.quote.expiresAt) <= now) issued.delete(id);
    issued.set(entry.quote.quoteId, entry);
    return entry.quote;
  }

  /** The quote, checked again against the budget as it is now. A quote is consent for one run. */
  function take(quoteId: string): IssuedQuote {
    if (closed) throw new MirrorError('ENGINE_CLOSED', 'The mirror engine is shut down');
    const entry = issued.get(quoteId);
    if (!entry) throw new MirrorError('QUOTE_UNKNOWN', 'This quote is unknown (it was not issued by this session): ask for a new quote');
    if (Date.parse(entry.quote.expiresAt) <= engine.now()) {
      issued.delete(quoteId);
      throw new MirrorError('QUOTE_EXPIRED', 'This quote has expired (quotes hold for 10 minutes): ask for a new quote');
    }
    const { quote } = entry;
    if (quote.blockedReason) throw new MirrorError('QUOTE_BLOCKED', quote.blockedReason);
    const cap = quote.sandbox ? null : capReason(quote.totalPaisa, engine.sessionSpendPaisa(), engine.budget().sessionCapPaisa);
    if (cap) throw new MirrorError('SESSION_CAP_REACHED', cap, 'Raise the session cap in Settings, then ask for a new quote.');
    issued.delete(quoteId);
    return entry;
  }

  function view(actionId: string): ActionView {
    const action = library.actions.get(actionId);
    if (!action) throw new MirrorError('ACTION_UNKNOWN', `There is no action ${actionId}`);
    return actionView(library, action, runner.stepText(actionId));
  }

  function changed(actionId: string): ActionView {
    runner.emitProgress(actionId);
    return view(actionId);
  }

  return {
    quoteMirror: async (id, opts) => remember(await quoteMirror(engine, id, opts.includeDirectors, runningOn)),
    quoteRefresh: async (id) => remember(await quoteRefresh(engine, id, runningOn)),
    quoteFetch: async (id) => remember(await quoteFetch(engine, id, runningOn)),
    quoteDirectorProfile: async (din) => remember(await quoteDirectorProfile(engine, din, runningOn)),
    quoteDirectorContact: async (din) => remember(await quoteDirectorContact(engine, din, runningOn)),
    quoteNetworkExpand: async (target) => remember(await quoteNetworkExpand(engine, target, runningOn)),
    quoteResolve: async (query) => remember({ quote: await quoteResolve(engine, query), plan: null, resolve: query }),

    async run(quoteId, opts = {}) {
      // Checked before the quote is taken, so a refused run leaves the quote usable later.
      const planned = issued.get(quoteId)?.plan;
      const busy = planned ? runningOn(planned.subject) : null;
      if (busy) throw new MirrorError('QUOTE_BLOCKED', busy);
      const entry = take(quoteId);
      const { plan, quote } = entry;
      if (plan === null) throw new MirrorError('QUOTE_UNKNOWN', 'A search quote is run with runResolve, not run');
      const stored: StoredQuote = { quote, plan };
      const action = library.tx(() => {
        const created = library.actions.create({
          kind: plan.kind,
          subject: plan.subject,
          quote: stored,
          consentAt: engine.iso(),
          requestedBy: opts.requestedBy ?? 'analyst',
        });
        for (const item of initialItems(plan)) {
          library.queue.enqueue({ actionId: created.id, kind: item.kind, subject: plan.subject, key: item.key, priority: plan.priority });
        }
        return created;
      });
      runner.wake();
      return changed(action.id);
    },

    async runResolve(quoteId, opts = {}) {
      const entry = take(quoteId);
      if (!entry.resolve) throw new MirrorError('QUOTE_UNKNOWN', 'This quote is not a search quote');
      const { query, state, city } = entry.resolve;
      const res = await engine.client().resolveCompanies({ q: query, state, city }, INTERACTIVE);
      const sandbox = res.data.sandbox === true;
      engine.commit({
        actionId: null,
        requestedBy: opts.requestedBy ?? 'analyst',
        billing: res.billing,
        write: () => {
          for (const c of res.data.candidates) {
            library.companies.upsertSummary({ id: c.cin, idType: c.idType, name: c.company, status: c.companyStatus ?? null, sandbox: sandbox ? true : undefined });
          }
        },
      });
      return { candidates: res.data.candidates.map(companyCandidate), sandbox, hint: res.data.hint ?? null, requestId: res.requestId };
    },

    list: () => library.actions.list().map((a) => actionView(library, a, runner.stepText(a.id))),
    get(actionId) {
      const action = library.actions.get(actionId);
      return action ? actionView(library, action, runner.stepText(actionId)) : null;
    },
    pause(actionId) {
      view(actionId);
      library.actions.pause(actionId);
      runner.interrupt(actionId);
      return changed(actionId);
    },
    resume(actionId) {
      view(actionId);
      library.actions.resume(actionId);
      runner.wake();
      return changed(actionId);
    },
    cancel(actionId) {
      view(actionId);
      library.actions.cancel(actionId);
      runner.interrupt(actionId);
      runner.wake();
      return changed(actionId);
    },

    async resumeInterrupted() {
      library.documents.sweepTempFiles();
      library.queue.resetRunning();
      indexer.catchUp();
      runner.wake();
    },
    sessionSpendPaisa: () => engine.sessionSpendPaisa(),
    async idle() {
      await runner.idle();
      await indexer.idle();
    },
    async close() {
      closed = true;
      await runner.close();
      await indexer.close();
      engine.flushLibraryChanges();
    },
  };
}
