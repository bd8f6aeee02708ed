/**
 * Every paid tool goes the same way. Without `confirm: true` it answers a `quote`: the engine's own
 * quote, built from free calls only, the same the app shows. With it, the quote must be runnable,
 * the analyst must agree (the assistant budget, or a click in the app: consent.ts), and only then
 * does the engine run it, marked as asked by the assistant, so the ledger and the spend screen say
 * so. A started action is watched for a while and answered with its progress.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ActionView } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { sentences } from '../../../shared/sentences';
import { inWords, type MirrorQuote } from '../mirror';
import { obtainConsent } from './consent';
import type { ConnectorContext } from './context';
import { type Cost, errorResult, quoteResult } from './results';
import { thrownResult, type ToolExtra } from './tool-kit';

export interface PaidCall<T> {
  tool: string;
  /** Doing what, in words, for errors ("Pricing the refresh of U…"). */
  doing: string;
  quote(): Promise<MirrorQuote>;
  /** What confirming buys, in words. */
  buys: string;
  /** Runs the consented quote; `assistantRequestId` is the consent's row, settled with the outcome. */
  run(quoteId: string, assistantRequestId: string): Promise<T>;
  answer(outcome: T): Promise<CallToolResult> | CallToolResult;
}

/** How the assistant proceeds, and who will agree: the budget, or the analyst in the app. */
function proceedText(ctx: ConnectorContext, tool: string, quote: MirrorQuote): string {
  const budget = ctx.library.assistant.budget();
  const left = Math.max(0, budget.budgetPaisa - budget.usedPaisa);
  const seconds = Math.round(ctx.tuning.answerWaitMs / 1000);
  const asks = `the analyst is asked in the Dossier app and has ${seconds} seconds to answer`;
  const who =
    budget.budgetPaisa === 0
      ? `The assistant budget is ₹0, so ${asks}.`
      : quote.requiresConfirmation
        ? `This quote is at or above the analyst's confirmation threshold, so ${asks}.`
        : quote.mostPaisa <= left
          ? `The assistant budget has ${formatRupees(left)} left, which covers the most it can cost: it runs at once.`
          : `The assistant budget has only ${formatRupees(left)} left, so ${asks}.`;
  // A blocked quote (the registry unreachable, a wallet too low) cannot run on confirm: say what comes first.
  const first = quote.blockedReason ? 'When what blocks it is resolved (see above), call' : 'Call';
  return `${first} ${tool} again with the same arguments and confirm: true. ${who}`;
}

export async function quoteOrRun<T>(ctx: ConnectorContext, call: PaidCall<T>, confirm: boolean | undefined, extra: ToolExtra): Promise<CallToolResult> {
  let quote: MirrorQuote;
  try {
    quote = await call.quote();
  } catch (error) {
    return thrownResult(call.tool, inWords(error, call.doing));
  }
  // ₹0 is ₹0: nothing to buy is said as it is, confirmed or not, and nothing runs.
  if (quote.nothingToBuy) return quoteResult(call.tool, { quote, buys: call.buys, proceed: sentences(`Nothing to do: ${quote.nothingToBuy}`, 'Nothing was charged') });
  if (confirm !== true) return quoteResult(call.tool, { quote, buys: call.buys, proceed: proceedText(ctx, call.tool, quote) });

  if (quote.blockedReason) {
    const cause = quote.blockedError;
    return errorResult(call.tool, {
      code: cause?.code ?? 'QUOTE_BLOCKED',
      message: sentences(`${quote.title} cannot run: ${quote.blockedReason}`, 'Nothing was spent'),
      hint: cause?.hint ?? null,
      status: cause?.status ?? null,
      requestId: cause?.requestId ?? null,
      extras: { quote },
      checkedLocally: false,
    });
  }
  const consent = await obtainConsent(ctx, call.tool, quote, extra);
  if (!consent.ok) {
    return errorResult(call.tool, { code: consent.code, message: consent.message, status: null, extras: { assistantRequestId: consent.requestId }, checkedLocally: false });
  }
  let outcome: T;
  try {
    outcome = await call.run(quote.quoteId, consent.requestId);
  } catch (error) {
    const failure = inWords(error, call.doing.replace(/^Pricing/, 'Running'));
    ctx.library.assistant.settle(consent.requestId, { error: failure.toData() });
    return thrownResult(call.tool, failure);
  }
  return call.answer(outcome);
}

/** The engine's action for a consented quote, marked as asked by the assistant, recorded with its request. */
export async function runAssistantAction(ctx: ConnectorContext, quoteId: string, requestId: string): Promise<ActionView> {
  const action = await ctx.engine.run(quoteId, { requestedBy: 'assistant' });
  ctx.library.assistant.settle(requestId, { actionId: action.id });
  return action;
}

const FINAL = new Set<ActionView['state']>(['done', 'failed', 'cancelled']);

/** The action once it ends, or as it stands after `actionWaitMs` (it carries on in this process). */
export async function watchAction(ctx: ConnectorContext, action: ActionView, signal: AbortSignal): Promise<ActionView> {
  const deadline = ctx.now() + ctx.tuning.actionWaitMs;
  let current = action;
  while (!FINAL.has(current.state) && ctx.now() < deadline && !signal.aborted) {
    await ctx.sleep(250, signal);
    current = ctx.engine.get(action.id) ?? current;
  }
  return current;
}

export function actionCost(ctx: ConnectorContext, action: ActionView): Cost {
  return { costPaisa: action.spentPaisa, walletBalancePaisa: ctx.account.wallet()?.paisa ?? null };
}

export function actionSummary(action: ActionView): string {
  if (action.state === 'done') return `${action.title}: done (${action.done} of ${action.total} steps).`;
  if (action.state === 'failed') return `${action.title}: failed${action.error ? ` (${action.error.code}: ${action.error.message})` : ''}.`;
  if (action.state === 'cancelled') return `${action.title}: cancelled in the Dossier app.`;
  return (
    `${action.title}: ${action.state}, ${action.done} of ${action.total} steps (${action.step || 'starting'}). ` +
    'It carries on while this connector runs (and resumes when Dossier next starts if it is stopped); check back with get_unlock_status or check_freshness.'
  );
}
