// A fuzz test of the bridge (issue 14): random calls with argument shapes taken from the
// contract's own schemas (each call's fields, filled from a pool of hostile and ordinary values,
// plus wholly wrong shapes), against a real core on a real seeded library. Every answer must be
// data ({ ok, value } or { ok: false, error: { code, message } }) of a bounded size, nothing may
// throw or crash, no file may appear outside the data folder, and the library must still check
// clean afterwards. Seeded, so a failure replays exactly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeCalls, type CallName } from '../../../shared/bridge/contract';
import { CO, F, seedLibrary } from '../../../test/support/core/library-seed';
import { type CoreFixture, openCore, removeDir, tempDataDir } from '../../../test/support/core/seeded-core';
import { dispatchCall } from '../bridge-handlers';

const SEED = 0x14_2026;
const ROUNDS = 1500;

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let fx: CoreFixture;
let outside: string;
let before: string[];

/** Every path under `dir`, sorted: what "nothing was written there" is compared with. */
function listing(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map(String).sort();
}

function valuePool(): unknown[] {
  const huge = 'A'.repeat(1_000_000);
  return [
    undefined,
    null,
    true,
    false,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER,
    Number.NaN,
    '',
    ' ',
    'x',
    huge,
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '\u0000',
    "'; DROP TABLE companies; --",
    '"unterminated',
    'NEAR(',
    '*',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'http://192.0.2.1',
    'http://127.0.0.1:9',
    'svc_live_0000000000000000',
    CO,
    CO.toLowerCase(),
    F.aoc2024,
    '00000001',
    'q_nonexistent',
    'act_nonexistent',
    'pdf',
    'csv',
    'pack',
    'graphml',
    'name',
    // Paths an export might be pointed at: the library itself, a folder that does not exist, a relative name.
    path.join(outside, 'missing-folder', 'x.pdf'),
    path.join(outside, 'missing-folder'),
    'relative.pdf',
    [],
    [1, 'a', null],
    {},
    { nested: { deeper: [huge.slice(0, 10_000)] } },
  ];
}

describe('the bridge under random calls', () => {
  beforeAll(async () => {
    const dataDir = tempDataDir();
    seedLibrary(dataDir);
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-fuzz-outside-'));
    fs.writeFileSync(path.join(outside, 'keep.txt'), 'untouched');
    fx = await openCore({ dataDir });
    // Keyed calls go to a closed port on this machine: refused at once, never to the internet.
    await fx.call('settings.update', { baseUrl: 'http://127.0.0.1:9' });
    before = listing(outside);
  });
  afterAll(async () => {
    await fx?.close();
    if (fx) removeDir(fx.dataDir);
    if (outside) removeDir(outside);
  });

  it(`answers ${ROUNDS} random calls with data, writes nothing outside the data folder, and leaves the library sound`, async () => {
    const random = prng(SEED);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const names = Object.keys(bridgeCalls) as CallName[];
    const pool = [...valuePool(), path.join(fx.dataDir, 'library.db'), path.join(fx.dataDir, 'pdfs', CO, `${F.aoc2024}.pdf`), fx.dataDir];
    const internal: string[] = [];
    const reached = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const name = pick(names);
      const shape = (bridgeCalls[name].args as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const fields = Object.keys(shape);
      let args: unknown;
      const kind = random();
      if (kind < 0.1) args = pick(pool); // not an object at all
      else {
        const obj: Record<string, unknown> = {};
        for (const field of fields) if (random() < 0.8) obj[field] = pick(pool);
        if (random() < 0.2) obj[`extra${round}`] = pick(pool);
        args = obj;
      }
      const replay = `round ${round}: ${name}(${JSON.stringify(args)?.slice(0, 200)})`;
      const answer = await dispatchCall(fx.core.handlers, name, args);
      expect(typeof answer.ok, replay).toBe('boolean');
      if (answer.ok || answer.error.code !== 'BAD_ARGUMENTS') reached.add(name);
      if (!answer.ok) {
        expect(typeof answer.error.code, replay).toBe('string');
        expect(typeof answer.error.message, replay).toBe('string');
        // A 1 MB argument is never echoed back whole.
        expect(JSON.stringify(answer.error).length, replay).toBeLessThan(20_000);
        if (answer.error.code === 'INTERNAL') internal.push(`${replay} → ${answer.error.message}`);
      }
    }
    expect(internal).toEqual([]);
    // The pool is not only refused at the boundary: most calls get past validation into their handlers.
    expect(reached.size, [...reached].join(', ')).toBeGreaterThan(names.length / 2);
    expect(listing(outside)).toEqual(before);
    expect(fs.readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('untouched');
    const check = await fx.call('library.check', {});
    expect(check.databaseProblems).toEqual([]);
    expect(check.documents.problems).toEqual([]);
  }, 300_000);
});
