/**
 * The report's fonts. pdfkit's standard fonts (Helvetica) have no ₹ (U+20B9), so a TrueType font
 * that has it is embedded when one is installed: DejaVu Sans (Debian's fonts-dejavu-core) has the
 * glyph; Liberation Sans (fonts-liberation, what CI installs) has it only in newer releases, so
 * each candidate's character map is checked rather than assumed. With none that has ₹, the report
 * writes "Rs." instead, which every font can draw.
 */
import fs from 'node:fs';
import { hasGlyph } from './cmap';

export interface ReportFonts {
  /** A path or a pdfkit standard font name. */
  regular: string;
  bold: string;
  /** The rupee sign as this font can draw it. */
  rupee: '₹' | 'Rs.';
}

const CANDIDATES: Array<{ regular: string; bold: string }> = [
  { regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
  { regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' },
  { regular: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', bold: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf' },
  { regular: '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf', bold: '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf' },
];

const RUPEE = 0x20b9;

function readable(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

let cached: ReportFonts | null = null;

export function reportFonts(): ReportFonts {
  if (cached) return cached;
  const installed = CANDIDATES.filter((c) => readable(c.regular) && readable(c.bold));
  const withRupee = installed.find((c) => hasGlyph(fs.readFileSync(c.regular), RUPEE) && hasGlyph(fs.readFileSync(c.bold), RUPEE));
  const chosen = withRupee ?? installed[0];
  cached = chosen
    ? { regular: chosen.regular, bold: chosen.bold, rupee: withRupee ? '₹' : 'Rs.' }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold', rupee: 'Rs.' };
  return cached;
}

/** Text with every ₹ replaced when the font cannot draw it. */
export function drawable(text: string, fonts: ReportFonts): string {
  return fonts.rupee === '₹' ? text : text.replace(/₹\s?/g, 'Rs. ');
}
