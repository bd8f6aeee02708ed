// What kind of company each slot of the universe is. The sandbox is hand-composed so every case a
// client must handle is present; the live universe is drawn at random around a few fixed specials.
import { dayOf, REFERENCE_DAY } from './format';
import type { Rng } from './prng';

export type Kind = 'PTC' | 'PLC' | 'OPC' | 'LLP' | 'FLC' | 'FTC' | 'FCIN';
export type Status = 'Active' | 'Strike Off' | 'Under Liquidation' | 'Amalgamated' | 'Dormant';
export type ChargeLevel = 'none' | 'few' | 'many';

export interface Blueprint {
  kind: Kind;
  listed: boolean;
  status: Status;
  incDay: number;
  chargeLevel: ChargeLevel;
  subsidiaries: boolean;
  renamed: boolean;
  converted: 'delisted' | 'ptc-to-plc' | null;
  /** Exact number of filing rows (before any recorded after the reference date), when fixed. */
  filingTarget: number | null;
  noFilings: boolean;
  /** Filings over 10 MB. */
  hugeFilings: number;
  /** Filings recorded after REFERENCE_DATE (visible only after a refresh). */
  postRefFilings: number;
  /** Board weight: how many directors this company draws. */
  boardWeight: number;
  /** 0..1: position on the size spectrum for its kind. */
  size: number;
}

export type BlueprintSpec = Partial<Blueprint> & { kind: Kind; incYear?: number; incMonth?: number };
type Partial_ = BlueprintSpec;

function defaults(rng: Rng, spec: Partial_): Blueprint {
  const kind = spec.kind;
  const listed = spec.listed ?? false;
  const incYear = spec.incYear ?? drawIncYear(rng, kind, listed);
  const latest = REFERENCE_DAY - 45;
  const incDay = Math.min(latest, dayOf(incYear, spec.incMonth ?? rng.int(1, 12), rng.int(1, 28)));
  const status = spec.status ?? 'Active';
  return {
    kind,
    listed,
    status,
    incDay,
    chargeLevel: spec.chargeLevel ?? (kind === 'LLP' ? 'none' : rng.weighted<ChargeLevel>([['none', 50], ['few', 35], ['many', 15]])),
    subsidiaries: spec.subsidiaries ?? (kind === 'PLC' ? rng.chance(0.5) : kind === 'PTC' || kind === 'FTC' ? rng.chance(0.08) : false),
    renamed: spec.renamed ?? rng.chance(0.1),
    converted: spec.converted ?? null,
    filingTarget: spec.filingTarget ?? null,
    noFilings: spec.noFilings ?? false,
    hugeFilings: spec.hugeFilings ?? 0,
    postRefFilings: spec.postRefFilings ?? (status === 'Active' && !spec.noFilings && rng.chance(0.1) ? rng.int(1, 3) : 0),
    boardWeight: spec.boardWeight ?? boardWeight(kind, listed),
    size: spec.size ?? rng.float(),
  };
}

function boardWeight(kind: Kind, listed: boolean): number {
  if (listed) return 11;
  return { PTC: 3.6, PLC: 7, OPC: 1.5, LLP: 2.5, FLC: 6, FTC: 4, FCIN: 2 }[kind];
}

function drawIncYear(rng: Rng, kind: Kind, listed: boolean): number {
  if (kind === 'LLP') return rng.int(2009, 2025);
  if (kind === 'OPC') return rng.int(2014, 2025);
  if (listed) return rng.int(1950, 2012);
  const bucket = rng.weighted<[number, number]>([[[1960, 1990], 8], [[1991, 2005], 20], [[2006, 2015], 35], [[2016, 2025], 37]]);
  return rng.int(bucket[0], bucket[1]);
}

