import { describe, expect, it } from 'vitest';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { ID, NOW, accounts, annualFilings, company } from '../../../test/support/core/findings-data';
import { legacySwingKey, reviewedFindings } from './reviews';

const CRORE = 10_000_000; // rupees

describe('reviews of swings kept under the words percentages had before one decimal', () => {
  const t = useTempLibrary();

  it('maps today words to the old ones exactly', () => {
    expect(legacySwingKey('year-on-year-swing: Profit for the year turned negative in FY 2023-24 (−187.5%)')).toBe(
      'year-on-year-swing: Profit for the year turned negative in FY 2023-24 (−188%)',
    );
    expect(legacySwingKey('year-on-year-swing: Revenue from operations fell in FY 2023-24 (−55.0%)')).toBe('year-on-year-swing: Revenue from operations fell in FY 2023-24 (−55%)');
    expect(legacySwingKey('year-on-year-swing: Borrowings rose in FY 2021-22 (+67.8%)')).toBe('year-on-year-swing: Borrowings rose in FY 2021-22 (+67.8%)');
    expect(legacySwingKey('year-on-year-swing: Borrowings rose in FY 2021-22 (+12,345.0%)')).toBe('year-on-year-swing: Borrowings rose in FY 2021-22 (+12,345%)');
    expect(legacySwingKey('stale-data')).toBeNull();
  });

  it('a review stored under the old words still holds for the same swing', () => {
    company(t.lib);
    annualFilings(t.lib, [2022, 2023]);
    accounts(t.lib, 2022, 'standalone', { RevenueFromOperations: 100 * CRORE });
    accounts(t.lib, 2023, 'standalone', { RevenueFromOperations: 45 * CRORE });
    t.lib.teamRecords.setReview(ID, 'year-on-year-swing: Revenue from operations fell in FY 2023-24 (−55%)', 'accepted', 'checked with the auditor');
    const [swing] = reviewedFindings(t.lib, ID, NOW).filter((f) => f.rule === 'year-on-year-swing');
    expect(swing!.title).toBe('Revenue from operations fell in FY 2023-24 (−55.0%)');
    expect(swing!.review).toMatchObject({ state: 'accepted', comment: 'checked with the auditor' });
  });
});
