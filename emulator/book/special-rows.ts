// The rows that test an import's judgement: near-identical names (one decided by state or PIN, one
// left ambiguous) and bad rows (an exposure that is no amount, a malformed CIN, an impossible
// sanction date, a row with neither name nor CIN), each with its reason.
import type { SyntheticRegistry } from '../registry/index';
import type { Amount } from './amounts';
import { IMPOSSIBLE_DATES, writeState } from './cells';
import { type Any, type Draft, dayOfMdy, type Named, type Rng } from './draft';
import type { BookMix } from './mix';
import type { Picked, Picker } from './pick';
import { bankSpelling, type Spelled } from './spelling';

export function twinRows(
  mix: BookMix, registry: SyntheticRegistry, picker: Picker, rng: Rng,
  resolve: (name: string, state?: string) => Array<Record<string, unknown>>,
  spell: (name: string, cin: string, typos: 0, verify: boolean) => Spelled,
  amount: (rupees: number) => Amount,
  sanction: (incDay: number) => { written: string; iso: string | null },
): Draft[] {
  const out: Draft[] = [];
  for (let k = 0; k < mix.twinPairs; k++) {
    const pair = registry.networks.twins[k]!;
    const [a, b] = pair.map((cin) => picker.read(cin)) as [Picked, Picked];
    picker.force(a);
    picker.force(b);
    const both = [a.entry.cin, b.entry.cin].sort();
    // The name alone: both come back first with the same score.
    const base = rng.pick([a, b]).entry.company;
    let spelled: Spelled = { written: base, changes: [] };
    for (let t = 0; t < 5; t++) {
      const s = bankSpelling(rng, base, { typos: 0, keepWords: true });
      const hits = resolve(s.written);
      if (hits.length >= 2 && [hits[0]!.cin, hits[1]!.cin].sort().join() === both.join() && hits[0]!.matchScore === hits[1]!.matchScore && (hits[2] === undefined || (hits[2].matchScore as number) < (hits[0]!.matchScore as number))) {
        spelled = s;
        break;
      }
    }
    const rupees = rng.logRange(5e6, 2e8);
    const exposure = amount(rupees);
    out.push({
      kind: 'twin-ambiguous', expected: 'ambiguous', candidates: both, reason: null, intended: null, group: null, registryName: base, spelling: spelled.changes,
      name: spelled.written, cin: '', state: '', pin: '', exposure: { written: exposure.written, paisa: exposure.paisa }, rupees, sanction: sanction(dayOfMdy(a.entry.dateOfIncorporation)),
    });
    // The same name with what decides it: the state (first pair), the PIN (second), both (third).
    const side = k % 2 === 0 ? a : b;
    const by = (['state', 'pin', 'both'] as const)[k % 3]!;
    const s = spell(side.entry.company, side.entry.cin, 0, false);
    const r2 = rng.logRange(5e6, 2e8);
    const e2 = amount(r2);
    out.push({
      kind: 'twin', expected: side.entry.cin, candidates: [], reason: null, intended: null, group: null, registryName: side.entry.company, spelling: s.changes,
      name: s.written, cin: '', state: by === 'pin' ? '' : writeState(rng, side.entry.state), pin: by === 'state' ? '' : String((side.entry.registeredAddress as Any).postalCode),
      exposure: { written: e2.written, paisa: e2.paisa }, rupees: r2, sanction: sanction(dayOfMdy(side.entry.dateOfIncorporation)),
    });
  }
  return out;
}

/** A CIN as mistyped: a digit of the serial dropped, or a zero typed as the letter O. */
function malformedCin(rng: Rng, cin: string): { written: string; why: string } {
  if (rng.chance(0.5)) return { written: cin.slice(0, 17) + cin.slice(18), why: `${cin.length - 1} characters; a CIN has 21` };
  const i = cin.slice(1).search(/0/) + 1;
  if (i > 0) return { written: `${cin.slice(0, i)}O${cin.slice(i + 1)}`, why: `letter O where a digit belongs, at character ${i + 1}` };
  return { written: cin.slice(0, 17) + cin.slice(18), why: `${cin.length - 1} characters; a CIN has 21` };
}

export function badRows(mix: BookMix, picker: Picker, named: Named, need: (p: Picked | null, what: string) => Picked, plain: (e: { idType: string; companyStatus: string }) => boolean, rng: Rng): Draft[] {
  const out: Draft[] = [];
  const bad = (d: Draft, reason: string, intended: string | null): Draft => ({ ...d, kind: 'bad', expected: 'bad', candidates: [], reason, intended, group: null });
  for (let k = 0; k < mix.bad.exposure; k++) {
    const d = named(need(picker.next(plain), 'a bad row'), 'bad', rng.logRange(1e6, 1e8));
    const written = k === 0 ? 'n/a' : rng.pick(['N/A', 'NA', 'n/a', '-', 'TBD']);
    out.push(bad({ ...d, exposure: { written, paisa: null } }, `exposure "${written}" is not an amount`, d.expected));
  }
  for (let k = 0; k < mix.bad.cin; k++) {
    const d = named(need(picker.next(plain), 'a bad row'), 'bad', rng.logRange(1e6, 1e8), { allowCin: false });
    const m = malformedCin(rng, d.expected);
    out.push(bad({ ...d, cin: m.written }, `CIN "${m.written}" is malformed (${m.why})`, d.expected));
  }
  for (let k = 0; k < mix.bad.date; k++) {
    const d = named(need(picker.next(plain), 'a bad row'), 'bad', rng.logRange(1e6, 1e8));
    const written = IMPOSSIBLE_DATES[k % IMPOSSIBLE_DATES.length]!;
    out.push(bad({ ...d, sanction: { written, iso: null } }, `sanction date "${written}" is not a calendar date`, d.expected));
  }
  for (let k = 0; k < mix.bad.empty; k++) {
    const d = named(need(picker.next(plain), 'a bad row'), 'bad', rng.logRange(1e6, 1e8), { allowCin: false });
    out.push(bad({ ...d, name: '', cin: '', pin: '', registryName: null, spelling: [] }, 'no borrower name and no CIN', null));
  }
  return out;
}

