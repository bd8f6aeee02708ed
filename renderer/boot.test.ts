// @vitest-environment jsdom
// The app's start (issue 28 item 20): boot.ts sends the two reads the first screen needs before it
// sets the stores up (that takes the main thread 10-30 ms in a fresh window), and the stores take
// those reads over as their first ones, in the same task: no read is sent twice, and every event is
// listened to from before any answer can arrive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../shared/bridge/contract';
import { appStatus, company } from '../test/support/renderer/fixtures';

const companies = [company({ id: 'U72900KA2015PTC000001', name: 'Anand Agro Private Limited' })];

afterEach(() => {
  delete (window as Window & { dossier?: BridgeApi }).dossier;
  vi.resetModules();
});

describe('boot', () => {
  it('sends the start reads before the stores listen, and the stores use those reads', async () => {
    const steps: string[] = [];
    const api: BridgeApi = {
      async call(name) {
        steps.push(`call ${name}`);
        if (name === 'app.status') return { ok: true, value: appStatus({ mode: 'live', libraryCompanies: 1 }) } as never;
        if (name === 'library.companies') return { ok: true, value: companies } as never;
        return { ok: true, value: [] } as never;
      },
      on(name) {
        steps.push(`on ${name}`);
        return () => {};
      },
    };
    (window as Window & { dossier?: BridgeApi }).dossier = api;
    const { startReads, stores } = await import('./boot');
    await startReads;
    expect(steps.slice(0, 2)).toEqual(['call app.status', 'call library.companies']);
    expect(steps[2]).toMatch(/^on /);
    expect(steps.filter((s) => s === 'call library.companies')).toHaveLength(1);
    expect(steps.filter((s) => s === 'call app.status')).toHaveLength(1);
    expect(stores.library.getState().companies.map((c) => c.id)).toEqual(['U72900KA2015PTC000001']);
    expect(stores.app.getState().status?.libraryCompanies).toBe(1);
    // The library screen's first mount uses the start's read.
    await stores.library.getState().refreshOnMount();
    expect(steps.filter((s) => s === 'call library.companies')).toHaveLength(1);
  });
});
