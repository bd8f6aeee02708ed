// The connector's HTTP surface: the tool list of the spec's table, the three ways to pass the key,
// and the 401s for a missing, unknown or revoked key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorHandle, startEmulator } from '../index';
import { callTool, connectConnector, type KeyPassing } from '../../test/support/emulator/connector-client';

// Tool name -> [all inputs, required inputs], as the spec's connector table lists them.
const SPEC_TOOLS: Record<string, [string[], string[]]> = {
  list_sandbox_entities: [[], []],
  find_company: [['query', 'state', 'city', 'limit'], ['query']],
  get_company: [['companyId', 'idType'], ['companyId']],
  list_filings: [['companyId', 'page', 'limit', 'formId', 'year', 'documentCategory'], ['companyId']],
  find_director: [['query', 'limit'], ['query']],
  get_director: [['din'], ['din']],
  unlock_company: [['companyId', 'confirm'], ['companyId']],
  get_unlock_status: [['companyId'], ['companyId']],
  get_filing_document: [['companyId', 'filingId'], ['companyId', 'filingId']],
  list_extraction_forms: [['companyId'], ['companyId']],
  list_extraction_years: [['companyId', 'formType'], ['companyId', 'formType']],
  get_extraction: [['companyId', 'formType', 'year', 'scope'], ['companyId', 'formType', 'year']],
  check_freshness: [['companyId'], ['companyId']],
  refresh_company: [['companyId', 'confirm'], ['companyId']],
  fetch_documents: [['companyId', 'confirm'], ['companyId']],
  get_account: [[], []],
};

let emulator: EmulatorHandle;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});

async function postInitialize(path: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }),
  });
}

describe('connector tool list', () => {
  it('lists the sixteen tools of the spec with their inputs and required inputs', async () => {
    const client = await connectConnector(emulator.url, emulator.keys.test);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(SPEC_TOOLS).sort());
      for (const tool of tools) {
        const [inputs, required] = SPEC_TOOLS[tool.name]!;
        expect(Object.keys(tool.inputSchema.properties ?? {}).sort(), tool.name).toEqual([...inputs].sort());
        expect([...(tool.inputSchema.required ?? [])].sort(), tool.name).toEqual([...required].sort());
        expect(tool.description, tool.name).toBeTruthy();
      }
      const extraction = tools.find((t) => t.name === 'get_extraction')!;
      const year = extraction.inputSchema.properties?.['year'] as { anyOf?: Array<{ type: string }> };
      expect(year.anyOf?.map((s) => s.type)).toEqual(['integer', 'string']);
    } finally {
      await client.close();
    }
  });
});

describe('connector key passing', () => {
  it.each<KeyPassing>(['bearer', 'x-api-key', 'path'])('accepts the key by %s and calls with it', async (how) => {
    const client = await connectConnector(emulator.url, emulator.keys.live, how);
    try {
      const answer = await callTool(client, 'get_account');
      expect(answer.kind).toBe('success');
      // The live key's account holds the full rate card.
      const pricing = (answer.structured['data'] as { pricing: Array<{ endpoint: string }> }).pricing;
      expect(pricing.map((r) => r.endpoint)).toContain('companies.unlock');
    } finally {
      await client.close();
    }
  });

  it.each([
    ['no key', '/mcp', {}, 'MISSING_API_KEY'],
    ['an unknown key', '/mcp', { authorization: 'Bearer svc_live_notakey000000000000000000' }, 'INVALID_API_KEY'],
    ['a revoked key by header', '/mcp', { 'x-api-key': 'REVOKED' }, 'API_KEY_REVOKED'],
    ['a revoked key in the path', '/mcp/k/REVOKED', {}, 'API_KEY_REVOKED'],
  ])('answers 401 in the API envelope for %s', async (_label, path, headers, code) => {
    const revoked = emulator.keys.revoked;
    const withKey = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('REVOKED', revoked)]));
    const response = await postInitialize(path.replace('REVOKED', revoked), withKey);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    const body = (await response.json()) as { error: { code: string; message: string }; meta: { requestId: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toBeTruthy();
    expect(body.meta.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('refuses the SDK client with a revoked key', async () => {
    await expect(connectConnector(emulator.url, emulator.keys.revoked, 'bearer')).rejects.toThrow(/401|API_KEY_REVOKED|nauthori/);
  });

  it('answers 405 to GET and DELETE on a stateless connector', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${emulator.url}/mcp`, { method, headers: { 'x-api-key': emulator.keys.test } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('answers arguments that fail the input schema as an error result', async () => {
    const client = await connectConnector(emulator.url, emulator.keys.test);
    try {
      const answer = await callTool(client, 'find_company', { query: 'x', limit: 99 });
      expect(answer.kind).toBe('error');
      expect(answer.structured).toMatchObject({ code: 'INVALID_ARGUMENTS', status: 400, tool: 'find_company', checkedLocally: true });
      expect(answer.result.isError).toBe(true);
    } finally {
      await client.close();
    }
  });
});
