// A small bounded cache: records are cheap to regenerate, so memory stays flat however many are read.
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K, make: (key: K) => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined || this.map.has(key)) {
      this.map.delete(key);
      this.map.set(key, hit as V);
      return hit as V;
    }
    const value = make(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
    return value;
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  get size(): number {
    return this.map.size;
  }
}
