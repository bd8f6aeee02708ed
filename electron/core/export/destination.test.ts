// Issue 14 item 1: export.run with outPath at <dataDir>/library.db replaced the library with a PDF.
// An export is written only where the analyst chose: a full path outside the library folder (its
// exports/ folder excepted), in a folder that exists, never over an existing file unless asked.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CO } from '../../../test/support/core/library-seed';
import { type CoreFixture, closeAndRemove, openSeededCore, removeDir } from '../../../test/support/core/seeded-core';

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

let fx: CoreFixture;
let outside: string;
beforeEach(async () => {
  fx = await openSeededCore();
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-outside-'));
});
afterEach(async () => {
  await closeAndRemove(fx);
  removeDir(outside);
});

describe('where export.run may write', () => {
  it('refuses library.db, a PDF of the library and any other path in the library folder, changing nothing', async () => {
    const db = path.join(fx.dataDir, 'library.db');
    const pdf = fs.readdirSync(path.join(fx.dataDir, 'pdfs', CO)).map((f) => path.join(fx.dataDir, 'pdfs', CO, f))[0]!;
    const before = { db: sha(db), pdf: sha(pdf) };
    for (const outPath of [db, pdf, path.join(fx.dataDir, 'settings.json'), path.join(fx.dataDir, 'report.pdf')]) {
      for (const overwrite of [false, true]) {
        const error = await fx.fail('export.run', { id: CO, format: 'pdf', outPath, overwrite });
        expect(error.code, outPath).toBe('EXPORT_PATH_IN_LIBRARY');
        expect(error.message).toContain(outPath);
      }
    }
    // Through a link from outside into the library: still the library.
    fs.symlinkSync(fx.dataDir, path.join(outside, 'sneaky'));
    expect((await fx.fail('export.run', { id: CO, format: 'pdf', outPath: path.join(outside, 'sneaky', 'library.db'), overwrite: true })).code).toBe('EXPORT_PATH_IN_LIBRARY');
    expect({ db: sha(db), pdf: sha(pdf) }).toEqual(before);
    expect(fs.existsSync(path.join(fx.dataDir, 'report.pdf'))).toBe(false);
    expect((await fx.call('company.detail', { id: CO })).summary.id).toBe(CO);
  });

  it('creates no folders, wants a full path, and replaces an existing file only when asked', async () => {
    const missing = path.join(outside, 'no', 'such', 'folder', 'report.pdf');
    expect((await fx.fail('export.run', { id: CO, format: 'pdf', outPath: missing })).code).toBe('EXPORT_FOLDER_MISSING');
    expect(fs.existsSync(path.join(outside, 'no'))).toBe(false);
    expect((await fx.fail('export.run', { id: CO, format: 'pdf', outPath: 'relative/report.pdf' })).code).toBe('EXPORT_PATH_NOT_ABSOLUTE');

    const target = path.join(outside, 'report.pdf');
    fs.writeFileSync(target, 'the analyst’s own file');
    const exists = await fx.fail('export.run', { id: CO, format: 'pdf', outPath: target });
    expect(exists).toMatchObject({ code: 'EXPORT_EXISTS', details: { path: target } });
    expect(fs.readFileSync(target, 'utf8')).toBe('the analyst’s own file');
    const replaced = await fx.call('export.run', { id: CO, format: 'pdf', outPath: target, overwrite: true });
    expect(replaced).toMatchObject({ path: target, kind: 'file', replaced: true, sha256: sha(target) });
    expect(fs.readdirSync(outside)).toEqual(['report.pdf']); // written under a temp name and renamed
  });

  it('writes to the exports folder by default, under a free name, private to the user', async () => {
    const first = await fx.call('export.run', { id: CO, format: 'xlsx' });
    const second = await fx.call('export.run', { id: CO, format: 'xlsx' });
    expect(path.dirname(first.path)).toBe(path.join(fx.dataDir, 'exports'));
    expect(second.path).not.toBe(first.path);
    expect(second.path).toMatch(/ \(2\)\.xlsx$/);
    expect(fs.statSync(first.path).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(fx.dataDir, 'exports')).mode & 0o777).toBe(0o700);
    // The exports folder is the library's own place for exports: a path there is accepted.
    const chosen = path.join(fx.dataDir, 'exports', 'chosen.pdf');
    expect((await fx.call('export.run', { id: CO, format: 'pdf', outPath: chosen })).path).toBe(chosen);
  });
});
