// get_account: the wallet, 30-day usage and the rate card in one result, from the two free
// account calls (usage and pricing).
import { formatRupees } from '../../../shared/money';
import { rateCardRows, readAccount, walletBalanceOf } from '../account-reads';
import { dataOf, defineTool, isSuccess, type ToolDefinition } from '../tool-kit';
import { combinedSuccessResult, errorFromResponse } from '../tool-results';

export const getAccount = defineTool({
  name: 'get_account',
  title: 'Wallet, usage and prices',
  description: 'The wallet balance, the last 30 days of usage and the account rate card (GET /v1/account/usage and /v1/account/pricing). Free.',
  inputSchema: {},
  annotations: { readOnlyHint: true, openWorldHint: true },
  run: async (_args, ctx) => {
    const { usage, pricing } = await readAccount(ctx.rest);
    if (!isSuccess(usage)) return errorFromResponse('get_account', usage);
    if (!isSuccess(pricing)) return errorFromResponse('get_account', pricing);
    const wallet = walletBalanceOf(usage.json);
    const priced = rateCardRows(pricing.json).length;
    const balance = wallet === null ? 'Wallet balance not reported' : `Wallet ${formatRupees(wallet)} (${wallet} paisa)`;
    const summary = `${balance}; ${priced} priced endpoint(s) on the rate card.`;
    return combinedSuccessResult('get_account', summary, { usage: dataOf(usage), pricing: dataOf(pricing) }, wallet);
  },
});

export const ACCOUNT_TOOLS: ToolDefinition[] = [getAccount];
