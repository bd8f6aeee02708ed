// Unlock, refresh and fetch (the three paid actions that need confirm: true) with their free
// status reads: unlock status and freshness.
import { z } from 'zod';
import { checkCompanyId } from '../input-checks';
import { type PaidAction, quoteOrRun } from '../paid-action';
import { pathOf } from '../rest-call';
import { callEndpoint, defineTool, isObject, type Json, type ToolDefinition } from '../tool-kit';

const companyIdInput = z.string().describe('CIN (21 characters), FCIN (6) or LLPIN (8, e.g. AAA-1234)');
const confirmInput = z
  .boolean()
  .optional()
  .describe('true runs the paid call; anything else returns a quote (price, what it buys) and charges nothing');

function member(data: unknown, name: string): Json {
  const value = isObject(data) ? data[name] : undefined;
  return isObject(value) ? value : {};
}

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export const unlockCompany = defineTool({
  name: 'unlock_company',
  title: 'Unlock a company (paid, needs confirm)',
  description:
    "Buys one year of a company's documents and extractions (POST /v1/companies/{cin}/unlock, companies.unlock). " +
    'Without confirm: true it only returns a quote and charges nothing.',
  inputSchema: { companyId: companyIdInput, confirm: confirmInput },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: async (args, ctx) => {
    const id = checkCompanyId('unlock_company', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    const path = pathOf('v1', 'companies', id.value, 'unlock');
    const action: PaidAction = {
      tool: 'unlock_company',
      endpoint: 'companies.unlock',
      action: `Unlocking ${id.value} for one year`,
      buys:
        'Every document the company has ever filed and its extractions for one year; each PDF download or extraction read ' +
        'then costs only its per-call price. The first document download starts at once.',
      request: { method: 'POST', path },
      statusRequest: { method: 'GET', path },
      notes: (status) =>
        isObject(status) && status['unlocked'] === true
          ? [`An unlock is already active until ${str(status['expiresAt'], 'its expiry')}: confirming would answer ALREADY_UNLOCKED and charge nothing.`]
          : [],
      summarise: (data) => {
        const unlock = isObject(data) ? data : {};
        return `${id.value} unlocked until ${str(unlock['expiresAt'], 'one year from now')}; documents are downloading (watch get_unlock_status).`;
      },
    };
    return quoteOrRun(ctx, action, args.confirm);
  },
});

export const getUnlockStatus = defineTool({
  name: 'get_unlock_status',
  title: 'Unlock status and document job progress',
  description: 'Whether the caller holds an active unlock, its price otherwise, and document download progress (GET /v1/companies/{cin}/unlock). Free.',
  inputSchema: { companyId: companyIdInput },
  annotations: { readOnlyHint: true, openWorldHint: true },
  run: async (args, ctx) => {
    const id = checkCompanyId('get_unlock_status', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    return callEndpoint(ctx, 'get_unlock_status', { method: 'GET', path: pathOf('v1', 'companies', id.value, 'unlock') }, (data) => {
      const unlock = isObject(data) ? data : {};
      if (unlock['unlocked'] !== true) {
        const price = typeof unlock['unlockPrice'] === 'number' ? `${unlock['unlockPrice']} paisa` : 'not offered to this account';
        return `${id.value} is not unlocked; unlock price ${price}.`;
      }
      if (unlock['sandbox'] === true) return `${id.value} is a sandbox company: a test key reads it as unlocked.`;
      const job = member(member(unlock['job'], 'processingStages'), 'documentDownloadV3');
      const progress = typeof job['status'] === 'string' ? `; document download ${job['status']}` : '';
      return `${id.value} is unlocked until ${str(unlock['expiresAt'], '?')}${progress}.`;
    });
  },
});

export const checkFreshness = defineTool({
  name: 'check_freshness',
  title: 'How old the company data is',
  description: 'When the record and filing list were last refreshed, missing PDFs and jobs (GET /v1/companies/{cin}/freshness). Free.',
  inputSchema: { companyId: companyIdInput },
  annotations: { readOnlyHint: true, openWorldHint: true },
  run: async (args, ctx) => {
    const id = checkCompanyId('check_freshness', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    return callEndpoint(ctx, 'check_freshness', { method: 'GET', path: pathOf('v1', 'companies', id.value, 'freshness') }, (data) => {
      const filings = member(data, 'filings');
      const record = isObject(data) ? str(data['updatedAt'], 'never') : 'never';
      return `${id.value}: record updated ${record}; ${String(filings['total'] ?? 0)} filing(s) listed, ${String(filings['missing'] ?? 0)} PDF(s) missing.`;
    });
  },
});

export const refreshCompany = defineTool({
  name: 'refresh_company',
  title: 'Refresh a company (paid, needs confirm)',
  description:
    "Re-reads a company's record, directors and filing list from the registry (POST /v1/companies/{cin}/update, companies.update). " +
    'Without confirm: true it only returns a quote and charges nothing.',
  inputSchema: { companyId: companyIdInput, confirm: confirmInput },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: async (args, ctx) => {
    const id = checkCompanyId('refresh_company', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    const action: PaidAction = {
      tool: 'refresh_company',
      endpoint: 'companies.update',
      action: `Refreshing ${id.value}`,
      buys:
        'A fresh read of the master record, directors, common data and filing list from the registry (no PDFs). ' +
        'It is charged even when it joins a running or recently finished refresh.',
      request: { method: 'POST', path: pathOf('v1', 'companies', id.value, 'update') },
      statusRequest: { method: 'GET', path: pathOf('v1', 'companies', id.value, 'freshness') },
      notes: (status) => {
        const refresh = member(status, 'refresh');
        const until = refresh['freshUntil'];
        return typeof until === 'string'
          ? [`The data was refreshed at ${str(refresh['lastCompletedAt'], '?')} and is fresh until ${until}: a refresh now joins that one, still charged.`]
          : [];
      },
      summarise: (data) => {
        const job = isObject(data) ? data : {};
        const joined = job['joinedExisting'] === true ? ' (joined an existing refresh)' : '';
        return `Refresh of ${id.value} is ${str(job['status'], 'queued')}${joined}; follow it with check_freshness.`;
      },
    };
    return quoteOrRun(ctx, action, args.confirm);
  },
});

export const fetchDocuments = defineTool({
  name: 'fetch_documents',
  title: 'Fetch missing PDFs (paid, needs confirm)',
  description:
    'Queues the download of every listed filing that has no PDF, for an unlocked company (POST /v1/companies/{cin}/documents/fetch, ' +
    'companies.documents.fetch). Without confirm: true it only returns a quote and charges nothing.',
  inputSchema: { companyId: companyIdInput, confirm: confirmInput },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: async (args, ctx) => {
    const id = checkCompanyId('fetch_documents', args.companyId, undefined, ctx.currentYear());
    if (!id.ok) return id.result;
    const action: PaidAction = {
      tool: 'fetch_documents',
      endpoint: 'companies.documents.fetch',
      action: `Fetching the missing PDFs of ${id.value}`,
      buys: 'A download job for every listed filing that has no PDF yet; joining a running job is charged at the full price.',
      request: { method: 'POST', path: pathOf('v1', 'companies', id.value, 'documents', 'fetch') },
      statusRequest: { method: 'GET', path: pathOf('v1', 'companies', id.value, 'freshness') },
      notes: (status) => {
        const notes: string[] = [];
        const missing = member(status, 'filings')['missing'];
        if (typeof missing === 'number') notes.push(`${missing} listed filing(s) have no PDF yet.`);
        if (missing === 0) notes.push('With nothing missing, confirming would answer NOTHING_TO_FETCH and charge nothing.');
        const sandbox = isObject(status) && status['sandbox'] === true;
        if (!sandbox && member(status, 'unlock')['active'] !== true) {
          notes.push('There is no active unlock: confirming would answer UNLOCK_REQUIRED; unlock_company first.');
        }
        return notes;
      },
      summarise: (data) => {
        const fetch = isObject(data) ? data : {};
        const filings = member(data, 'filings');
        const queued = fetch['queued'] === true ? 'queued' : 'not queued';
        return `Document fetch for ${id.value} ${queued}; ${String(filings['missing'] ?? '?')} PDF(s) missing; follow it with get_unlock_status.`;
      },
    };
    return quoteOrRun(ctx, action, args.confirm);
  },
});

export const COMPANY_ACTION_TOOLS: ToolDefinition[] = [unlockCompany, getUnlockStatus, checkFreshness, refreshCompany, fetchDocuments];
