/**
 * One company of a book action (issue 26). The book's items run in its order (largest exposure
 * first), one company at a time: an item starts its company's action once the one before has ended
 * and the company has no other action open, with consent up to the company's most or what the book
 * has left, whichever is less; then it waits for that action. A company's action that ends done ends
 * its item; one that fails or is cancelled is noted and the book goes on; one that pauses (for money,
 * the registry out of reach, a quit) pauses the book with its reason, and resuming the book resumes it.
 */
import { formatRupees } from '../../../../shared/money';
import { MirrorError } from '../errors';
import type { BookChild } from '../plan';
import type { StepContext, StepHandler } from './context';

const OPEN = new Set(['pending', 'running']);

export const bookChildStep: StepHandler = async (ctx) => {
  const child = ctx.item.payload as BookChild;
  const { library } = ctx.engine;
  const poll = ctx.engine.tuning.pollIntervalMs;
  const started = library.actions.lastChildOn(ctx.action.id, child.companyId);
  const place = `Company ${child.order} of ${child.of}: ${child.name}`;
  if (!started) {
    const other = library.actions.openOn(child.companyId);
    if (other) {
      ctx.progress(`${place}: waiting for the ${other.kind} of it under way`);
      return ctx.later(poll, `${child.companyId} has another action open`, 'COMPANY_BUSY');
    }
    const limit = roomLeft(ctx, child);
    const others = library.actions.children(ctx.action.id).filter((a) => OPEN.has(a.state));
    // What another company of the book holds back may come free when it ends under its most: wait for it first.
    if (limit !== null && limit < child.quote.totalPaisa && others.length > 0) return ctx.later(poll, 'waiting for room in what was accepted', 'BOOK_ROOM');
    if (limit !== null && limit < child.quote.totalPaisa) {
      throw new MirrorError(
        'QUOTE_EXCEEDED',
        `${child.name} is expected to cost ${formatRupees(child.quote.totalPaisa)}, more than the book has left of what you accepted (${formatRupees(limit)}); nothing more was spent`,
        'Look at the new quote of what is left of the book and accept it to go on.',
      );
    }
    if (ctx.engine.startChild === null) throw new Error('The engine starts no book children');
    try {
      await ctx.engine.startChild({ plan: child.plan, quote: child.quote, parentId: ctx.action.id, limitPaisa: limit, requestedBy: ctx.action.requestedBy });
    } catch (error) {
      // Another process started an action on the company a moment ago: its turn waits for it.
      if (error instanceof MirrorError && error.code === 'COMPANY_BUSY') return ctx.later(poll, `${child.companyId} has another action open`, 'COMPANY_BUSY');
      // Anything else ends this company's turn (its item fails with why); the book goes on with the next.
      library.tx(() => library.queue.releaseNext(ctx.action.id, 'book-child'));
      throw error;
    }
    ctx.progress(place);
    return ctx.later(poll, `${child.companyId} under way`, 'BOOK_CHILD_RUNNING');
  }
  if (OPEN.has(started.state)) {
    ctx.progress(place);
    return ctx.later(poll, `${child.companyId} under way`, 'BOOK_CHILD_RUNNING', { unchanged: true });
  }
  if (started.state === 'paused') {
    // The company's reason is the book's: it waits, paused, for the analyst (resuming the book resumes it).
    const error = (started.error as { code?: string; message?: string; hint?: string } | null) ?? { code: 'PAUSED', message: 'paused' };
    library.tx(() => library.actions.setState(ctx.action.id, 'paused', { code: error.code ?? 'PAUSED', message: `${child.name}: ${error.message ?? 'paused'}`, ...(error.hint ? { hint: error.hint } : {}) }));
    return ctx.later(poll, `${child.companyId} paused`, 'BOOK_CHILD_PAUSED');
  }
  // Ended: the next company of the book may start.
  if (started.state === 'done') return ctx.commit({ changed: false, write: () => library.queue.releaseNext(ctx.action.id, 'book-child') });
  const error = started.error as { code?: string; message?: string } | null;
  library.tx(() => library.queue.releaseNext(ctx.action.id, 'book-child'));
  return ctx.unavailable(error?.code ?? 'COMPANY_NOT_DONE', `${child.name}: ${started.state}${error?.message ? `: ${error.message}` : ''}`);
};

/**
 * What the book may still spend on this company: the book's consent less what its companies spent
 * and what the companies under way may still spend (each was allowed its own most), and no more
 * than the company's own most.
 */
function roomLeft(ctx: StepContext, child: BookChild): number | null {
  if (ctx.plan.sandbox || ctx.action.acceptedPaisa === null) return null;
  const { library } = ctx.engine;
  const spent = library.ledger.total({ parentActionId: ctx.action.id }).spendPaisa;
  let held = 0;
  for (const other of library.actions.children(ctx.action.id)) {
    if (!OPEN.has(other.state) && other.state !== 'paused') continue;
    held += Math.max(0, (other.acceptedPaisa ?? 0) - library.ledger.total({ actionId: other.id }).spendPaisa);
  }
  return Math.max(0, Math.min(child.quote.mostPaisa, ctx.action.acceptedPaisa - spent - held));
}
