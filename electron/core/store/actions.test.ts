import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';

describe('actions', () => {
  const t = useTempLibrary();

  it("find a book's newest action on a company alone, as the last of its children about it", () => {
    const book = t.lib.actions.create({ kind: 'book', subject: 'book-1' });
    const other = t.lib.actions.create({ kind: 'book', subject: 'book-2' });
    const first = t.lib.actions.create({ kind: 'mirror', subject: 'U1', parentId: book.id });
    t.lib.actions.setState(first.id, 'failed', { code: 'X', message: 'x' });
    t.lib.actions.create({ kind: 'mirror', subject: 'U2', parentId: book.id });
    const again = t.lib.actions.create({ kind: 'mirror', subject: 'U1', parentId: book.id });
    t.lib.actions.create({ kind: 'mirror', subject: 'U1', parentId: other.id });
    t.lib.actions.create({ kind: 'mirror', subject: 'U1' });
    const children = t.lib.actions.children(book.id).filter((a) => a.subject === 'U1');
    expect(children.map((a) => a.id).sort()).toEqual([first.id, again.id].sort());
    expect(t.lib.actions.lastChildOn(book.id, 'U1')?.id).toBe(children.at(-1)!.id);
    expect(t.lib.actions.lastChildOn(book.id, 'U3')).toBeNull();
    expect(t.lib.actions.lastChildOn(other.id, 'U2')).toBeNull();
  });

  it('list those in the states asked for, newest first, and every action when none are named', () => {
    const a = t.lib.actions.create({ kind: 'mirror', subject: 'U1' });
    const b = t.lib.actions.create({ kind: 'mirror', subject: 'U2' });
    const c = t.lib.actions.create({ kind: 'refresh', subject: 'U3' });
    t.lib.actions.setState(a.id, 'running');
    t.lib.actions.setState(b.id, 'done');
    const all = t.lib.actions.list();
    expect(all.map((x) => x.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(t.lib.actions.list(['pending', 'running']).map((x) => x.id)).toEqual(all.filter((x) => x.state === 'pending' || x.state === 'running').map((x) => x.id));
    expect(t.lib.actions.list(['done']).map((x) => x.id)).toEqual([b.id]);
    expect(t.lib.actions.list([])).toEqual([]);
  });
});
