/**
 * Retries: safe calls (GETs) survive 503s, dropped connections and timeouts with full-jitter
 * backoff; a POST is never repeated. 503s come from the emulator's failNextRequests; dropped
 * connections and silence on a GET from a tiny local server (the emulator only drops paid POSTs).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { type Fixture, startFixture } from '../../../test/support/core/emulator-fixture';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { createFakeClock } from '../../../test/support/core/fake-clock';

describe('503 on the emulator', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await startFixture();
  });
  afterAll(async () => {
    await fx?.close();
  });
  afterEach(() => fx.emu.faults.reset());

  const cin = () => fx.emu.registry.sandboxCompanies()[0]!.cin;

  function clientWithSleeps(maxAttempts?: number) {
    const sleeps: number[] = [];
    const client = fx.client('test', {
      random: () => 0.5,
      maxAttempts,
      sleep: async (ms) => {
        sleeps.push(ms);
        fx.advance(ms);
      },
    });
    return { client, sleeps };
  }

  it('retries a GET after 503s with full-jitter backoff', async () => {
    const { client, sleeps } = clientWithSleeps();
    fx.emu.faults.failNextRequests(2, '/freshness');
    const before = fx.requests.length;
    const freshness = await client.getFreshness(cin());
    expect(freshness.data.cin).toBe(cin());
    expect(fx.requests.slice(before).filter((r) => r.includes('/freshness'))).toHaveLength(3);
    // random() = 0.5 of a ceiling doubling from 500 ms: 250 ms, then 500 ms.
    const backoffs = sleeps.filter((ms) => ms === 250 || ms === 500);
    expect(backoffs).toEqual([250, 500]);
  });

  it('gives up after maxAttempts with the 503 as an ApiError', async () => {
    const { client } = clientWithSleeps(3);
    fx.emu.faults.failNextRequests(10, '/freshness');
    const before = fx.requests.length;
    const error = await client.getFreshness(cin()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toData()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { status: 503 } });
    expect(fx.requests.slice(before)).toHaveLength(3);
  });

  it('never repeats a POST after a 503', async () => {
    const { client } = clientWithSleeps();
    fx.emu.faults.failNextRequests(5, '/documents/fetch');
    const before = fx.requests.length;
    const error = await client.fetchDocuments(cin()).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('SERVICE_UNAVAILABLE');
    expect(fx.requests.slice(before).filter((r) => r.startsWith('POST'))).toHaveLength(1);
  });
});

describe('lost answers on a GET (local server)', () => {
  let server: FastifyInstance;
  let baseUrl: string;
  const plan: Array<'drop' | 'hang' | 'ok'> = [];
  let served = 0;

  beforeAll(async () => {
    server = Fastify({ forceCloseConnections: true });
    server.get('/v1/account/pricing', async (request, reply) => {
      served += 1;
      const step = plan.shift() ?? 'ok';
      if (step === 'drop') {
        request.raw.socket.destroy();
        return reply;
      }
      if (step === 'hang') return new Promise(() => {});
      return { data: [{ endpoint: 'companies.master', pricePaisa: 500, defaultPricePaisa: 500 }], meta: { requestId: `req_${served}` } };
    });
    baseUrl = await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  const client = (maxAttempts = 4) => {
    const clock = createFakeClock();
    return createApiClient({ baseUrl, apiKey: 'svc_live_retrytestkey0000000a1b2', timeoutMs: 200, now: clock.now, sleep: clock.sleep, maxAttempts });
  };

  it('retries after a dropped connection and after a timeout', async () => {
    plan.splice(0, plan.length, 'drop', 'hang', 'ok');
    served = 0;
    const pricing = await client().getPricing();
    expect(pricing.data[0]?.pricePaisa).toBe(500);
    expect(served).toBe(3);
  });

  it('surfaces the last failure when every attempt is lost', async () => {
    plan.splice(0, plan.length, 'drop', 'drop');
    served = 0;
    await expect(client(2).getPricing()).rejects.toBeInstanceOf(NetworkError);
    plan.splice(0, plan.length, 'hang');
    await expect(client(1).getPricing()).rejects.toBeInstanceOf(TimeoutError);
  });
});
