// Issue 14 item 7: personal data at rest. A PAN in a company's master record (and contact-tier
// fields wherever they turn up, in a master or a director profile) is sealed with the data key;
// the library file never holds it in the clear, and a library from before is sealed by its upgrade.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createAesGcmCipher } from './cipher';
import { DB_FILE, openLibrary, rawDatabase } from './library';
import { LATEST_VERSION, migrate } from './migrations';
import { restorePersonal, splitPersonal } from './personal-fields';
import { CIN, masterInput, useTempDir } from '../../../test/support/core/store-support';

const PAN_A = 'ABCPK1234F';
const PAN_B = 'ZYXPM9876Q';
const master = (pans: Array<string | undefined>) => ({
  cin: CIN,
  company: 'Zenith Lotus Software Private Limited',
  masterData: {
    companyData: { companyName: 'Zenith Lotus Software Private Limited' },
    directorData: pans.map((pan, i) => ({ DIN: `0000000${i + 1}`, ...(pan ? { PAN: pan } : {}), FirstName: `Director ${i + 1}` })),
  },
});

/** Every byte the library keeps on disk: the database, its write-ahead log, its shared memory. */
function libraryBytes(dir: string): string {
  return [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]
    .map((name) => path.join(dir, name))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file).toString('latin1'))
    .join('\n');
}

describe('personal fields', () => {
  const tmp = useTempDir();
  const cipher = createAesGcmCipher(randomBytes(32));

  it('are split out of a record wherever they appear, in any case, and put back exactly', () => {
    const record = { a: { pan: 'P1', keep: 1 }, list: [{ PAN: 'P2', mobileNumber: '98' }, { x: 2 }], emailAddress: 'e@x' };
    const { plain, personal } = splitPersonal(record);
    expect(plain).toEqual({ a: { keep: 1 }, list: [{}, { x: 2 }] });
    expect(personal.map((p) => p.value).sort()).toEqual(['98', 'P1', 'P2', 'e@x']);
    expect(restorePersonal(plain, personal)).toEqual(record);
  });

  it('keeps the PAN of a master record out of library.db, sealed, and merges a later read as before', () => {
    const lib = openLibrary(tmp.dir, { personalCipher: cipher });
    lib.companies.upsertMaster(masterInput({ master: master([PAN_A, PAN_B]) }));
    expect(JSON.stringify(lib.companies.get(CIN)!.master)).not.toContain(PAN_A);
    // A later read that dropped a field keeps the stored one (json-merge's rule), personal fields included.
    lib.companies.upsertMaster(masterInput({ master: { cin: CIN, masterData: { companyData: { companyStatus: 'Active' } } } }));
    const whole = lib.companies.masterWithPersonal(CIN) as ReturnType<typeof master>;
    expect(whole.masterData.directorData.map((d) => (d as { PAN?: string }).PAN)).toEqual([PAN_A, PAN_B]);
    expect(rawDatabase(lib).prepare('SELECT count(*) FROM personal_fields').pluck().get()).toBe(1);
    lib.close();
    const bytes = libraryBytes(tmp.dir);
    expect(bytes).not.toContain(PAN_A);
    expect(bytes).not.toContain(PAN_B);
    // Another key opens nothing: the record reads without them.
    const other = openLibrary(tmp.dir, { personalCipher: createAesGcmCipher(randomBytes(32)) });
    expect(() => other.companies.masterWithPersonal(CIN)).toThrow(/could not be decrypted/);
    other.close();
  });

  it('seals contact-tier fields that turn up in a director profile', () => {
    const lib = openLibrary(tmp.dir, { personalCipher: cipher });
    lib.directors.upsertProfile({ din: '01234567', profile: { din: '01234567', mobileNumber: '9876543210', emailAddress: 'a.k@example.in', companyData: [] }, readAt: '2026-11-21T10:00:00.000Z', requestId: 'req_p', roles: [] });
    expect(lib.directors.get('01234567')!.profile).toEqual({ din: '01234567', companyData: [] });
    lib.close();
    const bytes = libraryBytes(tmp.dir);
    expect(bytes).not.toContain('9876543210');
    expect(bytes).not.toContain('a.k@example.in');
  });

  it('without the data key withholds them: never written in the clear, and said so', () => {
    const lib = openLibrary(tmp.dir);
    lib.companies.upsertMaster(masterInput({ master: master([PAN_A]) }));
    expect(lib.personalWithheld()).toBe(1);
    expect(lib.companies.get(CIN)!.master).toMatchObject({ masterData: { directorData: [{ DIN: '00000001' }] } });
    lib.close();
    expect(libraryBytes(tmp.dir)).not.toContain(PAN_A);
  });

  it('a library from before is sealed by its upgrade: with the key at once, without it at the first open that has it', () => {
    for (const withKey of [true, false]) {
      const dir = path.join(tmp.dir, withKey ? 'with-key' : 'without-key');
      fs.mkdirSync(dir);
      const old = new Database(path.join(dir, DB_FILE));
      migrate(old, 'old', 9);
      old.prepare(`INSERT INTO companies (id, rid, id_type, master_json, created_at, updated_at) VALUES (?, 1, 'cin', ?, 'x', 'x')`).run(CIN, JSON.stringify(master([PAN_A])));
      old.prepare(`INSERT INTO directors (din, rid, profile_json, created_at, updated_at) VALUES ('01234567', 1, ?, 'x', 'x')`).run(JSON.stringify({ pan: PAN_B }));
      old.close();
      expect(libraryBytes(dir)).toContain(PAN_A);

      const first = openLibrary(dir, withKey ? { personalCipher: cipher } : {});
      expect(rawDatabase(first).pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      first.close();
      if (!withKey) {
        // Upgraded without the key: the clear text stays until a key is at hand, and nothing is lost.
        expect(libraryBytes(dir)).toContain(PAN_A);
        openLibrary(dir, { personalCipher: cipher }).close();
      }
      const bytes = libraryBytes(dir);
      expect(bytes).not.toContain(PAN_A);
      expect(bytes).not.toContain(PAN_B);
      const reopened = openLibrary(dir, { personalCipher: cipher });
      expect(JSON.stringify(reopened.companies.masterWithPersonal(CIN))).toContain(PAN_A);
      reopened.close();
    }
  });
});
