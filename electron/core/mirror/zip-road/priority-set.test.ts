import { describe, expect, it } from 'vitest';
import { prioritySet } from './priority-set';

const f = (filingId: string, formId: string, dateOfFiling: string, year: number | null = null) => ({ filingId, formId, dateOfFiling, year });

describe('the priority set bought one by one while the document job runs', () => {
  it('takes the AOC-4 and MGT-7 of the latest three years and the charge documents since the oldest open charge', () => {
    const filings = [
      f('a24', 'AOC-4 XBRL', '2024-10-30', 2024),
      f('m24', 'MGT-7', '2024-11-28', 2024),
      f('a23', 'AOC-4', '2023-10-29', 2023),
      f('m22', 'MGT - 7A', '2022-11-20', 2022),
      f('a21', 'AOC-4', '2021-10-30', 2021),
      f('c19', 'CHG-1', '2019-04-02'),
      f('c15', 'CHG-1', '2015-06-01'),
      f('c4', 'CHG-4', '2020-01-01'),
      f('d', 'DIR-12', '2024-01-01', 2024),
    ];
    const charges = [
      { status: 'OPEN', createdOn: '2019-03-30' },
      { status: 'satisfied', createdOn: '2010-01-01' },
    ];
    expect(prioritySet(filings, charges).sort()).toEqual(['a23', 'a24', 'c19', 'm22', 'm24']);
    expect(prioritySet(filings, [])).not.toContain('c19');
  });
});
