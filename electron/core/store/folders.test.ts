// Issue 27 item 12: every path the analyst names is checked like the data folder, in words, at
// once. `library backup /proc/self/bk` spun because Node's recursive mkdir loops on /proc: folders
// are now made level by level, and the kernel's file systems are refused by name.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOnlyFolder, type ReadOnlyFolder } from '../../../test/support/core/read-only-folder';
import { useTempDir } from '../../../test/support/core/store-support';
import { insideFolder, makeFolders, type PathRole, readableFile, readableFolder, usableFolder } from './folders';
import { makePrivateDir } from './permissions';

const ROLE: PathRole = { code: 'PATH_UNUSABLE', name: 'backup folder', hint: 'Choose another folder.', after: 'Nothing was written.' };

function refusal(run: () => unknown): { code: string; message: string; hint: string | null; details: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    return error as never;
  }
  throw new Error('expected a refusal');
}

let ro: ReadOnlyFolder;
beforeAll(() => {
  ro = readOnlyFolder();
});
afterAll(() => ro?.release());

describe('folders the analyst names', () => {
  const tmp = useTempDir();

  it('makes folders level by level, and fails at once (no loop) where the kernel allows none', () => {
    const deep = path.join(tmp.dir, 'a', 'b', 'c');
    makeFolders(deep, 0o700);
    expect(fs.statSync(deep).mode & 0o777).toBe(0o700);
    makeFolders(deep); // already there: fine
    const started = Date.now();
    expect(() => makePrivateDir('/proc/self/.dossier-bk.partial')).toThrow(/ENOENT/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses an empty path, /proc and /sys, a file in the way, a missing folder and a read-only one, in words', () => {
    expect(refusal(() => usableFolder('', ROLE, { create: false }))).toMatchObject({ code: 'PATH_UNUSABLE', details: { problem: 'empty' }, message: 'The backup folder is an empty path. Nothing was written.' });
    for (const place of ['/proc/self', '/proc/self/bk', '/sys/kernel/bk']) {
      const r = refusal(() => usableFolder(place, ROLE, { create: true }));
      expect(r, place).toMatchObject({ code: 'PATH_UNUSABLE', details: { path: place, problem: 'system-folder' } });
      expect(r.message).toMatch(new RegExp(`^The backup folder ${place} is on the kernel's (proc|sysfs) file system`));
    }
    const file = path.join(tmp.dir, 'notes.txt');
    fs.writeFileSync(file, 'x');
    expect(refusal(() => usableFolder(file, ROLE, { create: false })).message).toBe(`The backup folder ${file} is a file, not a folder. Nothing was written.`);
    expect(refusal(() => usableFolder(path.join(file, 'bk'), ROLE, { create: true })).message).toBe(`The backup folder ${path.join(file, 'bk')} cannot be made: ${file} is a file, not a folder. Nothing was written.`);
    const missing = path.join(tmp.dir, 'no', 'such');
    expect(refusal(() => usableFolder(missing, ROLE, { create: false }))).toMatchObject({ details: { problem: 'missing' }, message: `The backup folder ${missing} does not exist. Nothing was written.` });
    expect(fs.existsSync(path.join(tmp.dir, 'no'))).toBe(false);

    const readOnly = refusal(() => usableFolder(ro.dir, ROLE, { create: false }));
    expect(readOnly).toMatchObject({ code: 'PATH_UNUSABLE', details: { problem: 'read-only', cause: ro.how === 'mount' ? 'EROFS' : 'EACCES' } });
    expect(readOnly.message).toContain(ro.how === 'mount' ? 'it is on a read-only file system' : 'read-only for this user');
    expect(fs.readdirSync(ro.dir)).toEqual([]);
    expect(refusal(() => usableFolder(path.join(ro.dir, 'sub'), ROLE, { create: true }))).toMatchObject({ details: { problem: 'cannot-create' } });
  });

  it('reads a backup folder and a pack only when they are what they should be', () => {
    expect(readableFolder(tmp.dir, ROLE)).toBe(tmp.dir);
    expect(refusal(() => readableFolder(path.join(tmp.dir, 'gone'), ROLE))).toMatchObject({ details: { problem: 'missing' } });
    const zip = path.join(tmp.dir, 'pack.zip');
    fs.writeFileSync(zip, 'PK');
    const PACK: PathRole = { code: 'PATH_UNUSABLE', name: 'pack', hint: 'Give the pack.' };
    expect(readableFile(zip, PACK)).toBe(zip);
    expect(refusal(() => readableFile(tmp.dir, PACK))).toMatchObject({ details: { problem: 'not-a-file' }, message: `The pack ${tmp.dir} is a folder, not a file.` });
    expect(refusal(() => readableFile('/dev/zero', PACK))).toMatchObject({ details: { problem: 'not-a-file' } });
    expect(refusal(() => readableFile('/proc/self/environ', PACK))).toMatchObject({ details: { problem: 'system-folder' } });
    expect(refusal(() => readableFile(path.join(tmp.dir, 'nope.zip'), PACK))).toMatchObject({ details: { problem: 'missing' } });
  });

  it('sees a path inside a folder through a link, and a folder beside it as outside', () => {
    const library = path.join(tmp.dir, 'library');
    fs.mkdirSync(library);
    fs.symlinkSync(library, path.join(tmp.dir, 'link'));
    expect(insideFolder(path.join(tmp.dir, 'link', 'bk'), library)).toBe(true);
    expect(insideFolder(library, library)).toBe(true);
    expect(insideFolder(path.join(tmp.dir, 'library-2', 'bk'), library)).toBe(false);
  });
});
