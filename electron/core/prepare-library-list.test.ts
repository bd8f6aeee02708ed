// The app's core computes the library's list as it starts (CoreOptions.prepareLibraryList: the
// desktop app, `npm start`), while the window is still loading, so the window's first read is
// answered from it; the CLI's and the connector's cores do not. Checked on a real library.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSyntheticLibrary } from '../../test/support/core/bench-seed';
import { dispatchCall } from './bridge-handlers';
import { createCore } from './index';
import { MemorySecretStore } from './secrets';
import { openLibrary } from './store';
import { libraryCompanies } from './views/library-list';

vi.mock('./views/library-list', async (importOriginal) => {
  const original = await importOriginal<typeof import('./views/library-list')>();
  return { ...original, libraryCompanies: vi.fn(original.libraryCompanies) };
});

const dirs: string[] = [];

function seededLibrary(companies: number): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-prepare-list-'));
  dirs.push(dataDir);
  const library = openLibrary(dataDir);
  try {
    seedSyntheticLibrary(library, { companies, filingsPerCompany: 1 });
  } finally {
    library.close();
  }
  return dataDir;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.mocked(libraryCompanies).mockClear();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('prepareLibraryList', () => {
  it('computes the list in name order once the start has returned, and the first read is answered from it', async () => {
    const core = await createCore({ dataDir: seededLibrary(30), secrets: new MemorySecretStore(), prepareLibraryList: true });
    try {
      // Not inside the start: the core is ready (and the window can load) before the list is made.
      expect(libraryCompanies).not.toHaveBeenCalled();
      await nextTurn();
      expect(vi.mocked(libraryCompanies).mock.calls.map((c) => c[1])).toEqual(['name']);
      const prepared = vi.mocked(libraryCompanies).mock.results[0]!.value as Array<{ id: string }>;
      const read = await dispatchCall(core.handlers, 'library.companies', { sort: 'name' });
      if (!read.ok) throw new Error(read.error.message);
      const listed = read.value as Array<{ id: string }>;
      expect(listed).toHaveLength(30);
      expect(listed.map((c) => c.id)).toEqual(prepared.map((c) => c.id));
    } finally {
      await core.close();
    }
  });

  it('is off by default (the CLI, the connector, tests): the list is made when first read', async () => {
    const core = await createCore({ dataDir: seededLibrary(5), secrets: new MemorySecretStore() });
    try {
      await nextTurn();
      expect(libraryCompanies).not.toHaveBeenCalled();
    } finally {
      await core.close();
    }
  });

  it('a core closed before its next turn makes no list (and fails nothing)', async () => {
    const core = await createCore({ dataDir: seededLibrary(5), secrets: new MemorySecretStore(), prepareLibraryList: true });
    await core.close();
    await nextTurn();
    expect(libraryCompanies).not.toHaveBeenCalled();
  });
});
