// Issue 14 item 7, end to end: a company mirrored from the registry over HTTP keeps its directors'
// PANs (as the registry's own payload gives them) sealed; library.db never holds one in the clear.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { companyForMirror, mirror } from '../../../test/support/core/mirror-flow';
import { openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';
import { getOrCreateDataKey } from '../secrets';
import { createAesGcmCipher, DB_FILE, openLibrary } from './index';

let emu: EmulatorHandle;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
});

describe('personal data at rest, through a real mirror', () => {
  it('seals the PANs of the master record the registry sent', async () => {
    const fx = await openCore();
    try {
      await fx.call('settings.update', { baseUrl: emu.url });
      await fx.call('key.set', { apiKey: emu.keys.test });
      const cin = companyForMirror(emu, true);
      expect((await mirror(fx, cin)).state).toBe('done');
      await fx.close();

      // The registry's own payload, read again over HTTP: the PANs the library must not show.
      const raw = (await (await fetch(`${emu.url}/v1/companies/${cin}`, { headers: { 'x-api-key': emu.keys.test } })).json()) as {
        data: { masterData: { directorData: Array<{ PAN?: string }> } };
      };
      const pans = raw.data.masterData.directorData.map((d) => d.PAN).filter((p): p is string => typeof p === 'string');
      expect(pans.length).toBeGreaterThan(0);
      const bytes = [DB_FILE, `${DB_FILE}-wal`]
        .map((n) => path.join(fx.dataDir, n))
        .filter((f) => fs.existsSync(f))
        .map((f) => fs.readFileSync(f).toString('latin1'))
        .join('');
      for (const pan of pans) expect(bytes).not.toContain(pan);

      // Opened with the data key, the record has them back, as the registry sent them.
      const cipher = createAesGcmCipher(await getOrCreateDataKey(fx.secrets));
      const library = openLibrary(fx.dataDir, { personalCipher: cipher });
      const stored = library.companies.masterWithPersonal(cin) as typeof raw.data;
      library.close();
      expect(stored.masterData.directorData.map((d) => d.PAN).filter(Boolean).sort()).toEqual([...pans].sort());
    } finally {
      await fx.close();
      removeDir(fx.dataDir);
    }
  }, 60_000);
});
