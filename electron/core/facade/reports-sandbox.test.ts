import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorHandle } from '../../../emulator/index';
import { verifyPack } from '../../../test/support/core/verify-pack';
import { extractPdfText } from '../pdf-text/extract';
import { companyForMirror, mirror } from '../../../test/support/core/mirror-flow';
import { type CoreFixture, openCore, removeDir, startTestEmulator } from '../../../test/support/core/seeded-core';

// A sandbox company mirrored from the emulator by the engine, then exported and read back.
let emu: EmulatorHandle;
let fx: CoreFixture;
let cin: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  fx = await openCore({ embedded: { baseUrl: emu.url, testKey: emu.keys.test } });
  await fx.call('onboarding.useSandbox');
  cin = companyForMirror(emu, true);
  const action = await mirror(fx, cin);
  if (action.state !== 'done') throw new Error(`mirror ended ${action.state}: ${JSON.stringify(action.error)}`);
}, 120_000);

afterAll(async () => {
  await fx?.close();
  if (fx) removeDir(fx.dataDir);
  await emu?.close();
});

describe('exports of a mirrored sandbox company', () => {
  it('writes a report marked SANDBOX on every page, with the company’s filings and figures', async () => {
    const result = await fx.call('export.run', { id: cin, format: 'pdf' });
    const pages = await extractPdfText(fs.readFileSync(result.path));
    for (const p of pages) expect(p).toContain('SANDBOX');
    const all = pages.join('\n');
    expect(all).toContain(cin);
    const filings = await fx.call('company.filings', { id: cin });
    expect(all).toContain(filings[0]!.filingId.slice(0, 12));
    const financials = await fx.call('company.financials', { id: cin, scope: 'standalone' });
    if (financials.years.length > 0) expect(all).toContain('Financial statements');
  }, 60_000);

  it('packs every downloaded PDF with its requestId, and the pack verifies', async () => {
    const result = await fx.call('export.run', { id: cin, format: 'pack' });
    const check = await verifyPack(result.path);
    expect(check.problems).toEqual([]);
    const filings = await fx.call('company.filings', { id: cin });
    const downloaded = filings.filter((f) => f.localState === 'downloaded');
    const pdfs = check.manifest!.files.filter((f) => f.filingId);
    expect(pdfs).toHaveLength(downloaded.length);
    for (const f of pdfs) expect(f.requestId).toEqual(expect.any(String));
    expect(check.manifest!.sandbox).toBe(true);
  }, 60_000);
});
