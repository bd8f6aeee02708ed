/**
 * Company name search beyond the legal name: former names, a letter or two wrong, and the pairs of
 * unrelated companies whose names differ only in punctuation (twins.ts), read back from the records.
 */
import { describe, expect, it } from 'vitest';
import { editDistance, tokens } from './resolve';
import { sampleCompanies, testRegistry } from '../../test/support/emulator/registry-fixture';

// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field
type Any = any;
const search = (q: string, extra: { state?: string } = {}) => testRegistry().resolveCompanies(q, { limit: 10, sandboxOnly: false, ...extra });

describe('company resolve', () => {
  it('pairs of near-identical names: alike once punctuation and "&" are set aside, unrelated, apart by state', () => {
    const r = testRegistry();
    expect(r.networks.twins).toHaveLength(3);
    for (const [a, b] of r.networks.twins) {
      const [ma, mb] = [r.master(a) as Any, r.master(b) as Any];
      expect(ma.company).not.toBe(mb.company);
      expect(tokens(ma.company)).toEqual(tokens(mb.company));
      expect(r.company(a)!.state).not.toBe(r.company(b)!.state);
      const dins = (m: Any) => (m.masterData.directorData as Any[]).map((d) => d.DIN);
      expect(dins(ma).filter((d: string) => dins(mb).includes(d))).toEqual([]);
      const hits = search(ma.company);
      expect(hits.slice(0, 2).map((h) => h.cin).sort()).toEqual([a, b].sort());
      expect(hits[0]!.matchScore).toBe(hits[1]!.matchScore);
      expect(search(ma.company, { state: r.company(b)!.state }).map((h) => h.cin)).toEqual([b]);
    }
  });

  it('finds a company by a former name, just below the same words as a current name', () => {
    const r = testRegistry();
    let checked = 0;
    for (const c of sampleCompanies(r, 600)) {
      const former = ((r.master(c.cin) as Any).nameHistory as Any[]).map((h) => h.name as string).filter((n) => tokens(n).join(' ') !== tokens(c.company).join(' '));
      if (former.length === 0) continue;
      const hits = search(former[0]!);
      expect(hits[0]!.cin).toBe(c.cin);
      expect(hits[0]!.matchScore).toBeCloseTo(0.99 * 0.98, 4);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('tolerates a letter wrong per word only when nothing matches as written', () => {
    const r = testRegistry();
    let checked = 0;
    for (const c of sampleCompanies(r, 200).filter((x) => x.idType === 'cin')) {
      const word = tokens(c.company).find((t) => t.length >= 6);
      if (!word) continue;
      const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`; // two letters swapped
      const query = c.company.toLowerCase().replace(word, typo);
      if (search(query.replace(typo, word)).length === 0) continue;
      const hits = search(query);
      if (hits.length > 0 && (hits[0]!.matchScore as number) > 0.9) continue; // the misspelling is itself some other name's word
      expect(hits.map((h) => h.cin)).toContain(c.cin);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
    expect(search('zzqqxx')).toEqual([]);
    expect(editDistance('kavera', 'kaevra', 2)).toBe(1);
    expect(editDistance('kavera', 'kavrea', 1)).toBe(1);
    expect(editDistance('kavera', 'mavesa', 1)).toBe(2);
  });
});
