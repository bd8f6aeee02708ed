import { describe, expect, it } from 'vitest';
import { describeResource } from '../../test/support/shared/contract-kit';
import { chargesYearsSchema } from './extraction-charges';
import { pas3YearsSchema } from './extraction-pas3';
import {
  extractionDataSchemaFor,
  extractionFormsSchema,
  extractionYearsSchema,
  extractionYearsSchemaFor,
  normaliseFormType,
  yearListViewSchema,
} from './extractions';

describeResource('extraction forms list', extractionFormsSchema, {
  example: { availableFormTypes: ['AOC-4', 'CHARGES', 'MGT-7', 'PAS-3'] },
  optional: [],
  extrasAt: [[]],
  messy: [],
  broken: [
    [['availableFormTypes', 1], 'DIR-12', 'availableFormTypes[1]: expected one of "AOC-4", "CHARGES", "MGT-7", "PAS-3"'],
    [['availableFormTypes'], undefined, 'availableFormTypes: expected array'],
  ],
});

describeResource('AOC-4 / MGT-7 years view', yearListViewSchema, {
  example: { formType: 'AOC-4', availableYears: [2024, 2023, 2022] },
  optional: [],
  extrasAt: [[]],
  messy: [[['availableYears', 0], '2024', 2024]],
  broken: [[['availableYears', 0], 'FY24', 'availableYears[0]: expected number']],
});

describeResource('PAS-3 years view', pas3YearsSchema, {
  example: {
    form_type: 'PAS-3',
    latest_snapshot: {
      filing_id: 'flg_p3a',
      as_of_date: '2024-02-10',
      filing_date: '2024-02-28',
      srn: 'F12345678',
      equity: {
        authorised: { shares: 1000000, nominal: '10.00', total: '10000000.00' },
        issued: { shares: 250000, nominal: '10.00', total: '2500000.00' },
        subscribed: { shares: 250000, nominal: '10.00', total: '2500000.00' },
        paid_up: { shares: '250000', nominal: '10.00', total: '2500000.00' },
      },
    },
    filings: [
      { filing_id: 'flg_p3a', filing_date: '2024-02-28', as_of_date: '2024-02-10', srn: 'F12345678', allotment_count: 1 },
      { filing_id: 'flg_p3b', filing_date: '2021-07-02', as_of_date: '2021-06-20', allotment_count: 2 },
    ],
  },
  optional: [['latest_snapshot'], ['latest_snapshot', 'equity'], ['latest_snapshot', 'srn'], ['filings', 0, 'srn'], ['filings', 0, 'allotment_count']],
  extrasAt: [[], ['latest_snapshot'], ['latest_snapshot', 'equity', 'issued'], ['filings', 1]],
  messy: [
    [['latest_snapshot', 'equity', 'issued', 'total'], '25,00,000.00', '2500000.00'],
    [['filings', 0, 'allotment_count'], '1', 1],
  ],
  broken: [
    [['filings', 1, 'filing_id'], 'p3b', 'filings[1].filing_id: expected a filing id starting with flg_'],
    [['latest_snapshot', 'equity', 'issued', 'nominal'], 'ten', 'latest_snapshot.equity.issued.nominal: expected a decimal number string'],
    [['filings'], undefined, 'filings: expected array'],
  ],
});

describeResource('CHARGES years view', chargesYearsSchema, {
  example: {
    form_type: 'CHARGES',
    charges: [
      {
        charge_id: '100234567',
        status: 'ACTIVE',
        holder_name: 'HDFC BANK LIMITED',
        holder_category: 'Scheduled commercial bank',
        amount_inr: 50000000,
        amount_crore: 5,
        counts: { creation: 1, modification: 2, satisfaction: 0 },
        first_event_date: '2018-04-12',
        latest_event_date: '2022-09-01',
        latest_event_type: 'MODIFICATION',
      },
    ],
  },
  optional: [['charges', 0, 'holder_category'], ['charges', 0, 'amount_crore'], ['charges', 0, 'counts'], ['charges', 0, 'latest_event_type']],
  extrasAt: [[], ['charges', 0], ['charges', 0, 'counts']],
  messy: [
    [['charges', 0, 'charge_id'], 100234567, '100234567'],
    [['charges', 0, 'counts', 'modification'], '2', 2],
  ],
  broken: [
    [['charges', 0, 'status'], 'CLOSED', 'charges[0].status: expected one of "ACTIVE", "SATISFIED", "OPEN"'],
    [['charges', 0, 'amount_inr'], 'fifty lakh', 'charges[0].amount_inr: expected a number or numeric string'],
  ],
});

describe('years views by form', () => {
  it('picks the schema from the case-insensitive path value', () => {
    expect(normaliseFormType(' aoc-4 ')).toBe('AOC-4');
    expect(normaliseFormType('charges')).toBe('CHARGES');
    expect(normaliseFormType('DIR-12')).toBeNull();
    expect(extractionYearsSchemaFor('pas-3')).toBe(pas3YearsSchema);
    expect(extractionYearsSchemaFor('mgt-7')).toBe(yearListViewSchema);
    expect(extractionDataSchemaFor('XYZ')).toBeNull();
  });
  it('the years union tells the three views apart', () => {
    expect(extractionYearsSchema.parse({ formType: 'MGT-7', availableYears: [2024] })).toEqual({ formType: 'MGT-7', availableYears: [2024] });
    expect(extractionYearsSchema.parse({ form_type: 'CHARGES', charges: [] })).toEqual({ form_type: 'CHARGES', charges: [] });
    expect(extractionYearsSchema.safeParse({ form_type: 'PAS-3' }).success).toBe(false);
  });
});
