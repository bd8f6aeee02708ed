import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { indexDocumentText } from './index-text';
import { extractAndIndexDocument, extractPdfFileText, extractPdfText, pdfFilePageCount } from './index';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';

async function buildPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font });
  }
  return doc.save();
}

describe('extractPdfText', () => {
  it('returns one string per page, blank pages included', async () => {
    const bytes = await buildPdf([['Balance Sheet as at 31 March 2024', 'Trade receivables 1,23,456'], [], ['Statement of Profit and Loss']]);
    const copy = new Uint8Array(bytes);
    const pages = await extractPdfText(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Balance Sheet as at 31 March 2024');
    expect(pages[0]).toContain('Trade receivables 1,23,456');
    expect(pages[1]).toBe('');
    expect(pages[2]).toBe('Statement of Profit and Loss');
    expect(bytes).toEqual(copy); // the caller's buffer is not detached or changed
  });

  it('rejects bytes that are not a PDF', async () => {
    await expect(extractPdfText(new TextEncoder().encode('%PDF-1.7 but nothing else'))).rejects.toThrow();
  });
});

/** A PDF far larger than pdf.js's read chunk: many pages, each with text, and a big incompressible image-like stream. */
async function buildLargePdf(pageCount: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Bytes that compress to nothing, stored once like a scan would be (the registry's large PDFs are
  // scans), referenced from the catalog so the writer keeps them.
  doc.catalog.set(PDFName.of('DossierScan'), doc.context.register(doc.context.stream(randomBytes(3_000_000))));
  for (let n = 1; n <= pageCount; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Page ${n} of the register of charges`, { x: 50, y: 780, size: 12, font });
  }
  return doc.save();
}

describe('a PDF read from its file in ranges', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-pdf-file-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['small, handed over whole', false, 3],
    ['larger than two read chunks, read in ranges', true, 120],
  ])('%s: pages and text as poppler reads them', async (_label, large, pageCount) => {
    const bytes = large ? await buildLargePdf(pageCount) : await buildPdf(Array.from({ length: pageCount }, (_, i) => [`Page ${i + 1} of the register of charges`]));
    if (large) expect(bytes.byteLength).toBeGreaterThan(1_000_000);
    const file = path.join(dir, `${pageCount}.pdf`);
    fs.writeFileSync(file, bytes);
    const poppler = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1];
    expect(await pdfFilePageCount(file)).toBe(Number(poppler));
    const pages = await extractPdfFileText(file);
    const popplerPages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, pageCount);
    expect(pages).toHaveLength(pageCount);
    for (const [i, text] of pages.entries()) expect(text, `page ${i + 1}`).toBe(popplerPages[i]!.trim());
    // Without the standard font files the text is the one read with them (the bytes' path loads them).
    expect(pages).toEqual(await extractPdfText(bytes));
  });

  it('rejects a file that is not a PDF, large or small, and a missing file, without hanging', async () => {
    const small = path.join(dir, 'small.pdf');
    fs.writeFileSync(small, '%PDF-1.7 but nothing else');
    const large = path.join(dir, 'large.pdf');
    fs.writeFileSync(large, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500_000, 0x20)]));
    await expect(pdfFilePageCount(small)).rejects.toThrow();
    await expect(pdfFilePageCount(large)).rejects.toThrow();
    await expect(extractPdfFileText(large)).rejects.toThrow();
    await expect(pdfFilePageCount(path.join(dir, 'absent.pdf'))).rejects.toThrow(/ENOENT/);
  });
});

describe('indexing document text', () => {
  const t = useTempLibrary();

  it('extracts a stored document and makes each page searchable, re-indexing without duplicates', async () => {
    const bytes = await buildPdf([['Directors report'], ['Contingent liabilities towards bank guarantees']]);
    t.lib.filings.upsertMany(CIN, [{ filingId: 'flg_aoc', formId: 'AOC-4', fileSize: bytes.length }], { listedAt: 't', requestId: null });
    t.lib.documents.store({ filingId: 'flg_aoc', companyId: CIN, bytes, requestId: 'req_dl' });
    expect(await extractAndIndexDocument(t.lib, 'flg_aoc')).toEqual({ pages: 2, indexedPages: 2 });
    expect(await extractAndIndexDocument(t.lib, 'flg_aoc')).toEqual({ pages: 2, indexedPages: 2 });
    const hits = t.lib.search.ranked('guarantees', { kinds: ['pdf'] });
    expect(hits.map((h) => [h.filingId, h.page])).toEqual([['flg_aoc', 2]]);
    expect(t.lib.documents.get('flg_aoc')!.textIndexedAt).not.toBeNull();
    indexDocumentText(t.lib, 'flg_aoc', ['only a new first page']);
    expect(t.lib.search.ranked('guarantees', { kinds: ['pdf'] })).toEqual([]);
    expect(() => indexDocumentText(t.lib, 'flg_missing', ['x'])).toThrow(expect.objectContaining({ code: 'DOCUMENT_NOT_FOUND' }));
  });
});
