import { deflateSync } from 'node:zlib';
import { type PDFDocument, PDFName, type PDFPage } from 'pdf-lib';
import { pdfLiteral, type TextMeasure, toWinAnsi, wrapLine } from './win-ansi-text';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const TEXT_WIDTH = A4[0] - 2 * MARGIN;
/** Lowest baseline the body may use: the footer sits below it. */
export const BODY_BOTTOM = 64;

export interface Fonts {
  regular: TextMeasure;
  bold: TextMeasure;
}

const FONT_NAMES = { regular: 'F1', bold: 'F2' } as const;
type FontKey = keyof typeof FONT_NAMES;

const num = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Writes one page top-down straight into a content-stream string. pdf-lib's drawText builds an
 * operator object per call and re-deflates on every save, which is too slow for 250-page filings.
 */
export class PageWriter {
  y = A4[1] - MARGIN;
  private readonly ops: string[] = [];

  constructor(
    private readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {}

  /** Draws single lines that the caller has already wrapped and checked for room. */
  lines(lines: string[], size: number, font: FontKey = 'regular', leading = size * 1.3): void {
    for (const line of lines) {
      this.y -= leading;
      if (line !== '') this.text(line, MARGIN, this.y, size, font);
    }
  }

  /** Wraps and draws text, stopping (and returning false) when the body area is full. */
  paragraph(text: string, size: number, font: FontKey = 'regular'): boolean {
    const leading = size * 1.3;
    for (const line of wrapLine(toWinAnsi(text), this.fonts[font], size, TEXT_WIDTH)) {
      if (this.y - leading < BODY_BOTTOM) return false;
      this.lines([line], size, font, leading);
    }
    return true;
  }

  /** A label at the left margin and its value right-aligned at the right margin, on one line. */
  row(label: string, value: string, size: number, font: FontKey = 'regular'): void {
    const safeValue = toWinAnsi(value);
    this.y -= size * 1.5;
    this.text(toWinAnsi(label), MARGIN, this.y, size, font);
    this.text(safeValue, A4[0] - MARGIN - this.fonts[font].width(safeValue, size), this.y, size, font);
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.y -= 6;
    this.ops.push(`q 0.35 G 0.6 w ${MARGIN} ${num(this.y)} m ${num(A4[0] - MARGIN)} ${num(this.y)} l S Q`);
    this.y -= 4;
  }

  footer(text: string): void {
    const safe = toWinAnsi(text);
    const x = (A4[0] - this.fonts.regular.width(safe, 8)) / 2;
    this.text(safe, x, 32, 8, 'regular', '0.35 g');
  }

  /** Room left for body lines of this leading. */
  linesLeft(leading: number): number {
    return Math.floor((this.y - BODY_BOTTOM) / leading);
  }

  /** Registers the page's content stream and font resources. */
  finish(doc: PDFDocument): void {
    for (const key of Object.keys(FONT_NAMES) as FontKey[]) {
      this.page.node.setFontDictionary(PDFName.of(FONT_NAMES[key]), this.fonts[key].font.ref);
    }
    const content = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'));
    const stream = doc.context.stream(new Uint8Array(content.buffer, content.byteOffset, content.length), { Filter: 'FlateDecode' });
    this.page.node.addContentStream(doc.context.register(stream));
  }

  private text(safe: string, x: number, y: number, size: number, font: FontKey, colour = '0 g'): void {
    this.ops.push(`BT ${colour} /${FONT_NAMES[font]} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfLiteral(safe)} Tj ET`);
  }
}
