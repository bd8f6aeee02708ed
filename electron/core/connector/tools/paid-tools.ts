/**
 * The spec's three paid actions, run by Dossier's engine so that what they buy lands in the
 * library: `unlock_company` is Dossier's mirror (the unlock, the record, the filings, the PDFs and
 * the extractions), `refresh_company` re-reads the record and filing list, `fetch_documents`
 * downloads the PDFs still missing. Each answers a quote unless confirmed (paid-flow.ts).
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ActionView } from '../../../../shared/bridge/views';
import type { ConnectorContext } from '../context';
import { checkCompanyId } from '../inputs';
import { actionCost, actionSummary, quoteOrRun, runAssistantAction, watchAction } from '../paid-flow';
import { errorResult, type Source, successResult } from '../results';
import { defineTool, PAID, type ToolDefinition, type ToolExtra, yearOf } from '../tool-kit';

export const companyIdInput = z.string().max(200).describe('CIN (21 characters), FCIN (6) or LLPIN (8, e.g. AAA-1234)');
export const confirmInput = z
  .boolean()
  .optional()
  .describe('true runs the paid call once the analyst agrees (the assistant budget, or a click in the Dossier app); anything else returns a quote and charges nothing');

/** The registry calls an action made, each with its requestId, from Dossier's ledger. */
function actionSources(ctx: ConnectorContext, action: ActionView): Source[] {
  return ctx.library.ledger
    .list({ actionId: action.id, limit: 50 })
    .map((r) => ({ origin: 'registry' as const, what: `${r.endpointKey}${r.subject ? ` for ${r.subject}` : ''}`, readAt: r.at, requestId: r.requestId }));
}

/** A started action, watched for a while, as a success (with its progress) or the error that stopped it. */
export async function actionAnswer(ctx: ConnectorContext, tool: string, started: ActionView, extra: ToolExtra, next: string): Promise<CallToolResult> {
  const action = await watchAction(ctx, started, extra.signal);
  if (action.state === 'failed' && action.error) {
    return errorResult(tool, {
      code: action.error.code,
      message: `${actionSummary(action)} What was bought before it stopped is kept in the library.`,
      hint: action.error.hint ?? null,
      status: null,
      extras: { action },
      checkedLocally: false,
    });
  }
  return successResult(tool, {
    summary: actionSummary(action),
    data: { action },
    sources: actionSources(ctx, action),
    cost: actionCost(ctx, action),
    notes: action.state === 'done' ? [next] : [],
  });
}

function companyAction(def: {
  name: string;
  title: string;
  description: string;
  doing: (id: string) => string;
  buys: string;
  next: string;
  quote: (ctx: ConnectorContext, id: string) => ReturnType<ConnectorContext['engine']['quoteRefresh']>;
}): ToolDefinition {
  return defineTool({
    name: def.name,
    title: def.title,
    description: def.description,
    inputSchema: { companyId: companyIdInput, confirm: confirmInput },
    annotations: PAID,
    run: async (args, ctx, extra) => {
      const id = checkCompanyId(def.name, args.companyId, undefined, yearOf(ctx));
      if (!id.ok) return id.result;
      return quoteOrRun(
        ctx,
        {
          tool: def.name,
          doing: def.doing(id.value),
          buys: def.buys,
          quote: () => def.quote(ctx, id.value),
          run: (quoteId, requestId) => runAssistantAction(ctx, quoteId, requestId),
          answer: (action) => actionAnswer(ctx, def.name, action, extra, def.next),
        },
        args.confirm,
        extra,
      );
    },
  });
}

export const unlockCompany = companyAction({
  name: 'unlock_company',
  title: 'Unlock a company into the library (paid, needs confirm)',
  description:
    "Buys a company into Dossier's library: the one-year unlock of its documents and extractions, its master record, filing list, " +
    'every filed PDF and the extracted data (Dossier calls this a mirror). Without confirm: true it only returns the quote (price, ' +
    'wallet after) and charges nothing; with it the call runs once the analyst agrees.',
  doing: (id) => `Pricing the mirror of ${id}`,
  buys:
    'The unlock (one year of every document the company filed and its extractions), then the master record, the filing list, ' +
    'each PDF and each extraction, all kept in the library: afterwards every question about the company is answered offline and free.',
  next: 'Everything bought is in the library now: use get_company, list_filings, get_financials, search_library.',
  quote: (ctx, id) => ctx.engine.quoteMirror(id, { includeDirectors: false }),
});

export const refreshCompany = companyAction({
  name: 'refresh_company',
  title: 'Refresh a company (paid, needs confirm)',
  description:
    "Re-reads a library company's record, directors and filing list from the registry (companies.update) and keeps the result in " +
    'the library. Without confirm: true it only returns the quote and charges nothing.',
  doing: (id) => `Pricing the refresh of ${id}`,
  buys: 'A fresh read of the master record, directors and filing list (no PDFs); charged even when it joins a recent refresh.',
  next: 'The library copy is fresh now: check_freshness shows it; fetch_documents quotes any new PDFs.',
  quote: (ctx, id) => ctx.engine.quoteRefresh(id),
});

export const fetchDocuments = companyAction({
  name: 'fetch_documents',
  title: 'Fetch missing PDFs (paid, needs confirm)',
  description:
    'Downloads into the library the PDFs of every listed filing that has none yet, for an unlocked company (companies.documents.fetch ' +
    'and one download per PDF). Without confirm: true it only returns the quote and charges nothing.',
  doing: (id) => `Pricing the missing documents of ${id}`,
  buys: 'A document job at the registry for the missing PDFs, then each PDF downloaded into the library.',
  next: 'The PDFs are in the library now: get_filing_document and get_filing_text read them.',
  quote: (ctx, id) => ctx.engine.quoteFetch(id),
});

export const PAID_TOOLS: ToolDefinition[] = [unlockCompany, refreshCompany, fetchDocuments];
