/**
 * A book's action in the engine: its row and one queue item per company in the book's order (the
 * runner's book-child step starts each company's own action), and the company actions still open
 * under it, which its pause and cancel reach.
 */
import { type ActionOwner, type ActionRow, HELD_BACK, type Requester } from '../store';
import type { EngineContext } from './engine-context';
import type { MirrorError } from './errors';
import { type ActionPlan, type BookChild, itemPriority } from './plan';
import type { MirrorQuote } from './types';

/** Companies of a book whose actions run at once: two, so one's document job at the registry overlaps the other's reads. */
export const BOOK_AT_ONCE = 2;

export interface BookStarter {
  /** A book action: its row, and one item per company in the book's order, the first due, the rest held until the one before ends. */
  start(plan: ActionPlan, quote: MirrorQuote, children: BookChild[], limit: number | null, requestedBy: Requester): ActionRow;
  /** A book action's company actions still open (with `paused`, those waiting for the analyst too). */
  openChildren(actionId: string, paused?: boolean): string[];
}

export function bookStarter(engine: EngineContext, owner: ActionOwner, busyError: (busy: ActionRow) => MirrorError, wake: () => void): BookStarter {
  const { library } = engine;
  return {
    start(plan, quote, children, limit, requestedBy) {
      const action = library.tx(() => {
        const open = library.actions.openOn(plan.subject);
        if (open) throw busyError(open);
        const created = library.actions.create({ kind: plan.kind, subject: plan.subject, quote: { quote, plan }, consentAt: engine.iso(), owner, acceptedPaisa: limit, requestedBy });
        children.forEach((child, i) => {
          // BOOK_AT_ONCE companies run side by side (the registry's document jobs overlap); the rest wait their turn.
          library.queue.enqueue({
            actionId: created.id,
            kind: 'book-child',
            subject: plan.subject,
            key: child.companyId,
            payload: child,
            priority: itemPriority(plan, 'book-child'),
            notBefore: i < BOOK_AT_ONCE ? null : HELD_BACK,
          });
        });
        if (children.length === 0) library.actions.setState(created.id, 'done');
        return created;
      });
      wake();
      return action;
    },
    openChildren(actionId, paused = false) {
      const states = paused ? ['pending', 'running', 'paused'] : ['pending', 'running'];
      return library.actions.children(actionId).filter((c) => states.includes(c.state)).map((c) => c.id);
    },
  };
}
