import { PDFArray, PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import type { Fonts } from './page-writer';
import { TextMeasure, toWinAnsi } from './win-ansi-text';

const PRODUCER = 'Dossier registry emulator';

/** FNV-1a over the key, spread to 16 bytes: a stable file identifier instead of a random one. */
function fileIdHex(key: string): string {
  let hex = '';
  for (let round = 0; round < 4; round++) {
    let h = 0x811c9dc5 ^ round;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    hex += (h >>> 0).toString(16).padStart(8, '0');
  }
  return hex;
}

export interface DocumentMeta {
  title: string;
  subject: string;
  /** Creation and modification date: taken from the content so the bytes never depend on the clock. */
  date: Date;
  /** What the trailer /ID is derived from (a filing id, an invoice number). */
  idKey: string;
}

/** An empty PDF whose metadata is fixed by `meta`, with Helvetica and Helvetica-Bold embedded. */
export async function createDeterministicDocument(meta: DocumentMeta): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(toWinAnsi(meta.title));
  doc.setSubject(toWinAnsi(meta.subject));
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  const id = PDFHexString.of(fileIdHex(meta.idKey));
  const ids = PDFArray.withContext(doc.context);
  ids.push(id);
  ids.push(id);
  doc.context.trailerInfo.ID = ids;
  const fonts: Fonts = {
    regular: new TextMeasure(await doc.embedFont(StandardFonts.Helvetica)),
    bold: new TextMeasure(await doc.embedFont(StandardFonts.HelveticaBold)),
  };
  return { doc, fonts };
}
