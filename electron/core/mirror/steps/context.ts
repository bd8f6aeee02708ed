/**
 * What one step sees: its work item, the action and plan it belongs to, the client, and the
 * helpers that finish it. A step ends in exactly one of three ways: `commit` (the item is done,
 * in the same transaction as what it bought), `later` (try again at a time, nothing was charged),
 * or `unavailable` (nothing to buy now; the action carries on without it).
 */
import type { ApiClient, Billing, CallOptions } from '../../api';
import type { ActionRow, WorkItem } from '../../store';
import type { ConfirmedCharge, EngineContext } from '../engine-context';
import { partsOfStep } from '../library-changes';
import { type ActionPlan, isDirectorPlan, itemPriority, type StepKind } from '../plan';
import type { ArchiveTransfer } from '../../views';

/**
 * `later` and `unavailable` name what they wait for or lack (`code`, e.g. DOC_NOT_AVAILABLE) and say
 * it in words. A `later` that is `unchanged` moved nothing the action's view shows: its progress may
 * wait (the runner sends it at most once a second).
 */
export type StepOutcome =
  | { kind: 'done' }
  | { kind: 'later'; at: number; code: string; reason: string; unchanged?: boolean }
  | { kind: 'unavailable'; code: string; reason: string };

export interface EnqueueOptions {
  payload?: unknown;
  notBefore?: number | null;
}

export interface StepContext {
  engine: EngineContext;
  item: WorkItem;
  action: ActionRow;
  plan: ActionPlan;
  client: ApiClient;
  /** Background priority and the action's abort signal, for every call of the step. */
  call: CallOptions;
  /** The company the action is about ('' for director actions: the DIN's company is not known). */
  companyId: string;
  /** Finishes the item: `write`, the ledger row and the completion in one transaction. */
  commit(input: { billing?: Billing | null; confirmed?: ConfirmedCharge | null; write?: () => void; changed?: boolean }): StepOutcome;
  /** Adds a follow-up item of this action; call it inside `write` so it lands with the step's result. */
  enqueue(kind: StepKind, key: string, options?: EnqueueOptions): void;
  /** Try the item again in `ms`; `code` names what it waits for (default WAITING). */
  later(ms: number, reason: string, code?: string, opts?: { unchanged?: boolean }): StepOutcome;
  /** Nothing to buy now (`code` says why); the action carries on without this item. */
  unavailable(code: string, reason: string): StepOutcome;
  /** What the action is doing now, for the progress line; an archive transfer also gives its bytes (the Activity view's numbers). */
  progress(text: string, transfer?: ArchiveTransfer): void;
}

export type StepHandler = (ctx: StepContext) => Promise<StepOutcome>;

export function createStepContext(opts: {
  engine: EngineContext;
  item: WorkItem;
  action: ActionRow;
  plan: ActionPlan;
  client: ApiClient;
  signal: AbortSignal;
  progress: (text: string, transfer?: ArchiveTransfer) => void;
}): StepContext {
  const { engine, item, action, plan } = opts;
  const companyId = isDirectorPlan(plan) ? '' : plan.subject;
  const ctx: StepContext = {
    engine,
    item,
    action,
    plan,
    client: opts.client,
    call: { priority: 'background', signal: opts.signal },
    companyId,
    commit(input) {
      engine.commit({
        actionId: action.id,
        itemId: item.id,
        billing: input.billing ?? null,
        confirmed: input.confirmed ?? null,
        write: input.write,
        companyId: input.changed === false || companyId === '' ? null : companyId,
        parts: partsOfStep(item.kind),
      });
      return { kind: 'done' };
    },
    enqueue(kind, key, options = {}) {
      engine.library.queue.enqueue({
        actionId: action.id,
        kind,
        subject: plan.subject,
        key,
        payload: options.payload,
        priority: itemPriority(plan, kind),
        notBefore: options.notBefore === undefined || options.notBefore === null ? null : new Date(options.notBefore).toISOString(),
      });
    },
    later(ms, reason, code = 'WAITING', opts = {}) {
      return { kind: 'later', at: engine.now() + ms, code, reason, ...(opts.unchanged ? { unchanged: true } : {}) };
    },
    unavailable(code, reason) {
      return { kind: 'unavailable', code, reason };
    },
    progress: opts.progress,
  };
  return ctx;
}

/** Items of this action of one kind that are not finished yet (pending or running). */
export function openItems(ctx: StepContext, kind: StepKind): WorkItem[] {
  return ctx.engine.library.queue.list(ctx.action.id).filter((i) => i.kind === kind && (i.state === 'pending' || i.state === 'running'));
}

/** Puts every pending PDF of the action off until `at` (one DOC_NOT_AVAILABLE says the next ones will answer the same). */
export function deferPdfs(ctx: StepContext, at: number | null): void {
  ctx.engine.library.queue.deferKind(ctx.action.id, 'pdf', at === null ? null : new Date(at));
}
