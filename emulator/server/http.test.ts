/** HTTP hygiene: request ids everywhere, 404/405/413/bad JSON in the envelope, rate limit, admin only with --admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../index';
import { startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;

beforeAll(async () => {
  emu = await startTestEmulator({ rateLive: 5 });
  live = new TestClient(emu.url, emu.keys.live);
});
afterAll(() => emu.close());

// biome-ignore lint/suspicious/noExplicitAny: admin bodies are read field by field
const json = async (res: Response): Promise<any> => res.json();

describe('http', () => {
  it('answers unknown paths, wrong methods, bad JSON and big bodies in the envelope with a request id', async () => {
    const unknown = await live.get('/v2/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const wrong = await live.call('PATCH', '/v1/account/billing');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('PUT');
    const big = await live.put('/v1/account/billing', JSON.stringify({ name: 'x'.repeat(100_000) }));
    expect(big.status).toBe(413);
    const bad = await live.put('/v1/account/billing', '{"name":');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts/);
    const empty = await live.post(`/v1/companies/${emu.registry.sandboxCompanies()[0]!.cin}/unlock`, '', { headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(202);
  });

  it('rate-limits a key per sliding minute with Retry-After, by the clock', async () => {
    emu.clock.advance(61_000);
    const results: number[] = [];
    for (let i = 0; i < 6; i++) results.push((await live.get('/v1/sandbox')).status);
    expect(results).toEqual([200, 200, 200, 200, 200, 429]);
    emu.clock.advance(60_000);
    expect((await live.get('/v1/sandbox')).status).toBe(200);
  });

  it('exposes admin routes only with the admin option', async () => {
    const admin = await fetch(`${emu.url}/admin/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ latencyMs: 1 }) });
    expect((await json(admin)).data.latencyMs).toBe(1);
    const before = emu.clock.now();
    const clock = await fetch(`${emu.url}/admin/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 86_400_000 }) });
    expect(Date.parse((await json(clock)).data.now)).toBeGreaterThanOrEqual(before + 86_400_000);
    emu.faults.reset();
    const state = await json(await fetch(`${emu.url}/admin/state?accountId=acc_main`));
    expect(state.data.wallets).toHaveLength(4);
    expect(Array.isArray(state.data.ledger)).toBe(true);
    const plain = await startTestEmulator({ admin: false });
    try {
      expect((await fetch(`${plain.url}/admin/faults`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
