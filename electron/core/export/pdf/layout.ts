/**
 * Drawing helpers for the report: headings, paragraphs, label/value lists and tables that break
 * across pages with their header repeated. Every helper measures before it draws, so pdfkit never
 * adds a page on its own in the middle of a row.
 */
import type PDFDocument from 'pdfkit';
import { drawable, type ReportFonts } from './fonts';

export type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { margin: 50, bottomReserve: 40 } as const;
export const COLOURS = { text: '#1a1a1a', muted: '#5f6368', rule: '#c8ccd0', zebra: '#f3f5f7', head: '#e4e8ec', high: '#b3261e', medium: '#a15c00', info: '#1f5fa8' } as const;

export interface Pen {
  doc: Doc;
  fonts: ReportFonts;
}

export const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom - PAGE.bottomReserve;
export const widthOf = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

export function ensureSpace(pen: Pen, height: number): void {
  if (pen.doc.y + height > bottomOf(pen.doc)) pen.doc.addPage();
}

export function heading(pen: Pen, text: string, size = 16): void {
  const { doc, fonts } = pen;
  ensureSpace(pen, size * 3);
  doc.font(fonts.bold).fontSize(size).fillColor(COLOURS.text).text(drawable(text, fonts), doc.page.margins.left, doc.y, { width: widthOf(doc) });
  doc.moveDown(0.4);
}

export function paragraph(pen: Pen, text: string, opts: { size?: number; colour?: string; bold?: boolean } = {}): void {
  const { doc, fonts } = pen;
  const t = drawable(text, fonts);
  doc.font(opts.bold ? fonts.bold : fonts.regular).fontSize(opts.size ?? 10);
  const h = doc.heightOfString(t, { width: widthOf(doc) });
  ensureSpace(pen, Math.min(h, 200));
  doc.fillColor(opts.colour ?? COLOURS.text).text(t, doc.page.margins.left, doc.y, { width: widthOf(doc) });
  doc.moveDown(0.3);
}

export function keyValues(pen: Pen, pairs: Array<[string, string]>, labelWidth = 150): void {
  const { doc, fonts } = pen;
  const x = doc.page.margins.left;
  for (const [label, value] of pairs) {
    const v = drawable(value, fonts);
    doc.font(fonts.regular).fontSize(10);
    const h = Math.max(14, doc.heightOfString(v, { width: widthOf(doc) - labelWidth }) + 3);
    ensureSpace(pen, h);
    const y = doc.y;
    doc.font(fonts.bold).fillColor(COLOURS.muted).text(drawable(label, fonts), x, y, { width: labelWidth - 8 });
    doc.font(fonts.regular).fillColor(COLOURS.text).text(v, x + labelWidth, y, { width: widthOf(doc) - labelWidth });
    doc.y = y + h;
  }
  doc.moveDown(0.5);
}

export interface TableColumn {
  header: string;
  /** Share of the page width (they are scaled to fill it). */
  weight: number;
  align?: 'left' | 'right';
}

export const PAD = 3;

function rowHeight(pen: Pen, cols: TableColumn[], widths: number[], cells: string[], size: number, bold: boolean): number {
  pen.doc.font(bold ? pen.fonts.bold : pen.fonts.regular).fontSize(size);
  return Math.max(...cells.map((c, i) => pen.doc.heightOfString(c || ' ', { width: widths[i]! - PAD * 2, align: cols[i]!.align }))) + PAD * 2;
}

function drawRow(pen: Pen, cols: TableColumn[], widths: number[], cells: string[], h: number, size: number, fill: string | null, bold: boolean): void {
  const { doc } = pen;
  let x = doc.page.margins.left;
  const y = doc.y;
  if (fill) doc.rect(x, y, widths.reduce((a, b) => a + b, 0), h).fill(fill);
  doc.font(bold ? pen.fonts.bold : pen.fonts.regular).fontSize(size).fillColor(COLOURS.text);
  cells.forEach((c, i) => {
    doc.text(c, x + PAD, y + PAD, { width: widths[i]! - PAD * 2, align: cols[i]!.align ?? 'left', lineBreak: true });
    x += widths[i]!;
  });
  doc.moveTo(doc.page.margins.left, y + h).lineTo(x, y + h).lineWidth(0.4).strokeColor(COLOURS.rule).stroke();
  doc.y = y + h;
}

