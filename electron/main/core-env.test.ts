import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedFromEnvironment } from '../core/utility-entry';
import { coreProcessEnv, libraryDirFor } from './core-env';

describe('libraryDirFor', () => {
  it('takes the launcher’s DOSSIER_DATA_DIR, else a library folder in userData', () => {
    expect(libraryDirFor({ DOSSIER_DATA_DIR: '/tmp/lib' }, '/home/a/.config/Dossier')).toBe(path.resolve('/tmp/lib'));
    expect(libraryDirFor({ DOSSIER_DATA_DIR: '  ' }, '/home/a/.config/Dossier')).toBe(path.join('/home/a/.config/Dossier', 'library'));
    expect(libraryDirFor({}, '/u')).toBe(path.join('/u', 'library'));
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
