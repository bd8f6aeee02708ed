import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../emulator/registry/index';
import { directorProfiles, expectedNewFilings, MOST_DIRECTORS, MOST_READS_PER_FILING, mirrorDataReads, singleDownloads, yearsLists } from './quote-bounds';

/** The data reads a mirror queues for one company, as its years lists name them (steps/extractions.ts). */
function queuedReads(registry: ReturnType<typeof createRegistry>, cin: string): number {
  let reads = 0;
  for (const form of registry.extractionForms(cin)) {
    const view = registry.extractionYears(cin, form) as Record<string, unknown[]>;
    if (form === 'AOC-4') reads += 2 * (view['availableYears']?.length ?? 0);
    if (form === 'MGT-7') reads += view['availableYears']?.length ?? 0;
    if (form === 'PAS-3') reads += view['filings']?.length ?? 0;
    if (form === 'CHARGES') reads += view['charges']?.length ?? 0;
  }
  return reads;
}

describe('quote bounds', () => {
  it('holds the most of a mirror\'s data reads over every company of the emulator: never more than two per filing listed', () => {
    const registry = createRegistry('dossier');
    let companies = 0;
    let worst = 0;
    const broken: string[] = [];
    for (const company of registry.companies()) {
      const listed = registry.filings(company.cin).length;
      const reads = queuedReads(registry, company.cin);
      const { most } = mirrorDataReads({ listed, held: 0, namedBefore: 0 });
      if (reads > most) broken.push(`${company.cin}: ${reads} reads, ${listed} filings`);
      if (listed > 0) worst = Math.max(worst, reads / listed);
      companies++;
    }
    expect(companies).toBe(registry.companyCount);
    expect(broken).toEqual([]);
    // The bound has room to spare: no company comes near two reads per filing.
    expect(worst).toBeLessThanOrEqual(MOST_READS_PER_FILING / 2);
  }, 300_000);

  it('expects the reads held before, else a fifth of the filings, and never more than the most', () => {
    expect(mirrorDataReads({ listed: 100, held: 0, namedBefore: 0 })).toEqual({ expected: 20, most: 200 });
    expect(mirrorDataReads({ listed: 100, held: 37, namedBefore: 48 })).toEqual({ expected: 37, most: 200 });
    // Lists read before named more than the bound (a company with charges but few filings): that count is the most.
    expect(mirrorDataReads({ listed: 2, held: 6, namedBefore: 9 })).toEqual({ expected: 6, most: 9 });
    expect(mirrorDataReads({ listed: 0, held: 0, namedBefore: 0 })).toEqual({ expected: 0, most: 0 });
  });

  it('prices the lists, the PDFs bought alone and the board with their most', () => {
    expect(yearsLists(0)).toEqual({ expected: 4, most: 4 });
    expect(yearsLists(2)).toEqual({ expected: 2, most: 4 });
    expect(singleDownloads(200, false)).toEqual({ expected: 200, most: 200 });
    expect(singleDownloads(200, true)).toEqual({ expected: 10, most: 200 });
    expect(singleDownloads(3, true)).toEqual({ expected: 1, most: 3 });
    expect(singleDownloads(0, true)).toEqual({ expected: 0, most: 0 });
    expect(directorProfiles(null, 6)).toEqual({ expected: 6, most: MOST_DIRECTORS });
    expect(directorProfiles(22, 6)).toEqual({ expected: 22, most: 22 });
    expect(expectedNewFilings(12, 30)).toBeCloseTo((12 * 30) / 365, 10);
    expect(expectedNewFilings(12, -3)).toBe(0);
  });
});
