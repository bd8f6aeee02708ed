// The spec's rule for big PDFs through the library connector: a stored PDF above 10 MB is described
// (its size and pages), not attached, and its resource is refused with the reason. The library is a
// real live-key mirror of the emulator's company with a 10.9 MB filing, the registry stopped after;
// size and pages are checked against the stored file and poppler's reading of it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../emulator/index';
import { openLibrary } from '../../electron/core/store';
import { removeTempDirs, runDossier, tempDir } from '../support/cli/cli-kit';
import { type Connector, startConnector } from '../support/connector/connector-kit';

const CIN = 'U62684DL2003PTC210804'; // live slot 2: 79 filings, one AOC-4 over 10 MB
const RATE = '100000';
const LIMIT_BYTES = 10 * 1024 * 1024;

const dataDir = tempDir('mcp-large-pdf');
let connector: Connector;

beforeAll(async () => {
  const emulator = await startEmulator({ port: 0, seed: 'dossier', speed: 1000, rateLive: Number(RATE), rateTest: Number(RATE) });
  const env = { DOSSIER_DATA_DIR: dataDir, DOSSIER_API_KEY: emulator.keys.live, DOSSIER_RATE_LIVE: RATE, DOSSIER_RATE_TEST: RATE };
  try {
    // As an analyst who accepts each new quote: a run that stops at its accepted quote (exit 4) once the
    // extraction lists or the priority PDFs cost more than estimated is run again with --yes.
    let mirror = await runDossier(['--base-url', emulator.url, 'mirror', CIN, '--yes'], env);
    for (let i = 0; i < 4 && mirror.code === 4 && mirror.stderr.includes('QUOTE_EXCEEDED'); i++) {
      mirror = await runDossier(['--base-url', emulator.url, 'mirror', CIN, '--yes'], env);
    }
    expect(mirror.code, mirror.stderr).toBe(0);
  } finally {
    await emulator.close();
  }
  connector = await startConnector(env);
}, 400_000);

afterAll(async () => {
  await connector?.close();
  removeTempDirs();
});

/** Every stored PDF of the company with its file, read from a second, read-only look at the library. */
function storedPdfs(): Array<{ filingId: string; file: string; size: number }> {
  const library = openLibrary(dataDir, { readonly: true });
  try {
    return library.filings
      .listByCompany(CIN, { limit: 1000 })
      .map((f) => library.documents.get(f.filingId))
      .filter((d) => d !== null && d !== undefined)
      .map((d) => ({ filingId: d.filingId, file: library.documents.absolutePath(d), size: fs.statSync(library.documents.absolutePath(d)).size }));
  } finally {
    library.close();
  }
}

describe('a stored PDF above 10 MB', () => {
  it('is described with its size and pages, not attached, and its resource is refused with the reason', async () => {
    const pdfs = storedPdfs();
    const big = pdfs.filter((p) => p.size > LIMIT_BYTES);
    expect(big).toHaveLength(1);
    const { filingId, file, size } = big[0]!;
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    const uri = `dossier://filing/${CIN}/${filingId}`;

    const answer = await connector.call('get_filing_document', { companyId: CIN, filingId });
    expect(answer.structured).toMatchObject({ kind: 'file', inline: false, uri, size, pages, limitBytes: LIMIT_BYTES, costPaisa: 0 });
    expect(answer.raw.content.some((c) => c.type === 'resource')).toBe(false);
    expect(answer.text).toContain(`${size} bytes`);
    expect(answer.text).toContain(`with ${pages} pages`);
    expect(answer.text).toContain('get_filing_text');

    const listed = await connector.client.listResources();
    expect(listed.resources.map((r) => r.uri)).toContain(uri);
    await expect(connector.client.readResource({ uri })).rejects.toThrow(/above the 10 MB the connector sends/);

    const small = pdfs.find((p) => p.size <= LIMIT_BYTES)!;
    const inline = await connector.call('get_filing_document', { companyId: CIN, filingId: small.filingId });
    expect(inline.structured).toMatchObject({ kind: 'file', inline: true, size: small.size });
  }, 120_000);
});
