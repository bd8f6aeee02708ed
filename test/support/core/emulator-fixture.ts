/**
 * Test support: the real emulator in-process on port 0, clients on a virtual clock that their
 * pacing and backoff sleeps move together with the emulator's clock (so nothing really waits and
 * the emulator's per-minute rate limit sees at least the spacing the client chose), a fetch wrapper
 * that lists every request, and a few registry entries picked for the cases the tests need.
 */
import { type EmulatorHandle, type EmulatorOptions, startEmulator } from '../../../emulator/index';
import { type ApiClient, createApiClient } from '../../../electron/core/api/client';
import type { ApiClientOptions } from '../../../electron/core/api/endpoint-caller';

export type KeyRole = keyof EmulatorHandle['keys'];

export interface Fixture {
  emu: EmulatorHandle;
  /** `METHOD path?query` of every request sent, in order. */
  requests: string[];
  client(role: KeyRole, extra?: Partial<ApiClientOptions>): ApiClient;
  /** The clients' clock: moves only when a client sleeps (or advance is called), never by itself. */
  now(): number;
  /** Moves the clients' clock and the emulator's clock forward together. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startFixture(options: EmulatorOptions = {}): Promise<Fixture> {
  const emu = await startEmulator({ port: 0, ...options });
  const requests: string[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const tracked =
    (inner: typeof fetch): typeof fetch =>
    (input, init) => {
      const url = new URL(String(input));
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      const sent = inner(input, init);
      const settled = sent.catch(() => undefined).finally(() => inFlight.delete(settled));
      inFlight.add(settled);
      return sent;
    };
  // The clients' time is virtual: a send granted at virtual time t is stamped t, whatever the
  // machine's load. The emulator's clock moves by the same steps plus real time, so the spacing
  // it sees is never shorter than the one the client chose.
  let virtualNow = emu.clock.now();
  const advance = (ms: number) => {
    virtualNow += Math.max(0, ms);
    emu.clock.advance(Math.max(0, ms));
  };
  // Time moves only once the requests already sent have been answered: otherwise an instant sleep
  // would run the clock ahead of requests still travelling to the emulator.
  const sleep = async (ms: number) => {
    await Promise.all([...inFlight]);
    advance(ms);
  };
  return {
    emu,
    requests,
    client: (role, extra = {}) =>
      createApiClient({
        baseUrl: emu.url,
        apiKey: emu.keys[role],
        now: () => virtualNow,
        sleep,
        ...extra,
        fetch: tracked(extra.fetch ?? fetch),
      }),
    now: () => virtualNow,
    advance,
    close: () => emu.close(),
  };
}

const ALL_FORMS = ['AOC-4', 'CHARGES', 'MGT-7', 'PAS-3'];

/** A company with every extraction form, from the sandbox or (sandbox: false) outside it. */
export function companyWithAllForms(emu: EmulatorHandle, sandbox: boolean): string {
  let seen = 0;
  for (const entry of emu.registry.companies()) {
    if (++seen > 2000) break;
    if (entry.sandbox !== sandbox || entry.idType !== 'cin') continue;
    const forms = emu.registry.extractionForms(entry.cin);
    if (ALL_FORMS.every((f) => forms.includes(f))) return entry.cin;
  }
  throw new Error(`no ${sandbox ? 'sandbox' : 'live'} company with all extraction forms`);
}

/** A director whose contact unlock takes the hot path (contact cached, so the unlock succeeds). */
export function hotDirector(emu: EmulatorHandle, sandbox: boolean): string {
  let seen = 0;
  for (const entry of emu.registry.companies()) {
    if (++seen > 2000) break;
    for (const din of entry.directorDins) {
      const director = emu.registry.director(din);
      if (director && director.sandbox === sandbox && director.contactPath === 'hot') return din;
    }
  }
  throw new Error(`no ${sandbox ? 'sandbox' : 'live'} director on the hot contact path`);
}
