/**
 * The analyst's consent to a paid call an assistant confirmed. The assistant budget (set in the
 * app, default ₹0) agrees on its own to a quote it covers, unless the quote is at or above the
 * analyst's confirmation threshold; anything else is asked in the app's quote dialog. The app is
 * another process, so the question travels through the library: a pending request that the app's
 * core notices (connector/request-watch.ts) and the analyst answers; this side waits for the
 * answer, and stops waiting after `answerWaitMs`, saying so.
 */
import { randomUUID } from 'node:crypto';
import type { AssistantRequestInput } from '../store';
import type { MirrorQuote } from '../mirror';
import type { ConnectorContext } from './context';
import type { ToolExtra } from './tool-kit';

export type Consent =
  | { ok: true; requestId: string; by: 'budget' | 'analyst' }
  | { ok: false; requestId: string; code: 'ANALYST_DECLINED' | 'ANALYST_DID_NOT_ANSWER' | 'CALL_CANCELLED'; message: string };

/** Tells a client that asked for progress that the call is waiting for the analyst. */
async function reportWaiting(extra: ToolExtra, waitedMs: number, totalMs: number): Promise<void> {
  const token = extra._meta?.progressToken;
  if (token === undefined) return;
  const message = 'Waiting for the analyst to answer in the Dossier app';
  await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: waitedMs, total: totalMs, message } }).catch(() => {});
}

export async function obtainConsent(ctx: ConnectorContext, tool: string, quote: MirrorQuote, extra: ToolExtra): Promise<Consent> {
  const created = ctx.now();
  const input: AssistantRequestInput = {
    id: randomUUID(),
    sessionId: ctx.sessionId,
    tool,
    subject: quote.subject,
    quote,
    // The budget agrees to the most the call can cost: the action never spends past it.
    totalPaisa: quote.mostPaisa,
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(created + ctx.tuning.answerWaitMs).toISOString(),
  };
  // A quote over the confirmation threshold always asks, as it does in the app.
  if (!quote.requiresConfirmation && ctx.library.assistant.approveWithinBudget(input)) return { ok: true, requestId: input.id, by: 'budget' };

  ctx.library.assistant.ask(input);
  const deadline = created + ctx.tuning.answerWaitMs;
  for (;;) {
    const row = ctx.library.assistant.get(input.id);
    if (row?.state === 'approved') return { ok: true, requestId: input.id, by: 'analyst' };
    if (row?.state === 'declined') {
      return { ok: false, requestId: input.id, code: 'ANALYST_DECLINED', message: `The analyst declined "${quote.title}" in the Dossier app. Nothing was spent.` };
    }
    const stillWaiting = row?.state === 'pending';
    if (!stillWaiting || extra.signal.aborted || ctx.now() >= deadline) {
      // Answered in the very last moment: the answer stands (read on the next turn).
      if (stillWaiting && !ctx.library.assistant.expire(input.id)) continue;
      if (extra.signal.aborted) return { ok: false, requestId: input.id, code: 'CALL_CANCELLED', message: 'The call was cancelled while it waited for the analyst. Nothing was spent.' };
      const seconds = Math.round(ctx.tuning.answerWaitMs / 1000);
      return {
        ok: false,
        requestId: input.id,
        code: 'ANALYST_DID_NOT_ANSWER',
        message: `The analyst did not answer "${quote.title}" in the Dossier app within ${seconds} seconds, so it did not run and nothing was spent.`,
      };
    }
    await reportWaiting(extra, ctx.now() - created, ctx.tuning.answerWaitMs);
    await ctx.sleep(Math.min(ctx.tuning.answerPollMs, Math.max(1, deadline - ctx.now())), extra.signal);
  }
}
