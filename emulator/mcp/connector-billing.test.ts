// The connector spends and records exactly what the REST calls do: same usage rows, same charges,
// same rate limit; a quote and a refused identifier cost nothing and a refused identifier makes
// no call at all.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../index';
import { REFERENCE_DATE } from '../registry/types';
import { LOW_BALANCE_ACCOUNT, MAIN_ACCOUNT } from '../state/accounts';
import { pickCompany, pickDirector, pickExtraction } from '../../test/support/emulator/connector-fixtures';
import { callTool, connectConnector, type ToolAnswer } from '../../test/support/emulator/connector-client';

const RATE_LIVE = 12;
let emulator: EmulatorHandle;
let client: Client;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, rateLive: RATE_LIVE });
  client = await connectConnector(emulator.url, emulator.keys.live);
});
afterAll(async () => {
  await client?.close();
  await emulator?.close();
});

interface Snapshot {
  balance: number;
  usage: Array<{ endpoint: string; spendPaisa: number }>;
  rateSlots: number;
}

function snapshot(accountId = MAIN_ACCOUNT, key = emulator.keys.live): Snapshot {
  return {
    balance: emulator.state.balance(accountId),
    usage: emulator.state.usageSince(accountId, 0).map((u) => ({ endpoint: u.endpoint, spendPaisa: u.spendPaisa })),
    rateSlots: (emulator.context.rateWindows.get(key) ?? []).filter((t) => t > emulator.clock.now() - 60_000).length,
  };
}

function delta(before: Snapshot, after: Snapshot) {
  return { spent: before.balance - after.balance, usage: after.usage.slice(before.usage.length), rateSlots: after.rateSlots - before.rateSlots };
}

/** A fresh rate-limit minute, so each step below starts with the whole allowance. */
function nextMinute(): void {
  emulator.clock.advance(61_000);
}

async function rest(path: string): Promise<{ status: number; meta: Record<string, unknown> }> {
  const response = await fetch(`${emulator.url}${path}`, { headers: { 'x-api-key': emulator.keys.live } });
  const body = (await response.json()) as { meta?: Record<string, unknown> };
  return { status: response.status, meta: body.meta ?? {} };
}

