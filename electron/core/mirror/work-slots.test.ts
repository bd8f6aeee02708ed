import { describe, expect, it } from 'vitest';
import type { WorkItem } from '../store';
import { createWorkSlots, PARALLEL_KINDS, SIDE_KINDS } from './work-slots';

const item = (id: number, kind: string, actionId = 'a1'): WorkItem => ({
  id,
  actionId,
  kind,
  subject: 'X',
  key: String(id),
  payload: null,
  priority: 100,
  state: 'running',
  attempts: 1,
  notBefore: null,
  failure: null,
  createdAt: 't',
  updatedAt: 't',
});

/** A step that ends when told to, or when its signal aborts. */
function controllable() {
  let finish: () => void = () => {};
  let seen: AbortSignal | null = null;
  const work = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      seen = signal;
      finish = resolve;
      signal.addEventListener('abort', () => resolve());
    });
  return { work, finish: () => finish(), signal: () => seen };
}

describe('work slots', () => {
  it('lets downloads run beside downloads up to the limit, and nothing beside an exclusive step but an archive', async () => {
    const slots = createWorkSlots(2);
    expect(slots.claimable()).toBeUndefined();
    const first = controllable();
    slots.start(item(1, 'pdf'), first.work);
    expect(slots.claimable()).toEqual([...PARALLEL_KINDS, ...SIDE_KINDS]);
    const second = controllable();
    slots.start(item(2, 'poll-job'), second.work);
    expect(slots.claimable()).toEqual(SIDE_KINDS);
    const changed = slots.changed();
    first.finish();
    await changed;
    expect(slots.size).toBe(1);
    second.finish();
    await slots.drain();

    const unlock = controllable();
    slots.start(item(3, 'unlock'), unlock.work);
    expect(slots.claimable()).toEqual(SIDE_KINDS);
    unlock.finish();
    await slots.drain();
    expect(slots.claimable()).toBeUndefined();
  });

  it('reads one archive at a time in its own lane, beside any step and never holding one back', async () => {
    const slots = createWorkSlots(2);
    const zip = controllable();
    slots.start(item(1, 'zip'), zip.work);
    const others = slots.claimable();
    expect(others).not.toContain('zip');
    expect(others).toEqual(expect.arrayContaining(['extr-data', 'pdf', 'unlock', 'zip-rest']));
    const extraction = controllable();
    slots.start(item(2, 'extr-data'), extraction.work);
    expect(slots.claimable()).toBeNull();
    zip.finish();
    extraction.finish();
    await slots.drain();
  });

  it('holds running prices against the cap, interrupts one action only, and rethrows a failed step once', async () => {
    const slots = createWorkSlots(3);
    const a = controllable();
    const b = controllable();
    slots.start(item(1, 'pdf', 'a1'), a.work);
    slots.start(item(2, 'pdf', 'a2'), b.work);
    slots.reserve(1, 300);
    slots.reserve(2, 200);
    expect(slots.reservedPaisa()).toBe(500);
    slots.interrupt('a1');
    expect(a.signal()?.aborted).toBe(true);
    expect(b.signal()?.aborted).toBe(false);
    await Promise.resolve();
    slots.start(item(3, 'pdf', 'a2'), async () => {
      throw new Error('disk full');
    });
    b.finish();
    await slots.drain();
    expect(slots.reservedPaisa()).toBe(0);
    expect(() => slots.rethrow()).toThrow('disk full');
    expect(() => slots.rethrow()).not.toThrow();
  });
});
