// Money through the library connector, two processes on one library as on the analyst's machine:
// `dossier mcp` (spawned by the SDK's Client, with a live key) asks; the app's core (here, in the
// test's process) notices the request in the library, and the test answers as the analyst would
// in the quote dialog. Every charge is checked against the emulator's own ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../../emulator/index';
import { dispatchCall } from '../../electron/core/bridge-handlers';
import { type Core, createCore } from '../../electron/core/index';
import { MemorySecretStore } from '../../electron/core/secrets';
import type { CallArgs, CallName, CallResult } from '../../shared/bridge/contract';
import type { AssistantRequestView } from '../../shared/bridge/assistant';
import type { ActionView } from '../../shared/bridge/views';
import { removeTempDirs, tempDir } from '../support/cli/cli-kit';
import { CLIENT_NAME, type Connector, dataOf, startConnector } from '../support/connector/connector-kit';

const LIVE_CIN = 'U46215UP2026PTC065536'; // Primojur Trading: no filings, a cheap live mirror
const ACCOUNT = 'acc_main';
const RATE = '100000';
const WAIT_SECONDS = 4;

let emulator: EmulatorHandle;
let connector: Connector;
let app: Core;
/** Every assistant.request event the app's core emitted. */
const requests: AssistantRequestView[] = [];
/** How the analyst answers the next pending request: approve, decline, or leave it. */
let analyst: 'approve' | 'decline' | 'away' = 'away';

async function appCall<K extends CallName>(name: K, args: CallArgs<K>): Promise<CallResult<K>> {
  const result = await dispatchCall(app.handlers, name, args);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as CallResult<K>;
}

const charges = () => emulator.state.ledger(ACCOUNT);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  const dataDir = tempDir('mcp-paid');
  const env = {
    DOSSIER_DATA_DIR: dataDir,
    DOSSIER_API_KEY: emulator.keys.live,
    DOSSIER_RATE_LIVE: RATE,
    DOSSIER_RATE_TEST: RATE,
    DOSSIER_ASSISTANT_WAIT_SECONDS: String(WAIT_SECONDS),
  };
  connector = await startConnector(env, ['--base-url', emulator.url]);
  // The app: its own core on the same library, with no key of its own (it only answers).
  app = await createCore({ dataDir, secrets: new MemorySecretStore(), assistantRequestPollMs: 100 });
  app.events.subscribe((name, payload) => {
    if (name !== 'assistant.request') return;
    const request = payload as AssistantRequestView;
    requests.push(request);
    if (request.state === 'pending' && analyst !== 'away') void appCall('assistant.answer', { requestId: request.requestId, approve: analyst === 'approve' });
  });
}, 180_000);

afterAll(async () => {
  await connector?.close();
  await app?.close();
  await emulator?.close();
  removeTempDirs();
});

