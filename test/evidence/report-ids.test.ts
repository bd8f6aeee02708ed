// Ids never break (issue 28 item 3): in the PDF report of a mirrored company, read back with
// pdftotext, every filing and request id the report's model holds appears whole on one line, and
// every id printed is whole where it is printed, so an id copied from the report is the id. A company with many filings, mirrored with a live key
// (every PDF, every request id), and one with its findings' references.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportModel } from '../../electron/core/export';
import { openLibrary } from '../../electron/core/store';
import { removeTempDirs, tempDir } from '../support/cli/cli-kit';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

let lib: SandboxLibrary;

beforeAll(async () => {
  lib = await openSandboxLibrary({ key: 'live' });
  await lib.mirror(SANDBOX.vemarox);
  await lib.mirror(SANDBOX.kemi);
}, 300_000);

afterAll(async () => {
  await lib?.close();
  removeTempDirs();
});

const ID = /\b(?:flg|req)_[A-Za-z0-9]+/g;

describe('the PDF report', () => {
  it.each([
    ['Vemarox', SANDBOX.vemarox],
    ['Kemi', SANDBOX.kemi],
  ])('of %s holds every filing and request id whole', async (_name, companyId) => {
    const out = path.join(tempDir('report-ids'), 'report.pdf');
    await lib.fx.call('export.run', { id: companyId, format: 'pdf', outPath: out });
    const library = openLibrary(lib.fx.dataDir);
    let ids: string[];
    try {
      ids = [...new Set(JSON.stringify(buildReportModel(library, companyId, new Date())).match(ID) ?? [])];
    } finally {
      library.close();
    }
    expect(ids.length).toBeGreaterThan(20);
    const text = execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' });
    const found = text.match(ID) ?? [];
    const words = new Set(found);
    const missing = ids.filter((id) => !words.has(id));
    expect(missing, `${missing.length} of ${ids.length} ids not whole anywhere in the text`).toEqual([]);
    // Every id printed is whole where it is printed: a piece of a broken id is no id of the report.
    const known = new Set(ids);
    const pieces = found.filter((w) => !known.has(w));
    expect(pieces, `${pieces.length} of ${found.length} ids printed broken`).toEqual([]);
  });
});
