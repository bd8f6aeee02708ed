// "Open" and "Show in folder" after an export (issue 17 item 6): main's guard in Node. The export is
// real (a seeded library, the real core, the Save dialog answered as the analyst would); only
// Electron's shell, which cannot run outside Electron, is a recorder of what it was asked to open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchCall } from '../core/bridge-handlers';
import { CO, seedLibrary } from '../../test/support/core/library-seed';
import { type CoreFixture, openCore, removeDir, tempDataDir } from '../../test/support/core/seeded-core';
import { createExportReveal } from './export-reveal';
import { createExportSave } from './export-save';

let fx: CoreFixture;
let chosen: string;
let opened: string[];
let shown: string[];
let answer: string | null;

beforeEach(async () => {
  const dir = tempDataDir();
  seedLibrary(dir);
  fx = await openCore({ dataDir: dir });
  chosen = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-reveal-'));
  opened = [];
  shown = [];
});
afterEach(async () => {
  await fx.close();
  removeDir(fx.dataDir);
  removeDir(chosen);
});

/** Main's wiring (main.ts): every export.run answer passes through the guard's note. */
function shellWiring() {
  const reveal = createExportReveal({
    openPath: async (p) => {
      opened.push(p);
      return '';
    },
    showItemInFolder: (p) => void shown.push(p),
  });
  const save = createExportSave({
    dataDir: fx.dataDir,
    showSaveDialog: async () => (answer ? { canceled: false, filePath: answer } : { canceled: true }),
    relayCall: (name, args) => dispatchCall(fx.core.handlers, name, args),
  });
  return { run: async (args: unknown) => reveal.note(await save(args)), reveal: (args: unknown) => reveal.reveal(args) };
}

async function exported(shell: ReturnType<typeof shellWiring>, file: string): Promise<{ exportId: string; path: string }> {
  answer = path.join(chosen, file);
  const result = await shell.run({ id: CO, format: 'pdf' });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as { exportId: string; path: string };
}

describe('export.reveal in the desktop shell', () => {
  it('opens the file the export just wrote, and shows it in its folder', async () => {
    const shell = shellWiring();
    const written = await exported(shell, 'zenith.pdf');
    expect(written.path).toBe(path.join(chosen, 'zenith.pdf'));
    expect(await shell.reveal({ exportId: written.exportId, how: 'open' })).toEqual({ ok: true, value: { path: written.path } });
    expect(await shell.reveal({ exportId: written.exportId, how: 'folder' })).toEqual({ ok: true, value: { path: written.path } });
    expect(opened).toEqual([written.path]);
    expect(shown).toEqual([written.path]);
  });

  it('never takes a path from the window, however it is sent', async () => {
    const shell = shellWiring();
    const written = await exported(shell, 'zenith.pdf');
    for (const args of [
      { exportId: written.exportId, how: 'open', path: '/etc/passwd' },
      { path: '/etc/passwd', how: 'open' },
      { exportId: '/etc/passwd', how: 'open' },
      { exportId: `export_${'a'.repeat(100_000)}`, how: 'folder' },
      { exportId: written.exportId, how: 'run' },
      '/etc/passwd',
    ]) {
      const refused = await shell.reveal(args);
      expect(refused).toMatchObject({ ok: false, error: { code: 'BAD_ARGUMENTS' } });
      expect(JSON.stringify(refused).length).toBeLessThan(400);
    }
    expect(opened).toEqual([]);
    expect(shown).toEqual([]);
  });

  it('opens nothing for an export it did not relay, a cancelled one, or a file gone since', async () => {
    const shell = shellWiring();
    expect(await shell.reveal({ exportId: 'export_0123456789ab', how: 'open' })).toMatchObject({ ok: false, error: { code: 'EXPORT_NOT_FOUND' } });
    // An export the core ran for someone else (the CLI, another window) is not main's to open.
    const direct = await dispatchCall(fx.core.handlers, 'export.run', { id: CO, format: 'pdf', outPath: path.join(chosen, 'other.pdf') });
    expect(direct.ok).toBe(true);
    const otherId = (direct as { value: { exportId: string } }).value.exportId;
    expect(await shell.reveal({ exportId: otherId, how: 'open' })).toMatchObject({ ok: false, error: { code: 'EXPORT_NOT_FOUND' } });
    answer = null;
    expect(await shell.run({ id: CO, format: 'pdf' })).toMatchObject({ ok: false, error: { code: 'EXPORT_CANCELLED' } });

    const written = await exported(shell, 'moved.pdf');
    fs.rmSync(written.path);
    expect(await shell.reveal({ exportId: written.exportId, how: 'open' })).toMatchObject({ ok: false, error: { code: 'EXPORT_GONE' } });
    expect(opened).toEqual([]);
  });

  it('the core itself refuses export.reveal: only the desktop shell opens files', async () => {
    const shell = shellWiring();
    const written = await exported(shell, 'zenith.pdf');
    const core = await dispatchCall(fx.core.handlers, 'export.reveal', { exportId: written.exportId, how: 'open' });
    expect(core).toMatchObject({ ok: false, error: { code: 'DESKTOP_ONLY' } });
  });
});
