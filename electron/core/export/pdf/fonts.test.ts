import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasGlyph } from './cmap';
import { drawable, reportFonts } from './fonts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const LIBERATION = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

describe('report fonts', () => {
  it('reads a font’s character map: Latin letters yes, a private-use code point no', () => {
    const file = [DEJAVU, LIBERATION].find((f) => fs.existsSync(f));
    if (!file) throw new Error(`this test needs ${DEJAVU} or ${LIBERATION} (fonts-dejavu-core or fonts-liberation)`);
    const font = fs.readFileSync(file);
    expect(hasGlyph(font, 0x41)).toBe(true);
    expect(hasGlyph(font, 0x20ac)).toBe(true); // €
    expect(hasGlyph(font, 0xe8ff)).toBe(false);
    expect(hasGlyph(Buffer.from('not a font at all, just some bytes'), 0x41)).toBe(false);
  });

  it('chooses a font that draws ₹, or writes Rs. with a font that cannot', () => {
    const fonts = reportFonts();
    if (fonts.rupee === '₹') expect(hasGlyph(fs.readFileSync(fonts.regular), 0x20b9)).toBe(true);
    expect(drawable('₹1,23,456', { ...fonts, rupee: 'Rs.' })).toBe('Rs. 1,23,456');
    expect(drawable('₹1,23,456', { ...fonts, rupee: '₹' })).toBe('₹1,23,456');
  });
});
