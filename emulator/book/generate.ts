// A lender's book generated over the synthetic registry (issue 26): borrowers as a bank's core system
// holds them, and the answer key computed from the registry's own records. Every row that must
// resolve is checked against the registry's resolve as it is generated (after the "M/s" a client
// strips), so the key never promises what the registry cannot answer.
import { STATES } from '../registry/places';
import { rngFor } from '../registry/prng';
import type { SyntheticRegistry } from '../registry/index';
import { tokens } from '../registry/resolve';
import { type Amount, writeAmount, writePlainAmount } from './amounts';
import { accountNumber, assetClass, branches, headers, isoDay, ROLES, type Role, relationshipManagers, sanctionDay, segmentFor, writeDate, writeState } from './cells';
import { type BookMix, bookMix } from './mix';
import { noneName } from './none-names';
import { type Any, type Draft, dayOfMdy, type Named, type Rng } from './draft';
import { type Picked, Picker } from './pick';
import { badRows, twinRows } from './special-rows';
import { bankSpelling, type Spelled } from './spelling';
import type { Book, BookTruth, RowKind, TruthGroup, TruthRow } from './types';

export const DEFAULT_BOOK_SEED = 'book';

export interface BookOptions {
  registry: SyntheticRegistry;
  size: number;
  /** Varies the book; the default gives the same book every time. */
  seed?: string;
}


/** What a client does before asking the registry: drop the "M/s" in front. */
export function withoutMs(name: string): string {
  return name.replace(/^\s*m\/s\.?\s*/i, '').trim();
}

const alike = (a: string, b: string) => tokens(a).join(' ') === tokens(b).join(' ');

export function generateBook(opts: BookOptions): Book {
  const { registry, size } = opts;
  const seed = opts.seed ?? DEFAULT_BOOK_SEED;
  const groups = registry.networks.groups.map((g) => ({ brand: g.brand, size: g.cins.length }));
  const mix = bookMix(size, groups);
  const rng = rngFor(seed, 'book', registry.seed, 'rows');
  const picker = new Picker(registry, rngFor(seed, 'book', registry.seed, 'pool'));
  const resolve = (name: string, state?: string) => registry.resolveCompanies(withoutMs(name), { limit: 3, sandboxOnly: false, state });
  const uniquelyTop = (name: string, cin: string, state?: string) => {
    const hits = resolve(name, state);
    return hits[0]?.cin === cin && (hits.length < 2 || (hits[1]!.matchScore as number) < (hits[0]!.matchScore as number));
  };

  /** The bank's spelling of `name`, checked to resolve to `cin` alone; the registry's own spelling when no variant does. */
  const spell = (name: string, cin: string, typos: 0 | 1 | 2, verify: boolean): Spelled => {
    for (const t of [typos, typos, typos, 0, 0] as const) {
      const s = bankSpelling(rng, name, { typos: t });
      if (!verify || uniquelyTop(s.written, cin)) return s;
    }
    return { written: name, changes: [] };
  };
  const amount = (rupees: number): Amount => writeAmount(rng, Math.max(50_000, Math.round(rupees)));
  const sanction = (incDay: number) => {
    const day = sanctionDay(rng, incDay);
    return { written: writeDate(rng, day), iso: isoDay(day) };
  };

  const named = (p: Picked, kind: RowKind, rupees: number, extra: { group?: string; registryName?: string; allowCin?: boolean } = {}): Draft => {
    const e = p.entry;
    const withCin = (extra.allowCin ?? true) && rng.chance(0.15);
    const typos = !withCin && extra.registryName === undefined && rng.chance(0.08) ? (rng.chance(0.3) ? 2 : 1) : 0;
    const registryName = extra.registryName ?? e.company;
    const spelled = spell(registryName, e.cin, typos, !withCin);
    const cin = withCin ? (rng.chance(0.1) ? ` ${e.cin.toLowerCase()}` : e.cin) : '';
    const exposure = amount(rupees);
    return {
      kind, expected: e.cin, candidates: [], reason: null, intended: null, group: extra.group ?? null, registryName, spelling: spelled.changes,
      name: spelled.written, cin, state: rng.chance(0.65) ? writeState(rng, e.state) : '', pin: rng.chance(0.45) ? String((e.registeredAddress as Any).postalCode) : '',
      exposure: { written: exposure.written, paisa: exposure.paisa }, rupees, sanction: sanction(dayOfMdy(e.dateOfIncorporation)),
    };
  };
  const need = (p: Picked | null, what: string): Picked => {
    if (p === null) throw new Error(`the registry (seed ${registry.seed}) has too few unconnected companies for ${what} in a book of ${size} rows`);
    return p;
  };
  const active = (idType: string) => (e: { idType: string; companyStatus: string }) => e.idType === idType && e.companyStatus === 'Active';

  const drafts: Draft[] = [];
  drafts.push(...groupRows(mix, registry, picker, named, rng));
  drafts.push(...twinRows(mix, registry, picker, rng, resolve, spell, amount, sanction));
  for (let k = 0; k < mix.formerName; k++) {
    let former = '';
    const p = need(picker.next(active('cin'), (c) => {
      const names = ((c.master.nameHistory ?? []) as Any[]).map((h) => h.name as string).filter((n) => !alike(n, c.entry.company));
      former = names.at(-1) ?? '';
      return former !== '' && uniquelyTop(former, c.entry.cin);
    }), 'a name before a change');
    drafts.push(named(p, 'former-name', rng.logRange(2e6, 2e8), { registryName: former, allowCin: false }));
  }
  for (let k = 0; k < mix.struckOff; k++) drafts.push(named(need(picker.next((e) => e.idType === 'cin' && e.companyStatus === 'Strike Off'), 'a struck-off company'), 'struck-off', rng.logRange(5e5, 3e7)));
  for (let k = 0; k < mix.llp; k++) drafts.push(named(need(picker.next(active('llpin')), 'an LLP'), 'llp', rng.logRange(5e5, 5e7)));
  for (let k = 0; k < mix.foreign; k++) drafts.push(named(need(picker.next(active('fcin')), 'a foreign company'), 'foreign', rng.logRange(1e7, 8e8)));
  for (let k = 0; k < mix.plain; k++) drafts.push(named(need(picker.next(active('cin')), 'a plain borrower'), 'plain', rng.logRange(1e6, 5e8)));
  const seen = new Set<string>();
  for (let k = 0; k < mix.none; k++) {
    let name = noneName(rng);
    while (seen.has(name.toLowerCase()) || resolve(name).length > 0) name = noneName(rng);
    seen.add(name.toLowerCase());
    const exposure = amount(rng.logRange(5e5, 2e7));
    drafts.push({
      kind: 'none', expected: 'none', candidates: [], reason: null, intended: null, group: null, registryName: null, spelling: [], name, cin: '',
      state: rng.chance(0.5) ? writeState(rng, rng.pick(STATES).name) : '', pin: '',
      exposure: { written: exposure.written, paisa: exposure.paisa }, rupees: exposure.paisa / 100, sanction: sanction(Math.floor(Date.UTC(2008, 0, 1) / 86_400_000)),
    });
  }
  drafts.push(...badRows(mix, picker, named, need, active('cin'), rng));

  return assemble(registry.seed, seed, size, rng.shuffle(drafts), rngFor(seed, 'book', registry.seed, 'cells'));
}


