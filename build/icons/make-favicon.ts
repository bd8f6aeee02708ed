/**
 * Writes build/icons/web/favicon.ico from icon.svg: the icon drawn by Chromium at 16, 32 and 48
 * pixels, each kept as a PNG inside the ICO (the form every current browser reads). The renderer
 * build copies build/icons/web/ to the root of dist/renderer (renderer/vite.config.ts), so the app
 * serves /favicon.ico and links it. Run after changing the icon:
 *
 *     npx tsx build/icons/make-favicon.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIR = path.dirname(fileURLToPath(import.meta.url));
const SIZES = [16, 32, 48];

/** An ICO holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main(): Promise<void> {
  const svg = fs.readFileSync(path.join(DIR, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const images: Array<{ size: number; png: Buffer }> = [];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
      images.push({ size, png: await page.screenshot({ omitBackground: true }) });
      await page.close();
    }
    fs.mkdirSync(path.join(DIR, 'web'), { recursive: true });
    fs.writeFileSync(path.join(DIR, 'web', 'favicon.ico'), icoOf(images));
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
