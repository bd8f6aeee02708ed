/**
 * The mirror engine: quotes from free calls, consent by quote id, and durable execution through
 * the library's work queue. Quotes live in memory for ten minutes; a consented action and its
 * first items are written in one transaction, so from then on a kill loses nothing.
 *
 * Several processes write one library. Each engine owns the actions it started or resumed and
 * runs only those; one action at a time per company (or DIN), checked in the transaction that
 * creates it. An action whose process is gone waits, paused, for a resume quote: a resume asks
 * for consent like a new paid command, and spends at most what it was accepted for.
 */
import { companyCandidate } from '../../../shared/bridge/registry-candidates';
import type { ActionView } from '../../../shared/bridge/views';
import type { ActionRow, Requester } from '../store';
import { actionView } from '../views';
import { capReason } from './budget';
import { bookStarter } from './engine-book';
import { createEngineContext } from './engine-context';
import { MirrorError } from './errors';
import { isOwnerAlive, isPidAlive, newOwner, releaseOwner } from './owners';
import { type ActionPlan, type BookChild, initialItems, isDirectorPlan, itemPriority, type StoredQuote } from './plan';
import { type Blocked, INTERACTIVE } from './quote-kit';
import { quoteDirectorProfile, quoteMirror, quoteResolve, type RunningCheck } from './quotes-company';
import { quoteDirectorContact } from './quotes-contact';
import { quoteExtractions } from './quotes-extractions';
import { quoteFetch, quoteRefresh } from './quotes-freshness';
import { quoteNetworkExpand } from './quotes-network';
import { quoteBook } from './quotes-book';
import { quoteBookResume } from './quotes-book-resume';
import { quoteResume } from './quotes-resume';
import { quoteResolveMany, runResolveMany } from './resolve-many';
import { createRunner } from './runner';
import { teamRoute } from './team-route';
import type { TeamClaim } from './team-source';
import { createTextIndexer } from './text-indexer';
import type { MirrorEngine, MirrorEngineDeps, MirrorQuote, ResolveQuery } from './types';

interface IssuedQuote {
  quote: MirrorQuote;
  plan: ActionPlan | null;
  /** A book quote: each company's plan and quote, in the book's order. */
  children?: BookChild[];
  resolve?: { query: string; state?: string; city?: string };
  /** A quote for many searches at once (a book's open rows). */
  resolveMany?: readonly ResolveQuery[];
  /** A resume quote: the paused action it resumes. */
  resumes?: string;
  /** A book's resume: its company actions paused mid-way, resumed with it. */
  resumesChildren?: Array<{ actionId: string; mostPaisa: number }>;
}

const INTERRUPTED = {
  code: 'INTERRUPTED',
  message: 'The Dossier process running it stopped before it finished',
  hint: 'Resume it: the quote shows what is left to spend, and nothing bought is bought again.',
};
const CLOSED = {
  code: 'INTERRUPTED',
  message: 'Paused when Dossier closed',
  hint: 'Resume it: the quote shows what is left to spend, and nothing bought is bought again.',
};

/** What consent to a quote allows: the most it can spend, or the run's own limit when that is lower. */
function consented(quote: MirrorQuote, limitPaisa: number | undefined): number {
  return limitPaisa === undefined ? quote.mostPaisa : Math.min(quote.mostPaisa, Math.max(0, limitPaisa));
}

