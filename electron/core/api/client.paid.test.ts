/**
 * Paid POSTs against the emulator: never repeated, settled by the free status call when the
 * answer is lost, and never joining a running job without consent. The emulator's ledger is the
 * judge of what was charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { companyWithAllForms, type Fixture, hotDirector, startFixture } from '../../../test/support/core/emulator-fixture';
import { ApiError, PurchaseUnknownError } from './errors';

let fx: Fixture;
let liveCompanies: string[];

beforeAll(async () => {
  fx = await startFixture();
  liveCompanies = [];
  for (const entry of fx.emu.registry.companies()) {
    if (!entry.sandbox && entry.idType === 'cin') liveCompanies.push(entry.cin);
    if (liveCompanies.length >= 8) break;
  }
});

afterAll(async () => {
  await fx?.close();
});

const charges = (endpoint: string, subject: string) =>
  fx.emu.state.ledger('acc_main').filter((e) => e.endpoint === endpoint && e.subject === subject);
const posts = (from: number) => fx.requests.slice(from).filter((r) => r.startsWith('POST'));

describe('a lost answer on a paid POST', () => {
  it('unlock: the status call confirms it and the ledger holds one charge', async () => {
    const cin = liveCompanies[0]!;
    const client = fx.client('live');
    fx.emu.faults.dropConnection(1, `/v1/companies/${cin}/unlock`);
    const from = fx.requests.length;
    const result = await client.unlockCompany(cin);
    expect(result.outcome).toBe('confirmed-after-timeout');
    if (result.outcome === 'confirmed-after-timeout') {
      expect(result.status.data.unlocked).toBe(true);
      expect(result.callError.kind).toBe('network');
    }
    expect(posts(from)).toHaveLength(1);
    expect(charges('companies.unlock', cin)).toHaveLength(1);
  });

  it('refresh: a new job in the status confirms it, one charge', async () => {
    const cin = liveCompanies[1]!;
    fx.emu.faults.dropConnection(1, `/v1/companies/${cin}/update`);
    const from = fx.requests.length;
    const result = await fx.client('live').refreshCompany(cin);
    expect(result.outcome).toBe('confirmed-after-timeout');
    expect(posts(from)).toHaveLength(1);
    expect(charges('companies.update', cin)).toHaveLength(1);
  });

  it('director unlock: confirmed by the director unlock status, one charge', async () => {
    const din = hotDirector(fx.emu, false);
    fx.emu.faults.dropConnection(1, `/v1/directors/${din}/unlock`);
    const from = fx.requests.length;
    const result = await fx.client('live').unlockDirector(din);
    expect(result.outcome).toBe('confirmed-after-timeout');
    expect(posts(from)).toHaveLength(1);
    expect(charges('directors.unlock', din)).toHaveLength(1);
  });

  it('joining a running fetch: the status cannot tell, so PurchaseUnknownError, never a second POST', async () => {
    const cin = liveCompanies[2]!;
    const client = fx.client('live');
    expect((await client.unlockCompany(cin)).outcome).toBe('performed');
    fx.emu.faults.dropConnection(1, `/v1/companies/${cin}/documents/fetch`);
    const from = fx.requests.length;
    const error = await client.fetchDocuments(cin, { joinRunning: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PurchaseUnknownError);
    expect((error as PurchaseUnknownError).toData()).toMatchObject({ code: 'PURCHASE_UNKNOWN', details: { kind: 'purchase-unknown', statusError: null } });
    expect(posts(from)).toHaveLength(1);
    expect(charges('companies.documents.fetch', cin)).toHaveLength(1);
  });

  it('when the status call fails too: PurchaseUnknownError carrying both errors', async () => {
    const cin = liveCompanies[3]!;
    const path = `/v1/companies/${cin}/unlock`;
    fx.emu.faults.dropConnection(1, path);
    // Once the POST has lost its answer, the status call keeps failing with 503.
    const failAfterPost: typeof fetch = (input, init) => {
      const sent = fetch(input, init);
      if (init?.method === 'POST') sent.catch(() => fx.emu.faults.failNextRequests(10, path));
      return sent;
    };
    const client = fx.client('live', { fetch: failAfterPost });
    const error = await client.unlockCompany(cin).catch((e: unknown) => e);
    fx.emu.faults.reset();
    expect(error).toBeInstanceOf(PurchaseUnknownError);
    const data = (error as PurchaseUnknownError).toData();
    expect(data).toMatchObject({ details: { callError: { details: { kind: 'network' } }, statusError: { code: 'SERVICE_UNAVAILABLE', details: { kind: 'api' } } } });
    expect(charges('companies.unlock', cin)).toHaveLength(1);
  });
});

describe('running jobs and uncharged refusals', () => {
  it('does not join a running refresh unless asked, and then pays once', async () => {
    const cin = liveCompanies[4]!;
    const client = fx.client('live');
    expect((await client.refreshCompany(cin)).outcome).toBe('performed');
    const from = fx.requests.length;
    const running = await client.refreshCompany(cin);
    expect(running.outcome).toBe('already-running');
    if (running.outcome === 'already-running') expect(running.job.status).toMatch(/pending|in_progress/);
    expect(posts(from)).toHaveLength(0);
    expect(charges('companies.update', cin)).toHaveLength(1);
    const joined = await client.refreshCompany(cin, { joinRunning: true });
    expect(joined.outcome).toBe('performed');
    if (joined.outcome === 'performed') expect(joined.response.data.joinedExisting).toBe(true);
    expect(charges('companies.update', cin)).toHaveLength(2);
  });

  it('does not join a running document job unless asked', async () => {
    const cin = liveCompanies[5]!;
    const client = fx.client('live');
    await client.unlockCompany(cin);
    const from = fx.requests.length;
    const running = await client.fetchDocuments(cin);
    expect(running.outcome).toBe('already-running');
    expect(posts(from)).toHaveLength(0);
    const joined = await client.fetchDocuments(cin, { joinRunning: true });
    expect(joined.outcome).toBe('performed');
    expect(charges('companies.documents.fetch', cin)).toHaveLength(1);
  });

  it('returns REFRESH_IN_PROGRESS with its Retry-After as an outcome', async () => {
    const cin = liveCompanies[6]!;
    const client = fx.client('live');
    expect((await client.refreshFilingList(cin)).outcome).toBe('performed');
    const result = await client.refreshCompany(cin, { joinRunning: true });
    expect(result.outcome).toBe('refresh-in-progress');
    if (result.outcome === 'refresh-in-progress') expect(result.retryAfterSeconds).toBeGreaterThan(0);
    expect(charges('companies.update', cin)).toHaveLength(1);
  });

  it('returns ALREADY_UNLOCKED from the POST as an outcome (someone else unlocked meanwhile)', async () => {
    const cin = liveCompanies[7]!;
    let other: ApiClient | undefined;
    const unlockFirst: typeof fetch = async (input, init) => {
      if (init?.method === 'POST' && other) {
        const colleague = other;
        other = undefined;
        await colleague.unlockCompany(cin);
      }
      return fetch(input, init);
    };
    // The colleague's clock must not wait for requests in flight: one of them is waiting for it.
    other = fx.client('live', { sleep: async (ms) => fx.advance(ms) });
    const result = await fx.client('live', { fetch: unlockFirst }).unlockCompany(cin);
    expect(result.outcome).toBe('already-unlocked');
    expect(charges('companies.unlock', cin)).toHaveLength(1);
  });

  it('throws INSUFFICIENT_BALANCE as an ApiError with its extras, uncharged', async () => {
    const cin = companyWithAllForms(fx.emu, false);
    const error = await fx.client('lowBalance').unlockCompany(cin).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toData()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      details: { kind: 'api', status: 402, extras: { balancePaisa: 20_000, requiredPaisa: 33_000 } },
    });
    expect(fx.emu.state.ledger('acc_low_balance')).toEqual([]);
  });
});

describe('a paid POST that times out', () => {
  it('is not repeated; with the status reads timing out too, PurchaseUnknownError, and one charge', async () => {
    const din = (() => {
      for (const entry of fx.emu.registry.companies()) {
        for (const d of entry.directorDins) {
          const director = fx.emu.registry.director(d);
          if (director && !director.sandbox && director.contactPath === 'hot' && charges('directors.unlock', d).length === 0) return d;
        }
      }
      throw new Error('no second hot director');
    })();
    // From the POST on, every request reaches the emulator and is answered, but the answer is
    // withheld from the client until its timeout fires: the purchase runs, the client never hears.
    let blackHole = false;
    const answersLost: typeof fetch = (input, init) => {
      if (init?.method === 'POST') blackHole = true;
      if (!blackHole) return fetch(input, init);
      const { signal, ...rest } = init ?? {};
      const delivered = fetch(input, rest);
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => delivered.finally(() => reject(new DOMException('aborted', 'AbortError'))), { once: true });
      });
    };
    const client = fx.client('live', { timeoutMs: 300, maxAttempts: 2, fetch: answersLost });
    const from = fx.requests.length;
    const error = await client.unlockDirector(din).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PurchaseUnknownError);
    expect((error as PurchaseUnknownError).toData()).toMatchObject({ details: { callError: { details: { kind: 'timeout' } }, statusError: { details: { kind: 'timeout' } } } });
    expect(posts(from)).toHaveLength(1);
    // The service performed the one POST it received: exactly one charge, never two.
    expect(charges('directors.unlock', din)).toHaveLength(1);
  });
});
