import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { indexDocumentText } from './index-text';
import { extractAndIndexDocument, extractPdfText } from './index';
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