describe('paid tools through the library connector', () => {
  it('quotes with the price and the wallet after, and spends nothing', async () => {
    const before = charges().length;
    const quote = await connector.call('unlock_company', { companyId: LIVE_CIN });
    expect(quote.structured).toMatchObject({ kind: 'quote', costPaisa: 0, blockedReason: null });
    const q = quote.structured.quote as { lines: Array<{ endpointKey: string; totalPaisa: number }>; totalPaisa: number; walletBeforePaisa: number };
    expect(q.lines.find((l) => l.endpointKey === 'companies.unlock')?.totalPaisa).toBe(33_000);
    expect(q.walletBeforePaisa).toBe(emulator.state.balance(ACCOUNT));
    expect(quote.text).toContain('The assistant budget is ₹0, so the analyst is asked in the Dossier app');
    const lookup = await connector.call('find_company', { query: 'Primojur' });
    expect(lookup.structured).toMatchObject({ kind: 'quote', pricePaisa: 500 });
    expect(charges().length).toBe(before);
    expect(requests).toEqual([]);
  });

  it('on the ₹0 budget asks the analyst in the app; declined, nothing runs', async () => {
    const before = charges().length;
    analyst = 'decline';
    const declined = await connector.call('find_company', { query: 'Primojur', confirm: true });
    expect(declined.structured).toMatchObject({ kind: 'error', code: 'ANALYST_DECLINED', costPaisa: 0 });
    const asked = requests.find((r) => r.state === 'pending')!;
    expect(asked).toMatchObject({ tool: 'find_company', subject: 'Primojur', clientName: CLIENT_NAME, quote: { action: 'resolve', totalPaisa: 500 } });
    expect(charges().length).toBe(before);
  });

  it('stops waiting when the analyst does not answer, says so, and the app closes the question', async () => {
    const before = charges().length;
    analyst = 'away';
    requests.length = 0;
    const unanswered = await connector.call('find_company', { query: 'Primojur', confirm: true });
    expect(unanswered.structured).toMatchObject({ kind: 'error', code: 'ANALYST_DID_NOT_ANSWER' });
    expect(unanswered.text).toContain(`within ${WAIT_SECONDS} seconds`);
    const asked = requests.find((r) => r.state === 'pending')!;
    await expect.poll(() => requests.filter((r) => r.requestId === asked.requestId).map((r) => r.state), { timeout: 5_000 }).toEqual(['pending', 'expired']);
    await expect(appCall('assistant.answer', { requestId: asked.requestId, approve: true })).rejects.toThrow(/REQUEST_NOT_WAITING/);
    expect(charges().length).toBe(before);
  });

  it('approved by the analyst, runs the registry lookup, marked in the ledger as asked by the assistant', async () => {
    const before = charges().length;
    analyst = 'approve';
    const found = await connector.call('find_company', { query: 'Primojur', confirm: true });
    expect(found.kind, found.text).toBe('success');
    const data = dataOf<{ candidates: Array<{ id: string }>; requestId: string; source: string }>(found);
    expect(data.source).toBe('registry');
    expect(data.candidates.map((c) => c.id)).toContain(LIVE_CIN);
    const charged = charges().slice(before);
    expect(charged.map((c) => [c.requestId, c.pricePaisa])).toEqual([[data.requestId, 500]]);
    expect(found.structured).toMatchObject({ costPaisa: 500, sources: [{ origin: 'registry', requestId: data.requestId }] });
    const spend = await appCall('spend.summary', {});
    expect(spend.recent.find((r) => r.requestId === data.requestId)).toMatchObject({ requestedBy: 'assistant', pricePaisa: 500 });
    expect(spend.byAssistant).toEqual({ calls: 1, spendPaisa: 500 });
  });

  it('within the assistant budget runs a confirmed mirror without asking, spends within it and records every call', async () => {
    analyst = 'away';
    requests.length = 0;
    const set = await appCall('assistant.setBudget', { budgetPaisa: 40_000 });
    expect(set).toMatchObject({ budgetPaisa: 40_000, budgetUsedPaisa: 0, budgetLeftPaisa: 40_000, connected: true });
    expect(set.sessions[0]).toMatchObject({ clientName: CLIENT_NAME, connected: true });
    const before = charges().length;

    const mirrored = await connector.call('unlock_company', { companyId: LIVE_CIN, confirm: true });
    expect(mirrored.kind, mirrored.text).toBe('success');
    expect(requests.filter((r) => r.state === 'pending')).toEqual([]);
    const action = dataOf<{ action: ActionView }>(mirrored).action;
    await expect.poll(async () => (await appCall('action.list', {})).find((a) => a.id === action.id)?.state, { timeout: 60_000 }).toBe('done');

    const charged = charges().slice(before);
    const spent = charged.reduce((sum, c) => sum + c.pricePaisa, 0);
    expect(charged.some((c) => c.pricePaisa === 33_000)).toBe(true);
    const status = await appCall('assistant.status', {});
    expect(spent).toBeLessThanOrEqual(status.budgetUsedPaisa);
    expect(status.budgetUsedPaisa).toBeLessThanOrEqual(40_000);
    expect(status.spentSinceSetPaisa).toBe(spent);
    expect(status.recent[0]).toMatchObject({ tool: 'unlock_company', answeredBy: 'budget', state: 'ran', actionId: action.id });
    const spend = await appCall('spend.summary', { companyId: LIVE_CIN });
    const mine = new Map(spend.recent.map((r) => [r.requestId, r]));
    for (const c of charged) expect(mine.get(c.requestId)).toMatchObject({ requestedBy: 'assistant', pricePaisa: c.pricePaisa, actionId: action.id });

    // From the library now, free: the company the assistant bought.
    const company = await connector.call('get_company', { companyId: LIVE_CIN });
    expect(company.structured).toMatchObject({ kind: 'success', costPaisa: 0 });
  }, 120_000);

  it('over what is left of the budget, asks the analyst again', async () => {
    await appCall('assistant.setBudget', { budgetPaisa: 50 });
    requests.length = 0;
    analyst = 'approve';
    const before = charges().length;
    const refreshed = await connector.call('refresh_company', { companyId: LIVE_CIN, confirm: true });
    expect(refreshed.kind, refreshed.text).toBe('success');
    expect(requests.find((r) => r.state === 'pending')).toMatchObject({ tool: 'refresh_company', quote: { action: 'refresh' } });
    const charged = charges().slice(before);
    expect(charged.map((c) => c.pricePaisa)).toContain(100);
    const status = await appCall('assistant.status', {});
    expect(status.recent[0]).toMatchObject({ tool: 'refresh_company', answeredBy: 'analyst' });
    expect(status.budgetUsedPaisa).toBe(0);
  }, 120_000);
});