const SANDBOX_SPECS: Partial_[] = [
  { kind: 'PLC', listed: true, incYear: 1984, filingTarget: 340, hugeFilings: 1, chargeLevel: 'many', subsidiaries: true, renamed: true, boardWeight: 22, size: 0.95, postRefFilings: 0 },
  { kind: 'PLC', listed: true, incYear: 1995, chargeLevel: 'few', subsidiaries: true, size: 0.7 },
  { kind: 'PLC', incYear: 1992, converted: 'delisted', chargeLevel: 'few', size: 0.6 },
  { kind: 'PLC', incYear: 2008, converted: 'ptc-to-plc', size: 0.5 },
  { kind: 'PLC', incYear: 2001, status: 'Strike Off', chargeLevel: 'few' },
  { kind: 'OPC', incYear: 2017 },
  { kind: 'OPC', incYear: 2021 },
  { kind: 'OPC', incYear: 2016, status: 'Strike Off' },
  { kind: 'FTC', incYear: 2011, chargeLevel: 'few' },
  { kind: 'FLC', incYear: 1997, chargeLevel: 'many' },
  { kind: 'PTC', incYear: 2026, incMonth: 9, noFilings: true, chargeLevel: 'none', renamed: false, postRefFilings: 0 },
  { kind: 'PTC', incYear: 2012, status: 'Strike Off' },
  { kind: 'PTC', incYear: 2005, status: 'Under Liquidation', chargeLevel: 'few' },
  { kind: 'PTC', incYear: 2013, status: 'Under Liquidation' },
  { kind: 'PTC', incYear: 1999, status: 'Amalgamated', chargeLevel: 'few' },
  { kind: 'PTC', incYear: 2010, status: 'Amalgamated' },
  { kind: 'PTC', incYear: 2015, status: 'Dormant', chargeLevel: 'none' },
  { kind: 'PTC', renamed: true, chargeLevel: 'few' },
  ...Array.from({ length: 24 }, (_, i): Partial_ => ({ kind: 'PTC', chargeLevel: i % 3 === 0 ? 'few' : undefined })),
  { kind: 'LLP', incYear: 2011 },
  { kind: 'LLP', incYear: 2015 },
  { kind: 'LLP', incYear: 2018 },
  { kind: 'LLP', incYear: 2020 },
  { kind: 'LLP', incYear: 2023 },
  { kind: 'LLP', incYear: 2012, status: 'Strike Off' },
  { kind: 'FCIN', incYear: 2004 },
  { kind: 'FCIN', incYear: 2009 },
  { kind: 'FCIN', incYear: 2016 },
  { kind: 'FCIN', incYear: 2021 },
];

export const SANDBOX_COMPANY_COUNT = SANDBOX_SPECS.length; // 52
export const SANDBOX_DIRECTOR_COUNT = 451;
export const LIVE_COMPANY_COUNT = 5000;
export const LIVE_DIRECTOR_COUNT = 20000;

/** A blueprint for a company the network builder designs: the given facts, the rest drawn as for any company. */
export function designedBlueprint(rng: Rng, spec: BlueprintSpec): Blueprint {
  return defaults(rng, spec);
}

export function sandboxBlueprint(rng: Rng, slot: number): Blueprint {
  const spec = SANDBOX_SPECS[slot];
  if (!spec) throw new Error(`no sandbox slot ${slot}`);
  return defaults(rng, spec);
}

/** Live slot 0 is the big filer; 1 and 2 carry oversized PDFs; the rest are drawn. */
export function liveBlueprint(rng: Rng, slot: number): Blueprint {
  if (slot === 0) {
    return defaults(rng, { kind: 'PLC', listed: true, incYear: 1981, filingTarget: 1260, hugeFilings: 3, chargeLevel: 'many', subsidiaries: true, boardWeight: 14, size: 0.99, postRefFilings: 0, renamed: true });
  }
  if (slot === 1) return defaults(rng, { kind: 'PLC', listed: true, incYear: 1994, hugeFilings: 1, chargeLevel: 'few', size: 0.85 });
  if (slot === 2) return defaults(rng, { kind: 'PTC', incYear: 2003, hugeFilings: 1, chargeLevel: 'few', status: 'Active', size: 0.8 });
  const kind = rng.weighted<Kind>([['PTC', 68], ['PLC', 7], ['OPC', 6], ['LLP', 11], ['FTC', 3], ['FLC', 1], ['FCIN', 4]]);
  const listed = kind === 'PLC' && rng.chance(0.3);
  let status = rng.weighted<Status>([['Active', 78], ['Strike Off', 12], ['Under Liquidation', 3], ['Amalgamated', 4], ['Dormant', 3]]);
  if (kind === 'FCIN' || (kind === 'LLP' && status === 'Dormant') || (listed && status === 'Strike Off')) status = 'Active';
  const incYear = drawIncYear(rng, kind, listed);
  if (status !== 'Active' && incYear > 2021) status = 'Active';
  const converted = kind === 'PLC' && !listed && rng.chance(0.15) ? 'delisted' : kind === 'PLC' && rng.chance(0.2) ? 'ptc-to-plc' : null;
  return defaults(rng, { kind, listed, status, incYear, converted });
}
