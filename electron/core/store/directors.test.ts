import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAesGcmCipher } from './cipher';
import { CIN, CIN2, useTempLibrary } from './test-support';

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
    t.lib.directors.setMasterDirectors(CIN, []);
    expect(t.lib.directors.rolesAtCompany(CIN).map((r) => r.source)).toEqual(['profile']);
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
    t.lib.db.pragma('wal_checkpoint(TRUNCATE)');
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
    const row = t.lib.db.prepare('SELECT ciphertext, iv, tag FROM director_contacts WHERE din = ?').get(DIN) as Record<string, Buffer>;
    t.lib.contacts.putSealed('07654321', { ciphertext: row.ciphertext!, iv: row.iv!, tag: row.tag! }, { readAt: 't', requestId: null });
    expect(() => t.lib.contacts.get('07654321', cipher)).toThrow(expect.objectContaining({ code: 'DECRYPT_FAILED' }));
    expect(() => createAesGcmCipher(new Uint8Array(16))).toThrow(expect.objectContaining({ code: 'BAD_KEY' }));
  });
});
