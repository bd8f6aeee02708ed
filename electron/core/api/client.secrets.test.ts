/**
 * The API key never appears in an error: every kind of error is provoked (from the emulator, and
 * from a local server that echoes the key back in its answers) and its serialised forms searched.
 */
import { inspect } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { type Fixture, startFixture } from '../../../test/support/core/emulator-fixture';
import { ClientError } from './errors';
import { createFakeClock } from '../../../test/support/core/fake-clock';

const ECHO_KEY = 'svc_live_echoedsecretkey00000a1b2';
let fx: Fixture;
let echo: FastifyInstance;
let echoUrl: string;

beforeAll(async () => {
  fx = await startFixture();
  echo = Fastify({ forceCloseConnections: true });
  // Answers that repeat the caller's key, as a careless proxy or a debug build might.
  echo.get('/v1/account/usage', async (req, reply) =>
    reply.code(401).send({ error: { code: 'INVALID_API_KEY', message: `key ${req.headers['x-api-key']} is unknown`, key: req.headers['x-api-key'] } }),
  );
  echo.get('/v1/account/pricing', async (req, reply) => reply.code(502).type('text/html').send(`<h1>Bad gateway for ${req.headers['x-api-key']}</h1>`));
  echo.get('/v1/account/billing', async (req) => ({ data: { name: 7, echoed: req.headers['x-api-key'] }, meta: { requestId: 'req_1' } }));
  echo.get('/v1/sandbox', async () => new Promise(() => {}));
  echoUrl = await echo.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await fx?.close();
  await echo?.close();
});

function expectNoKey(error: unknown, key: string) {
  expect(error).toBeInstanceOf(ClientError);
  expect(JSON.stringify(error)).not.toContain(key);
  expect(String(error)).not.toContain(key);
  expect(inspect(error, { depth: 10 })).not.toContain(key);
  expect((error as Error).stack ?? '').not.toContain(key);
}

const caught = (p: Promise<unknown>) => p.then(() => expect.unreachable('the call should fail'), (e: unknown) => e);

describe('no error carries the key', () => {
  it.each([
    ['revoked key (401)', 'revoked', (c: ReturnType<Fixture['client']>) => c.getUsage()],
    ['disabled account (403)', 'disabled', (c: ReturnType<Fixture['client']>) => c.getUsage()],
    ['no price row (403 NO_ACCESS)', 'noAccess', (c: ReturnType<Fixture['client']>) => c.unlockCompany(fx.emu.registry.sandboxCompanies()[0]!.cin)],
    ['test key outside the sandbox (403 SANDBOX_ONLY)', 'test', (c: ReturnType<Fixture['client']>) => c.getCompany(liveCin())],
    ['low balance (402)', 'lowBalance', (c: ReturnType<Fixture['client']>) => c.unlockCompany(liveCin())],
    ['bad identifier (refused locally)', 'live', (c: ReturnType<Fixture['client']>) => c.getCompany('nope')],
  ] as const)('%s', async (_name, role, call) => {
    const error = await caught(call(fx.client(role, { maxRateLimitRetries: 0 })));
    expectNoKey(error, fx.emu.keys[role]);
  });

  it('rate limited (429) and purchase unknown', async () => {
    const limited = await startFixture({ rateLive: 1 });
    try {
      const client = limited.client('live', { maxRateLimitRetries: 0 });
      await client.getUsage();
      expectNoKey(await caught(client.getUsage()), limited.emu.keys.live);
    } finally {
      await limited.close();
    }
    const cin = liveCin();
    const path = `/v1/companies/${cin}/unlock`;
    fx.emu.faults.dropConnection(1, path);
    const failStatus: typeof fetch = (input, init) => {
      const sent = fetch(input, init);
      if (init?.method === 'POST') sent.catch(() => fx.emu.faults.failNextRequests(10, path));
      return sent;
    };
    const error = await caught(fx.client('live', { fetch: failStatus }).unlockCompany(cin));
    fx.emu.faults.reset();
    expect((error as ClientError).kind).toBe('purchase-unknown');
    expectNoKey(error, fx.emu.keys.live);
  });

  it('network, timeout, echoed error bodies and invalid responses', async () => {
    const clock = createFakeClock();
    const client = createApiClient({ baseUrl: echoUrl, apiKey: ECHO_KEY, timeoutMs: 150, maxAttempts: 1, now: clock.now, sleep: clock.sleep });
    const echoed = await caught(client.getUsage());
    expect((echoed as ClientError).toData()).toMatchObject({ code: 'INVALID_API_KEY', message: 'key svc_live_…a1b2 is unknown', details: { kind: 'api' } });
    expectNoKey(echoed, ECHO_KEY);
    const html = await caught(client.getPricing());
    expect((html as ClientError).code).toBe('HTTP_502');
    expectNoKey(html, ECHO_KEY);
    const invalid = await caught(client.getBillingProfile());
    expect((invalid as ClientError).toData()).toMatchObject({ code: 'INVALID_RESPONSE', details: { kind: 'invalid-response' } });
    expect((invalid as ClientError).message).toContain('data.name');
    expectNoKey(invalid, ECHO_KEY);
    const timeout = await caught(client.getSandbox());
    expect((timeout as ClientError).kind).toBe('timeout');
    expectNoKey(timeout, ECHO_KEY);
    const closed = Fastify();
    const closedUrl = await closed.listen({ host: '127.0.0.1', port: 0 });
    await closed.close();
    const refused = createApiClient({ baseUrl: closedUrl, apiKey: ECHO_KEY, maxAttempts: 1, now: clock.now, sleep: clock.sleep });
    const network = await caught(refused.getUsage());
    expect((network as ClientError).kind).toBe('network');
    expectNoKey(network, ECHO_KEY);
  });
});

function liveCin(): string {
  for (const entry of fx.emu.registry.companies()) if (!entry.sandbox && entry.idType === 'cin') return entry.cin;
  throw new Error('no live company');
}
