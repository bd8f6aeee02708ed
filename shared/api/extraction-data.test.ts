import { describe, expect, it } from 'vitest';
import { describeResource } from '../../test/support/shared/contract-kit';
import { describeZodError } from './describe';
import { aoc4DataSchema } from './extraction-aoc4';
import { chargesDataSchema } from './extraction-charges';
import { mgt7DataSchema } from './extraction-mgt7';
import { pas3DataSchema } from './extraction-pas3';
import { extractionDataSchemaFor } from './extractions';

const item = (qname: string, value: number | string) => ({ qname, value, unit: 'INR' });

describeResource('AOC-4 data', aoc4DataSchema, {
  example: {
    cin: 'U72200KA2009PTC049889',
    filing_scope: 'standalone',
    period_end: '2024-03-31',
    period_start: '2023-04-01',
    taxonomy_id: 'in-gaap-2023',
    balance_sheet: [item('in-gaap:ShareCapital', 2500000), item('in-gaap:Borrowings', '12345678901234567.89')],
    profit_and_loss: [item('in-gaap:RevenueFromOperations', 98765432), item('in-gaap:ProfitLossForPeriod', '-1234.50')],
    cash_flow: [item('in-gaap:CashAndCashEquivalents', 4321000)],
    metadata: { source: { dateOfFiling: '29/10/2024', paymentDate: '29/10/2024', year: 2024 } },
  },
  optional: [['filing_scope'], ['period_start'], ['taxonomy_id'], ['cash_flow'], ['metadata'], ['metadata', 'source', 'paymentDate'], ['balance_sheet', 0, 'unit']],
  extrasAt: [[], ['balance_sheet', 0], ['metadata'], ['metadata', 'source']],
  messy: [
    [['metadata', 'source', 'year'], '2024', 2024],
    [['balance_sheet', 0, 'unit'], '', null],
    [['profit_and_loss', 0, 'value'], '98765432', '98765432'],
  ],
  broken: [
    [['balance_sheet', 0, 'qname'], undefined, 'balance_sheet[0].qname: expected string'],
    [['balance_sheet', 1, 'value'], 'twelve', 'balance_sheet[1].value: expected a number or numeric string'],
    [['period_end'], 'March 2024', 'period_end: expected a date'],
  ],
});

describeResource('MGT-7 data', mgt7DataSchema, {
  example: {
    cin: 'U72200KA2009PTC049889',
    form_type: 'MGT-7A',
    srn: 'AB1234567',
    fy_start: '2023-04-01',
    fy_end: '2024-03-31',
    agm_date: '2024-09-28',
    filing_date: '2024-11-20',
    is_opc: false,
    is_share_listed: false,
    number_stock_exchange: 0,
    stock_exchanges: [],
    num_business_actv: 1,
    business_activities: [{ main_activity_group_code: 'J', description: 'Information and communication', percent_turnover: 100 }],
    num_rtas: 0,
    rtas: [],
    num_holding_subs: 1,
    holding_subs: [{ name: 'ACME HOLDINGS PRIVATE LIMITED', cin: 'U65990KA2005PTC036001', type: 'Holding', percent_held: 51 }],
    share_capital: { equity: { authorised: '10000000' }, preference: null, unclassified_total: '0' },
    share_holding_pattern: { promoter: { equity_percent: 51 }, public: { equity_percent: 49 } },
    turnover: '98765432',
    net_worth: 35000000,
    meetings: { board: 6, agm: 1 },
    kmp: [{ din: '00012345', name: 'ANITA RAO', designation: 'Managing Director' }],
    remuneration: { total: '4800000' },
  },
  optional: [['form_type'], ['srn'], ['agm_date'], ['is_opc'], ['stock_exchanges'], ['share_capital'], ['turnover'], ['meetings'], ['kmp'], ['remuneration']],
  extrasAt: [[], ['share_capital'], ['share_holding_pattern'], ['meetings']],
  messy: [
    [['is_opc'], 'N', false],
    [['is_share_listed'], 'Yes', true],
    [['num_business_actv'], '1', 1],
    [['agm_date'], '', null],
  ],
  broken: [
    [['is_opc'], 'sometimes', 'is_opc: expected boolean'],
    [['kmp'], 'ANITA RAO', 'kmp: expected array'],
    [['fy_end'], 'FY2024', 'fy_end: expected a date'],
  ],
});

