import { expect, it } from 'vitest';
import { describeResource } from '../../test/support/shared/contract-kit';
import { describeZodError } from './describe';
import { filingListSchema, filingRowSchema } from './filings';
import { companyResolveSchema, directorResolveSchema } from './resolve';
import { sandboxListSchema } from './sandbox';

describeResource('sandbox list', sandboxListSchema, {
  example: {
    companies: [
      { cin: 'U72200KA2009PTC049889', company: 'ACME ANALYTICS PRIVATE LIMITED', knownAs: 'Acme', idType: 'cin', companyStatus: 'Active', city: 'Bengaluru', state: 'Karnataka' },
      { cin: 'AAB-1234', company: 'BLUE RIVER LLP', knownAs: null, idType: 'llpin', companyStatus: 'Active', city: 'Pune', state: 'Maharashtra' },
    ],
    directors: [{ din: '00012345', fullName: 'ANITA RAO' }],
  },
  optional: [['companies', 0, 'knownAs'], ['companies', 0, 'idType'], ['companies', 0, 'city'], ['companies', 0, 'state'], ['directors', 0, 'fullName']],
  extrasAt: [[], ['companies', 0], ['directors', 0]],
  messy: [
    [['companies', 0, 'knownAs'], '', null],
    [['companies', 1, 'city'], 'NA', null],
    [['directors', 0, 'din'], 12345, '00012345'],
  ],
  broken: [
    [['companies', 0, 'cin'], undefined, 'companies[0].cin: expected string'],
    [['companies', 0, 'idType'], 'pan', 'companies[0].idType: expected one of "cin", "fcin", "llpin"'],
    [['directors'], undefined, 'directors: expected array'],
    [['directors', 0, 'din'], '1234', 'directors[0].din: expected an 8-digit DIN'],
  ],
});

describeResource('company resolve', companyResolveSchema, {
  example: {
    query: 'acme analytics',
    candidates: [
      {
        cin: 'U72200KA2009PTC049889',
        company: 'ACME ANALYTICS PRIVATE LIMITED',
        idType: 'cin',
        companyStatus: 'Active',
        dateOfIncorporation: '06/15/2009',
        registeredAddress: { streetAddress: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
        nicCode: '62011',
        mainDivisionDescription: 'Computer programming, consultancy and related activities',
        directors: [{ din: '00012345', name: 'ANITA RAO' }],
        matchScore: 0.93,
      },
    ],
    sandbox: true,
    hint: 'GET /v1/sandbox lists the sandbox companies',
  },
  optional: [
    ['sandbox'], ['hint'], ['candidates', 0, 'companyStatus'], ['candidates', 0, 'dateOfIncorporation'], ['candidates', 0, 'registeredAddress'],
    ['candidates', 0, 'nicCode'], ['candidates', 0, 'mainDivisionDescription'], ['candidates', 0, 'directors'], ['candidates', 0, 'company'],
  ],
  extrasAt: [[], ['candidates', 0], ['candidates', 0, 'registeredAddress'], ['candidates', 0, 'directors', 0]],
  messy: [
    [['candidates', 0, 'nicCode'], 62011, '62011'],
    [['candidates', 0, 'dateOfIncorporation'], '', null],
    [['candidates', 0, 'companyStatus'], '-', null],
  ],
  broken: [
    [['candidates', 0, 'cin'], 42, 'candidates[0].cin: expected string'],
    [['candidates', 0, 'matchScore'], 'high', 'candidates[0].matchScore: expected number'],
    [['candidates', 0, 'dateOfIncorporation'], '15/06/2009', 'candidates[0].dateOfIncorporation: expected a date in MM/DD/YYYY'],
    [['candidates'], undefined, 'candidates: expected array'],
  ],
});

it('accepts an empty candidate list (no match)', () => {
  expect(companyResolveSchema.parse({ query: 'zzz', candidates: [], sandbox: true, hint: 'see /v1/sandbox' }).candidates).toEqual([]);
});

describeResource('director resolve', directorResolveSchema, {
  example: {
    query: 'anita rao',
    candidates: [
      {
        din: '00012345',
        fullName: 'ANITA RAO',
        status: 'Approved',
        dinAllocationDate: '01/20/2008',
        personType: 'Individual',
        companies: ['ACME ANALYTICS PRIVATE LIMITED'],
        totalDirectorshipCount: 3,
        matchScore: 12.5,
      },
    ],
  },
  optional: [['candidates', 0, 'fullName'], ['candidates', 0, 'status'], ['candidates', 0, 'dinAllocationDate'], ['candidates', 0, 'personType'], ['candidates', 0, 'companies'], ['candidates', 0, 'totalDirectorshipCount']],
  extrasAt: [[], ['candidates', 0]],
  messy: [
    [['candidates', 0, 'totalDirectorshipCount'], '3', 3],
    [['candidates', 0, 'din'], 12345, '00012345'],
  ],
  broken: [
    [['candidates', 0, 'din'], 'DIN1', 'candidates[0].din: expected an 8-digit DIN'],
    [['candidates', 0, 'companies'], 'ACME', 'candidates[0].companies: expected array'],
    [['query'], undefined, 'query: expected string'],
  ],
});

describeResource('filing row', filingRowSchema, {
  example: {
    filingId: 'flg_7Hq2kL9x',
    formId: 'AOC-4 XBRL',
    documentCategory: 'Annual Returns and Balance Sheet eForms',
    attachmentLabel: 'XBRL financial statements',
    dateOfFiling: '29/10/2023',
    year: 2023,
    fileSize: 482113,
    fileType: 'pdf',
    numberOfPages: 38,
    description: null,
    createdAt: '2024-01-05T09:12:44.000Z',
    updatedAt: '2024-01-05T09:12:44.000Z',
  },
  optional: [['documentCategory'], ['attachmentLabel'], ['dateOfFiling'], ['year'], ['fileSize'], ['fileType'], ['numberOfPages'], ['description'], ['createdAt'], ['updatedAt']],
  extrasAt: [[]],
  messy: [
    [['formId'], 'AOC-4  XBRL', 'AOC-4 XBRL'],
    [['formId'], 'ADT - 1', 'ADT-1'],
    [['fileSize'], '1200', 1200],
    [['numberOfPages'], '14', 14],
    [['year'], '2023', 2023],
    [['description'], '', null],
    [['dateOfFiling'], '-', null],
  ],
  broken: [
    [['filingId'], 'doc_123', 'filingId: expected a filing id starting with flg_'],
    [['filingId'], undefined, 'filingId: expected string'],
    [['dateOfFiling'], '10/29/2023', 'dateOfFiling: expected a date in DD/MM/YYYY'],
    [['fileSize'], '1.2 MB', 'fileSize: expected number'],
  ],
});

it('filing list is an array of rows, with the row index in the error path', () => {
  const result = filingListSchema.safeParse([{ filingId: 'flg_a', formId: 'MGT-7' }, { filingId: 'flg_b' }]);
  expect(result.success ? 'ok' : describeZodError(result.error)).toBe('[1].formId: expected string');
  expect(filingListSchema.parse([])).toEqual([]);
});
