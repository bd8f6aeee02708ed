// One A4 PDF written to a file: the document with its fonts, piped to the file, drawn, ended; a
// drawing that throws ends the document, drops the stream and rejects. The company report and the
// book report both write through it.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { reportFonts } from './fonts';
import { type Doc, PAGE, type Pen } from './layout';

export function writePdfFile(file: string, info: PDFKit.DocumentInfo, draw: (pen: Pen) => void): Promise<void> {
  const doc: Doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, bufferPages: true, info });
  const pen: Pen = { doc, fonts: reportFonts() };
  const out = fs.createWriteStream(file);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  try {
    draw(pen);
  } catch (error) {
    doc.end();
    out.destroy();
    return Promise.reject(error);
  }
  doc.end();
  return finished;
}
