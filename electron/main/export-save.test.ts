// The desktop shell's export (issues 14 item 1, 17 item 6): the window never names a path; main's
// Save dialog does, opening in the library's exports folder and then in the folder last chosen.
// The core behind it is real (a seeded library, real files); only the native dialog, which no test
// can click, answers as the analyst would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchCall } from '../core/bridge-handlers';
import { CO, seedLibrary } from '../../test/support/core/library-seed';
import { type CoreFixture, openCore, removeDir, tempDataDir } from '../../test/support/core/seeded-core';
import { createExportSave, type SaveDialogAnswer, type ShowSaveDialog } from './export-save';

let fx: CoreFixture;
let chosen: string;
const asked: Array<Parameters<ShowSaveDialog>[0]> = [];
let answers: SaveDialogAnswer[] = [];

beforeEach(async () => {
  const dir = tempDataDir();
  seedLibrary(dir);
  fx = await openCore({ dataDir: dir });
  chosen = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-save-'));
  asked.length = 0;
});
afterEach(async () => {
  await fx.close();
  removeDir(fx.dataDir);
  removeDir(chosen);
});

function exportRun() {
  return createExportSave({
    dataDir: fx.dataDir,
    showSaveDialog: async (options) => {
      asked.push(options);
      return answers.shift() ?? { canceled: true };
    },
    relayCall: (name, args) => dispatchCall(fx.core.handlers, name, args),
    now: () => new Date('2026-11-25T10:00:00.000Z'),
  });
}

describe('export.run in the desktop shell', () => {
  it('refuses a path sent by the window, writing nothing, and never opens the dialog for it', async () => {
    const libraryDb = fs.readFileSync(path.join(fx.dataDir, 'library.db'));
    const answer = await exportRun()({ id: CO, format: 'pdf', outPath: path.join(fx.dataDir, 'library.db') });
    expect(answer).toMatchObject({ ok: false, error: { code: 'EXPORT_PATH_FROM_WINDOW' } });
    expect(asked).toEqual([]);
    expect(fs.readFileSync(path.join(fx.dataDir, 'library.db')).equals(libraryDb)).toBe(true);
  });

  it('opens the Save dialog in the exports folder, writes where the analyst chose, then opens there next time', async () => {
    answers = [{ canceled: false, filePath: path.join(chosen, 'zenith.pdf') }];
    const run = exportRun();
    const first = await run({ id: CO, format: 'pdf' });
    expect(first.ok, JSON.stringify(first)).toBe(true);
    expect(asked[0]!.defaultPath).toBe(path.join(fx.dataDir, 'exports', `${CO}_report_2026-11-25.pdf`));
    // The dialog's title names the company (issue 28 item 8), as the library knows it.
    expect(asked[0]!.title).toBe('Export Zenith Lotus Software Private Limited');
    expect(fs.readFileSync(path.join(chosen, 'zenith.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

    const cancelled = await run({ id: CO, format: 'xlsx' });
    expect(cancelled).toMatchObject({ ok: false, error: { code: 'EXPORT_CANCELLED' } });
    expect(path.dirname(asked[1]!.defaultPath)).toBe(chosen);
    expect(asked[1]!.filters).toEqual([{ name: 'Excel workbook', extensions: ['xlsx'] }]);
  });

  it('still refuses a place inside the library picked in the dialog', async () => {
    answers = [{ canceled: false, filePath: path.join(fx.dataDir, 'library.db') }];
    const answer = await exportRun()({ id: CO, format: 'pdf' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'EXPORT_PATH_IN_LIBRARY' } });
  });
});
