/**
 * Whether a TrueType/OpenType font maps a code point to a glyph, read from its `cmap` table
 * (formats 4 and 12, the ones Unicode fonts use). Only what choosing a font needs: no shaping.
 */

function cmapOffset(font: Buffer): number | null {
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const rec = 12 + i * 16;
    if (font.toString('latin1', rec, rec + 4) === 'cmap') return font.readUInt32BE(rec + 8);
  }
  return null;
}

function format4Has(font: Buffer, at: number, cp: number): boolean {
  if (cp > 0xffff) return false;
  const segX2 = font.readUInt16BE(at + 6);
  const ends = at + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  for (let s = 0; s < segX2 / 2; s++) {
    const end = font.readUInt16BE(ends + s * 2);
    if (cp > end) continue;
    const start = font.readUInt16BE(starts + s * 2);
    if (cp < start) return false;
    const delta = font.readUInt16BE(deltas + s * 2);
    const ro = font.readUInt16BE(rangeOffsets + s * 2);
    if (ro === 0) return ((cp + delta) & 0xffff) !== 0;
    const glyphAt = rangeOffsets + s * 2 + ro + (cp - start) * 2;
    const glyph = font.readUInt16BE(glyphAt);
    return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
  }
  return false;
}

function format12Has(font: Buffer, at: number, cp: number): boolean {
  const groups = font.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const rec = at + 16 + g * 12;
    if (cp >= font.readUInt32BE(rec) && cp <= font.readUInt32BE(rec + 4)) return true;
  }
  return false;
}

export function hasGlyph(font: Buffer, codePoint: number): boolean {
  try {
    const cmap = cmapOffset(font);
    if (cmap === null) return false;
    const count = font.readUInt16BE(cmap + 2);
    for (let i = 0; i < count; i++) {
      const rec = cmap + 4 + i * 8;
      const platform = font.readUInt16BE(rec);
      const encoding = font.readUInt16BE(rec + 2);
      if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
      const at = cmap + font.readUInt32BE(rec + 4);
      const format = font.readUInt16BE(at);
      if (format === 4 && format4Has(font, at, codePoint)) return true;
      if (format === 12 && format12Has(font, at, codePoint)) return true;
    }
    return false;
  } catch {
    // A truncated or odd font file: treat it as lacking the glyph rather than fail the report.
    return false;
  }
}
