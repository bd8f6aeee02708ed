/**
 * Test-only: an in-process emulator at high speed with raised rate limits, a client matched to
 * them, a fresh library in a temp folder, and an engine whose events are recorded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EmulatorHandle, type EmulatorOptions, startEmulator } from '../../../emulator/index';
import type { SyntheticRegistry } from '../../../emulator/registry/index';
import { MAIN_ACCOUNT } from '../../../emulator/state/accounts';
import type { EventName, EventPayload } from '../../../shared/bridge/contract';
import type { ActionView } from '../../../shared/bridge/views';
import { type ApiClient, createApiClient } from '../../../electron/core/api';
import type { EventSink } from '../../../electron/core/bridge-handlers';
import { type Cipher, type Library, openLibrary } from '../../../electron/core/store';
import { createMirrorEngine } from '../../../electron/core/mirror/engine';
import { FAST_TUNING, RATE, SPEED } from './mirror-tuning';
import type { BudgetSettings, MirrorEngine, MirrorQuote, MirrorTuning } from '../../../electron/core/mirror/types';

export { FAST_TUNING, RATE, SPEED } from './mirror-tuning';

export const NO_LIMITS: BudgetSettings = { confirmThresholdPaisa: 100_000, sessionCapPaisa: null };

export async function startTestEmulator(options: EmulatorOptions = {}): Promise<EmulatorHandle & { registry: SyntheticRegistry }> {
  const emu = await startEmulator({ port: 0, seed: 'dossier', speed: SPEED, rateLive: RATE, rateTest: RATE, ...options });
  return emu as EmulatorHandle & { registry: SyntheticRegistry };
}

export function clientFor(emu: EmulatorHandle, key: string): ApiClient {
  return createApiClient({ baseUrl: emu.url, apiKey: key, limits: { livePerMinute: RATE, testPerMinute: RATE }, timeoutMs: 60_000 });
}

export function tempLibrary(): { dir: string; library: Library; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-mirror-'));
  const library = openLibrary(dir);
  return {
    dir,
    library,
    cleanup() {
      library.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RecordedEvent {
  name: EventName;
  payload: unknown;
}

export function recordingSink(): EventSink & { events: RecordedEvent[]; of<K extends EventName>(name: K): EventPayload<K>[] } {
  const events: RecordedEvent[] = [];
  return {
    events,
    emit(name, payload) {
      events.push({ name, payload });
    },
    of<K extends EventName>(name: K) {
      return events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<K>);
    },
  };
}

export function engineFor(opts: {
  library: Library;
  client: ApiClient | null;
  events?: EventSink;
  budget?: BudgetSettings;
  tuning?: Partial<MirrorTuning>;
  now?: () => number;
  contactCipher?: Cipher;
}): MirrorEngine {
  const { contactCipher } = opts;
  return createMirrorEngine({
    library: opts.library,
    client: () => opts.client,
    events: opts.events ?? recordingSink(),
    budget: () => opts.budget ?? NO_LIMITS,
    tuning: { ...FAST_TUNING, ...opts.tuning },
    now: opts.now,
    contactCipher: contactCipher ? async () => contactCipher : undefined,
  });
}

/** The first live company (a CIN, not a sandbox one) listing more than `min` and at most `max` filings. */
export function liveCompanyWithFilings(emu: { registry: SyntheticRegistry }, min: number, max: number, except: readonly string[] = []): string {
  for (const c of emu.registry.companies()) {
    const entry = emu.registry.company(c.cin)!;
    const n = emu.registry.filings(c.cin).length;
    if (!entry.sandbox && entry.idType === 'cin' && n > min && n <= max && !except.includes(c.cin)) return c.cin;
  }
  throw new Error(`no live company with ${min + 1} to ${max} filings`);
}

/** The emulator's own charges to the main account (what the live and test keys were billed). */
export function emulatorLedger(emu: EmulatorHandle) {
  return emu.state.ledger(MAIN_ACCOUNT);
}

export function emulatorBalance(emu: EmulatorHandle): number {
  return emu.state.balance(MAIN_ACCOUNT);
}

/** Every stored document of a company re-read from disk: size, sha256 and the %PDF- header. */
export function checkDocuments(library: Library, companyId: string): { count: number; bad: string[] } {
  const bad: string[] = [];
  let count = 0;
  for (const f of library.filings.listByCompany(companyId, { limit: 1_000_000 })) {
    const doc = library.documents.get(f.filingId);
    if (!doc) continue;
    count++;
    const bytes = fs.readFileSync(library.documents.absolutePath(doc));
    const verified = library.documents.verify(f.filingId).ok;
    const header = bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    const sized = bytes.byteLength === doc.size && (f.fileSize === null || f.fileSize === doc.size);
    if (!verified || !header || !sized) bad.push(f.filingId);
  }
  return { count, bad };
}

export interface ConsentedRun {
  action: ActionView;
  /** The new quotes the action stopped at (it needed more than was accepted), each accepted in turn. */
  stops: { spentPaisa: number; acceptedPaisa: number; quote: MirrorQuote }[];
}

/**
 * Runs a quote to its end the way an analyst who accepts every quote would: when the action stops
 * at a new quote (QUOTE_EXCEEDED), the spend so far and what was accepted are kept, and the quote
 * of what is left is accepted.
 */
export async function runAccepting(engine: MirrorEngine, library: Library, quote: MirrorQuote): Promise<ConsentedRun> {
  const stops: ConsentedRun['stops'] = [];
  let accepted = quote.totalPaisa;
  let action = await engine.run(quote.quoteId);
  for (;;) {
    await engine.idle();
    action = engine.get(action.id)!;
    if (action.state !== 'paused' || action.error?.code !== 'QUOTE_EXCEEDED') return { action, stops };
    const spentPaisa = library.ledger.total({ actionId: action.id }).spendPaisa;
    const rest = await engine.quoteResume(action.id);
    stops.push({ spentPaisa, acceptedPaisa: accepted, quote: rest });
    accepted = spentPaisa + rest.totalPaisa;
    action = await engine.run(rest.quoteId);
  }
}