describe('connector billing and usage', () => {
  it('charges and records each tool exactly like its REST call', async () => {
    const { cin, company } = pickCompany(emulator.registry, false);
    const director = pickDirector(emulator.registry, false);
    const aoc4 = pickExtraction(emulator.registry, false, 'AOC-4');
    const filing = emulator.registry.filings(cin).find((f) => f.row.createdAt <= REFERENCE_DATE)!;
    const pairs: Array<[string, Record<string, unknown>, string]> = [
      ['list_sandbox_entities', {}, '/v1/sandbox'],
      ['find_company', { query: company, limit: 2 }, `/v1/companies/resolve?q=${encodeURIComponent(company)}&limit=2`],
      ['get_company', { companyId: cin }, `/v1/companies/${cin}`],
      ['list_filings', { companyId: cin, limit: 5, page: 2 }, `/v1/companies/${cin}/filings?page=2&limit=5`],
      ['find_director', { query: director.din }, `/v1/directors/resolve?q=${director.din}`],
      ['get_director', { din: director.din }, `/v1/directors/${director.din}`],
      ['get_unlock_status', { companyId: cin }, `/v1/companies/${cin}/unlock`],
      ['check_freshness', { companyId: cin }, `/v1/companies/${cin}/freshness`],
      ['get_filing_document', { companyId: cin, filingId: filing.row.filingId }, `/v1/companies/${cin}/filings/${filing.row.filingId}/download`],
      ['list_extraction_forms', { companyId: aoc4.cin }, `/v1/companies/${aoc4.cin}/extractions`],
      ['list_extraction_years', { companyId: aoc4.cin, formType: 'AOC-4' }, `/v1/companies/${aoc4.cin}/extractions/AOC-4`],
      ['get_extraction', { companyId: aoc4.cin, formType: 'AOC-4', year: aoc4.year }, `/v1/companies/${aoc4.cin}/extractions/AOC-4/${aoc4.year}`],
    ];
    for (const [tool, args, path] of pairs) {
      nextMinute();
      const before = snapshot();
      const answer = await callTool(client, tool, args);
      const middle = snapshot();
      const restAnswer = await rest(path);
      const after = snapshot();
      expect(answer.kind, `${tool}: ${answer.text}`).toBe('success');
      expect(restAnswer.status, path).toBeLessThan(300);
      expect(delta(before, middle), tool).toEqual(delta(middle, after));
      expect(delta(before, middle).rateSlots, tool).toBe(1);
      expect(answer.structured['costPaisa'], tool).toBe(restAnswer.meta['priceChargedPaisa'] ?? 0);
    }
  });

  it('makes no call for an invalid identifier: no usage, no rate-limit slot, no charge', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['get_company', { companyId: 'U12345MH2010PTC12345' }, 'INVALID_CIN'],
      ['unlock_company', { companyId: 'NOT-A-CIN', confirm: true }, 'INVALID_CIN'],
      ['get_director', { din: '123' }, 'INVALID_DIN'],
      ['get_filing_document', { companyId: pickCompany(emulator.registry, false).cin, filingId: 'doc_1' }, 'INVALID_FILING_ID'],
      ['get_extraction', { companyId: pickCompany(emulator.registry, false).cin, formType: 'AOC-4', year: 1066 }, 'INVALID_YEAR'],
    ];
    for (const [tool, args, code] of cases) {
      const before = snapshot();
      const answer = await callTool(client, tool, args);
      expect(answer.structured, tool).toMatchObject({ kind: 'error', code, status: 400, checkedLocally: true, requestId: null });
      expect(answer.text, tool).toMatch(/What to do: /);
      expect(snapshot(), tool).toEqual(before);
    }
  });

  it('quotes without charging and charges the confirmed call like REST', async () => {
    nextMinute();
    const { cin } = pickCompany(emulator.registry, false);
    const before = snapshot();
    const quote = await callTool(client, 'unlock_company', { companyId: cin });
    const afterQuote = snapshot();
    expect(quote.kind).toBe('quote');
    expect(afterQuote.balance).toBe(before.balance);
    expect(delta(before, afterQuote).usage.every((u) => u.spendPaisa === 0)).toBe(true);

    const run = await callTool(client, 'unlock_company', { companyId: cin, confirm: true });
    const afterRun = snapshot();
    expect(run.kind, run.text).toBe('success');
    expect(delta(afterQuote, afterRun)).toEqual({ spent: 33000, usage: [{ endpoint: 'companies.unlock', spendPaisa: 33000 }], rateSlots: 1 });
    expect(run.structured).toMatchObject({ costPaisa: 33000, walletBalancePaisa: afterRun.balance });
  });

  it('shares the per-key rate limit with REST and passes RATE_LIMITED on as an error', async () => {
    nextMinute();
    const { cin } = pickCompany(emulator.registry, false);
    // The MCP handshake of a new client takes no slot: only the API calls the tools make do.
    const fresh = await connectConnector(emulator.url, emulator.keys.live, 'path');
    try {
      expect(snapshot().rateSlots).toBe(0);
      for (let i = 0; i < RATE_LIVE - 1; i++) expect((await callTool(fresh, 'check_freshness', { companyId: cin })).kind).toBe('success');
      expect((await rest(`/v1/companies/${cin}/freshness`)).status).toBe(200);
      const limited: ToolAnswer = await callTool(fresh, 'check_freshness', { companyId: cin });
      expect(limited.structured).toMatchObject({ kind: 'error', code: 'RATE_LIMITED', status: 429 });
      expect((limited.structured['extras'] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      expect((await rest(`/v1/companies/${cin}/freshness`)).status).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('passes INSUFFICIENT_BALANCE and NO_ACCESS through, with the quote saying so first', async () => {
    nextMinute();
    const { cin } = pickCompany(emulator.registry, false);
    const low = await connectConnector(emulator.url, emulator.keys.lowBalance);
    const noAccess = await connectConnector(emulator.url, emulator.keys.noAccess);
    try {
      const lowBefore = snapshot(LOW_BALANCE_ACCOUNT, emulator.keys.lowBalance);
      const lowQuote = await callTool(low, 'unlock_company', { companyId: cin });
      expect(lowQuote.structured['walletAfterPaisa']).toBeLessThan(0);
      const refused = await callTool(low, 'unlock_company', { companyId: cin, confirm: true });
      expect(refused.structured).toMatchObject({
        kind: 'error',
        code: 'INSUFFICIENT_BALANCE',
        status: 402,
        extras: { balancePaisa: lowBefore.balance, requiredPaisa: 33000 },
      });
      expect(snapshot(LOW_BALANCE_ACCOUNT, emulator.keys.lowBalance).balance).toBe(lowBefore.balance);

      const noPrice = await callTool(noAccess, 'unlock_company', { companyId: cin });
      expect(noPrice.structured).toMatchObject({ kind: 'quote', pricePaisa: null });
      expect(noPrice.text).toContain('NO_ACCESS');
      const denied = await callTool(noAccess, 'unlock_company', { companyId: cin, confirm: true });
      expect(denied.structured).toMatchObject({ kind: 'error', code: 'NO_ACCESS', status: 403, extras: { endpoint: 'companies.unlock' } });
    } finally {
      await low.close();
      await noAccess.close();
    }
  });
});
