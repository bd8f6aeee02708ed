/**
 * The worker: claims the most urgent runnable item of the durable queue (manual work first, then
 * oldest), runs its step, and files the outcome. PDF downloads run a few at a time so the key's
 * pacer always has the next call waiting (work-slots.ts); every other step runs alone. Each step
 * still writes in its own synchronous transaction. When nothing is due it sleeps until the earliest
 * `not_before` or until woken by new work.
 */
import type { AppError } from '../../../shared/result';
import { ApiError, type Billing, isOffline, ResponseValidationError } from '../api';
import type { ActionOwner, ActionRow, WorkItem } from '../store';
import { type ArchiveTransfer, actionView } from '../views';
import { beyondAccepted, mirrorRestExpected, restWillNotFit, spendOutlook, unitPriceOf } from './accepted-spend';
import { capWhere, stepOverCap } from './budget';
import type { EngineContext } from './engine-context';
import { classify, MirrorError, retryAfterMs, toActionError } from './errors';
import { type ActionPlan, itemPriority, planOf, STEP_ENDPOINT, type StepKind, type StoredQuote, wantsFinalSnapshot } from './plan';
import { createStepContext, STEPS } from './steps';
import { createWorkSlots, SIDE_KINDS } from './work-slots';

/** Failures the analyst can fix and then resume from where the action stopped. */
const RESUMABLE = new Set(['INSUFFICIENT_BALANCE', 'NETWORK_ERROR', 'TIMEOUT', 'SESSION_CAP_REACHED', 'NO_CLIENT', 'RATE_LIMITED', 'QUOTE_EXCEEDED']);
const FINAL = new Set(['done', 'failed', 'cancelled']);
const MAX_RETRY_WAIT_MS = 60_000;
const AGAIN = 'Look at the new quote of what is left and accept it to go on.';

/**
 * No answer at all, or a gateway's 502/503/504 without the registry's own error envelope: the
 * registry is out of reach (a 503 it words itself, a queue down, is an answer).
 */
const registryGone = (error: unknown): boolean => isOffline(error) || (error instanceof ApiError && /^HTTP_50[234]$/.test(error.code));

const quoteOf = (action: ActionRow): StoredQuote['quote'] | null => (action.quote as Partial<StoredQuote> | null)?.quote ?? null;
/** How often a running action tells other processes its owner is alive (they judge a foreign host's owner by it). */
const TOUCH_EVERY_MS = 60_000;
/** The progress of an action whose step found nothing moved: sent at most this often (real time: it is for the screen). */
const QUIET_EMIT_EVERY_MS = 1_000;

export interface Runner {
  wake(): void;
  /** Resolves when no item is runnable or waiting. */
  idle(): Promise<void>;
  close(): Promise<void>;
  /** Stops waiting for the pacer if the action's item is queued there (a sent request is awaited). */
  interrupt(actionId: string): void;
  stepText(actionId: string): string | undefined;
  /** True while an archive is being fetched or read (the side lane is taken). */
  readingArchives(): boolean;
  /** The archive an action is transferring now (bytes, rate), for its view; undefined when none. */
  transferOf(actionId: string): ArchiveTransfer | undefined;
  emitProgress(actionId: string): void;
}

