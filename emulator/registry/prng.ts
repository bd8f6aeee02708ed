// Seeded randomness. Every record draws from its own stream, derived from the registry seed plus a
// path of labels (e.g. seed|co|17), so any record can be generated alone, in any order, identically.

/** cyrb128: four independent 32-bit hashes of a string (enough state that distinct paths never collide in practice). */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A 32-bit unsigned hash of a path, for cheap one-off decisions. */
export function hash32(...parts: Array<string | number>): number {
  return hash128(parts.join('|'))[0];
}

/** sfc32 generator with a few helpers; never uses Math.random. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = state;
    for (let i = 0; i < 12; i++) this.next32();
  }

  next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next32() / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.float() * (max - min);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Pick by weight; weights need not sum to 1. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let roll = this.float() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** Log-uniform between min and max: the natural spread of company sizes. */
  logRange(min: number, max: number): number {
    return Math.exp(this.range(Math.log(min), Math.log(max)));
  }

  /** Roughly normal (sum of uniforms), mean 0 and deviation 1. */
  gauss(): number {
    let s = 0;
    for (let i = 0; i < 6; i++) s += this.float();
    return (s - 3) * Math.SQRT2;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/** The stream for one path under a seed. */
export function rngFor(seed: string, ...path: Array<string | number>): Rng {
  return new Rng(hash128(`${seed}|${path.join('|')}`));
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Opaque base62 token of a given length, fixed by its path. */
export function base62Token(length: number, seed: string, ...path: Array<string | number>): string {
  const rng = rngFor(seed, 'token', ...path);
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[rng.next32() % 62];
  return out;
}
