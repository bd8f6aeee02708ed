import { describe, expect, it } from 'vitest';
import { defineLazyJson } from './lazy-json';
import { useTempLibrary } from '../../../test/support/core/store-support';

describe('a JSON column read when first used', () => {
  it('is not parsed until read, then kept as a plain value; spreads, serialises and compares like one', () => {
    const row = defineLazyJson({ id: 1, payload: null as unknown }, 'payload', '{"plan":{"steps":[1,2]}}');
    expect(typeof Object.getOwnPropertyDescriptor(row, 'payload')!.get).toBe('function');
    const first = row.payload;
    expect(first).toEqual({ plan: { steps: [1, 2] } });
    expect(Object.getOwnPropertyDescriptor(row, 'payload')).toMatchObject({ value: first, writable: true, enumerable: true });
    expect(row.payload).toBe(first);
    expect({ ...defineLazyJson({ id: 2, payload: null as unknown }, 'payload', '[1]') }).toEqual({ id: 2, payload: [1] });
    expect(JSON.stringify(defineLazyJson({ payload: null as unknown }, 'payload', '{"a":1}'))).toBe('{"payload":{"a":1}}');
    expect(structuredClone(defineLazyJson({ payload: null as unknown }, 'payload', '"x"'))).toEqual({ payload: 'x' });
    expect(defineLazyJson({ payload: 5 as unknown }, 'payload', null).payload).toBeNull();
    const assigned = defineLazyJson({ payload: null as unknown }, 'payload', '1');
    assigned.payload = 2;
    expect(assigned.payload).toBe(2);
    expect(Object.keys(defineLazyJson({ id: 3, payload: null as unknown }, 'payload', '1'))).toEqual(['id', 'payload']);
  });

});

describe('rows with a JSON column', () => {
  const t = useTempLibrary();

  it('give a queue item its payload and an action its quote as written, in lists, by id and as children', () => {
    const quote = { quote: { title: 'Book', totalPaisa: 12_345 }, plan: { sandbox: false, members: [{ companyId: 'U1', name: 'Ā & Co' }] } };
    const book = t.lib.actions.create({ kind: 'book', subject: 'book-1', quote });
    const child = t.lib.actions.create({ kind: 'mirror', subject: 'U1', quote: { quote: { totalPaisa: 5 } }, parentId: book.id });
    const bare = t.lib.actions.create({ kind: 'refresh', subject: 'U2' });
    t.lib.queue.enqueue({ actionId: book.id, kind: 'book-child', subject: 'U1', key: 'U1', payload: { order: 1, plan: { steps: ['unlock'] } } });
    t.lib.queue.enqueue({ actionId: book.id, kind: 'book-child', subject: 'U2', key: 'U2' });
    expect(t.lib.actions.get(book.id)!.quote).toEqual(quote);
    expect(t.lib.actions.children(book.id).map((a) => [a.id, a.quote])).toEqual([[child.id, { quote: { totalPaisa: 5 } }]]);
    expect(t.lib.actions.get(bare.id)!.quote).toBeNull();
    expect(t.lib.queue.list(book.id).map((i) => [i.key, i.payload])).toEqual([
      ['U1', { order: 1, plan: { steps: ['unlock'] } }],
      ['U2', null],
    ]);
    expect(JSON.parse(JSON.stringify(t.lib.queue.list(book.id)[0]))).toMatchObject({ kind: 'book-child', payload: { order: 1 } });
  });
});
