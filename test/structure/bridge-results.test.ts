// Every bridge result and event payload is a named, exported type (issue 28 item 19): the renderer,
// the CLI and the connector read the same shape by its name, and a result typed
// `Record<string, unknown>` (director.detail was one) says nothing the compiler can hold a reader to.
// Read from the source, as layers.test.ts reads imports: the contract's table and every room's
// contract file (a file in shared/bridge/ that declares results) are checked. The same rule is held
// at compile time by shared/bridge/contract.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BRIDGE = path.join(ROOT, 'shared', 'bridge');

/** Every `result<T>()` of a file: the call or event it belongs to and T as written. */
function resultsOf(text: string): Array<{ name: string; type: string }> {
  const out: Array<{ name: string; type: string }> = [];
  for (const m of text.matchAll(/result<(?!T>)/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    while (i < text.length && depth > 0) {
      if (text[i] === '<') depth++;
      else if (text[i] === '>' && text[i - 1] !== '=') depth--;
      i++;
    }
    const before = text.slice(0, m.index);
    const name = [...before.matchAll(/^\s*'?([\w.]+)'?\s*:/gm)].at(-1)?.[1] ?? '?';
    out.push({ name, type: text.slice(start, i - 1).replace(/\s+/g, ' ').trim() });
  }
  return out;
}

/** A type that says nothing of its fields: unknown, any, object, a record keyed by any string, at the top or as an array's element. */
const BARE = /^(unknown|any|object|\{\s*\}|Record<\s*string\s*,|\{\s*\[\s*\w+\s*:\s*string\s*\])|^(Array<|ReadonlyArray<)(unknown|any|Record<\s*string)|^(unknown|any|object)\[\]/;
/** A named type: `Name`, `Name[]`, `Name | null`. */
const NAMED = /^[A-Z]\w*(\[\])?( \| null)?$/;

const contractFiles = (): string[] =>
  fs
    .readdirSync(BRIDGE)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .filter((f) => /\bresult<(?!T>)/.test(fs.readFileSync(path.join(BRIDGE, f), 'utf8')));

describe('bridge results', () => {
  it('finds the results of the contract (the check reads what it means to)', () => {
    const results = resultsOf(fs.readFileSync(path.join(BRIDGE, 'contract.ts'), 'utf8'));
    expect(results.find((r) => r.name === 'director.detail')).toEqual({ name: 'director.detail', type: 'DirectorDetail' });
    expect(results.find((r) => r.name === 'freshness')).toEqual({ name: 'freshness', type: 'FreshnessEvent' });
    expect(results.length).toBeGreaterThan(60);
    expect(resultsOf(`  'a.b': { args: z.object({}), result: result<Record<string, unknown>>() },`)).toEqual([{ name: 'a.b', type: 'Record<string, unknown>' }]);
  });

  it('types no call result and no event payload as a bare record or unknown, in any contract file', () => {
    const bare = contractFiles().flatMap((file) =>
      resultsOf(fs.readFileSync(path.join(BRIDGE, file), 'utf8'))
        .filter((r) => BARE.test(r.type))
        .map((r) => `${file}: ${r.name}: ${r.type}`),
    );
    expect(bare).toEqual([]);
  });

  it('names the type of every result and event payload in the contract table', () => {
    const unnamed = resultsOf(fs.readFileSync(path.join(BRIDGE, 'contract.ts'), 'utf8'))
      .filter((r) => !NAMED.test(r.type))
      .map((r) => `${r.name}: ${r.type} (give it a named, exported type in shared/bridge/)`);
    expect(unnamed).toEqual([]);
  });

  it('recognises a bare record however it is written', () => {
    for (const t of ['Record<string, unknown>', 'unknown', 'Array<Record<string, unknown>>', 'unknown[]', '{ [key: string]: unknown }', 'object']) expect(BARE.test(t), t).toBe(true);
    for (const t of ['DirectorDetail', 'FilingFigure[]', 'DirectorContactView | null', '{ removed: boolean }']) expect(BARE.test(t), t).toBe(false);
  });
});
