// Library integrity: `library check` against a library damaged on purpose (a PDF altered, one
// deleted, a stray file, the search index out of step), then --repair: the index rebuilt, the
// stray file quarantined, and no paid file deleted.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CO, F, PDF_BYTES, seedLibrary } from '../../../test/support/core/library-seed';
import { useTempDir } from '../../../test/support/core/store-support';
import { openLibrary, rawDatabase } from './library';

describe('library check', () => {
  const tmp = useTempDir();

  it('finds nothing wrong in a sound library, and counts what it holds', async () => {
    seedLibrary(tmp.dir);
    const lib = openLibrary(tmp.dir);
    const report = await lib.integrity.check();
    lib.close();
    expect(report).toMatchObject({ ok: true, databaseProblems: [], searchProblems: [], orphans: [], documents: { checked: 1, intact: 1, problems: [] } });
    expect(report.counts).toMatchObject({ filings: 5, documents: 1, ledgerEntries: 2 });
  });

  it('names each damaged PDF by filing id, the stray file and the index out of step; repair fixes what it may and deletes nothing', async () => {
    seedLibrary(tmp.dir);
    let lib = openLibrary(tmp.dir);
    // Damage: a second stored PDF, then one PDF altered, the other deleted, a stray file, an index row gone.
    lib.documents.store({ filingId: F.aoc2023, companyId: CO, bytes: PDF_BYTES, requestId: 'req_pdf_2' });
    const altered = lib.documents.absolutePath(lib.documents.get(F.aoc2024)!);
    const deleted = lib.documents.absolutePath(lib.documents.get(F.aoc2023)!);
    const alteredBytes = Buffer.from(PDF_BYTES).fill(0x41, 12, 14);
    fs.writeFileSync(altered, alteredBytes);
    fs.rmSync(deleted);
    const stray = path.join(tmp.dir, 'pdfs', CO, 'left-behind.pdf');
    fs.writeFileSync(stray, '%PDF-1.4 not from Dossier');
    rawDatabase(lib).prepare('DELETE FROM companies_fts WHERE rowid = (SELECT rid FROM companies WHERE id = ?)').run(CO);
    lib.close();

    lib = openLibrary(tmp.dir);
    const found = await lib.integrity.check();
    expect(found.ok).toBe(false);
    expect(found.documents.problems).toEqual([
      expect.objectContaining({ filingId: F.aoc2023, problem: 'missing', path: `pdfs/${CO}/${F.aoc2023}.pdf` }),
      expect.objectContaining({ filingId: F.aoc2024, problem: 'altered', actualBytes: alteredBytes.byteLength, expectedBytes: PDF_BYTES.byteLength }),
    ]);
    expect(found.orphans).toEqual([`pdfs/${CO}/left-behind.pdf`]);
    expect(found.searchProblems).toEqual([expect.stringContaining('companies_fts')]);
    expect(fs.existsSync(stray)).toBe(true); // a check alone changes nothing

    const repaired = await lib.integrity.check({ repair: true });
    expect(repaired.searchRebuilt).toEqual(['companies_fts']);
    expect(repaired.searchProblems).toEqual([]);
    expect(repaired.quarantinedTo).toMatch(/quarantine/);
    expect(fs.readFileSync(path.join(repaired.quarantinedTo!, 'pdfs', CO, 'left-behind.pdf'), 'utf8')).toBe('%PDF-1.4 not from Dossier');
    expect(fs.existsSync(stray)).toBe(false);
    // The altered paid file is still there, as it was: reported, never deleted or "fixed".
    expect(fs.readFileSync(altered)).toEqual(alteredBytes);
    expect(repaired.ok).toBe(false);
    // Search finds the company again through the rebuilt index.
    expect(lib.search.ranked('zenith').map((h) => h.companyId ?? h.id)).toContain(CO);
    lib.close();
  });
});