/** Runs the actions `owner` owns, and only those: other processes' work in the same library is theirs. */
export function createRunner(engine: EngineContext, owner: ActionOwner): Runner {
  const { library } = engine;
  const touched = new Map<string, number>();
  /** When each action's progress was last sent after a step that found nothing moved. */
  const quietEmits = new Map<string, number>();
  const steps = new Map<string, string>();
  const transfers = new Map<string, ArchiveTransfer>();
  /** Per action, when the registry first failed to answer since its last answer (in memory: a restart starts afresh). */
  const unreachableSince = new Map<string, number>();
  let loop: Promise<void> | null = null;
  let sleeper: AbortController | null = null;
  const slots = createWorkSlots(engine.tuning.parallelDownloads);
  let closed = false;

  function emitProgress(actionId: string): void {
    const action = library.actions.get(actionId);
    if (action) engine.emit('action.progress', actionView(library, action, steps.get(actionId), transfers.get(actionId)));
  }

  /**
   * Why the next paid call of `action` may not be made: it would pass the session cap, or what the
   * analyst accepted (steps in flight beside it may still spend what they reserved); before a
   * mirror's unlock, also when its rest, priced again from the register just read, would not fit
   * either. Null when it may go on.
   */
  function guard(action: ActionRow, plan: ActionPlan, kind: StepKind, price: number): MirrorError | null {
    if (price <= 0) return null;
    const budget = engine.budget();
    const session = engine.sessionSpendPaisa() + slots.reservedPaisa();
    const over = stepOverCap(price, session, budget);
    if (over !== null) return new MirrorError('SESSION_CAP_REACHED', over);
    const outlook = spendOutlook(library, action, plan);
    const beyond = beyondAccepted(outlook, price, slots.reservedPaisa(action.id));
    if (beyond !== null) return new MirrorError('QUOTE_EXCEEDED', beyond, AGAIN);
    if (kind !== 'unlock' || plan.kind !== 'mirror') return null;
    const rest = mirrorRestExpected(library, plan, action, engine.tuning.zipFirst);
    const overAccepted = outlook ? restWillNotFit(outlook.spentPaisa, rest, outlook.acceptedPaisa, 'you accepted') : null;
    if (overAccepted !== null) return new MirrorError('QUOTE_EXCEEDED', overAccepted, AGAIN);
    const overCap = budget.sessionCapPaisa === null ? null : restWillNotFit(session, rest, budget.sessionCapPaisa, `the session cap ${capWhere(budget)}`);
    return overCap === null ? null : new MirrorError('SESSION_CAP_REACHED', overCap);
  }

  /** Tells the UI (a toast) that a background action stopped on an error, with what support asks for. */
  function reportStop(actionId: string, error: AppError): void {
    engine.emit('error', {
      code: error.code,
      message: error.message,
      ...(error.hint ? { hint: error.hint } : {}),
      ...(error.requestId ? { requestId: error.requestId } : {}),
      actionId,
    });
  }

  function stop(action: ActionRow, item: WorkItem, error: AppError): void {
    const resumable = RESUMABLE.has(error.code) || error.code.startsWith('HTTP_5');
    library.tx(() => {
      if (resumable) {
        library.queue.retryLater(item.id, error, new Date(engine.now()));
        library.actions.setState(action.id, 'paused', error);
      } else {
        library.actions.cancel(action.id);
        library.queue.fail(item.id, 'failed', error);
        library.actions.setState(action.id, 'failed', error);
      }
    });
    steps.set(action.id, resumable ? 'Paused' : 'Failed');
    // Downloads of the action still waiting for their turn stay unsent (filed as interrupted). An
    // archive in flight costs nothing: a pause for money (quote, cap, wallet) lets it finish.
    slots.interrupt(action.id, { keepSide: resumable });
    reportStop(action.id, error);
  }

  function report(actionId: string, text: string, transfer: ArchiveTransfer | undefined): void {
    steps.set(actionId, text);
    if (transfer) transfers.set(actionId, transfer);
  }

  function touch(actionId: string): void {
    const last = touched.get(actionId) ?? 0;
    if (engine.now() - last < TOUCH_EVERY_MS) return;
    touched.set(actionId, engine.now());
    library.actions.touch(actionId, owner.token);
  }

  function recordBadAnswer(error: unknown, plan: ActionPlan, kind: StepKind, actionId: string): void {
    if (!(error instanceof ResponseValidationError)) return;
    const { requestId, priceChargedPaisa, walletBalanceAfterPaisa } = error.charge;
    const endpointKey = STEP_ENDPOINT[kind];
    if (requestId === null || priceChargedPaisa === null || walletBalanceAfterPaisa === null || endpointKey === null) return;
    const billing: Billing = { endpointKey, subject: plan.subject, priceChargedPaisa, walletBalanceAfterPaisa, requestId };
    engine.recordCharge(billing, { actionId, note: `Paid, but the answer did not match the spec: ${error.issues}` });
  }

  /** How long the registry has answered none of an action's calls (the first such failure starts the clock). */
  function unreachableFor(actionId: string): number {
    const since = unreachableSince.get(actionId) ?? engine.now();
    unreachableSince.set(actionId, since);
    return engine.now() - since;
  }

  function onError(action: ActionRow, plan: ActionPlan, item: WorkItem, error: unknown): void {
    recordBadAnswer(error, plan, item.kind as StepKind, action.id);
    const kind = classify(error);
    const data = toActionError(error);
    const gone = kind === 'retry' && registryGone(error) ? unreachableFor(action.id) : null;
    if (gone !== null && gone >= engine.tuning.unreachableGiveUpMs) {
      // The registry has answered none of this action's calls for that long: paused with the reason,
      // resumable, never retried for an hour.
      const minutes = Math.max(1, Math.round(gone / 60_000));
      stop(action, item, { ...data, message: `${data.message}; the registry has not answered for ${minutes} minute${minutes === 1 ? '' : 's'}, so the action is paused` });
    } else if (kind === 'retry' && item.attempts < engine.tuning.maxStepAttempts) {
      const wait = retryAfterMs(error) ?? Math.min(MAX_RETRY_WAIT_MS, engine.tuning.retryBaseMs * 2 ** (item.attempts - 1));
      library.queue.retryLater(item.id, data, new Date(engine.now() + wait));
      steps.set(action.id, `Waiting to retry (${data.code})`);
    } else if (kind === 'item') {
      library.queue.fail(item.id, 'failed', data);
    } else {
      stop(action, item, data);
    }
  }

  async function runItem(item: WorkItem, signal: AbortSignal): Promise<void> {
    const action = library.actions.get(item.actionId);
    if (!action || FINAL.has(action.state)) {
      library.queue.fail(item.id, 'failed', { code: 'ACTION_ENDED', message: 'The action has ended' });
      return;
    }
    let plan: ActionPlan;
    try {
      plan = planOf(action.quote);
    } catch (error) {
      library.queue.fail(item.id, 'failed', toActionError(error));
      return;
    }
    if (action.state === 'pending') library.actions.setState(action.id, 'running');
    touch(action.id);
    const kind = item.kind as StepKind;
    const price = unitPriceOf(plan, quoteOf(action), kind);
    const refuse = (error: MirrorError): void => {
      stop(action, item, toActionError(error));
      emitProgress(action.id);
    };
    const client = engine.clientOrNull();
    if (client === null) return refuse(new MirrorError('NO_CLIENT', 'No API key is set, or Dossier is offline'));
    const refused = guard(action, plan, kind, price);
    if (refused !== null) return refuse(refused);
    slots.reserve(item.id, price);
    const ctx = createStepContext({ engine, item, action, plan, client, signal, progress: (t, transfer) => report(action.id, t, transfer) });
    let quiet = false;
    try {
      const outcome = await STEPS[item.kind as StepKind](ctx);
      // An answer came (or a step that needed none ran): the registry is there.
      unreachableSince.delete(action.id);
      quiet = outcome.kind === 'later' && outcome.unchanged === true;
      if (outcome.kind === 'later') library.queue.retryLater(item.id, { code: outcome.code, message: outcome.reason }, new Date(outcome.at));
      if (outcome.kind === 'unavailable') library.queue.fail(item.id, 'unavailable', { code: outcome.code, message: outcome.reason });
    } catch (error) {
      // Paused or cancelled while waiting for its turn: nothing was sent; the item waits for resume.
      if (signal.aborted) library.queue.retryLater(item.id, { code: 'INTERRUPTED', message: 'Interrupted before it was sent' }, new Date(engine.now()));
      else onError(action, plan, item, error);
    }
    // The archive's bytes are in zip_batches now (or it fell back per file): no transfer in flight.
    if (item.kind === 'zip') transfers.delete(action.id);
    // A step that only looked and found nothing moved (a book looking in on its company under way,
    // whose view reads the whole book again): its progress goes out at most once a second (a book's
    // spend follows its company's); anything else goes out at once.
    const sent = quietEmits.get(action.id);
    if (quiet && sent !== undefined && performance.now() - sent < QUIET_EMIT_EVERY_MS) return;
    if (quiet) quietEmits.set(action.id, performance.now());
    else quietEmits.delete(action.id);
    emitProgress(action.id);
  }

  /**
   * Actions with no open item are finished: done, or failed when a step failed for real. Returns
   * true when it queued a last freshness read instead (the action is not finished yet).
   */
  function finalize(): boolean {
    let queued = false;
    for (const action of library.actions.list(['pending', 'running']).filter((a) => a.owner?.token === owner.token)) {
      const items = library.queue.list(action.id);
      if (items.some((i) => i.state === 'pending' || i.state === 'running')) continue;
      const hard = items.find((i) => i.state === 'failed' && i.failure?.kind !== 'unavailable');
      let plan: ActionPlan | null = null;
      try {
        plan = planOf(action.quote);
      } catch {
        plan = null;
      }
      if (!hard && plan && wantsFinalSnapshot(plan) && !items.some((i) => i.kind === 'freshness')) {
        library.queue.enqueue({ actionId: action.id, kind: 'freshness', subject: plan.subject, key: 'final', priority: itemPriority(plan, 'freshness') });
        queued = true;
        continue;
      }
      if (hard) {
        const error = hard.failure?.error ?? { code: 'STEP_FAILED', message: 'A step failed' };
        library.actions.setState(action.id, 'failed', error);
        reportStop(action.id, error);
      } else {
        library.actions.setState(action.id, 'done');
      }
      steps.delete(action.id);
      transfers.delete(action.id);
      emitProgress(action.id);
    }
    return queued;
  }

  function nextDue(): number | null {
    const at = library.queue.nextDue(owner.token);
    return at === null ? null : Date.parse(at);
  }

  /** Claims and starts what may run now beside what already runs. */
  function fill(): void {
    for (;;) {
      const kinds = slots.claimable();
      if (closed || kinds === null) return;
      const now = new Date(engine.now()).toISOString();
      // An archive is no API call: it starts as soon as the side lane is free, not when the API
      // work queued before it (extraction reads, a minute or more at the key's rate) is done.
      const side = slots.sideFree() ? library.queue.claimFirstOf(now, owner.token, SIDE_KINDS) : null;
      const item = side ?? library.queue.claimNext(now, owner.token, kinds);
      if (!item) return;
      slots.start(item, (signal) => runItem(item, signal));
    }
  }

  async function work(): Promise<void> {
    try {
      while (!closed) {
        fill();
        if (slots.size > 0) {
          await slots.changed();
          slots.rethrow();
          continue;
        }
        if (finalize()) continue;
        const due = nextDue();
        if (due === null) return;
        sleeper = new AbortController();
        // At most a minute: an item held back (a book's next company) waits for its release, not for a time.
        await engine.sleep(Math.min(60_000, Math.max(1, due - engine.now())), sleeper.signal);
        sleeper = null;
      }
    } finally {
      await slots.drain();
    }
  }

  function start(): void {
    if (loop || closed) return;
    loop = work().finally(() => {
      loop = null;
    });
  }

  return {
    wake() {
      sleeper?.abort();
      slots.poke();
      start();
    },
    async idle() {
      while (loop) await loop;
    },
    async close() {
      closed = true;
      sleeper?.abort();
      slots.abortAll();
      slots.poke();
      while (loop) await loop;
    },
    interrupt(actionId) {
      slots.interrupt(actionId);
    },
    stepText: (actionId) => steps.get(actionId),
    readingArchives: () => !slots.sideFree(),
    transferOf: (actionId) => transfers.get(actionId),
    emitProgress,
  };
}
