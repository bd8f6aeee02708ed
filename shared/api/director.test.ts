import { expect, it } from 'vitest';
import { describeResource } from '../../test/support/shared/contract-kit';
import { directorContactDataSchema, directorContactSchema, directorUnlockSchema } from './director-contact';
import { directorProfileSchema } from './director-profile';

describeResource('director profile', directorProfileSchema, {
  example: {
    din: '00012345',
    firstName: 'ANITA',
    lastName: 'RAO',
    gender: 'Female',
    nationality: 'Indian',
    educationalQualification: 'Graduate',
    companyData: [
      {
        ucin: 'U72200KA2009PTC049889',
        cin_LLPIN: 'U72200KA2009PTC049889',
        nameOfTheCompany: 'ACME ANALYTICS PRIVATE LIMITED',
        role: 'Director',
        designation: 'Managing Director',
        directorFlag: 'Y',
        companyStatus: 'Active',
        roleEffectiveDate: '06/15/2009',
        cessationDate: null,
        obligationOfContribution: '50000',
      },
    ],
    mcaSignatoryCessationMasterHistory: [
      { cin: 'U74999MH2011PTC221100', accountName: 'OLD VENTURES PRIVATE LIMITED', designation: 'Director', appointmentDate: '04/01/2011', cessationDate: '03/31/2016', accountStatus: 'Strike Off' },
    ],
  },
  optional: [
    ['firstName'], ['lastName'], ['gender'], ['nationality'], ['educationalQualification'], ['companyData'], ['mcaSignatoryCessationMasterHistory'],
    ['companyData', 0, 'cessationDate'], ['companyData', 0, 'directorFlag'], ['mcaSignatoryCessationMasterHistory', 0, 'accountStatus'],
  ],
  extrasAt: [[], ['companyData', 0], ['mcaSignatoryCessationMasterHistory', 0]],
  messy: [
    [['din'], 12345, '00012345'],
    [['companyData', 0, 'cessationDate'], '-', null],
    [['companyData', 0, 'roleEffectiveDate'], '2009-06-15', '2009-06-15'],
    [['gender'], '', null],
  ],
  broken: [
    [['din'], undefined, 'din: expected string'],
    [['companyData'], {}, 'companyData: expected array'],
    [['companyData', 0, 'roleEffectiveDate'], 'June 2009', 'companyData[0].roleEffectiveDate: expected a date'],
    [['mcaSignatoryCessationMasterHistory', 0, 'cin'], 7, 'mcaSignatoryCessationMasterHistory[0].cin: expected string'],
  ],
});

describeResource('director unlock record', directorUnlockSchema, {
  example: {
    din: '00012345',
    unlocked: true,
    unlockedAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2027-11-01T10:00:00.000Z',
    unlockPrice: 29900,
    contactUpdatedAt: '2026-10-30T08:00:00.000Z',
    lastUpdateAttempt: { status: 'success', timestamp: '2026-10-30T08:00:00.000Z', errorMessage: null },
  },
  optional: [['unlockedAt'], ['expiresAt'], ['contactUpdatedAt'], ['lastUpdateAttempt'], ['lastUpdateAttempt', 'errorMessage']],
  extrasAt: [[], ['lastUpdateAttempt']],
  messy: [
    [['contactUpdatedAt'], '', null],
    [['lastUpdateAttempt', 'errorMessage'], '', null],
  ],
  broken: [
    [['unlocked'], 'yes', 'unlocked: expected boolean'],
    [['unlockPrice'], 299.0001, 'unlockPrice: expected int'],
    [['unlockPrice'], undefined, 'unlockPrice: expected number'],
    [['lastUpdateAttempt', 'status'], 'timeout', 'lastUpdateAttempt.status: expected one of "success", "error"'],
  ],
});

it('director unlock: sandbox branch and no-unlock branch', () => {
  const sandbox = { din: '00012345', unlocked: true, unlockedAt: null, expiresAt: null, unlockPrice: null, sandbox: true, contactUpdatedAt: null, lastUpdateAttempt: null };
  expect(directorUnlockSchema.parse(sandbox)).toEqual(sandbox);
  expect(directorUnlockSchema.parse({ din: '00012345', unlocked: false, unlockPrice: 29900 }).unlocked).toBe(false);
});

describeResource('director contact', directorContactSchema, {
  example: { din: '00012345', mobileNumber: '+91 98450 00000', emailAddress: 'anita.rao@example.in', dob: '01/02/1970', pan: 'ABCPR1234K' },
  optional: [['mobileNumber'], ['emailAddress']],
  extrasAt: [[]],
  messy: [[['emailAddress'], 'NA', null]],
  broken: [
    [['din'], '123', 'din: expected an 8-digit DIN'],
    [['mobileNumber'], 9845000000, 'mobileNumber: expected string'],
  ],
});

it('contact data is the payload, or the not-unlocked shape', () => {
  expect(directorContactDataSchema.parse({ unlocked: false, unlockPrice: 29900 })).toEqual({ unlocked: false, unlockPrice: 29900 });
  expect(directorContactDataSchema.parse({ din: '00012345', mobileNumber: '1' })).toEqual({ din: '00012345', mobileNumber: '1' });
  expect(directorContactDataSchema.safeParse({ unlocked: false }).success).toBe(false);
});