export function createMirrorEngine(deps: MirrorEngineDeps): MirrorEngine {
  const engine = createEngineContext(deps);
  const { library } = engine;
  const owner = newOwner();
  const runner = createRunner(engine, owner);
  const indexer = createTextIndexer(engine, () => runner.readingArchives());
  engine.onDocumentStored = (filingId) => indexer.push(filingId);
  // The team's claims on companies this engine is buying: let go once the action ends (a company
  // bought is published first, so a colleague waiting on the claim copies it instead of buying).
  const claims = new Map<string, TeamClaim>();
  const releaseClaim = (actionId: string, bought = false): Promise<void> => {
    const claim = claims.get(actionId);
    claims.delete(actionId);
    return claim ? claim.release(bought) : Promise.resolve();
  };
  // Reads of the extraction lists made without the team's claim (team out of reach, or none yet):
  // kept when the action ends done, for the next push to give the team (store migration 027).
  const unclaimedReads = new Map<string, { companyId: string; at: string }>();
  engine.onActionEnded = (action) => {
    // A company of a book ended: the book's item following it looks now, not at its next poll.
    if (action.parentId) {
      library.queue.dueNow(action.parentId, 'book-child');
      runner.wake();
    }
    const read = unclaimedReads.get(action.id);
    unclaimedReads.delete(action.id);
    if (read && action.state === 'done') library.teamRecords.putReading(read.companyId, 'extractions', read.at);
    void releaseClaim(action.id, action.state === 'done');
  };
  const issued = new Map<string, IssuedQuote>();
  let closed = false;

  const alive = (a: ActionRow) => isOwnerAlive(a.owner, a.ownerSeenAt, engine.now());

  function busyReason(busy: ActionRow): string {
    if (busy.state === 'paused') return `A ${busy.kind} of ${busy.subject} is paused: resume it (its quote shows what is left), or cancel it first`;
    return `A ${busy.kind} of ${busy.subject} is already under way: wait for it, or cancel it first`;
  }

  /** One action per subject at a time: the open one, as the block of a quote (code COMPANY_BUSY, the action's id in its hint). */
  function busyBlock(busy: ActionRow): Blocked {
    const reason = busyReason(busy);
    return { reason, error: { code: 'COMPANY_BUSY', message: reason, hint: `Its action is ${busy.id}.` } };
  }

  const busyError = (busy: ActionRow) => new MirrorError('COMPANY_BUSY', busyReason(busy), `Its action is ${busy.id}.`);
  const book = bookStarter(engine, owner, busyError, () => runner.wake());

  const runningOn: RunningCheck = (subject) => {
    const busy = library.actions.openOn(subject);
    return busy ? busyBlock(busy) : null;
  };

  /** Files a dead process left (a finished download not yet recorded, a temp file) made right before buying. */
  function reconcile(plan: ActionPlan): void {
    if (!isDirectorPlan(plan) && plan.kind !== 'book') library.documents.recover({ companyId: plan.subject, isPidAlive });
  }

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
    if (quote.nothingToBuy) throw new MirrorError('QUOTE_BLOCKED', `${quote.nothingToBuy}: there is nothing to run`);
    if (quote.blockedReason) throw new MirrorError('QUOTE_BLOCKED', quote.blockedReason);
    const cap = quote.sandbox ? null : capReason(quote.totalPaisa, engine.sessionSpendPaisa(), engine.budget());
    if (cap) throw new MirrorError('SESSION_CAP_REACHED', cap, 'Raise the session cap in Settings, then ask for a new quote.');
    issued.delete(quoteId);
    return entry;
  }

  function view(actionId: string): ActionView {
    const action = library.actions.get(actionId);
    if (!action) throw new MirrorError('ACTION_UNKNOWN', `There is no action ${actionId}`);
    return actionView(library, action, runner.stepText(actionId), runner.transferOf(actionId));
  }

  function changed(actionId: string): ActionView {
    runner.emitProgress(actionId);
    return view(actionId);
  }

  /**
   * Runs a resume quote: the paused action becomes this engine's, allowed what it spent plus the
   * quote's total. Two processes resuming it at once: one resumes it, the other follows it (its
   * view comes back) and spends nothing.
   */
  function resumeWith(quoteId: string, actionId: string, limitPaisa: number | undefined): ActionView {
    const entry = take(quoteId);
    const resumed = library.tx(() => {
      const action = library.actions.get(actionId);
      if (!action) throw new MirrorError('ACTION_UNKNOWN', `There is no action ${actionId}`);
      // Its process died since this one started: it is paused first, then resumed here.
      if ((action.state === 'pending' || action.state === 'running') && !alive(action)) library.actions.interrupt(actionId, INTERRUPTED);
      else if (action.state !== 'paused') return false;
      const spent = library.ledger.total(action.kind === 'book' ? { parentActionId: actionId } : { actionId }).spendPaisa;
      const accepted = entry.quote.sandbox ? null : spent + consented(entry.quote, limitPaisa);
      return library.actions.resume(actionId, owner, accepted);
    });
    const action = library.actions.get(actionId)!;
    if (!resumed && (action.state === 'done' || action.state === 'failed' || action.state === 'cancelled')) {
      throw new MirrorError('QUOTE_BLOCKED', `This ${action.kind} has ended (${action.state}): ask for a new quote instead`);
    }
    if (resumed) {
      // The companies under way resume with their book, each allowed its spend plus its own resume's most.
      for (const { actionId: childId, mostPaisa } of entry.resumesChildren ?? []) {
        library.tx(() => {
          const spent = library.ledger.total({ actionId: childId }).spendPaisa;
          library.actions.resume(childId, owner, entry.quote.sandbox ? null : spent + mostPaisa);
        });
      }
    }
    if (resumed) {
      reconcile(entry.plan!);
      runner.wake();
    }
    return changed(actionId);
  }

  /**
   * Starts a consented action: the team library asked first, under its claim on the company for
   * that kind (team-route.ts; a fetch may copy some PDFs and buy the rest), then the action row and
   * its first items in one transaction. A book's company actions start here too (steps/book.ts).
   */
  async function start(plan: ActionPlan, quote: MirrorQuote, opts: { limit: number | null; requestedBy: Requester; parentId: string | null }): Promise<ActionRow> {
    const route = await teamRoute(engine.team, plan);
    const copied = !route.buys;
    const { claim } = route;
    // Before anything is bought: the lists read from here on are at least this recent.
    const readsListsAt = !copied && claim === null && !plan.sandbox && (plan.kind === 'mirror' || plan.kind === 'extractions') ? engine.iso() : null;
    const stored: StoredQuote = { quote, plan: copied ? { ...plan, fromTeam: true } : plan };
    // One action per subject, checked in the transaction that writes it: of two processes
    // starting a mirror of one company at once, the second is refused.
    let action: ActionRow;
    try {
      action = library.tx(() => {
        const open = library.actions.openOn(plan.subject);
        if (open) throw busyError(open);
        const created = library.actions.create({
          kind: plan.kind,
          subject: plan.subject,
          quote: stored,
          consentAt: engine.iso(),
          owner,
          acceptedPaisa: opts.limit,
          requestedBy: opts.requestedBy,
          parentId: opts.parentId,
        });
        // Copied from the team library: the action is the record of it, done with nothing bought.
        if (copied) library.actions.setState(created.id, 'done');
        else for (const item of initialItems(plan)) {
          library.queue.enqueue({ actionId: created.id, kind: item.kind, subject: plan.subject, key: item.key, priority: itemPriority(plan, item.kind) });
        }
        return created;
      });
    } catch (error) {
      await claim?.release();
      throw error;
    }
    if (claim) claims.set(action.id, claim);
    if (readsListsAt !== null) unclaimedReads.set(action.id, { companyId: plan.subject, at: readsListsAt });
    if (copied) changed(action.id);
    else {
      reconcile(plan);
      runner.wake();
    }
    return action;
  }

  engine.startChild = (child) => start(child.plan, child.quote, { limit: child.limitPaisa, requestedBy: child.requestedBy, parentId: child.parentId });

  return {
    quoteMirror: async (id, opts) => remember(await quoteMirror(engine, id, opts.includeDirectors, runningOn)),
    quoteRefresh: async (id, opts) => remember(await quoteRefresh(engine, id, runningOn, opts)),
    quoteFetch: async (id) => remember(await quoteFetch(engine, id, runningOn)),
    quoteExtractions: async (id) => remember(await quoteExtractions(engine, id, runningOn)),
    quoteDirectorProfile: async (din) => remember(await quoteDirectorProfile(engine, din, runningOn)),
    quoteDirectorContact: async (din) => remember(await quoteDirectorContact(engine, din, runningOn)),
    quoteNetworkExpand: async (target) => remember(await quoteNetworkExpand(engine, target, runningOn)),
    quoteResolve: async (query) => remember({ quote: await quoteResolve(engine, query), plan: null, resolve: query }),
    async quoteBook(req, onPriced) {
      const made = await quoteBook(engine, req, runningOn, onPriced);
      return remember({ quote: made.quote, plan: made.plan, children: made.children });
    },
    quoteResolveMany: async (queries, title) => remember({ quote: await quoteResolveMany(engine, queries, title), plan: null, resolveMany: [...queries] }),

    async run(quoteId, opts = {}) {
      // Checked before the quote is taken, so a refused run leaves the quote usable later.
      const issuedEntry = issued.get(quoteId);
      if (issuedEntry?.resumes) return resumeWith(quoteId, issuedEntry.resumes, opts.limitPaisa);
      const planned = issuedEntry?.plan;
      const busy = planned ? library.actions.openOn(planned.subject) : null;
      if (busy) throw busyError(busy);
      const entry = take(quoteId);
      const { plan, quote } = entry;
      if (plan === null) throw new MirrorError('QUOTE_UNKNOWN', 'A search quote is run with runResolve, not run');
      const limit = plan.sandbox ? null : consented(quote, opts.limitPaisa);
      const action = plan.kind === 'book' ? book.start(plan, quote, entry.children ?? [], limit, opts.requestedBy ?? 'analyst') : await start(plan, quote, { limit, requestedBy: opts.requestedBy ?? 'analyst', parentId: null });
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

    async runResolveMany(quoteId, opts = {}) {
      const issuedEntry = issued.get(quoteId);
      if (issuedEntry && !issuedEntry.resolveMany) throw new MirrorError('QUOTE_UNKNOWN', 'This quote is not a quote for many searches');
      const entry = take(quoteId);
      return runResolveMany(engine, entry.resolveMany!, opts);
    },

    list: () => library.actions.list().map((a) => actionView(library, a, runner.stepText(a.id), runner.transferOf(a.id))),
    get(actionId) {
      const action = library.actions.get(actionId);
      return action ? actionView(library, action, runner.stepText(actionId), runner.transferOf(actionId)) : null;
    },
    async quoteResume(actionId) {
      const action = library.actions.get(actionId);
      if (!action) throw new MirrorError('ACTION_UNKNOWN', `There is no action ${actionId}`);
      const stillRunning = (a: ActionRow): Blocked | null => {
        if (a.state === 'done' || a.state === 'failed' || a.state === 'cancelled') return { reason: `This ${a.kind} has ended (${a.state}): ask for a new quote instead`, error: null };
        if (a.state !== 'paused' && alive(a)) return busyBlock(a);
        return null;
      };
      if (action.kind === 'book') {
        const resumed = await quoteBookResume(engine, action, stillRunning);
        if ('plan' in resumed) return remember({ quote: resumed.quote, plan: resumed.plan, resumes: actionId, resumesChildren: resumed.children });
        return remember({ quote: resumed, plan: null });
      }
      const made = await quoteResume(engine, action, stillRunning);
      if ('plan' in made) return remember({ quote: made.quote, plan: made.plan, resumes: actionId });
      return remember({ quote: made, plan: null });
    },
    pause(actionId) {
      view(actionId);
      // A book's pause reaches the company under way.
      for (const id of [actionId, ...book.openChildren(actionId)]) {
        library.actions.pause(id);
        runner.interrupt(id);
      }
      return changed(actionId);
    },
    cancel(actionId) {
      view(actionId);
      for (const id of [...book.openChildren(actionId, true), actionId]) {
        library.actions.cancel(id);
        runner.interrupt(id);
      }
      runner.wake();
      return changed(actionId);
    },

    async recoverInterrupted() {
      // Actions whose process is gone wait for the analyst: a resume asks before it spends.
      for (const action of library.actions.list(['pending', 'running'])) {
        if (!alive(action)) library.tx(() => library.actions.interrupt(action.id, INTERRUPTED));
      }
      library.documents.recover({ isPidAlive });
      indexer.catchUp();
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
      // What this process leaves unfinished waits, paused, for a resume with consent.
      for (const action of library.actions.list(['pending', 'running'])) {
        if (action.owner?.token === owner.token) library.tx(() => library.actions.interrupt(action.id, CLOSED));
      }
      releaseOwner(owner);
      await Promise.all([...claims.keys()].map((id) => releaseClaim(id)));
      engine.flushLibraryChanges();
    },
  };
}