describeResource('PAS-3 data', pas3DataSchema, {
  example: {
    cin: 'U72200KA2009PTC049889',
    form_type: 'PAS-3',
    filing_id: 'flg_p3a',
    filing_date: '2024-02-28',
    srn: 'F12345678',
    capital_structure: { equity: { paid_up: '2500000.00' }, preference: null, debt: null },
    allotments: [
      {
        allotment_date: '2024-02-10',
        security_type: 'Equity',
        allotment_type: 'Preferential',
        details: 'Allotment to investors',
        terms_in_attachment: false,
        mode: 'Cash',
        num_securities_allotted: 50000,
        nominal_per_security: '10.00',
        premium_per_security: '190.00',
        discount_per_security: '0.00',
        total_amount: '10000000.00',
        non_cash: null,
      },
    ],
  },
  optional: [['form_type'], ['srn'], ['capital_structure'], ['allotments'], ['allotments', 0, 'premium_per_security'], ['allotments', 0, 'non_cash']],
  extrasAt: [[], ['capital_structure'], ['allotments', 0]],
  messy: [
    [['allotments', 0, 'num_securities_allotted'], '123456789012345678901', '123456789012345678901'],
    [['allotments', 0, 'total_amount'], '1,00,00,000.00', '10000000.00'],
    [['allotments', 0, 'nominal_per_security'], 10, '10'],
    [['allotments', 0, 'discount_per_security'], '', null],
  ],
  broken: [
    [['filing_id'], 'F12345678', 'filing_id: expected a filing id starting with flg_'],
    [['allotments', 0, 'total_amount'], 'one crore', 'allotments[0].total_amount: expected a decimal number string'],
    [['allotments', 0, 'num_securities_allotted'], 'many', 'allotments[0].num_securities_allotted'],
  ],
});

describeResource('CHARGES data', chargesDataSchema, {
  example: {
    cin: 'U72200KA2009PTC049889',
    form_type: 'CHARGES',
    charge_id: '100234567',
    status: 'ACTIVE',
    counts: { creation: 1, modification: 1, satisfaction: 0 },
    current: { amount: '50000000', holder: 'HDFC BANK LIMITED' },
    events: [
      { event_type: 'CREATION', event_date: '2018-04-12', filing_date: '2018-05-02', srn: 'G01234567' },
      {
        event_type: 'MODIFICATION',
        event_date: '2022-09-01',
        filing_date: '2022-09-20',
        srn: 'G76543210',
        charge: { amount: '50000000' },
        holder: { name: 'HDFC BANK LIMITED' },
        security: { type: 'Hypothecation' },
        asset_particulars: 'Book debts and stock',
        desc_of_modification: 'Enhancement of limit',
      },
    ],
  },
  optional: [['form_type'], ['counts'], ['current'], ['events', 1, 'holder'], ['events', 1, 'desc_of_modification'], ['events', 0, 'srn']],
  extrasAt: [[], ['current'], ['events', 0], ['counts']],
  messy: [
    [['charge_id'], 100234567, '100234567'],
    [['counts', 'creation'], '1', 1],
    [['events', 0, 'srn'], '', null],
  ],
  broken: [
    [['events', 1, 'event_type'], 'AMENDMENT', 'events[1].event_type: expected one of "CREATION", "MODIFICATION", "SATISFACTION"'],
    [['events'], undefined, 'events: expected array'],
    [['status'], 'active', 'status: expected one of "ACTIVE", "SATISFIED", "OPEN"'],
  ],
});

describe('extraction data by form', () => {
  it('returns the payload schema, or accepts the not-unlocked shape', () => {
    const schema = extractionDataSchemaFor('charges')!;
    expect(schema.parse({ unlocked: false, unlockPrice: 33000 })).toEqual({ unlocked: false, unlockPrice: 33000 });
    const bad = schema.safeParse({ charge_id: '1', status: 'OPEN', events: [{ event_type: 'X' }] });
    expect(bad.success ? 'ok' : describeZodError(bad.error)).toContain('events[0].event_type');
  });
});
