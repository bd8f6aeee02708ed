// Library integrity: `library backup` / `restore`. A round trip gives a library whose database is
// the backup's byte for byte and whose contents and PDFs are the original's; a backup that fails
// its manifest is refused; a library already there is replaced only when asked, and kept aside.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { seedLibrary } from '../../../test/support/core/library-seed';
import { useTempDir } from '../../../test/support/core/store-support';
import { restoreLibrary } from './backup';
import { openLibrary } from './library';

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const NOW = '2026-11-25T10:00:00.000Z';

/** Every row of every table, in order: what "the same library" means. */
function dump(dbPath: string): Record<string, unknown[]> {
  const db = new Database(dbPath, { readonly: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE '%VIRTUAL%' AND name NOT LIKE '%fts%' ORDER BY name`).pluck().all() as string[];
    return Object.fromEntries(tables.map((t) => [t, (db.prepare(`SELECT * FROM "${t}"`).all() as unknown[]).map((r) => JSON.stringify(r)).sort()]));
  } finally {
    db.close();
  }
}

function pdfHashes(dir: string): Record<string, string> {
  const root = path.join(dir, 'pdfs');
  const files = (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile());
  return Object.fromEntries(files.map((e) => [path.relative(root, path.join(e.parentPath, e.name)), sha(path.join(e.parentPath, e.name))]));
}

describe('library backup and restore', () => {
  const tmp = useTempDir();

  async function backedUp() {
    const original = path.join(tmp.dir, 'original');
    seedLibrary(original);
    const lib = openLibrary(original);
    const backup = path.join(tmp.dir, 'backup-2026-11-25');
    const manifest = await lib.backupTo(backup);
    lib.close();
    return { original, backup, manifest };
  }

  it('round-trips into a new folder: the database is the backup’s byte for byte, the rows and PDFs the original’s', async () => {
    const { original, backup, manifest } = await backedUp();
    expect(manifest.database.sha256).toBe(sha(path.join(backup, 'library.db')));
    expect(manifest.files.map((f) => f.path)).toEqual(Object.keys(pdfHashes(original)).map((p) => `pdfs/${p}`));
    expect(fs.readdirSync(tmp.dir).filter((n) => n.includes('partial'))).toEqual([]);

    const restored = path.join(tmp.dir, 'restored');
    const result = restoreLibrary(backup, restored, { now: NOW });
    expect(result.replacedKeptIn).toBeNull();
    expect(sha(path.join(restored, 'library.db'))).toBe(manifest.database.sha256);
    expect(dump(path.join(restored, 'library.db'))).toEqual(dump(path.join(original, 'library.db')));
    expect(pdfHashes(restored)).toEqual(pdfHashes(original));
    const lib = openLibrary(restored);
    expect((await lib.integrity.check()).ok).toBe(true);
    lib.close();
  });

  it('refuses a backup that fails its manifest, naming the file, and changes nothing', async () => {
    const { backup, manifest } = await backedUp();
    const pdf = path.join(backup, ...manifest.files[0]!.path.split('/'));
    const bytes = fs.readFileSync(pdf);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 2) ^ 1, bytes.length - 2);
    fs.writeFileSync(pdf, bytes);
    const target = path.join(tmp.dir, 'target');
    expect(() => restoreLibrary(backup, target, { now: NOW })).toThrow(expect.objectContaining({ code: 'BACKUP_DAMAGED', message: expect.stringContaining(`${manifest.files[0]!.path} was altered`) }));
    expect(fs.existsSync(target)).toBe(false);
  });

  it('never replaces a newer library without being asked, and keeps the replaced one aside when asked', async () => {
    const { original, backup, manifest } = await backedUp();
    const lib = openLibrary(original);
    // A purchase an hour after the backup was made (the backup is stamped with the real clock).
    const afterBackup = new Date(Date.parse(manifest.createdAt) + 3_600_000).toISOString();
    lib.ledger.record({ at: afterBackup, endpointKey: 'companies.master', subject: 'U72200KA2009PTC049889', pricePaisa: 500, walletAfterPaisa: 1, requestId: 'req_after_backup', keyKind: 'live' });
    lib.close();
    const before = dump(path.join(original, 'library.db'));
    expect(() => restoreLibrary(backup, original, { now: NOW })).toThrow(expect.objectContaining({ code: 'RESTORE_WOULD_REPLACE', message: expect.stringContaining('newer than the backup') }));
    expect(dump(path.join(original, 'library.db'))).toEqual(before);

    const result = restoreLibrary(backup, original, { now: NOW, replace: true });
    expect(result.replacedKeptIn).toBe(path.join(original, 'replaced-2026-11-25T10-00-00-000Z'));
    expect(dump(path.join(result.replacedKeptIn!, 'library.db'))).toEqual(before);
    expect(JSON.stringify(dump(path.join(original, 'library.db')))).not.toContain('req_after_backup');
  });
});
