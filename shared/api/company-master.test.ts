import { expect, it } from 'vitest';
import { companyMasterSchema } from './company-master';
import { describeResource } from '../../test/support/shared/contract-kit';

const company = {
  cin: 'U72200KA2009PTC049889',
  company: 'ACME ANALYTICS PRIVATE LIMITED',
  cinHistory: [],
  nameHistory: [{ name: 'ACME DATA PRIVATE LIMITED', changedOn: '03/01/2015' }],
  masterData: {
    companyData: {
      cin: 'U72200KA2009PTC049889',
      companyName: 'ACME ANALYTICS PRIVATE LIMITED',
      companyType: 'Company limited by shares',
      companyOrigin: 'Indian',
      companyCategory: 'Company limited by Shares',
      companySubcategory: 'Non-govt company',
      classOfCompany: 'Private',
      dateOfIncorporation: '06/15/2009',
      authorisedCapital: 10000000,
      authorisedCapitalFormatted: '₹1 Cr',
      authorisedCapitalDisplay: '₹1,00,00,000',
      paidupCapital: 2500000,
      paidUpCapitalFormatted: '₹25 L',
      paidUpCapitalDisplay: '₹25,00,000',
      subscribedCapital: 2500000,
      subscribedCapitalFormatted: '₹25 L',
      subscribedCapitalDisplay: '₹25,00,000',
      numberOfMembers: 7,
      activeCompliance: 'ACTIVE compliant',
      companyStatus: 'Active',
      whetherListedOrNot: 'Unlisted',
      MCAMDSCompanyAddress: [
        { addressType: 'Registered Address', streetAddress: '12 MG Road, Bengaluru 560001', country: 'India' },
        { addressType: 'Correspondence Address', streetAddress: 'PO Box 44, Bengaluru', country: 'India' },
      ],
    },
    commonData: {
      mainDivisionCode: '62',
      mainDivisionDescription: 'Computer programming, consultancy and related activities',
      dateOfLastAGM: '09/28/2024',
      dateOfBalanceSheet: '03/31/2024',
      companyAddress: [{ addressType: 'Registered Address', line1: '12 MG Road' }],
    },
    directorData: [
      {
        DIN: '00012345',
        PAN: 'ABCPR1234K',
        FirstName: 'ANITA',
        LastName: 'RAO',
        dateOfAppointment: '06/15/2009',
        DirectorDisqualified: 'false',
        MCAUserRole: [{ role: 'Director', designation: 'Managing Director', cin: 'U72200KA2009PTC049889', kmpFlag: 'Y' }],
      },
    ],
    indexChargesData: [
      {
        chargeId: '100234567',
        chName: 'HDFC BANK LIMITED',
        chargeAmount: 5000000,
        dateOfCreation: '04/12/2018',
        dateOfModification: null,
        dateOfSatisfaction: null,
        StreetAddress: 'HDFC Bank House, Senapati Bapat Marg',
        City: 'Mumbai',
        State: 'Maharashtra',
        PostalCode: '400013',
        Country: 'India',
      },
    ],
  },
};

const cd = ['masterData', 'companyData'] as const;
const dir = ['masterData', 'directorData', 0] as const;
const chg = ['masterData', 'indexChargesData', 0] as const;

describeResource('company master record', companyMasterSchema, {
  example: company,
  optional: [
    ['company'], ['cinHistory'], ['nameHistory'], ['masterData', 'commonData'], ['masterData', 'directorData'], ['masterData', 'indexChargesData'],
    [...cd, 'cin'], [...cd, 'companyType'], [...cd, 'dateOfIncorporation'], [...cd, 'authorisedCapital'], [...cd, 'authorisedCapitalFormatted'],
    [...cd, 'paidupCapital'], [...cd, 'numberOfMembers'], [...cd, 'whetherListedOrNot'], [...cd, 'MCAMDSCompanyAddress'],
    [...dir, 'PAN'], [...dir, 'DirectorDisqualified'], [...dir, 'MCAUserRole'], [...chg, 'dateOfModification'], [...chg, 'PostalCode'],
  ],
  extrasAt: [[], ['masterData'], [...cd], [...cd, 'MCAMDSCompanyAddress', 0], ['masterData', 'commonData'], [...dir], [...dir, 'MCAUserRole', 0], [...chg]],
  messy: [
    [[...dir, 'DirectorDisqualified'], 'N', false],
    [[...dir, 'DirectorDisqualified'], 'Yes', true],
    [[...dir, 'DirectorDisqualified'], true, true],
    [[...dir, 'MCAUserRole', 0, 'kmpFlag'], '0', false],
    [[...dir, 'DIN'], 12345, '00012345'],
    [[...cd, 'authorisedCapital'], '1,00,00,000', 10000000],
    [[...cd, 'numberOfMembers'], '7', 7],
    [[...cd, 'dateOfIncorporation'], '', null],
    [[...chg, 'chargeId'], 100234567, '100234567'],
    [[...chg, 'chargeAmount'], '50,00,000', 5000000],
    [[...chg, 'dateOfSatisfaction'], 'NA', null],
    [[...chg, 'PostalCode'], 400013, '400013'],
    [['masterData', 'commonData', 'mainDivisionCode'], 62, '62'],
  ],
  broken: [
    [['cin'], undefined, 'cin: expected string'],
    [['masterData', 'companyData'], undefined, 'masterData.companyData: expected object'],
    [[...cd, 'dateOfIncorporation'], '15/06/2009', 'masterData.companyData.dateOfIncorporation: expected a date in MM/DD/YYYY'],
    [[...cd, 'authorisedCapital'], 'one crore', 'masterData.companyData.authorisedCapital: expected number'],
    [[...dir, 'DirectorDisqualified'], 'perhaps', 'masterData.directorData[0].DirectorDisqualified: expected boolean'],
    [[...chg, 'dateOfCreation'], '2018-04-12', 'masterData.indexChargesData[0].dateOfCreation: expected a date in MM/DD/YYYY'],
    [['masterData', 'directorData'], { DIN: '1' }, 'masterData.directorData: expected array'],
  ],
});

it('accepts the LLP variant (partners instead of share fields, null commonData and directorData)', () => {
  const llp = companyMasterSchema.parse({
    cin: 'AAB-1234',
    company: 'BLUE RIVER LLP',
    cinHistory: [],
    nameHistory: [],
    masterData: {
      companyData: { cin: 'AAB-1234', companyName: 'BLUE RIVER LLP', companyType: 'LLP', numberOfPartners: '4', numberOfDesignatedPartners: 2 },
      commonData: null,
      directorData: null,
      indexChargesData: [],
    },
  });
  expect(llp.masterData.companyData.numberOfPartners).toBe(4);
  expect(llp.masterData.commonData).toBeNull();
  expect(llp.masterData.directorData).toBeNull();
});
