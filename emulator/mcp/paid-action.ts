// Rule 1 of the connector: unlock_company, refresh_company and fetch_documents run nothing without
// `confirm: true`. Without it they answer a quote built from free calls only (the caller's rate
// card, the wallet, and the free status call of the action), so asking the price never costs money.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { rateCardRows, readAccount, walletBalanceOf } from './account-reads';
import type { RestRequest, RestResponse } from './rest-call';
import { callEndpoint, isSuccess, type Summariser, type ToolContext } from './tool-kit';
import { errorFromResponse, quoteResult } from './tool-results';

export interface PaidAction {
  tool: string;
  /** Rate-card endpoint key the price is read from. */
  endpoint: string;
  /** One line naming the action, e.g. "Unlocking U12345…". */
  action: string;
  buys: string;
  /** The paid call itself. */
  request: RestRequest;
  /** A free read whose answer shapes the quote's notes; its failure is returned as the error. */
  statusRequest: RestRequest;
  notes(statusData: unknown): string[];
  summarise: Summariser;
}

function statusData(response: RestResponse): unknown {
  const body = response.json as { data?: unknown } | undefined;
  return body?.data;
}

export async function quoteOrRun(ctx: ToolContext, action: PaidAction, confirm: boolean | undefined): Promise<CallToolResult> {
  if (confirm === true) return callEndpoint(ctx, action.tool, action.request, action.summarise);

  // The free status read comes first: when it is refused (SANDBOX_ONLY, unknown company, rate
  // limit) the paid call would be refused the same way, and that is the more useful answer.
  const status = await ctx.rest(action.statusRequest);
  if (!isSuccess(status)) return errorFromResponse(action.tool, status);
  const { usage, pricing } = await readAccount(ctx.rest);
  if (!isSuccess(pricing)) return errorFromResponse(action.tool, pricing);
  if (!isSuccess(usage)) return errorFromResponse(action.tool, usage);

  const row = rateCardRows(pricing.json).find((r) => r.endpoint === action.endpoint);
  const cardPrice = row?.pricePaisa ?? null;
  // A test key reaches only sandbox companies, whose paid calls answer synthetic successes: the
  // live-state notes (already unlocked, nothing to fetch) do not apply to it.
  const card = cardPrice === null ? '' : ` (the live price is ${cardPrice} paisa)`;
  const notes =
    ctx.keyKind === 'test'
      ? [`This is a test key: calls on sandbox companies are never billed and answer synthetic results${card}.`]
      : action.notes(statusData(status));
  return quoteResult(action.tool, {
    action: action.action,
    endpoint: action.endpoint,
    pricePaisa: ctx.keyKind === 'test' ? 0 : cardPrice,
    walletBalancePaisa: walletBalanceOf(usage.json),
    buys: action.buys,
    proceed: `Call ${action.tool} again with the same arguments and confirm: true.`,
    notes,
  });
}
