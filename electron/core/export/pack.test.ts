import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../../../test/support/core/library-seed';
import { extractPdfText } from '../pdf-text/extract';
import { MANIFEST, exportPack } from './index';
import { AS_OF, CO, F, buildExportLibrary } from '../../../test/support/core/export-library';
import { readZipFile, verifyPack } from '../../../test/support/core/verify-pack';

describe('due-diligence pack (ZIP)', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function pack() {
    const t = buildExportLibrary({ sandbox: true });
    cleanup = t.cleanup;
    const out = path.join(t.dir, 'pack.zip');
    const steps: string[] = [];
    const result = await exportPack(t.library, CO, out, { now: AS_OF, onProgress: (p) => steps.push(p.step) });
    return { out, result, steps, t };
  }

  it('holds the report, the workbook, the source PDFs by name and a manifest that verifies', async () => {
    const { out, result, steps } = await pack();
    expect(result.bytes).toBe(fs.statSync(out).size);
    const entries = await readZipFile(out);
    const names = entries.map((e) => e.name).sort();
    expect(names).toEqual([`${CO}_financials.xlsx`, `${CO}_report.pdf`, 'connections.graphml', MANIFEST, `pdfs/${CO}_2024-10-28_AOC-4_${F.aoc2024}.pdf`].sort());
    const manifest = JSON.parse(entries.find((e) => e.name === MANIFEST)!.bytes.toString('utf8'));
    expect(manifest).toMatchObject({ format: 'dossier-pack/2', companyId: CO, asOf: AS_OF, sandbox: true, omitted: [] });
    expect(manifest.files.find((f: { filingId?: string }) => f.filingId === F.aoc2024)).toMatchObject({ requestId: 'req_pdf', bytes: PDF_BYTES.byteLength });
    expect(entries.find((e) => e.name.startsWith('pdfs/'))!.bytes.equals(Buffer.from(PDF_BYTES))).toBe(true);
    const report = await extractPdfText(entries.find((e) => e.name.endsWith('_report.pdf'))!.bytes);
    expect(report[0]).toContain('SANDBOX');
    expect(steps).toContain(`Adding ${F.aoc2024}`);
    expect(await verifyPack(out)).toMatchObject({ ok: true, problems: [] });
  });

  it('detects one altered byte in a source PDF', async () => {
    const { out } = await pack();
    const bytes = fs.readFileSync(out);
    const at = bytes.indexOf(Buffer.from('%PDF-1.4\n1 0 obj'));
    expect(at).toBeGreaterThan(0);
    bytes[at + 5] = '9'.charCodeAt(0); // %PDF-1.4 → %PDF-9.4, same length
    fs.writeFileSync(out, bytes);
    const check = await verifyPack(out);
    expect(check.ok).toBe(false);
    expect(check.problems.join('\n')).toContain(`${F.aoc2024}.pdf`);
  });

  it('leaves out a PDF that no longer matches the hash recorded when it was bought, and says so', async () => {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    const doc = t.library.documents.get(F.aoc2024)!;
    fs.writeFileSync(t.library.documents.absolutePath(doc), Buffer.from(PDF_BYTES).fill(0x20, 20, 24));
    const out = path.join(t.dir, 'pack.zip');
    await exportPack(t.library, CO, out, { now: AS_OF });
    const check = await verifyPack(out);
    expect(check.ok).toBe(true);
    expect(check.manifest?.omitted).toEqual([{ filingId: F.aoc2024, reason: 'PDF does not match the hash recorded when it was bought' }]);
    expect(check.manifest?.files.some((f) => f.filingId === F.aoc2024)).toBe(false);
  });
});
