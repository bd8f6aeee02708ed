import { describe, expect, it } from 'vitest';
import { PdfCache } from './pdf-cache';

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('PdfCache', () => {
  it('evicts the least recently used entries once over its byte budget', () => {
    const cache = new PdfCache(100);
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', bytes(40));
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('c')).toBe(true);
    expect(cache.totalBytes).toBe(80);
  });

  it('replaces an entry without double counting and never keeps one larger than the budget', () => {
    const cache = new PdfCache(100);
    cache.set('a', bytes(30));
    cache.set('a', bytes(50, 2));
    expect(cache.totalBytes).toBe(50);
    expect(cache.get('a')?.[0]).toBe(2);
    cache.set('huge', bytes(101));
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('a')).toBe(true);
    cache.delete('a');
    expect(cache.totalBytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('shares one render between concurrent callers and serves later calls from memory', async () => {
    const cache = new PdfCache(1000);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setImmediate(r));
      return bytes(10);
    };
    const [x, y] = await Promise.all([cache.getOrRender('f', render), cache.getOrRender('f', render)]);
    expect(x).toBe(y);
    expect(await cache.getOrRender('f', render)).toBe(x);
    expect(renders).toBe(1);
  });

  it('does not cache a failed render, so the next call tries again', async () => {
    const cache = new PdfCache(1000);
    await expect(cache.getOrRender('f', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.getOrRender('f', async () => bytes(5))).toHaveLength(5);
  });
});
