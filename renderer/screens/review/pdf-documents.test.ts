import { describe, expect, it } from 'vitest';
import { PdfDocumentCache } from './pdf-documents';

class FakeDoc {
  destroyed = false;
  constructor(readonly name: string) {}
  destroy(): void {
    this.destroyed = true;
  }
}

function counting() {
  const opened: string[] = [];
  const open = (name: string) => () => {
    opened.push(name);
    return Promise.resolve(new FakeDoc(name));
  };
  return { opened, open };
}

describe('PdfDocumentCache', () => {
  it('opens a filing once for every caller and shows it at once the next time', async () => {
    const cache = new PdfDocumentCache<FakeDoc>(2);
    const { opened, open } = counting();
    expect(cache.ready('flg_a')).toBeNull();
    const first = cache.acquire('flg_a', 'sha1', open('a'));
    const second = cache.acquire('flg_a', 'sha1', open('a again'));
    const [a, b] = await Promise.all([first.pending, second.pending]);
    expect(a).toBe(b);
    expect(opened).toEqual(['a']);
    first.release();
    second.release();
    expect(cache.ready('flg_a')).toEqual({ doc: a, sha256: 'sha1' });
    expect(a.destroyed).toBe(false);
  });

  it('keeps the most recently used documents and destroys the others, never one on screen', async () => {
    const cache = new PdfDocumentCache<FakeDoc>(2);
    const { open } = counting();
    const onScreen = cache.acquire('flg_a', 'sha', open('a'));
    const a = await onScreen.pending;
    const docs: FakeDoc[] = [];
    for (const name of ['b', 'c', 'd']) {
      const lease = cache.acquire(`flg_${name}`, 'sha', open(name));
      docs.push(await lease.pending);
      lease.release();
    }
    // a is shown, so it stays even though the cache is full; b went first of the others.
    expect(a.destroyed).toBe(false);
    expect(docs.map((d) => d.destroyed)).toEqual([true, true, false]);
    expect(cache.ready('flg_b')).toBeNull();
    // Leaving the screen makes a the most recently used: the next filing opened pushes d out.
    onScreen.release();
    expect(a.destroyed).toBe(false);
    const e = cache.acquire('flg_e', 'sha', open('e'));
    await e.pending;
    expect(docs[2]!.destroyed).toBe(true);
    expect(a.destroyed).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('reads a filing again when its PDF changed, and lets the old one go once it is off screen', async () => {
    const cache = new PdfDocumentCache<FakeDoc>(3);
    const { opened, open } = counting();
    const old = cache.acquire('flg_a', 'sha-old', open('old'));
    const oldDoc = await old.pending;
    const fresh = cache.acquire('flg_a', 'sha-new', open('new'));
    const newDoc = await fresh.pending;
    expect(opened).toEqual(['old', 'new']);
    expect(oldDoc.destroyed).toBe(false);
    old.release();
    expect(oldDoc.destroyed).toBe(true);
    expect(cache.ready('flg_a')).toEqual({ doc: newDoc, sha256: 'sha-new' });
  });

  it('keeps nothing of a PDF that could not be opened', async () => {
    const cache = new PdfDocumentCache<FakeDoc>(2);
    const lease = cache.acquire('flg_a', 'sha', () => Promise.reject(new Error('Invalid PDF structure')));
    await expect(lease.pending).rejects.toThrow('Invalid PDF structure');
    lease.release();
    expect(cache.size).toBe(0);
    const { opened, open } = counting();
    await cache.acquire('flg_a', 'sha', open('retry')).pending;
    expect(opened).toEqual(['retry']);
  });
});
