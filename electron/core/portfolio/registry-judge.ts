/**
 * What the registry's search answered for a row, judged by the same rules as the library's names
 * (judge.ts): the candidates whose name is the row's name (names.ts) decide first; when none is, the
 * search's own best match does when it stands alone at the top and is close enough (a former name,
 * a letter or two wrong, ranks there); a tie at the top is narrowed by the row's state and PIN.
 * Nothing found → unmatched; a best match too weak to take → unmatched with it as a candidate, for
 * the analyst to accept.
 */
import type { CompanyCandidate } from '../../../shared/api/resolve';
import type { BookCandidate } from '../../../shared/bridge/portfolio';
import type { RowResolutionInput } from '../store';
import { type Contender, judge } from './judge';
import { nameKeys } from './names';
import { ambiguity } from './offline';

/** Below this matchScore the registry's best match is shown, never taken. */
export const MIN_REGISTRY_SCORE = 0.5;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function contender(c: CompanyCandidate, why: string): Contender {
  const address = c.registeredAddress ?? null;
  const pin = text(address?.postalCode)?.replace(/\s/g, '') ?? null;
  const candidate: BookCandidate = {
    companyId: c.cin,
    name: text(c.company) ?? c.cin,
    state: text(address?.state),
    city: text(address?.city),
    status: text(c.companyStatus),
    source: 'registry',
    why,
  };
  return { candidate, pin: pin && /^\d{6}$/.test(pin) ? pin : null };
}

const score = (n: number) => n.toFixed(2);

export function judgeRegistry(row: { name: string; state: string | null; pin: string | null }, found: readonly CompanyCandidate[]): RowResolutionInput {
  if (found.length === 0) return { companyId: null, resolution: 'unmatched', resolvedBy: null, candidates: [], problem: 'the registry found no company by this name' };
  const key = nameKeys(row.name).full;
  const sameName = found.filter((c) => nameKeys(c.company ?? '').full === key);
  const top = Math.max(...found.map((c) => c.matchScore));
  const pool = sameName.length > 0 ? sameName.map((c) => contender(c, 'same name at the registry')) : found.filter((c) => c.matchScore === top).map((c) => contender(c, `the registry's best match (score ${score(c.matchScore)})`));
  if (sameName.length === 0 && top < MIN_REGISTRY_SCORE) {
    const nearest = [...found].sort((a, b) => b.matchScore - a.matchScore).slice(0, 3).map((c) => contender(c, `the registry's nearest name (score ${score(c.matchScore)})`).candidate);
    return { companyId: null, resolution: 'unmatched', resolvedBy: null, candidates: nearest, problem: `the registry's nearest names score below ${MIN_REGISTRY_SCORE}: pick one if it is the borrower` };
  }
  const verdict = judge(pool, row);
  if (verdict.kind === 'resolved') return { companyId: verdict.companyId, resolution: 'resolved', resolvedBy: 'registry', candidates: verdict.candidates, problem: null };
  if (verdict.kind === 'ambiguous') return { companyId: null, resolution: 'ambiguous', resolvedBy: null, candidates: verdict.candidates, problem: ambiguity(verdict.candidates, 'the registry') };
  return { companyId: null, resolution: 'unmatched', resolvedBy: null, candidates: [], problem: 'the registry found no company by this name' };
}
