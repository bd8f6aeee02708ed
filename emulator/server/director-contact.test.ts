/** Director contact unlock (hot, cold, cold failing, unseeded, already unlocked), status and contact reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../index';
import { MAIN_ACCOUNT } from '../state/accounts';
import { directorWith, startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;

beforeAll(async () => {
  emu = await startTestEmulator({ speed: 1000 });
  live = new TestClient(emu.url, emu.keys.live);
});
afterAll(() => emu.close());

describe('director contact', () => {
  it('hot path: charged, unlocked for a year, contact readable per call; a second unlock is 409', async () => {
    const { din } = directorWith(emu.registry, (d) => d.contactPath === 'hot');
    const none = await live.get(`/v1/directors/${din}/unlock`);
    expect(none.body.data).toMatchObject({ din, unlocked: false, unlockPrice: 29_900 });
    expect((await live.get(`/v1/directors/${din}/contact`)).body.data).toEqual({ unlocked: false, unlockPrice: 29_900 });
    const res = await live.post(`/v1/directors/${din}/unlock`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ din, unlocked: true });
    expect(res.body.meta.priceChargedPaisa).toBe(29_900);
    const contact = await live.get(`/v1/directors/${din}/contact`);
    expect(contact.body.data.din).toBe(din);
    expect(contact.body.meta.priceChargedPaisa).toBe(5);
    const wallet = emu.state.balance(MAIN_ACCOUNT);
    expect((await live.post(`/v1/directors/${din}/unlock`)).body.error.code).toBe('ALREADY_UNLOCKED');
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(wallet);
  });

  it('cold path: the upstream refresh lands, then charged; its attempt is recorded', async () => {
    const { din } = directorWith(emu.registry, (d) => d.contactPath === 'cold');
    const res = await live.post(`/v1/directors/${din}/unlock`);
    expect(res.status).toBe(200);
    expect(res.body.data.lastUpdateAttempt).toMatchObject({ status: 'success' });
    expect(res.body.data.contactUpdatedAt).toBe(res.body.data.lastUpdateAttempt.timestamp);
  });

  it('cold path that fails: 422 with lastUpdateAttempt, nothing deducted', async () => {
    const { din } = directorWith(emu.registry, (d) => d.contactPath === 'cold-fails');
    const wallet = emu.state.balance(MAIN_ACCOUNT);
    const res = await live.post(`/v1/directors/${din}/unlock`);
    expect(res.status).toBe(422);
    expect(res.body.error.lastUpdateAttempt).toMatchObject({ status: 'error' });
    expect(emu.state.balance(MAIN_ACCOUNT)).toBe(wallet);
    expect((await live.get(`/v1/directors/${din}/unlock`)).body.data.lastUpdateAttempt.status).toBe('error');
  });

  it('503 when disabled; NO_ACCESS without a price row; synthetic on a test key', async () => {
    const { din } = directorWith(emu.registry, (d) => d.contactPath === 'hot' && d.din !== '');
    emu.faults.set({ contactDown: true });
    expect((await live.post(`/v1/directors/${din}/unlock`)).status).toBe(503);
    emu.faults.reset();
    const denied = await live.withKey(emu.keys.noAccess).post(`/v1/directors/${din}/unlock`);
    expect(denied.body.error).toMatchObject({ code: 'NO_ACCESS', endpoint: 'directors.unlock', catalogPricePaisa: 29_900 });
    const sandboxDin = emu.registry.sandboxDirectors()[0]!.din;
    const test = new TestClient(emu.url, emu.keys.test);
    const synthetic = await test.post(`/v1/directors/${sandboxDin}/unlock`);
    expect(synthetic.body.data).toMatchObject({ unlocked: true, sandbox: true, contactUpdatedAt: null, lastUpdateAttempt: null });
    expect((await test.get(`/v1/directors/${sandboxDin}/unlock`)).body.data.sandbox).toBe(true);
  });
});
