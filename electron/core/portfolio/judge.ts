/**
 * Which company a row's name means, among the companies that carry it, the same way for the
 * library's own companies and the registry's candidates: one → resolved; two or more → narrowed by
 * the row's state, then its PIN, when the row gives them and they leave at least one; still two or
 * more → ambiguous, every candidate with why it is one. The state and PIN only ever narrow: a
 * single company by name stays the row's company whatever the row's state says (a bank may write
 * the branch's state).
 */
import type { BookCandidate } from '../../../shared/bridge/portfolio';

export interface Contender {
  candidate: BookCandidate;
  /** The company's registered PIN when known (narrows a row that gives one). */
  pin: string | null;
}

export type Verdict =
  | { kind: 'resolved'; companyId: string; name: string; why: string; candidates: BookCandidate[] }
  | { kind: 'ambiguous'; candidates: BookCandidate[] }
  | { kind: 'none' };

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

export function judge(contenders: readonly Contender[], row: { state: string | null; pin: string | null }): Verdict {
  const unique = [...new Map(contenders.map((c) => [c.candidate.companyId, c])).values()];
  if (unique.length === 0) return { kind: 'none' };
  let left = unique;
  const narrowedBy: string[] = [];
  if (left.length > 1 && row.state !== null) {
    const inState = left.filter((c) => same(c.candidate.state, row.state));
    if (inState.length > 0 && inState.length < left.length) {
      left = inState;
      narrowedBy.push(`registered in ${row.state}`);
    }
  }
  if (left.length > 1 && row.pin !== null) {
    const atPin = left.filter((c) => c.pin === row.pin);
    if (atPin.length > 0 && atPin.length < left.length) {
      left = atPin;
      narrowedBy.push(`registered at PIN ${row.pin}`);
    }
  }
  if (left.length === 1) {
    const [only] = left as [Contender];
    const why = narrowedBy.length > 0 ? `${only.candidate.why}, the only one ${narrowedBy.join(' and ')}` : only.candidate.why;
    return { kind: 'resolved', companyId: only.candidate.companyId, name: only.candidate.name, why, candidates: unique.length > 1 ? unique.map((c) => c.candidate) : [] };
  }
  return { kind: 'ambiguous', candidates: left.map((c) => c.candidate) };
}
