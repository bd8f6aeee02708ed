// Library integrity: library.db is copied before every migration, the copy kept until the next
// start that opens the library without upgrading it; a failed upgrade leaves no copy (and no change).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DB_FILE, openLibrary } from './library';
import { LATEST_VERSION, migrate, userVersion } from './migrations';
import { upgradeBackupsIn } from './upgrade-backup';
import { useTempDir } from '../../../test/support/core/store-support';

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function oldLibrary(dir: string, version: number, marker: boolean): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, DB_FILE);
  const db = new Database(file);
  migrate(db, 'old', version);
  if (marker) db.prepare(`INSERT INTO client_state (key, value_json) VALUES ('marker', '"before the upgrade"')`).run();
  db.close();
  return file;
}

describe('the copy of library.db taken before an upgrade', () => {
  const tmp = useTempDir();

  it('holds the library as it was, and goes at the next start that needs no upgrade', () => {
    const file = oldLibrary(tmp.dir, 8, true);
    const before = sha(file);
    openLibrary(tmp.dir).close();
    const [copy, ...more] = upgradeBackupsIn(tmp.dir);
    expect(more).toEqual([]);
    expect(path.basename(copy!)).toMatch(new RegExp(`^library\\.before-upgrade-v8-to-v${LATEST_VERSION}-`));
    expect(fs.statSync(copy!).mode & 0o777).toBe(0o600);
    const old = new Database(copy!, { readonly: true });
    expect(userVersion(old)).toBe(8);
    expect(old.prepare(`SELECT value_json FROM client_state WHERE key = 'marker'`).pluck().get()).toBe('"before the upgrade"');
    old.close();
    expect(sha(file)).not.toBe(before); // the library itself was upgraded
    openLibrary(tmp.dir).close();
    expect(upgradeBackupsIn(tmp.dir)).toEqual([]);
  });

  it('is removed when the upgrade fails, which leaves the library at its old version', () => {
    const file = oldLibrary(tmp.dir, 3, false);
    const db = new Database(file);
    db.exec('CREATE TABLE spend_ledger (clash INTEGER)'); // migration 004 fails
    db.close();
    expect(() => openLibrary(tmp.dir)).toThrow(/already exists/);
    expect(upgradeBackupsIn(tmp.dir)).toEqual([]);
    const check = new Database(file, { readonly: true });
    expect(userVersion(check)).toBe(3);
    expect(check.prepare(`SELECT count(*) FROM sqlite_schema WHERE name = 'notes'`).pluck().get()).toBe(0);
    check.close();
  });

  it('is not taken for a new library: there is nothing to keep', () => {
    openLibrary(path.join(tmp.dir, 'new')).close();
    expect(upgradeBackupsIn(path.join(tmp.dir, 'new'))).toEqual([]);
  });
});
