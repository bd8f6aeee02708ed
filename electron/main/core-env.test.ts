import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platformDataDir } from '../core/data-dir';
import { embeddedFromEnvironment } from '../core/utility-entry';
import { coreProcessEnv, prepareLibraryDir } from './core-env';

let home: string;
beforeEach(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-home-'));
});
afterEach(() => {
  fs.rmSync(home, { recursive: true, force: true });
});

describe('prepareLibraryDir: one library folder for the app and the CLI', () => {
  it('takes the launcher’s DOSSIER_DATA_DIR, else the platform folder the CLI uses (not a folder in userData)', () => {
    const userData = path.join(home, 'userData');
    expect(prepareLibraryDir({ DOSSIER_DATA_DIR: '/tmp/lib' }, 'linux', home, userData).dataDir).toBe(path.resolve('/tmp/lib'));
    expect(prepareLibraryDir({ DOSSIER_DATA_DIR: '  ' }, 'linux', home, userData).dataDir).toBe(path.join(home, '.config', 'Dossier'));
    expect(prepareLibraryDir({}, 'darwin', home, userData).dataDir).toBe(platformDataDir({}, 'darwin', home));
  });

  it('moves an earlier <userData>/library into the platform folder, and leaves a chosen DOSSIER_DATA_DIR alone', () => {
    const userData = path.join(home, '.config', 'dossier');
    const earlier = path.join(userData, 'library');
    fs.mkdirSync(path.join(earlier, 'pdfs'), { recursive: true });
    fs.writeFileSync(path.join(earlier, 'library.db'), 'db');
    fs.writeFileSync(path.join(earlier, 'pdfs', 'flg_A.pdf'), '%PDF');

    const chosen = path.join(home, 'chosen');
    expect(prepareLibraryDir({ DOSSIER_DATA_DIR: chosen }, 'linux', home, userData)).toEqual({ dataDir: chosen, moved: { moved: false } });
    expect(fs.existsSync(path.join(earlier, 'library.db'))).toBe(true);

    const place = prepareLibraryDir({}, 'linux', home, userData);
    expect(place.dataDir).toBe(path.join(home, '.config', 'Dossier'));
    expect(place.moved).toEqual({ moved: true, from: earlier, entries: ['pdfs', 'library.db'] });
    expect(fs.readFileSync(path.join(place.dataDir, 'pdfs', 'flg_A.pdf'), 'utf8')).toBe('%PDF');
    expect(fs.existsSync(earlier)).toBe(false);
  });
});

describe('coreProcessEnv and the embedded sandbox', () => {
  it('passes npm start’s embedded sandbox through main to the core’s options', () => {
    const launcher = { PATH: '/bin', DOSSIER_EMBEDDED_URL: 'http://127.0.0.1:47411', DOSSIER_EMBEDDED_TEST_KEY: 'svc_test_Embedded0001', UNSET: undefined };
    const env = coreProcessEnv(launcher, { dataDir: '/tmp/lib', version: '1.0.0' });
    expect(env).toEqual({
      PATH: '/bin',
      DOSSIER_EMBEDDED_URL: 'http://127.0.0.1:47411',
      DOSSIER_EMBEDDED_TEST_KEY: 'svc_test_Embedded0001',
      DOSSIER_DATA_DIR: '/tmp/lib',
      DOSSIER_VERSION: '1.0.0',
    });
    expect(embeddedFromEnvironment(env)).toEqual({ baseUrl: 'http://127.0.0.1:47411', testKey: 'svc_test_Embedded0001' });
  });

  it('gives no embedded sandbox when the launcher started none', () => {
    expect(embeddedFromEnvironment(coreProcessEnv({ PATH: '/bin' }, { dataDir: '/l', version: '1' }))).toBeNull();
  });
});
