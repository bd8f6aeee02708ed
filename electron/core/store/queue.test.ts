import { describe, expect, it } from 'vitest';
import { openLibrary } from './library';
import { PRIORITY } from './queue';
import { useTempLibrary } from '../../../test/support/core/store-support';

describe('work queue', () => {
  const t = useTempLibrary();
  const NOW = '2026-11-21T10:00:00.000Z';
  const ME = { token: 'me', pid: 101, host: 'desk' };
  const OTHER = { token: 'other', pid: 202, host: 'desk' };

  function setup() {
    const bg = t.lib.actions.create({ id: 'bg', kind: 'mirror', subject: 'X', owner: ME }).id;
    const manual = t.lib.actions.create({ id: 'manual', kind: 'fetch', subject: 'Y', owner: ME }).id;
    return { bg, manual };
  }

  it('claims manual work before background work, oldest first, and dedupes enqueues', () => {
    const { bg, manual } = setup();
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f1', priority: PRIORITY.background });
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f2', priority: PRIORITY.background });
    t.lib.queue.enqueue({ actionId: manual, kind: 'download', subject: 'Y', key: 'f3', priority: PRIORITY.manual, payload: { a: 1 } });
    expect(t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f1' }).created).toBe(false);
    const order = [t.lib.queue.claimNext(NOW, ME.token), t.lib.queue.claimNext(NOW, ME.token), t.lib.queue.claimNext(NOW, ME.token)];
    expect(order.map((i) => i?.key)).toEqual(['f3', 'f1', 'f2']);
    expect(order[0]).toMatchObject({ state: 'running', attempts: 1, payload: { a: 1 } });
    expect(t.lib.queue.claimNext(NOW, ME.token)).toBeNull();
  });

  it('claims the side lane\'s first item past API work queued before it, which claimNext keeps in order', () => {
    const { bg, manual } = setup();
    t.lib.queue.enqueue({ actionId: manual, kind: 'extr-data', subject: 'Y', key: 'e1', priority: PRIORITY.manual });
    t.lib.queue.enqueue({ actionId: bg, kind: 'zip', subject: 'X', key: 'job/batch_2', priority: PRIORITY.background });
    t.lib.queue.enqueue({ actionId: bg, kind: 'zip', subject: 'X', key: 'job/batch_1', priority: PRIORITY.background, notBefore: '2026-11-21T11:00:00.000Z' });
    // claimNext filters by kind after ordering: with API work first, no archive comes out.
    expect(t.lib.queue.claimNext(NOW, ME.token, ['zip'])).toBeNull();
    expect(t.lib.queue.claimFirstOf(NOW, OTHER.token, ['zip'])).toBeNull();
    expect(t.lib.queue.claimFirstOf(NOW, ME.token, ['zip'])).toMatchObject({ key: 'job/batch_2', state: 'running' });
    expect(t.lib.queue.claimFirstOf(NOW, ME.token, ['zip'])).toBeNull(); // batch_1 is not due yet
    expect(t.lib.queue.claimNext(NOW, ME.token)).toMatchObject({ key: 'e1' });
  });

  it('respects not_before, retries after a failure, and fails for good without a retry time', () => {
    const { bg } = setup();
    const { item } = t.lib.queue.enqueue({ actionId: bg, kind: 'master', subject: 'X' });
    t.lib.queue.claimNext(NOW, ME.token);
    const limited = { code: 'RATE_LIMITED', message: 'Too many requests' };
    t.lib.queue.retryLater(item.id, limited, '2026-11-21T10:01:00.000Z');
    expect(t.lib.queue.claimNext(NOW, ME.token)).toBeNull();
    const again = t.lib.queue.claimNext(new Date('2026-11-21T10:01:00.000Z'), ME.token)!;
    expect(again).toMatchObject({ id: item.id, attempts: 2, failure: { kind: 'retry', error: limited } });
    t.lib.queue.complete(again.id);
    expect(t.lib.queue.get(item.id)).toMatchObject({ state: 'done', failure: null });
    const other = t.lib.queue.enqueue({ actionId: bg, kind: 'filings', subject: 'X' }).item;
    t.lib.queue.claimNext(NOW, ME.token);
    const notFound = { code: 'COMPANY_NOT_FOUND', message: 'No such company', hint: 'Check the company identifier.', requestId: 'req_1' };
    t.lib.queue.fail(other.id, 'failed', notFound);
    expect(t.lib.queue.get(other.id)).toMatchObject({ state: 'failed', failure: { kind: 'failed', error: notFound } });
    expect(t.lib.queue.claimNext('2026-11-22T00:00:00.000Z', ME.token)).toBeNull();
    expect(t.lib.queue.list(bg).map((i) => i.state)).toEqual(['done', 'failed']);
    expect(() => t.lib.queue.complete(999)).toThrow(expect.objectContaining({ code: 'QUEUE_ITEM_NOT_FOUND' }));
  });

  it('skips paused actions and cancels pending items of a cancelled action', () => {
    const { bg, manual } = setup();
    t.lib.queue.enqueue({ actionId: manual, kind: 'download', subject: 'Y', key: 'a', priority: PRIORITY.manual });
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'b', priority: PRIORITY.background });
    t.lib.actions.pause(manual);
    expect(t.lib.queue.claimNext(NOW, ME.token)?.key).toBe('b');
    t.lib.actions.resume(manual, ME);
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'c' });
    expect(t.lib.actions.cancel(bg)).toEqual({ cancelledItems: 1 });
    expect(t.lib.actions.get(bg)).toMatchObject({ state: 'cancelled', finishedAt: NOW });
    expect(t.lib.queue.claimNext(NOW, ME.token)?.key).toBe('a');
    expect(t.lib.queue.claimNext(NOW, ME.token)).toBeNull();
  });

  it('with onlyKinds claims the most urgent item only when it is of one of those kinds', () => {
    const { bg } = setup();
    t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'p1' });
    t.lib.queue.enqueue({ actionId: bg, kind: 'unlock', subject: 'X', key: '' });
    t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'p2' });
    expect(t.lib.queue.claimNext(NOW, ME.token, ['pdf'])?.key).toBe('p1');
    // The unlock is next: a pdf may not overtake it, so nothing is claimed.
    expect(t.lib.queue.claimNext(NOW, ME.token, ['pdf', 'poll-job'])).toBeNull();
    expect(t.lib.queue.claimNext(NOW, ME.token)?.kind).toBe('unlock');
    expect(t.lib.queue.claimNext(NOW, ME.token, ['pdf'])?.key).toBe('p2');
    expect(t.lib.queue.list(bg).map((i) => i.state)).toEqual(['running', 'running', 'running']);
  });

  it("claims only the work of actions its owner runs: another process's actions are left to it", () => {
    const { bg } = setup();
    const theirs = t.lib.actions.create({ id: 'theirs', kind: 'mirror', subject: 'Z', owner: OTHER }).id;
    t.lib.queue.enqueue({ actionId: theirs, kind: 'pdf', subject: 'Z', key: 'z1', priority: PRIORITY.manual, notBefore: '2026-11-21T09:00:00.000Z' });
    t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'x1', notBefore: '2026-11-21T10:03:00.000Z' });
    expect(t.lib.queue.nextDue(ME.token)).toBe('2026-11-21T10:03:00.000Z');
    expect(t.lib.queue.nextDue(OTHER.token)).toBe('2026-11-21T09:00:00.000Z');
    expect(t.lib.queue.claimNext('2026-11-21T10:05:00.000Z', ME.token)?.key).toBe('x1');
    expect(t.lib.queue.claimNext('2026-11-21T10:05:00.000Z', ME.token)).toBeNull();
    expect(t.lib.queue.claimNext('2026-11-21T10:05:00.000Z', OTHER.token)?.key).toBe('z1');
  });

  it('after its process died, an action is interrupted: paused with why, its running items pending, no owner', () => {
    const { bg } = setup();
    t.lib.queue.enqueue({ actionId: bg, kind: 'download', subject: 'X', key: 'f1' });
    t.lib.queue.claimNext(NOW, ME.token);
    t.lib.close(); // the process dies with the item running
    const lib = openLibrary(t.dir);
    try {
      expect(lib.queue.list(bg)[0]!.state).toBe('running');
      const why = { code: 'INTERRUPTED', message: 'The process running it stopped' };
      lib.tx(() => lib.actions.interrupt(bg, why));
      expect(lib.actions.get(bg)).toMatchObject({ state: 'paused', owner: null, error: why });
      expect(lib.queue.list(bg)[0]!.state).toBe('pending');
      expect(lib.queue.claimNext(NOW, ME.token)).toBeNull();
      // A resume makes it the resuming process's, with what was accepted for it.
      expect(lib.actions.resume(bg, OTHER, 1_234)).toBe(true);
      expect(lib.actions.resume(bg, ME, 99)).toBe(false);
      expect(lib.actions.get(bg)).toMatchObject({ state: 'pending', owner: OTHER, acceptedPaisa: 1_234, error: null });
      expect(lib.queue.claimNext(NOW, OTHER.token)).toMatchObject({ key: 'f1', attempts: 2 });
    } finally {
      lib.close();
    }
  });

  it('counts the work an action has queued and not paid for: no PDF the library holds, nor one paid for whose body is on its way', () => {
    const { bg } = setup();
    t.lib.filings.upsertMany('X', [{ filingId: 'held' }, { filingId: 'paid' }, { filingId: 'new' }], { listedAt: 't', requestId: null });
    for (const key of ['held', 'paid', 'new']) t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key });
    t.lib.queue.enqueue({ actionId: bg, kind: 'extr-data', subject: 'X', key: 'AOC-4|2024|standalone' });
    const done = t.lib.queue.enqueue({ actionId: bg, kind: 'extr-data', subject: 'X', key: 'AOC-4|2023|standalone' }).item;
    t.lib.queue.complete(done.id);
    t.lib.documents.store({ filingId: 'held', companyId: 'X', bytes: Buffer.from('%PDF-1.4\n%%EOF'), requestId: null });
    const at = '2026-11-21T10:00:00.000Z';
    t.lib.ledger.record({ at, endpointKey: 'companies.filings.download', subject: 'X', pricePaisa: 5, walletAfterPaisa: 1, requestId: 'r1', keyKind: 'live', actionId: bg, filingId: 'paid' });
    // Paid but not stored while pending (its body was cut off): it is bought again, so it counts.
    expect(Object.fromEntries(t.lib.queue.openWork(bg))).toEqual({ pdf: 2, 'extr-data': 1 });
    // Running with its charge recorded (the body on its way): paid, so it no longer counts.
    expect(t.lib.queue.claimNext(NOW, ME.token)!.key).toBe('held');
    expect(t.lib.queue.claimNext(NOW, ME.token)!.key).toBe('paid');
    expect(Object.fromEntries(t.lib.queue.openWork(bg))).toEqual({ pdf: 1, 'extr-data': 1 });
  });

  it('defers the pending items of one kind of an action, and tells when the next waiting item is due', () => {
    const { bg, manual } = setup();
    const pdf1 = t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'f1' }).item;
    t.lib.queue.enqueue({ actionId: bg, kind: 'pdf', subject: 'X', key: 'f2' });
    t.lib.queue.enqueue({ actionId: bg, kind: 'master', subject: 'X' });
    t.lib.queue.enqueue({ actionId: manual, kind: 'pdf', subject: 'Y', key: 'f3', notBefore: '2026-11-21T10:05:00.000Z' });
    t.lib.queue.claimNext(NOW, ME.token); // f1 is running: only pending items move
    expect(t.lib.queue.deferKind(bg, 'pdf', '2026-11-21T10:02:00.000Z')).toBe(1);
    expect(t.lib.queue.get(pdf1.id)!.notBefore).toBeNull();
    // The master item waits for nothing: due now (the epoch), so the worker does not stop.
    expect(t.lib.queue.nextDue(ME.token)).toBe('1970-01-01T00:00:00.000Z');
    const master = t.lib.queue.claimNext(NOW, ME.token)!;
    expect(master.kind).toBe('master');
    t.lib.queue.complete(master.id);
    expect(t.lib.queue.nextDue(ME.token)).toBe('2026-11-21T10:02:00.000Z');
    // A paused action's items do not count; due now again clears the wait.
    t.lib.actions.pause(bg);
    expect(t.lib.queue.nextDue(ME.token)).toBe('2026-11-21T10:05:00.000Z');
    t.lib.actions.resume(bg, ME);
    expect(t.lib.queue.deferKind(bg, 'pdf', null)).toBe(1);
    expect(t.lib.queue.nextDue(ME.token)).toBe('1970-01-01T00:00:00.000Z');
    const f2 = t.lib.queue.claimNext(NOW, ME.token)!;
    expect(f2.key).toBe('f2');
    t.lib.queue.complete(f2.id);
    expect(t.lib.queue.nextDue(ME.token)).toBe('2026-11-21T10:05:00.000Z');
    t.lib.actions.cancel(manual);
    expect(t.lib.queue.nextDue(ME.token)).toBeNull();
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
