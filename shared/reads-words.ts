// Which reads of a company were sandbox and which were paid, in the words the command line, the
// company header and the report all use: "read with a test key on 21 Nov 2026 (never charged);
// read again with a live key on 27 Nov 2026: ₹340.65". Never "never charged" of a company as a whole
// beside what its live reads cost.
import type { KeyReads, ReadsView } from './bridge/views';
import { formatDay } from './dates';
import { formatRupees } from './money';

function daysWords(k: KeyReads): string {
  const first = formatDay(k.firstAt);
  const last = formatDay(k.lastAt);
  return first === last ? `on ${first}` : `from ${first} to ${last}`;
}

function costWords(k: KeyReads): string {
  if (k.spendPaisa === 0) return k.keyKind === 'test' ? ' (never charged)' : ' (nothing charged)';
  return `: ${formatRupees(k.spendPaisa)}`;
}

/** The reads in words, each kind of key with its days and its cost; null when the ledger holds none. */
export function readsWords(reads: ReadsView): string | null {
  if (reads.byKey.length === 0) return null;
  return reads.byKey.map((k, i) => `${i === 0 ? 'read' : 'read again'} with a ${k.keyKind} key ${daysWords(k)}${costWords(k)}`).join('; ');
}

/** What the records are: the registry's synthetic test data, or null for real records. */
export function sandboxRecordsWords(reads: ReadsView): string | null {
  return reads.sandboxRecords ? "yes: synthetic test data of the registry's sandbox set" : null;
}
