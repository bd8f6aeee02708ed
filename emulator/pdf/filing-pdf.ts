import type { PDFDocument } from 'pdf-lib';
import { REFERENCE_DATE, type PdfSpec } from '../registry/types';
import { minimumSavedSize, saveAtExactSize } from './exact-size-save';
import { fillerParagraphs } from './filler-text';
import { A4, PageWriter, TEXT_WIDTH } from './page-writer';
import { createDeterministicDocument } from './pdf-document';
import { toWinAnsi, wrapLine } from './win-ansi-text';

export const LETTERHEAD = 'Ministry of Corporate Affairs — synthetic filing (emulator)';
const BODY_SIZES = [10, 9, 8, 7, 6, 5];

/** DD/MM/YYYY to a UTC date; the registry's reference date when the filing date is malformed. */
function filingDate(ddmmyyyy: string): Date {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  const date = m ? new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))) : new Date(NaN);
  return Number.isNaN(date.getTime()) ? new Date(REFERENCE_DATE) : date;
}

function writeLetterhead(w: PageWriter, spec: PdfSpec): void {
  w.lines([toWinAnsi(LETTERHEAD)], 13, 'bold');
  w.rule();
  w.gap(4);
  for (const line of wrapLine(toWinAnsi(spec.title), w.fonts.bold, 12, TEXT_WIDTH)) w.lines([line], 12, 'bold');
  w.gap(2);
  const facts = [
    `Company: ${spec.company}`,
    `CIN: ${spec.cin}`,
    `Form: ${spec.formId}`,
    `Date of filing: ${spec.dateOfFiling}`,
    `Filing id: ${spec.filingId}`,
  ];
  for (const fact of facts) w.paragraph(fact, 9.5);
  w.rule();
  w.gap(4);
}

/** Draws the page's required lines at the largest size that fits them all. */
function writeRequiredLines(w: PageWriter, lines: string[], pageNumber: number): void {
  const safe = lines.flatMap((line) => line.split(/\r?\n/)).map(toWinAnsi);
  for (const size of BODY_SIZES) {
    const leading = size * 1.3;
    const wrapped = safe.flatMap((line) => wrapLine(line, w.fonts.regular, size, TEXT_WIDTH));
    if (wrapped.length <= w.linesLeft(leading)) {
      w.lines(wrapped, size, 'regular', leading);
      return;
    }
  }
  throw new Error(`page ${pageNumber}: ${lines.length} lines do not fit on one A4 page even at ${BODY_SIZES.at(-1)} pt`);
}

function writeFiller(w: PageWriter, seed: number, pageIndex: number): void {
  for (const paragraph of fillerParagraphs(seed, pageIndex, 12)) {
    if (!w.paragraph(paragraph, 10)) return;
    w.gap(6);
  }
}

async function buildDocument(spec: PdfSpec): Promise<{ doc: PDFDocument; date: Date }> {
  if (!Number.isInteger(spec.pages) || spec.pages < 1) throw new Error(`invalid page count ${spec.pages} for ${spec.filingId}`);
  if (spec.pageLines.length > spec.pages) {
    throw new Error(`${spec.filingId}: pageLines has ${spec.pageLines.length} pages of lines for a ${spec.pages}-page PDF`);
  }
  const date = filingDate(spec.dateOfFiling);
  const { doc, fonts } = await createDeterministicDocument({
    title: spec.title,
    subject: `${spec.company} (${spec.cin}), filing ${spec.filingId}`,
    date,
    idKey: spec.filingId,
  });
  const runningHead = `${spec.formId} · ${spec.company} · ${spec.filingId}`;
  for (let i = 0; i < spec.pages; i++) {
    const w = new PageWriter(doc.addPage(A4), fonts);
    if (i === 0) writeLetterhead(w, spec);
    else {
      w.paragraph(runningHead, 7.5);
      w.rule();
      w.gap(6);
    }
    const lines = spec.pageLines[i] ?? [];
    if (lines.length > 0) writeRequiredLines(w, lines, i + 1);
    else writeFiller(w, spec.seed, i);
    w.footer(`Page ${i + 1} of ${spec.pages}`);
    w.finish(doc);
  }
  return { doc, date };
}

/** The filed PDF: spec.pages A4 pages, exactly spec.fileSize bytes, the same bytes for the same spec. */
export async function renderFilingPdf(spec: PdfSpec): Promise<Uint8Array> {
  const { doc, date } = await buildDocument(spec);
  return saveAtExactSize(doc, spec.fileSize, date, `${spec.filingId} (${spec.pages} pages)`);
}

/** The smallest fileSize renderFilingPdf accepts for this spec (fileSize is ignored). */
export async function minimumFilingPdfSize(spec: PdfSpec): Promise<number> {
  const { doc, date } = await buildDocument(spec);
  return minimumSavedSize(doc, date);
}