/** Breaks `text` into lines no wider than `width`, at spaces (and the line ends it has) only. */
export function wrapAtSpaces(doc: Doc, text: string, width: number): string {
  // pdfkit's own wrapper counts the space after a word: keep that much (and a point) spare, so it never breaks a line again.
  const room = width - doc.widthOfString(' ') - 1;
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && doc.widthOfString(candidate) > room) {
        out.push(line);
        line = word;
      } else line = candidate;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Column widths from the weights, each raised to its longest word; null when they cannot all fit at this size. */
function fitWidths(pen: Pen, cols: TableColumn[], header: string[], rows: string[][], size: number): number[] | null {
  const { doc, fonts } = pen;
  const page = widthOf(doc);
  const min = cols.map((_c, i) => {
    let w = 0;
    doc.font(fonts.bold).fontSize(size);
    for (const word of header[i]!.split(/[ \n]/)) w = Math.max(w, doc.widthOfString(word));
    doc.font(fonts.regular).fontSize(size);
    for (const r of rows) for (const word of (r[i] ?? '').split(/[ \n]/)) w = Math.max(w, doc.widthOfString(word));
    return w + PAD * 2 + doc.widthOfString(' ') + 2;
  });
  if (min.reduce((a, b) => a + b, 0) > page) return null;
  const total = cols.reduce((a, c) => a + c.weight, 0);
  let widths = cols.map((c) => (c.weight / total) * page);
  for (let round = 0; round < cols.length; round++) {
    const short = widths.map((w, i) => w < min[i]!);
    if (!short.some(Boolean)) break;
    const fixed = widths.map((w, i) => (short[i] ? min[i]! : w));
    const need = fixed.reduce((a, b) => a + b, 0) - page;
    const free = fixed.reduce((a, w, i) => a + (short[i] ? 0 : w - min[i]!), 0);
    widths = fixed.map((w, i) => (short[i] || free <= 0 ? w : w - ((w - min[i]!) / free) * need));
  }
  return widths;
}

/**
 * A table that continues on the next page with its header repeated; empty tables say so. No word
 * ever breaks (an id copied from the report is the id): every column is at least as wide as its
 * longest word, the type a little smaller when they cannot all fit, and cells wrap at spaces only.
 */
export function table(pen: Pen, cols: TableColumn[], rows: string[][], opts: { size?: number; empty?: string } = {}): void {
  const { doc, fonts } = pen;
  if (rows.length === 0) {
    paragraph(pen, opts.empty ?? 'None in the library.', { colour: COLOURS.muted });
    return;
  }
  const header = cols.map((c) => drawable(c.header, fonts));
  const cells = rows.map((r) => r.map((c) => drawable(c, fonts)));
  let size = opts.size ?? 8.5;
  let fitted = fitWidths(pen, cols, header, cells, size);
  while (!fitted && size > 5) {
    size -= 0.5;
    fitted = fitWidths(pen, cols, header, cells, size);
  }
  const total = cols.reduce((a, c) => a + c.weight, 0);
  const widths = fitted ?? cols.map((c) => (c.weight / total) * widthOf(doc));
  doc.font(fonts.bold).fontSize(size);
  const head = header.map((c, i) => wrapAtSpaces(doc, c, widths[i]! - PAD * 2 - 1));
  doc.font(fonts.regular).fontSize(size);
  const body = cells.map((r) => r.map((c, i) => wrapAtSpaces(doc, c, widths[i]! - PAD * 2 - 1)));
  const headerH = rowHeight(pen, cols, widths, head, size, true);
  const drawHeader = () => drawRow(pen, cols, widths, head, headerH, size, COLOURS.head, true);
  ensureSpace(pen, headerH * 2 + 4);
  drawHeader();
  body.forEach((row, i) => {
    const h = rowHeight(pen, cols, widths, row, size, false);
    if (doc.y + h > bottomOf(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(pen, cols, widths, row, h, size, i % 2 === 1 ? COLOURS.zebra : null, false);
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.8);
}
