import { describe, expect, it } from 'vitest';
import type { LibraryChange } from '../../../shared/bridge/events';
import type { CompanySummary } from '../../../shared/bridge/views';
import { createLibraryChangeFeed, partsOfStep } from './library-changes';

/** A clock and timers the test moves by hand. */
function manualTime() {
  let now = 1_000_000;
  const timers: { at: number; fn: () => void; live: boolean }[] = [];
  return {
    now: () => now,
    setTimer(fn: () => void, ms: number) {
      const timer = { at: now + ms, fn, live: true };
      timers.push(timer);
      return timer;
    },
    clearTimer(timer: unknown) {
      (timer as { live: boolean }).live = false;
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers) {
        if (t.live && t.at <= now) {
          t.live = false;
          t.fn();
        }
      }
    },
    pending: () => timers.filter((t) => t.live).length,
  };
}

/** A feed over a library where company `id` has downloaded `pdfs[id]` PDFs. */
function feedOver(pdfs: Record<string, number>) {
  const time = manualTime();
  const sent: LibraryChange[] = [];
  const sentAt: number[] = [];
  let reads = 0;
  const feed = createLibraryChangeFeed({
    summary(id) {
      reads++;
      return id in pdfs ? ({ id, downloadedPdfs: pdfs[id] } as unknown as CompanySummary) : null;
    },
    emit(change) {
      sent.push(change);
      sentAt.push(time.now());
    },
    now: time.now,
    windowMs: 250,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
  });
  return { feed, time, sent, sentAt, reads: () => reads };
}

const pdfsOf = (change: LibraryChange | undefined) => (change && change.companyId !== null ? change.summary?.downloadedPdfs : undefined);

describe('library.changed, merged per company', () => {
  it('sends the first change at once, merges a burst into one per window, and always sends the last state', () => {
    const pdfs: Record<string, number> = { U1: 0 };
    const { feed, time, sent, sentAt, reads } = feedOver(pdfs);
    feed.changed('U1', ['register', 'directors']);
    expect(sent).toEqual([{ companyId: 'U1', summary: { id: 'U1', downloadedPdfs: 0 }, parts: ['register', 'directors'] }]);

    // Forty PDFs in 400 ms: each commit asks, the feed answers twice a window at most.
    for (let i = 1; i <= 40; i++) {
      pdfs.U1 = i;
      feed.changed('U1', i === 20 ? ['documents', 'unlock'] : ['documents']);
      time.advance(10);
    }
    time.advance(250);
    expect(time.pending()).toBe(0);
    expect(sent.length).toBeLessThanOrEqual(1 + Math.ceil(400 / 250) + 1);
    expect(pdfsOf(sent.at(-1))).toBe(40);
    // Parts are merged, never dropped, and the summary is read once per send, not per commit.
    expect(new Set(sent.slice(1).flatMap((c) => (c.companyId === null ? [] : c.parts)))).toEqual(new Set(['documents', 'unlock']));
    expect(reads()).toBe(sent.length);
    // Sends are at least a window apart.
    expect(sentAt.slice(1).map((at, i) => at - sentAt[i]!).every((gap) => gap >= 250)).toBe(true);
  });

  it('keeps companies apart, and flush sends what waits at once (an action ending)', () => {
    const pdfs: Record<string, number> = { U1: 1, U2: 5 };
    const { feed, time, sent } = feedOver(pdfs);
    feed.changed('U1', ['documents']);
    feed.changed('U2', ['filings']);
    expect(sent.map((c) => c.companyId)).toEqual(['U1', 'U2']);
    pdfs.U1 = 2;
    feed.changed('U1', ['documents']);
    time.advance(100);
    expect(sent).toHaveLength(2);
    feed.flush();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual({ companyId: 'U1', summary: { id: 'U1', downloadedPdfs: 2 }, parts: ['documents'] });
    time.advance(1_000);
    expect(sent).toHaveLength(3);
    // A summary re-sent with nothing changed; and nothing at all about an id the library does not hold.
    feed.changed('U2', []);
    feed.changed('01234567', []);
    expect(sent.slice(3)).toEqual([{ companyId: 'U2', summary: { id: 'U2', downloadedPdfs: 5 }, parts: [] }]);
  });

  it('says which parts each step changes; a step it does not know changes everything', () => {
    expect(partsOfStep('pdf')).toEqual(['documents']);
    expect(partsOfStep('master')).toEqual(['register', 'directors']);
    expect(partsOfStep('extr-data')).toEqual(['financials']);
    expect(partsOfStep('something-new')).toEqual(['register', 'directors', 'filings', 'documents', 'unlock', 'financials', 'freshness']);
  });
});
