import { describe, expect, it } from 'vitest';
import { openLibrary } from './library';
import { PRIORITY } from './queue';
import { useTempLibrary } from '../../../test/support/core/store-support';

describe('work queue', () => {
  const t = useTempLibrary();
  const NOW = '2026-11-21T10:00:00.000Z';

  function setup() {
    const bg = t.lib.actions.create({ id: 'bg', kind: 'mirror', subject: 'X' }).id;
    const manual = t.lib.actions.create({ id: 'manual', kind: 'fetch', subject: 'Y' }).id;
    return { bg, manual };
  }

  it('claims manual work before background work, oldest first, and dedupes enqueues', () => {
    const { bg, manual } = setup();
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f1', priority: PRIORITY.background });
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f2', priority: PRIORITY.background });
    t.lib.queue.enqueue({ actionId: manual, kind: 'download', subject: 'Y', key: 'f3', priority: PRIORITY.manual, payload: { a: 1 } });
    expect(t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f1' }).created).toBe(false);
    const order = [t.lib.queue.claimNext(NOW), t.lib.queue.claimNext(NOW), t.lib.queue.claimNext(NOW)];
    expect(order.map((i) => i?.key)).toEqual(['f3', 'f1', 'f2']);
    expect(order[0]).toMatchObject({ state: 'running', attempts: 1, payload: { a: 1 } });
    expect(t.lib.queue.claimNext(NOW)).toBeNull();
  });

  it('respects not_before, retries after a failure, and fails for good without a retry time', () => {
    const { bg } = setup();
    const { item } = t.lib.queue.enqueue({ actionId: bg, kind: 'master', subject: 'X' });
    t.lib.queue.claimNext(NOW);
    const limited = { code: 'RATE_LIMITED', message: 'Too many requests' };
    t.lib.queue.retryLater(item.id, limited, '2026-11-21T10:01:00.000Z');
    expect(t.lib.queue.claimNext(NOW)).toBeNull();
    const again = t.lib.queue.claimNext(new Date('2026-11-21T10:01:00.000Z'))!;
    expect(again).toMatchObject({ id: item.id, attempts: 2, failure: { kind: 'retry', error: limited } });
    t.lib.queue.complete(again.id);
    expect(t.lib.queue.get(item.id)).toMatchObject({ state: 'done', failure: null });
    const other = t.lib.queue.enqueue({ actionId: bg, kind: 'filings', subject: 'X' }).item;
    t.lib.queue.claimNext(NOW);
    const notFound = { code: 'COMPANY_NOT_FOUND', message: 'No such company', hint: 'Check the company identifier.', requestId: 'req_1' };
    t.lib.queue.fail(other.id, 'failed', notFound);
    expect(t.lib.queue.get(other.id)).toMatchObject({ state: 'failed', failure: { kind: 'failed', error: notFound } });
    expect(t.lib.queue.claimNext('2026-11-22T00:00:00.000Z')).toBeNull();
    expect(t.lib.queue.list(bg).map((i) => i.state)).toEqual(['done', 'failed']);
    expect(() => t.lib.queue.complete(999)).toThrow(expect.objectContaining({ code: 'QUEUE_ITEM_NOT_FOUND' }));
  });

  it('skips paused actions and cancels pending items of a cancelled action', () => {
    const { bg, manual } = setup();
    t.lib.queue.enqueue({ actionId: manual, kind: 'download', subject: 'Y', key: 'a', priority: PRIORITY.manual });
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'b', priority: PRIORITY.background });
    t.lib.actions.pause(manual);
    expect(t.lib.queue.claimNext(NOW)?.key).toBe('b');
    t.lib.actions.resume(manual);
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'c' });
    expect(t.lib.actions.cancel(bg)).toEqual({ cancelledItems: 1 });
    expect(t.lib.actions.get(bg)).toMatchObject({ state: 'cancelled', finishedAt: NOW });
    expect(t.lib.queue.claimNext(NOW)?.key).toBe('a');
    expect(t.lib.queue.claimNext(NOW)).toBeNull();
  });

  it('with onlyKinds claims the most urgent item only when it is of one of those kinds', () => {
    const { bg } = setup();
    t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'p1' });
    t.lib.queue.enqueue({ actionId: bg, kind: 'unlock', subject: 'X', key: '' });
    t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'p2' });
    expect(t.lib.queue.claimNext(NOW, ['pdf'])?.key).toBe('p1');
    // The unlock is next: a pdf may not overtake it, so nothing is claimed.
    expect(t.lib.queue.claimNext(NOW, ['pdf', 'poll-job'])).toBeNull();
    expect(t.lib.queue.claimNext(NOW)?.kind).toBe('unlock');
    expect(t.lib.queue.claimNext(NOW, ['pdf'])?.key).toBe('p2');
    expect(t.lib.queue.list(bg).map((i) => i.state)).toEqual(['running', 'running', 'running']);
  });

  it('after a restart, items a killed process left running go back to pending', () => {
    const { bg } = setup();
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f1' });
    t.lib.queue.claimNext(NOW);
    t.lib.close(); // the process dies with the item running
    const lib = openLibrary(t.dir);
    try {
      expect(lib.queue.list(bg)[0]!.state).toBe('running');
      expect(lib.queue.resetRunning()).toBe(1);
      expect(lib.queue.claimNext(NOW)).toMatchObject({ key: 'f1', attempts: 2 });
    } finally {
      lib.close();
    }
  });
  it('defers the pending items of one kind of an action, and tells when the next waiting item is due', () => {
    const { bg, manual } = setup();
    const pdf1 = t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'f1' }).item;
    t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'f2' });
    t.lib.queue.enqueue({ actionId: bg, kind: 'master', subject: 'X' });
    t.lib.queue.enqueue({ actionId: manual, kind: 'pdf', subject: 'Y', key: 'f3', notBefore: '2026-11-21T10:05:00.000Z' });
    t.lib.queue.claimNext(NOW); // f1 is running: only pending items move
    expect(t.lib.queue.deferKind(bg, 'pdf', '2026-11-21T10:02:00.000Z')).toBe(1);
    expect(t.lib.queue.get(pdf1.id)!.notBefore).toBeNull();
    expect(t.lib.queue.nextDue()).toBe('2026-11-21T10:02:00.000Z');
    // A paused action's items do not count; due now again clears the wait.
    t.lib.actions.pause(bg);
    expect(t.lib.queue.nextDue()).toBe('2026-11-21T10:05:00.000Z');
    t.lib.actions.resume(bg);
    expect(t.lib.queue.deferKind(bg, 'pdf', null)).toBe(1);
    expect(t.lib.queue.nextDue()).toBe('2026-11-21T10:05:00.000Z');
    t.lib.actions.cancel(manual);
    expect(t.lib.queue.nextDue()).toBeNull();
  });

  it('tells the newest failure code of each key of one kind and subject, across actions', () => {
    const { bg, manual } = setup();
    const notYet = { code: 'DOC_NOT_AVAILABLE', message: 'DOC_NOT_AVAILABLE: the registry has no PDF yet' };
    const old = t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'f1' }).item;
    t.lib.queue.fail(old.id, 'unavailable', notYet);
    const f2 = t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'f2' }).item;
    t.lib.queue.retryLater(f2.id, notYet, NOW);
    t.lib.queue.enqueue({ actionId: bg, kind: 'master', subject: 'X' });
    t.lib.queue.enqueue({ actionId: manual, kind: 'pdf', subject: 'Y', key: 'f1' });
    expect([...t.lib.queue.latestErrorCodes('pdf', 'X')]).toEqual([
      ['f1', 'DOC_NOT_AVAILABLE'],
      ['f2', 'DOC_NOT_AVAILABLE'],
    ]);
    // A later action downloads f1: its item is the newest, and a success has no failure.
    const again = t.lib.actions.create({ id: 'again', kind: 'fetch', subject: 'X' }).id;
    const fresh = t.lib.queue.enqueue({ actionId: again, kind: 'pdf', subject: 'X', key: 'f1' }).item;
    t.lib.queue.complete(fresh.id);
    expect(t.lib.queue.latestErrorCodes('pdf', 'X').get('f1')).toBeNull();
    expect(t.lib.queue.latestErrorCodes('pdf', 'X').get('f2')).toBe('DOC_NOT_AVAILABLE');
  });
});
