/**
 * The library's own companies by name, for a book's rows, offline: every company's current name
 * (and the name it is known as), then the former names its master record lists, then the same with
 * the legal form aside (names.ts). The first of these tiers that holds the row's name gives the
 * contenders; judge.ts decides. Built once per import from one read of the library (a 10,000-company
 * library is a few milliseconds), then each row is a map lookup. A contender's PIN comes from its
 * registered address in the connections graph, read only when a row with a PIN has to choose.
 */
import type { BookCandidate } from '../../../shared/bridge/portfolio';
import type { Library, MatchableCompany } from '../store';
import { type Contender, judge, type Verdict } from './judge';
import { nameKeys } from './names';

interface Entry {
  company: MatchableCompany;
  why: string;
}

type Tier = Map<string, Entry[]>;

export interface LibraryNames {
  /** The company a name means in the library, narrowed by state and PIN; `none` when no company carries it. */
  match(name: string, row: { state: string | null; pin: string | null }): Verdict;
  /** A company of the library by id (name, state) for a row resolved by its identifier. */
  company(id: string): MatchableCompany | null;
}

function add(tier: Tier, key: string, entry: Entry): void {
  if (key === '') return;
  const list = tier.get(key);
  if (list) {
    if (!list.some((e) => e.company.id === entry.company.id)) list.push(entry);
  } else tier.set(key, [entry]);
}

export function candidateOf(company: MatchableCompany, why: string, source: BookCandidate['source'] = 'library'): BookCandidate {
  return { companyId: company.id, name: company.name ?? company.knownAs ?? company.id, state: company.state, city: company.city, status: company.status, source, why };
}

export function libraryNames(library: Library): LibraryNames {
  const companies = library.portfolios.matchables();
  const byId = new Map(companies.map((c) => [c.id, c]));
  const tiers: Tier[] = [new Map(), new Map(), new Map(), new Map()];
  for (const company of companies) {
    const current = [company.name, company.knownAs].filter((n): n is string => n !== null && n.trim() !== '');
    for (const n of current) {
      const keys = nameKeys(n);
      const why = n === company.name ? 'same name' : `known as "${n}"`;
      add(tiers[0]!, keys.full, { company, why });
      add(tiers[2]!, keys.core, { company, why: `${why}, legal form aside` });
    }
    for (const former of company.formerNames) {
      const keys = nameKeys(former);
      add(tiers[1]!, keys.full, { company, why: `former name "${former}"` });
      add(tiers[3]!, keys.core, { company, why: `former name "${former}", legal form aside` });
    }
  }

  const pins = (ids: readonly string[]): Map<string, string> => {
    const out = new Map<string, string>();
    for (const e of library.graph.edgesAt('from', ids, ['registeredAt'])) {
      const pin = /^address:(\d{6}):/.exec(e.to)?.[1];
      if (pin) out.set(e.from, pin);
    }
    return out;
  };

  return {
    match(name, row) {
      const keys = nameKeys(name);
      const found = [tiers[0]!.get(keys.full), tiers[1]!.get(keys.full), tiers[2]!.get(keys.core), tiers[3]!.get(keys.core)].find((t) => t !== undefined && t.length > 0);
      if (!found) return { kind: 'none' };
      const known = found.length > 1 && row.pin !== null ? pins(found.map((e) => e.company.id)) : new Map<string, string>();
      const contenders: Contender[] = found.map((e) => ({ candidate: candidateOf(e.company, e.why), pin: known.get(e.company.id) ?? null }));
      return judge(contenders, row);
    },
    company: (id) => byId.get(id) ?? null,
  };
}
