import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAesGcmCipher } from './cipher';
import { rawDatabase } from './library';
import { CIN, CIN2, useTempLibrary } from '../../../test/support/core/store-support';

const DIN = '01234567';

describe('directors repository', () => {
  const t = useTempLibrary();

  it('stores roles from a master record and from a profile separately', () => {
    t.lib.directors.setMasterDirectors(CIN, [
      { din: DIN, firstName: 'Meera', lastName: 'Iyer', roles: [{ role: 'Director', designation: 'Director', appointedOn: '04/01/2015', kmp: false }] },
    ]);
    t.lib.directors.upsertProfile({
      din: DIN,
      firstName: 'Meera',
      lastName: 'Iyer',
      profile: { din: DIN, firstName: 'Meera', companyData: [] },
      readAt: '2026-11-21T10:00:00.000Z',
      requestId: 'req_p',
      roles: [
        { companyId: CIN, companyName: 'Zenith', role: 'Director', appointedOn: '04/01/2015' },
        { companyId: CIN2, companyName: 'Apex', role: 'Director', appointedOn: '2019-02-01', ceasedOn: '01/31/2021' },
      ],
    });
    expect(t.lib.directors.get(DIN)).toMatchObject({ fullName: 'Meera Iyer', profileRequestId: 'req_p' });
    const roles = t.lib.directors.rolesOfDirector(DIN);
    expect(roles.map((r) => [r.source, r.companyId, r.appointedOn, r.ceasedOn])).toEqual([
      ['master', CIN, '2015-04-01', null],
      ['profile', CIN, '2015-04-01', null],
      ['profile', CIN2, '2019-02-01', '2021-01-31'],
    ]);
    expect(roles[0]!.kmp).toBe(false);
    expect(roles.map((r) => r.ceasedAsWritten)).toEqual([null, null, null]);
    t.lib.directors.setMasterDirectors(CIN, []);
    expect(t.lib.directors.rolesAtCompany(CIN).map((r) => r.source)).toEqual(['profile']);
  });

  it('keeps a cessation it cannot read as a date as the profile wrote it: the role has ended all the same', () => {
    t.lib.directors.upsertProfile({
      din: DIN,
      profile: { din: DIN, companyData: [] },
      readAt: '2026-11-21T10:00:00.000Z',
      requestId: 'req_p',
      roles: [
        // Day first where the registry writes month first.
        { companyId: CIN, role: 'Director', appointedOn: '04/01/2015', ceasedOn: '31/03/2022', raw: { cin_LLPIN: CIN, cessationDate: '31/03/2022' } },
        { companyId: CIN2, role: 'Director', appointedOn: '04/01/2015', ceasedOn: '03/31/2022', raw: { cin_LLPIN: CIN2, cessationDate: '03/31/2022' } },
      ],
    });
    expect(t.lib.directors.rolesOfDirector(DIN).map((r) => [r.companyId, r.ceasedOn, r.ceasedAsWritten])).toEqual([
      [CIN, null, '31/03/2022'],
      [CIN2, '2022-03-31', null],
    ]);
  });

  it('keeps stored role fields a newer master read dropped, and takes the values it did send', () => {
    const OTHER = '07654321';
    t.lib.directors.setMasterDirectors(CIN, [
      {
        din: DIN,
        roles: [
          { role: 'Director', designation: 'Managing Director', appointedOn: '04/01/2015', kmp: true },
          { role: 'Shareholder', designation: 'Member', appointedOn: '06/30/2018', kmp: false },
        ],
      },
      { din: OTHER, roles: [{ role: 'Director', designation: 'Director', appointedOn: '01/15/2020', kmp: false }] },
    ]);
    t.lib.directors.setMasterDirectors(CIN, [
      {
        din: DIN,
        roles: [
          // Same role: the date and the KMP flag were dropped this time.
          { role: 'Director', designation: 'Managing Director', appointedOn: null },
          // A newer value wins over the stored one.
          { role: 'Shareholder', designation: 'Member', appointedOn: '07/01/2018', kmp: null },
        ],
      },
      // Role and designation dropped: the director's stored role fills them.
      { din: OTHER, roles: [{ role: null, designation: null, appointedOn: null }] },
    ]);
    const rows = t.lib.directors.rolesAtCompany(CIN).map((r) => [r.din, r.role, r.designation, r.appointedOn, r.kmp]);
    expect(rows).toEqual([
      [DIN, 'Director', 'Managing Director', '2015-04-01', true],
      [DIN, 'Shareholder', 'Member', '2018-07-01', false],
      [OTHER, 'Director', 'Director', '2020-01-15', false],
    ]);
    // A director the newer read no longer lists is gone, and nothing is carried over to a new one.
    t.lib.directors.setMasterDirectors(CIN, [{ din: '01111111', roles: [{ role: null, appointedOn: null }] }]);
    expect(t.lib.directors.rolesAtCompany(CIN).map((r) => [r.din, r.role, r.appointedOn])).toEqual([['01111111', null, null]]);
  });
});

describe('director contacts', () => {
  const t = useTempLibrary();
  const key = new Uint8Array(32).fill(7);

  it('round-trips a contact and never writes the plaintext to the database files', () => {
    const cipher = createAesGcmCipher(key);
    const contact = { din: DIN, mobileNumber: '+91-98450-77123', emailAddress: 'meera.iyer.unique@example.in' };
    t.lib.contacts.put(DIN, contact, { readAt: '2026-11-21T10:00:00.000Z', requestId: 'req_c' }, cipher);
    expect(t.lib.contacts.get(DIN, cipher)).toMatchObject({ contact, requestId: 'req_c' });
    const files = fs.readdirSync(t.dir).filter((f) => f.startsWith('library.db'));
    const onDisk = Buffer.concat(files.map((f) => fs.readFileSync(`${t.dir}/${f}`)));
    rawDatabase(t.lib).pragma('wal_checkpoint(TRUNCATE)');
    const afterCheckpoint = fs.readFileSync(`${t.dir}/library.db`);
    for (const bytes of [onDisk, afterCheckpoint]) {
      expect(bytes.includes('98450-77123')).toBe(false);
      expect(bytes.includes('meera.iyer.unique')).toBe(false);
    }
  });

  it('refuses a wrong key, a blob moved to another DIN, and a key of the wrong length', () => {
    const cipher = createAesGcmCipher(key);
    t.lib.contacts.put(DIN, { mobileNumber: '1' }, { readAt: 't', requestId: null }, cipher);
    expect(() => t.lib.contacts.get(DIN, createAesGcmCipher(new Uint8Array(32).fill(8)))).toThrow(
      expect.objectContaining({ code: 'DECRYPT_FAILED' }),
    );
    const row = rawDatabase(t.lib).prepare('SELECT ciphertext, iv, tag FROM director_contacts WHERE din = ?').get(DIN) as Record<string, Buffer>;
    t.lib.contacts.putSealed('07654321', { ciphertext: row.ciphertext!, iv: row.iv!, tag: row.tag! }, { readAt: 't', requestId: null });
    expect(() => t.lib.contacts.get('07654321', cipher)).toThrow(expect.objectContaining({ code: 'DECRYPT_FAILED' }));
    expect(() => createAesGcmCipher(new Uint8Array(16))).toThrow(expect.objectContaining({ code: 'BAD_KEY' }));
  });
});
