/**
 * The living registry's calendar, read back from the payloads: accounts filed within 30 days of the
 * AGM and the annual return within 60, every kind of event happening somewhere, deterministic from
 * the seed, and nothing of it visible in the record at the reference date.
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_MS } from './living';
import { createRegistry } from './index';
import { sampleCompanies, TEST_SEED, testRegistry } from '../../test/support/emulator/registry-fixture';

// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field
type Any = any;
const DAY = 86_400_000;
const mdy = (s: string) => Date.UTC(Number(s.slice(6)), Number(s.slice(0, 2)) - 1, Number(s.slice(3, 5)));
const dmy = (s: string) => Date.UTC(Number(s.slice(6)), Number(s.slice(3, 5)) - 1, Number(s.slice(0, 2)));
const END = REFERENCE_MS + 5 * 365 * DAY;

describe('the living registry', () => {
  const r = testRegistry();
  const sample = sampleCompanies(r, 150).filter((c) => c.idType === 'cin');

  it('files AOC-4 within 30 days of the AGM and MGT-7 within 60, as the record at that moment shows', () => {
    let checked = 0;
    for (const c of sample) {
      for (const f of r.filingsUntil(c.cin, END)) {
        const at = Date.parse(f.row.createdAt);
        if (at <= REFERENCE_MS || !/^(AOC-4|MGT-7)/.test(f.row.formId) || !/FY/.test(f.row.description ?? 'FY')) continue;
        const agm = (r.master(c.cin, at) as Any).masterData.commonData.dateOfLastAGM;
        // Years whose AGM fell before the reference date are caught up late (with late fees); new years keep the calendar.
        if (mdy(agm) <= REFERENCE_MS) continue;
        const gap = (dmy(f.row.dateOfFiling) - mdy(agm)) / DAY;
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(f.row.formId.startsWith('AOC-4') ? 30 : 60);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('holds every kind of event over five years, and none of it in the record at the reference date', () => {
    const kinds = new Set<string>();
    for (const c of [...r.companies()].slice(0, 1500)) for (const e of r.registryEvents(c.cin, END)) kinds.add(e.kind);
    expect([...kinds].sort()).toEqual(['address.changed', 'auditor.appointed', 'auditor.changed', 'auditor.resigned', 'capital.changed', 'charge.created', 'charge.modified', 'charge.satisfied', 'director.appointed', 'director.ceased', 'filing.new', 'name.changed', 'status.changed']);
    for (const c of sample.slice(0, 40)) {
      expect(r.registryEvents(c.cin, REFERENCE_MS)).toEqual([]);
      expect(r.master(c.cin, REFERENCE_MS)).toEqual(r.master(c.cin));
    }
  });

  it('is deterministic from the seed, whatever order records are read in', () => {
    const again = createRegistry(TEST_SEED);
    for (const c of sample.slice(0, 30).reverse()) {
      expect(again.registryEvents(c.cin, END)).toEqual(r.registryEvents(c.cin, END));
      expect(again.master(c.cin, END)).toEqual(r.master(c.cin, END));
      expect(again.filingsUntil(c.cin, END)).toEqual(r.filingsUntil(c.cin, END));
    }
  });
});
