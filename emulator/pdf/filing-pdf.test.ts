import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { PdfSpec } from '../registry/types';
import { PdfSizeError } from './exact-size-save';
import { LETTERHEAD, minimumFilingPdfSize, renderFilingPdf } from './filing-pdf';
import { normaliseSpaces, readPdfText } from './pdfjs-text';

const KB = 1024;
const MB = 1024 * 1024;

function spec(pages: number, fileSize: number, pageLines: string[][] = []): PdfSpec {
  return {
    cin: 'U72900KA2011PTC060958',
    filingId: `flg_${pages}_${fileSize}`,
    formId: 'AOC-4',
    title: 'Form AOC-4 — Financial statements FY 2023-24',
    company: 'Saffron (Analytics) Private Limited',
    dateOfFiling: '28/10/2024',
    pages,
    fileSize,
    pageLines,
    seed: pages * 7919 + 3,
  };
}

/** Figures on the first, a middle and the last page, each unique to its page. */
function figuresFor(pages: number): string[][] {
  const lines: string[][] = Array.from({ length: pages }, () => []);
  const mark = (page: number) => {
    lines[page - 1] = [`Page ${page} revenue from operations 1,23,45,${String(page).padStart(3, '0')}`, `Net worth ₹${page},00,000`];
  };
  mark(1);
  if (pages > 2) mark(Math.ceil(pages / 2));
  if (pages > 1) mark(pages);
  return lines;
}

function latin1(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

let warnings: MockInstance;
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn');
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function expectWellFormed(bytes: Uint8Array, s: PdfSpec): Promise<void> {
  expect(bytes.length).toBe(s.fileSize);
  expect(latin1(bytes.subarray(0, 5))).toBe('%PDF-');
  expect(latin1(bytes.subarray(bytes.length - 6))).toMatch(/%%EOF\n?$/);
  const text = await readPdfText(bytes);
  expect(text.numPages).toBe(s.pages);
  expect(warnings).not.toHaveBeenCalled();
  expect(text.pages[0]).toContain(LETTERHEAD);
  for (const fact of [s.title, s.company, s.cin, s.dateOfFiling, s.filingId]) expect(text.pages[0]).toContain(fact);
  text.pages.forEach((pageText, i) => {
    expect(pageText).toContain(`Page ${i + 1} of ${s.pages}`);
    const own = s.pageLines[i] ?? [];
    for (const line of own) expect(pageText).toContain(normaliseSpaces(line.replace('₹', 'Rs.')));
    if (own.length === 0) expect(pageText.length).toBeGreaterThan(500); // filler
  });
  // each figure is on its page only
  for (const [i, lines] of s.pageLines.entries()) {
    for (const line of lines) {
      const pagesWithIt = text.pages.flatMap((p, j) => (p.includes(normaliseSpaces(line.replace('₹', 'Rs.'))) ? [j] : []));
      expect(pagesWithIt).toEqual([i]);
    }
  }
}

describe('renderFilingPdf', () => {
  const cases: Array<[number, number]> = [
    [1, 30 * KB],
    [12, 400 * KB],
    [200, 2 * MB],
    [1, Math.round(10.6 * MB)],
    [250, 14 * MB],
  ];
  it.each(cases)('%i page(s) at %i bytes: exact size, opens in pdfjs, figures on their pages', async (pages, size) => {
    const s = spec(pages, size, figuresFor(pages));
    await expectWellFormed(await renderFilingPdf(s), s);
  });

  it('renders at exactly the minimum size and refuses one byte less', async () => {
    const base = spec(3, 1, figuresFor(3));
    const minimum = await minimumFilingPdfSize(base);
    expect(minimum).toBeLessThan(3 * 2.5 * KB);
    const s = { ...base, fileSize: minimum };
    await expectWellFormed(await renderFilingPdf(s), s);
    const tooSmall = renderFilingPdf({ ...base, fileSize: minimum - 1 });
    await expect(tooSmall).rejects.toBeInstanceOf(PdfSizeError);
    await expect(tooSmall).rejects.toThrow(`below the minimum ${minimum} bytes`);
  });

  it('hits every size across digit-count boundaries of the pad length and of startxref', async () => {
    const base = spec(1, 1);
    const minimum = await minimumFilingPdfSize(base);
    const targets = new Set<number>();
    for (const boundary of [10, 100, 1000, 10_000]) for (let d = -3; d <= 3; d++) targets.add(minimum + boundary + d);
    for (let t = 99_995; t <= 100_005; t++) targets.add(t);
    for (let d = 0; d < 12; d++) targets.add(minimum + d);
    for (const target of targets) {
      expect((await renderFilingPdf({ ...base, fileSize: target })).length).toBe(target);
    }
  });

  it('is deterministic: the same spec gives the same bytes', async () => {
    const s = spec(12, 400 * KB, figuresFor(12));
    const [a, b] = [await renderFilingPdf(s), await renderFilingPdf(s)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const other = await renderFilingPdf({ ...s, seed: s.seed + 1 });
    expect(other.length).toBe(a.length);
    expect(Buffer.from(other).equals(Buffer.from(a))).toBe(false);
  });

  it('wraps long lines and shrinks crowded pages so every line stays findable', async () => {
    const long = 'Note 14: ' + 'trade receivables outstanding for more than six months 12,34,567 '.repeat(6).trim();
    const crowded = Array.from({ length: 70 }, (_, i) => `Schedule line ${i + 1}: ${(i + 1) * 1234567}`);
    const s = spec(2, 60 * KB, [[long], crowded]);
    const text = await readPdfText(await renderFilingPdf(s));
    expect(text.pages[0]).toContain(normaliseSpaces(long));
    for (const line of crowded) expect(text.pages[1]).toContain(line);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('refuses specs it cannot honour', async () => {
    await expect(renderFilingPdf(spec(1, 30 * KB, [[], ['orphan']]))).rejects.toThrow('pageLines has 2 pages');
    const flood = Array.from({ length: 400 }, (_, i) => `line ${i}`);
    await expect(renderFilingPdf(spec(1, 30 * KB, [flood]))).rejects.toThrow('do not fit');
    await expect(renderFilingPdf(spec(0, 30 * KB))).rejects.toThrow('invalid page count');
  });
});
