import type { PDFFont } from 'pdf-lib';

// The standard Helvetica font only encodes WinAnsi, so every string from the registry is mapped
// here before it is measured or written into a content stream.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const HIGH_CODES = new Map<string, number>();
for (let i = 0; i < CP1252_HIGH.length; i++) {
  const ch = CP1252_HIGH[i]!;
  if (ch.charCodeAt(0) > 0xff) HIGH_CODES.set(ch, 0x80 + i);
}
const SUBSTITUTES: Record<string, string> = {
  '₹': 'Rs.',
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-', // non-breaking hyphen
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space
};

/** Replaces what WinAnsi cannot encode: known look-alikes, controls by spaces, the rest by '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || HIGH_CODES.has(ch)) out += ch;
    else if (cp < 0x20 || cp === 0x7f) out += ' ';
    else out += SUBSTITUTES[ch] ?? '?';
  }
  return out;
}

/** A PDF literal string whose chars are WinAnsi byte values (written out as latin1). Input must be toWinAnsi'd. */
export function pdfLiteral(text: string): string {
  let out = '(';
  for (const ch of text) {
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else {
      const high = HIGH_CODES.get(ch);
      out += high === undefined ? ch : String.fromCharCode(high);
    }
  }
  return out + ')';
}

/** Per-character advance widths, cached: pdf-lib's own measuring is too slow for hundreds of pages. */
export class TextMeasure {
  private readonly widths = new Map<string, number>();

  constructor(readonly font: PDFFont) {}

  width(text: string, size: number): number {
    let total = 0;
    for (const ch of text) total += this.charWidth(ch);
    return total * size;
  }

  charWidth(ch: string): number {
    let w = this.widths.get(ch);
    if (w === undefined) {
      w = this.font.widthOfTextAtSize(ch, 1);
      this.widths.set(ch, w);
    }
    return w;
  }
}

/** Splits one line into pieces no wider than maxWidth, at spaces when possible, mid-word otherwise. */
export function wrapLine(text: string, measure: TextMeasure, size: number, maxWidth: number): string[] {
  const limit = maxWidth / size;
  const space = measure.charWidth(' ');
  const pieces: string[] = [];
  let current = '';
  let currentWidth = 0;
  for (const word of text.split(' ')) {
    const wordWidth = measure.width(word, 1);
    const joined = current === '' ? wordWidth : currentWidth + space + wordWidth;
    if (joined <= limit) {
      current = current === '' ? word : current + ' ' + word;
      currentWidth = joined;
      continue;
    }
    if (current !== '') pieces.push(current);
    current = '';
    currentWidth = 0;
    for (const ch of word) {
      const w = measure.charWidth(ch);
      if (currentWidth + w > limit && current !== '') {
        pieces.push(current);
        current = '';
        currentWidth = 0;
      }
      current += ch;
      currentWidth += w;
    }
  }
  if (current !== '' || pieces.length === 0) pieces.push(current);
  return pieces;
}
