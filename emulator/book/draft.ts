// A row of the book before its place and its bookkeeping cells (account, branch, RM ...) are given.
import type { Picked } from './pick';
import type { rngFor } from '../registry/prng';
import type { RowKind } from './types';

// biome-ignore lint/suspicious/noExplicitAny: index and master records are read field by field
export type Any = any;

export interface Draft {
  kind: RowKind;
  expected: string;
  candidates: string[];
  reason: string | null;
  intended: string | null;
  group: string | null;
  registryName: string | null;
  spelling: string[];
  name: string;
  cin: string;
  state: string;
  pin: string;
  exposure: { written: string; paisa: number | null };
  rupees: number;
  sanction: { written: string; iso: string | null };
}

export type Named = (p: Picked, kind: RowKind, rupees: number, extra?: { group?: string; registryName?: string; allowCin?: boolean }) => Draft;
export type Rng = ReturnType<typeof rngFor>;

/** MM/DD/YYYY (the registry's company dates) to a day number. */
export const dayOfMdy = (mdy: string) => Math.floor(Date.UTC(Number(mdy.slice(6)), Number(mdy.slice(0, 2)) - 1, Number(mdy.slice(3, 5))) / 86_400_000);
