/**
 * The answer key of a 300-row book read back against what the emulator serves over HTTP: every
 * expected identifier exists and its master record's current or former name is the written name up
 * to the spelling changes named; the resolve endpoint finds it first (after the "M/s" a client drops);
 * ambiguous rows match companies whose names normalise alike and their state or PIN tells them apart;
 * rows of no company find nothing; the business groups are whole and nothing else in the book is
 * connected; amounts, dates and bad rows are what the cells say, parsed here independently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseCompanyId } from '../../shared/ids';
import type { EmulatorHandle } from '../index';
import { createRegistry, type SyntheticRegistry } from '../registry/index';
import { generateBook } from './generate';
import type { Book, TruthRow } from './types';
import { startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field after the client's schema checks
type Any = any;

let registry: SyntheticRegistry;
let emu: EmulatorHandle;
let live: TestClient;
let book: Book;
const masters = new Map<string, Any>();

beforeAll(async () => {
  registry = createRegistry('dossier');
  emu = await startTestEmulator({ registry });
  live = new TestClient(emu.url, emu.keys.live);
  book = generateBook({ registry, size: 300 });
  const ids = new Set(book.truth.rows.flatMap((r) => [r.expected, r.intended ?? '', ...r.candidates]).filter((id) => normaliseCompanyId(id).ok));
  for (const id of ids) {
    const res = await live.get(`/v1/companies/${id}`);
    expect(res.status, id).toBe(200);
    masters.set(id, res.body.data);
  }
}, 60_000);
afterAll(() => emu.close());

/** This test's own reading of a name: case, "M/s", "&", punctuation, spacing and the legal words set aside. */
function normal(name: string): string {
  return name
    .toLowerCase()
    .replace(/^\s*m\/s\.?\s*/, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(pvt|private|ltd|limited|and)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The exposure cell in paisa, read the way a person would; null when it is not an amount. */
function paisaOf(text: string): number | null {
  const t = text.trim().toLowerCase().replace(/^(₹|rs\.?|inr)\s*/, '').replace(/\/-$/, '').trim();
  const hundredths = (num: string) => {
    const [w, f = ''] = num.split('.');
    return Number(w) * 100 + Number(f.padEnd(2, '0'));
  };
  const word = /^(\d+(?:\.\d{1,2})?)\s*(crores?|cr\.?|lakhs?|lacs?|lac|l)$/.exec(t);
  if (word) return hundredths(word[1]!) * (word[2]!.startsWith('c') ? 100_000 : 1_000) * 100;
  if (/^\d{1,3}(,\d{2})*,\d{3}(\.\d{2})?$|^\d{1,3}(,\d{3})+(\.\d{2})?$|^\d+(\.\d{2})?$/.test(t)) return hundredths(t.replace(/,/g, ''));
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
function isoOf(text: string): string | null {
  const m = /^(\d{2})[/-](\d{2}|[A-Za-z]{3})[/-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const month = /\d/.test(m[2]!) ? Number(m[2]) : MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
  const d = new Date(Date.UTC(Number(m[3]), month - 1, Number(m[1])));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === Number(m[1]) ? d.toISOString().slice(0, 10) : null;
}

const resolved = (r: TruthRow) => !['ambiguous', 'none', 'bad'].includes(r.expected);
const resolveQ = async (name: string, state?: string) =>
  (await live.get(`/v1/companies/resolve?q=${encodeURIComponent(name.replace(/^\s*m\/s\.?\s*/i, ''))}&limit=5${state ? `&state=${encodeURIComponent(state)}` : ''}`)).body.data.candidates as Any[];

describe("a lender's book of 300 rows", () => {
  it('holds every kind the issue asks for, and lines run from 2 under the header', () => {
    const k = book.truth.counts.byKind;
    expect(book.rows).toHaveLength(300);
    expect(book.truth.rows.map((r) => r.line)).toEqual(Array.from({ length: 300 }, (_, i) => i + 2));
    for (const kind of ['plain', 'former-name', 'struck-off', 'llp', 'foreign', 'twin', 'twin-ambiguous', 'none'] as const) expect(k[kind], kind).toBeGreaterThan(0);
    expect(book.truth.groups.length).toBeGreaterThanOrEqual(3);
    const reasons = book.truth.rows.filter((r) => r.kind === 'bad').map((r) => r.reason);
    for (const what of [/exposure "n\/a"/, /CIN ".*" is malformed/, /no borrower name and no CIN/, /sanction date "31\/02\/2024"/]) expect(reasons.some((r) => what.test(r!)), String(what)).toBe(true);
    const withCin = book.truth.rows.filter((r) => resolved(r) && r.cells.cin !== '').length;
    expect(withCin).toBeGreaterThan(10);
    expect(withCin).toBeLessThan(150);
    expect(book.truth.rows.filter((r) => r.spelling.some((s) => s.startsWith('typo:'))).length).toBeGreaterThan(5);
  });

  it("names each expected company as its master record does (current or former name), up to the changes the key lists", () => {
    for (const r of book.truth.rows) {
      const id = resolved(r) ? r.expected : r.intended;
      if (id === null || r.cells.name === '') continue;
      const m = masters.get(id)!;
      const names = [m.company, ...(m.nameHistory as Any[]).map((h) => h.name)];
      expect(names, `line ${r.line}`).toContain(r.registryName);
      if (r.kind === 'former-name') expect(r.registryName).not.toBe(m.company);
      const typos = r.spelling.filter((s) => s.startsWith('typo:')).length;
      expect(distance(normal(r.cells.name), normal(r.registryName!)), `line ${r.line}: ${r.cells.name}`).toBeLessThanOrEqual(typos);
      if (r.cells.cin !== '' && r.kind !== 'bad') expect(r.cells.cin.trim().toUpperCase()).toBe(id);
    }
  });

  it('resolves every row with no CIN to its company first, and finds nothing for rows of no company', async () => {
    for (const r of book.truth.rows) {
      if (r.expected === 'none') {
        expect(await resolveQ(r.cells.name), `line ${r.line}`).toEqual([]);
        continue;
      }
      if (!resolved(r) || r.cells.cin !== '' || r.kind === 'twin') continue;
      const hits = await resolveQ(r.cells.name);
      expect(hits[0]?.cin, `line ${r.line}: ${r.cells.name}`).toBe(r.expected);
      if (hits.length > 1) expect(hits[1].matchScore).toBeLessThan(hits[0].matchScore);
    }
  });

  it('ambiguous rows match companies whose names normalise alike; their state or PIN decides', async () => {
    const ambiguous = book.truth.rows.filter((r) => r.expected === 'ambiguous');
    expect(ambiguous.length).toBeGreaterThan(0);
    for (const r of ambiguous) {
      expect(r.candidates).toHaveLength(2);
      const [a, b] = r.candidates.map((id) => masters.get(id)!);
      expect(normal(a.company)).toBe(normal(b.company));
      expect(normal(a.company)).toBe(normal(r.cells.name));
      const hits = await resolveQ(r.cells.name);
      expect(hits.slice(0, 2).map((h) => h.cin).sort()).toEqual(r.candidates);
      expect(hits[0].matchScore).toBe(hits[1].matchScore);
    }
    for (const r of book.truth.rows.filter((x) => x.kind === 'twin')) {
      const hits = await resolveQ(r.cells.name);
      expect(hits.slice(0, 2).map((h) => h.cin)).toContain(r.expected);
      if (r.cells.state !== '') expect((await resolveQ(r.cells.name, r.cells.state))[0].cin).toBe(r.expected);
      if (r.cells.pin !== '') expect(hits.filter((h) => h.registeredAddress.postalCode === r.cells.pin).map((h) => h.cin)).toEqual([r.expected]);
    }
  });

  it('holds whole business groups, and no other two companies share a current director or an address', () => {
    const groupOf = new Map(registry.networks.groups.flatMap((g) => g.cins.map((cin) => [cin, g.brand] as const)));
    for (const r of book.truth.rows) if (resolved(r)) expect(r.group, `line ${r.line}`).toBe(groupOf.get(r.expected) ?? null);
    for (const g of book.truth.groups) {
      expect(g.identifiers).toEqual([...registry.networks.groups.find((x) => x.brand === g.brand)!.cins].sort());
      expect(g.exposurePaisa).toBe(book.truth.rows.filter((r) => r.group === g.brand).reduce((s, r) => s + r.exposurePaisa!, 0));
    }
    const owner = new Map<string, string>();
    for (const id of new Set(book.truth.rows.filter(resolved).map((r) => r.expected))) {
      const m = masters.get(id)!;
      const addr = m.masterData.companyData.MCAMDSCompanyAddress.find((x: Any) => x.addressType === 'Registered Address').streetAddress;
      const side = groupOf.get(id) ?? id;
      for (const key of [...(m.masterData.directorData ?? []).map((d: Any) => `din ${d.DIN}`), `address ${addr}`]) {
        const before = owner.get(key);
        if (before !== undefined) expect(before, `${id} and another company share ${key}`).toBe(side);
        owner.set(key, side);
      }
    }
  });

  it('exposures, dates and bad rows are what the cells say', () => {
    for (const r of book.truth.rows) {
      expect(paisaOf(r.cells.exposure), `line ${r.line}: ${r.cells.exposure}`).toBe(r.exposurePaisa);
      expect(isoOf(r.cells.sanctionDate), `line ${r.line}: ${r.cells.sanctionDate}`).toBe(r.sanctionDate);
      if (r.kind !== 'bad') {
        expect(r.exposurePaisa).toBeGreaterThan(0);
        expect(r.sanctionDate).not.toBeNull();
        continue;
      }
      expect(r.reason).toEqual(expect.any(String));
      if (/CIN/.test(r.reason!) && r.cells.name !== '') expect(normaliseCompanyId(r.cells.cin).ok).toBe(false);
      if (/no borrower name/.test(r.reason!)) expect([r.cells.name, r.cells.cin]).toEqual(['', '']);
    }
    expect(book.truth.totalExposurePaisa).toBe(book.truth.rows.reduce((s, r) => s + (r.exposurePaisa ?? 0), 0));
  });
});
