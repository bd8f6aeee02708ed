/**
 * Directors leaving: DIRECTOR_EXITS_MIN or more directors ceased within the event window, read
 * from the cessation dates of their roles at the company (the director profiles the library
 * holds) and from the DIR-12 filings that say a director ceased. A director who still holds a
 * role there (an additional director regularised, a change of designation) has not left. A
 * filing is matched to a cessation by the name or DIN it states (its words, else its PDF's text),
 * else as the first unmatched filing within DIR12_MATCH_DAYS after the cessation date; a filing
 * that says a director ceased and matches none counts on its own, dated by its filing.
 */
import type { Signal, SignalEvidence } from '../../../../shared/bridge/signals';
import { addDays, formatDate } from '../../../../shared/dates';
import type { DirectorRoleRow, FilingRow } from '../../store';
import type { SignalContext, SignalRule } from '../context';
import { filingEvidence, masterEvidenceOf, pageStating, profileEvidence } from '../evidence';
import { DIR12_MATCH_DAYS, DIRECTOR_EXITS_HIGH_PERCENT, DIRECTOR_EXITS_MIN, threshold } from '../thresholds';

const DIR12 = /^(DIR-12|Form 32|LLP Form 4)\b/i;
const CEASED = /cessation|ceas|resign|vacat|remov/i;

interface Exit {
  day: string;
  who: string;
  evidence: SignalEvidence[];
}

const plain = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The directors who left: per DIN, the latest cessation its rows at the company give, unless a row
 * shows them there still (the profile's own current role, or the master record read after that
 * cessation listing them).
 */
function leavers(roles: readonly DirectorRoleRow[], masterReadDay: string | null): Map<string, DirectorRoleRow> {
  const out = new Map<string, DirectorRoleRow>();
  for (const r of roles) {
    if (r.ceasedOn === null) continue;
    const seen = out.get(r.din);
    if (!seen || seen.ceasedOn! < r.ceasedOn) out.set(r.din, r);
  }
  for (const [din, left] of out) {
    const stays = roles.some(
      (r) => r.din === din && r.ceasedOn === null && r.ceasedAsWritten === null && (r.source === 'profile' || (masterReadDay !== null && masterReadDay > left.ceasedOn!)),
    );
    if (stays) out.delete(din);
  }
  return out;
}

function exits(ctx: SignalContext): { exits: Exit[]; board: number } {
  const { library, company } = ctx;
  const roles = library.directors.rolesAtCompany(company.id);
  const left = leavers(roles, company.masterReadAt ? company.masterReadAt.slice(0, 10) : null);
  const names = new Map([...left.keys()].map((din) => [din, library.directors.get(din)]));
  const filings = ctx.filingsOf(DIR12).filter((f) => CEASED.test(`${f.description ?? ''} ${f.attachmentLabel ?? ''}`));
  const used = new Set<string>();

  const statesWho = (f: FilingRow, din: string): boolean => {
    const name = names.get(din)?.fullName;
    const words = plain(`${f.description ?? ''} ${f.attachmentLabel ?? ''}`);
    if (words.includes(din) || (name && words.includes(plain(name)))) return true;
    return pageStating(library, f, [din, ...(name ? [name] : [])]) !== undefined;
  };
  // Matched by who the filing names first, for every leaver (one who left before the window keeps its filing out of the count).
  const filingOf = new Map<string, FilingRow>();
  for (const [din, role] of left) {
    const named = filings.find((f) => !used.has(f.filingId) && f.dateOfFiling !== null && f.dateOfFiling >= role.ceasedOn! && statesWho(f, din));
    if (named) {
      filingOf.set(din, named);
      used.add(named.filingId);
    }
  }
  for (const [din, role] of left) {
    if (filingOf.has(din)) continue;
    const near = filings
      .filter((f) => !used.has(f.filingId) && f.dateOfFiling !== null && f.dateOfFiling >= role.ceasedOn! && f.dateOfFiling <= addDays(role.ceasedOn!, DIR12_MATCH_DAYS))
      .sort((a, b) => a.dateOfFiling!.localeCompare(b.dateOfFiling!))[0];
    if (near) {
      filingOf.set(din, near);
      used.add(near.filingId);
    }
  }

  const out: Exit[] = [];
  for (const [din, role] of left) {
    if (!ctx.inWindow(role.ceasedOn)) continue;
    const director = names.get(din);
    const who = `${director?.fullName ?? role.companyName ?? 'A director'} (DIN ${din})`;
    const said = `ceased as ${role.designation ?? role.role ?? 'director'} of ${company.id} on ${formatDate(role.ceasedOn!)}`;
    const evidence = [role.source === 'profile' && director ? profileEvidence(director, said) : masterEvidenceOf(company, `${who} ${said}`)];
    const filing = filingOf.get(din);
    if (filing) evidence.push(filingEvidence(library, filing, [din, ...(director?.fullName ? [director.fullName] : [])]));
    out.push({ day: role.ceasedOn!, who, evidence });
  }
  for (const f of filings) {
    if (used.has(f.filingId) || !ctx.inWindow(f.dateOfFiling)) continue;
    out.push({ day: f.dateOfFiling, who: f.description?.trim() || 'a director (the filing does not name them)', evidence: [filingEvidence(library, f, ['cessation', 'resign'])] });
  }
  const current = new Set(roles.filter((r) => r.ceasedOn === null && r.ceasedAsWritten === null && !left.has(r.din)).map((r) => r.din));
  return { exits: out.sort((a, b) => a.day.localeCompare(b.day)), board: current.size + out.length };
}

export const directorsLeavingRule: SignalRule = {
  id: 'directors-leaving',
  run(ctx) {
    const { exits: found, board } = exits(ctx);
    if (found.length < DIRECTOR_EXITS_MIN) return [];
    const high = found.length * 100 >= DIRECTOR_EXITS_HIGH_PERCENT * board;
    const signal: Signal = {
      rule: 'directors-leaving',
      severity: high ? 'high' : 'medium',
      title: `${found.length} directors left within ${formatDate(ctx.windowStart)} to ${formatDate(ctx.today)}`,
      detail:
        `${found.map((e) => `${e.who}, ${formatDate(e.day)}`).join('; ')}. ` +
        `${board - found.length} ${board - found.length === 1 ? 'director remains' : 'directors remain'} on the board: ${Math.floor((found.length * 100) / board)}% of it left` +
        (high ? ` (${DIRECTOR_EXITS_HIGH_PERCENT}% or more is the MCA's own early-warning mark).` : '.'),
      thresholds: [threshold('DIRECTOR_EXITS_MIN'), threshold('EVENT_WINDOW_MONTHS'), threshold('DIRECTOR_EXITS_HIGH_PERCENT')],
      since: found[DIRECTOR_EXITS_MIN - 1]!.day,
      rbi: null,
      evidence: found.flatMap((e) => e.evidence),
    };
    return [signal];
  },
};
