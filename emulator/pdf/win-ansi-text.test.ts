import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fillerParagraphs } from './filler-text';
import { pdfLiteral, TextMeasure, toWinAnsi, wrapLine } from './win-ansi-text';

describe('toWinAnsi / pdfLiteral', () => {
  it('keeps what Helvetica can encode and replaces the rest', () => {
    expect(toWinAnsi('Revenue — ₹1,23,45,678 “net” café')).toBe('Revenue — Rs.1,23,45,678 “net” café');
    expect(toWinAnsi('a\tb\nc 中')).toBe('a b c ?');
  });

  it('escapes delimiters and writes cp1252 byte values for the high punctuation', () => {
    expect(pdfLiteral('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfLiteral('x—y').charCodeAt(2)).toBe(0x97);
  });
});

describe('wrapLine', async () => {
  const doc = await PDFDocument.create();
  const measure = new TextMeasure(await doc.embedFont(StandardFonts.Helvetica));

  it('keeps a short line whole and wraps long ones at spaces within the width', () => {
    expect(wrapLine('Share capital 10,00,000', measure, 10, 400)).toEqual(['Share capital 10,00,000']);
    const text = 'reserves and surplus '.repeat(20).trim();
    const pieces = wrapLine(text, measure, 10, 200);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join(' ')).toBe(text);
    for (const piece of pieces) expect(measure.width(piece, 10)).toBeLessThanOrEqual(200);
    // Helvetica AFM advances r 333, e 556, s 500, v 500; no kerning, as Tj draws it.
    expect(measure.width('reserves', 10)).toBeCloseTo(38.34, 6);
  });

  it('breaks a word wider than the line', () => {
    const word = 'X'.repeat(80);
    const pieces = wrapLine(word, measure, 10, 100);
    expect(pieces.join('')).toBe(word);
    for (const piece of pieces) expect(measure.width(piece, 10)).toBeLessThanOrEqual(100);
  });
});

describe('fillerParagraphs', () => {
  it('is reproducible per (seed, page) and differs between pages', () => {
    expect(fillerParagraphs(7, 3, 4)).toEqual(fillerParagraphs(7, 3, 4));
    expect(fillerParagraphs(7, 3, 4)).not.toEqual(fillerParagraphs(7, 4, 4));
    expect(fillerParagraphs(7, 3, 4)[0]).toMatch(/^4\.1 /);
  });
});
