/**
 * Test support for the contract schemas (imported by the *.test.ts files only). One call checks
 * the five properties every resource schema must have: a realistic payload parses; it still parses
 * with optional fields dropped; unknown fields survive; messy values are normalised; a broken
 * payload fails with an error naming the field's path.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeZodError } from '../../../shared/api/describe';

export type Path = readonly (string | number)[];

export interface ResourceCases {
  /** A realistic payload, from the spec's field lists. */
  example: unknown;
  /** Paths of fields the spec allows to be dropped; each is deleted and the rest must parse. */
  optional: readonly Path[];
  /** Objects (by path; [] is the root) that get an unknown field which must survive parsing. */
  extrasAt: readonly Path[];
  /** [path, messy input, normalised output]. */
  messy: readonly (readonly [Path, unknown, unknown])[];
  /** [path, bad value, expected error description (substring)]; `undefined` deletes the field. */
  broken: readonly (readonly [Path, unknown, string])[];
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}

export function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

export function setAt<T>(root: T, path: Path, value: unknown): T {
  const copy = clone(root);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

export function deleteAt<T>(root: T, path: Path): T {
  return setAt(root, path, undefined);
}

export function describeResource(name: string, schema: z.ZodType, cases: ResourceCases): void {
  describe(`${name} schema`, () => {
    it('parses a realistic payload', () => {
      const parsed = schema.safeParse(cases.example);
      expect(parsed.success ? 'ok' : describeZodError(parsed.error)).toBe('ok');
    });

    it.each(cases.optional.map((p) => [p.join('.'), p] as const))('parses with %s dropped', (_label, path) => {
      const parsed = schema.safeParse(deleteAt(cases.example, path));
      expect(parsed.success ? 'ok' : describeZodError(parsed.error)).toBe('ok');
      if (parsed.success) expect(getAt(parsed.data, path)).toBeUndefined();
    });

    it('parses with every optional field dropped at once', () => {
      let input = cases.example;
      const deepestFirst = [...cases.optional].sort((a, b) => b.length - a.length);
      for (const path of deepestFirst) input = deleteAt(input, path);
      const parsed = schema.safeParse(input);
      expect(parsed.success ? 'ok' : describeZodError(parsed.error)).toBe('ok');
    });

    it('keeps unknown fields', () => {
      let input = cases.example;
      for (const path of cases.extrasAt) input = setAt(input, [...path, 'futureField'], { kept: path.length });
      const parsed = schema.parse(input);
      for (const path of cases.extrasAt) expect(getAt(parsed, [...path, 'futureField'])).toEqual({ kept: path.length });
    });

    it.each(cases.messy.map(([p, input, output]) => [p.join('.'), input, output, p] as const))(
      'normalises %s: %j -> %j',
      (_label, input, output, path) => {
        const parsed = schema.parse(setAt(cases.example, path, input));
        expect(getAt(parsed, path)).toEqual(output);
      },
    );

    it.each(cases.broken.map(([p, value, message]) => [p.join('.'), value, message, p] as const))(
      'refuses a broken %s (%j)',
      (_label, value, message, path) => {
        const parsed = schema.safeParse(setAt(cases.example, path, value));
        expect(parsed.success).toBe(false);
        if (!parsed.success) expect(describeZodError(parsed.error)).toContain(message);
      },
    );
  });
}
