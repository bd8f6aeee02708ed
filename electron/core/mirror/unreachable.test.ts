// A registry that vanishes mid-mirror: the action retries for the documented time (two minutes of
// no answer), then pauses with the reason; it never goes on trying for an hour. Time is virtual: the
// engine's and the client's clocks move only when they wait, so two minutes pass in milliseconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api';
import { emulatorLedger, liveCompanyWithFilings, recordingSink, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';
import { FAST_TUNING, RATE } from '../../../test/support/core/mirror-tuning';
import { DEFAULT_TUNING } from './engine-context';
import { createMirrorEngine } from './engine';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

describe('a mirror whose registry vanishes', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it('pauses with NETWORK_ERROR two minutes after the last answer, then resumes to the end buying nothing twice', async () => {
    const cin = liveCompanyWithFilings(emu, 20, 60);
    let t = Date.parse('2026-11-28T10:00:00Z');
    const now = () => t;
    const sleep = (ms: number) => {
      t += ms;
      return new Promise<void>((resolve) => setImmediate(resolve));
    };
    let gone = false;
    let vanished = false;
    let goneAt = 0;
    let triedWhileGone = 0;
    const client = createApiClient({
      baseUrl: emu.url,
      apiKey: emu.keys.live,
      limits: { livePerMinute: RATE, testPerMinute: RATE },
      now,
      sleep,
      fetch: async (input, init) => {
        // The first PDF download finds the registry gone: every call from then on gets no answer.
        if (!vanished && String(input).includes('/download')) {
          vanished = true;
          gone = true;
          goneAt = t;
        }
        if (gone) {
          triedWhileGone++;
          throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1'), { code: 'ECONNREFUSED' }) });
        }
        return fetch(input, init);
      },
    });
    const lib = tempLibrary();
    const engine = createMirrorEngine({
      library: lib.library,
      client: () => client,
      events: recordingSink(),
      budget: () => ({ confirmThresholdPaisa: 100_000_000, sessionCapPaisa: null }),
      // Attempts per step are no limit here: only the time without an answer stops it.
      tuning: { ...FAST_TUNING, zipFirst: false, maxStepAttempts: 10_000 },
      now,
      sleep,
    });
    try {
      const quote = await engine.quoteMirror(cin, { includeDirectors: false });
      const action = await engine.run(quote.quoteId);
      await engine.idle();
      const paused = engine.get(action.id)!;
      expect(paused).toMatchObject({ state: 'paused', error: { code: 'NETWORK_ERROR' } });
      expect(paused.error?.message).toMatch(/the registry has not answered for 2 minutes, so the action is paused/);
      // Bounded: about two minutes of retrying, not an hour.
      expect(t - goneAt).toBeGreaterThanOrEqual(DEFAULT_TUNING.unreachableGiveUpMs);
      expect(t - goneAt).toBeLessThan(DEFAULT_TUNING.unreachableGiveUpMs + 2 * 60_000);
      expect(triedWhileGone).toBeGreaterThan(1);
      expect(triedWhileGone).toBeLessThan(500);

      // The registry is back: the resume quote is accepted and the mirror ends, nothing bought twice.
      gone = false;
      const resume = await engine.quoteResume(action.id);
      expect(resume.blockedReason).toBeNull();
      await engine.run(resume.quoteId);
      await engine.idle();
      expect(engine.get(action.id)).toMatchObject({ state: 'done', error: null });
      const ours = lib.library.ledger.list({ limit: 10_000 }).map((e) => e.requestId).sort();
      const theirs = emulatorLedger(emu).filter((e) => e.subject === cin || e.subject.startsWith(cin)).map((e) => e.requestId).sort();
      expect(ours).toEqual(theirs);
      expect(emulatorLedger(emu).filter((e) => e.subject === cin && e.endpoint === 'companies.unlock')).toHaveLength(1);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  }, 120_000);
});