function groupRows(mix: BookMix, registry: SyntheticRegistry, picker: Picker, named: Named, rng: Rng): Draft[] {
  const out: Draft[] = [];
  for (const brand of mix.groups) {
    const group = registry.networks.groups.find((g) => g.brand === brand)!;
    group.cins.forEach((cin, k) => {
      const p = picker.read(cin);
      picker.force(p);
      out.push(named(p, 'group', k === 0 ? rng.logRange(2e8, 1.5e9) : rng.logRange(1e7, 4e8), { group: brand }));
    });
  }
  return out;
}

function assemble(registrySeed: string, bookSeed: string, size: number, drafts: Draft[], rng: Rng): Book {
  const roles = headers(rng);
  const branchList = branches(rng);
  const rms = relationshipManagers(rng, Math.max(4, Math.min(24, Math.round(size / 40))));
  const truthRows: TruthRow[] = [];
  const rows: string[][] = [];
  drafts.forEach((d, i) => {
    const branch = rng.pick(branchList);
    const limit = Math.ceil((d.rupees * rng.range(1, 1.5)) / 100_000) * 100_000;
    const cells: Record<Role, string> = {
      account: accountNumber(rng, branch, i), name: d.name, cin: d.cin, state: d.state, pin: d.pin, segment: segmentFor(rng, d.rupees), branch: branch.name, rm: rng.pick(rms),
      sanctionDate: d.sanction.written, limit: writePlainAmount(rng, limit), exposure: d.exposure.written, assetClass: assetClass(rng),
    };
    rows.push(ROLES.map((r) => cells[r]));
    truthRows.push({
      line: i + 2, kind: d.kind, expected: d.expected, candidates: d.candidates, reason: d.reason, intended: d.intended, group: d.group,
      exposurePaisa: d.exposure.paisa, sanctionDate: d.sanction.iso, registryName: d.registryName, spelling: d.spelling, cells,
    });
  });
  const byKind = Object.fromEntries((['plain', 'group', 'former-name', 'struck-off', 'llp', 'foreign', 'twin', 'twin-ambiguous', 'none', 'bad'] as RowKind[]).map((k) => [k, truthRows.filter((r) => r.kind === k).length])) as Record<RowKind, number>;
  const groups = new Map<string, TruthGroup>();
  for (const r of truthRows) {
    if (r.group === null) continue;
    const g = groups.get(r.group) ?? { brand: r.group, identifiers: [], lines: [], exposurePaisa: 0 };
    g.identifiers.push(r.expected);
    g.lines.push(r.line);
    g.exposurePaisa += r.exposurePaisa ?? 0;
    groups.set(r.group, g);
  }
  const truth: BookTruth = {
    version: 1, registrySeed, bookSeed, size, columns: ROLES.map((r) => roles[r]), roles,
    counts: {
      byKind,
      byExpected: {
        identifier: truthRows.filter((r) => !['ambiguous', 'none', 'bad'].includes(r.expected)).length,
        ambiguous: truthRows.filter((r) => r.expected === 'ambiguous').length,
        none: truthRows.filter((r) => r.expected === 'none').length,
        bad: truthRows.filter((r) => r.expected === 'bad').length,
      },
    },
    groups: [...groups.values()].map((g) => ({ ...g, identifiers: [...g.identifiers].sort() })).sort((a, b) => b.exposurePaisa - a.exposurePaisa),
    totalExposurePaisa: truthRows.reduce((s, r) => s + (r.exposurePaisa ?? 0), 0),
    rows: truthRows,
  };
  return { columns: truth.columns, rows, truth };
}
