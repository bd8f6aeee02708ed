import { PDFName, type PDFDocument, type PDFRef, PDFString } from 'pdf-lib';

// The filing row states the PDF's byte length and the client checks it, so the document is padded
// to that length inside a real object: an uncompressed stream hung off the catalog's /PieceInfo
// (the spec's place for private application data). Readers never decode it, so a 14 MB pad costs
// a memory copy, and the file stays well formed (no bytes after %%EOF).
//
// Only three things change with the pad length L: the stream body (L bytes), its /Length digits and
// the startxref digits. The final size is therefore predictable from one unpadded save. A 1-byte
// knob (a string that is one character longer) covers the sizes a digit-count jump would skip.

const PIECE_KEY = 'DossierEmulator';
const NOTE_SHORT = 'size padding';
const NOTE_LONG = 'size padding.';

export class PdfSizeError extends Error {
  constructor(
    message: string,
    readonly minimumSize: number,
  ) {
    super(message);
    this.name = 'PdfSizeError';
  }
}

const SAVE_OPTIONS = { useObjectStreams: false, addDefaultPage: false, objectsPerTick: Number.POSITIVE_INFINITY };

function digits(n: number): number {
  return String(n).length;
}

function assignPad(doc: PDFDocument, ref: PDFRef, length: number, longNote: boolean): void {
  const body = new Uint8Array(length).fill(0x20);
  doc.context.assign(ref, doc.context.stream(body, { Note: PDFString.of(longNote ? NOTE_LONG : NOTE_SHORT) }));
}

function attachPad(doc: PDFDocument, lastModified: Date): PDFRef {
  const ref = doc.context.nextRef();
  assignPad(doc, ref, 0, false);
  const data = doc.context.obj({ LastModified: PDFString.fromDate(lastModified), Private: ref });
  const pieceInfo = doc.context.obj({});
  pieceInfo.set(PDFName.of(PIECE_KEY), data);
  doc.catalog.set(PDFName.of('PieceInfo'), pieceInfo);
  return ref;
}

function startXrefOf(bytes: Uint8Array): number {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 64)));
  const match = /startxref\n(\d+)\n%%EOF$/.exec(tail);
  if (!match) throw new Error('pdf-lib output does not end with startxref/%%EOF');
  return Number(match[1]);
}

/** Pad length and knob that give exactly `target` bytes, or undefined when target is below the minimum. */
function solvePad(target: number, unpaddedSize: number, unpaddedStartXref: number): { length: number; longNote: boolean } | undefined {
  const predict = (length: number, extra: number) => {
    const growth = length + digits(length) - 1 + extra;
    return unpaddedSize + growth + digits(unpaddedStartXref + growth) - digits(unpaddedStartXref);
  };
  const estimate = target - unpaddedSize;
  for (let length = Math.max(0, estimate - 24); length <= estimate; length++) {
    for (const extra of [0, 1]) {
      if (predict(length, extra) === target) return { length, longNote: extra === 1 };
    }
  }
  return undefined;
}

/** The smallest size this document can be saved at (its size with an empty pad). */
export async function minimumSavedSize(doc: PDFDocument, lastModified: Date): Promise<number> {
  attachPad(doc, lastModified);
  return (await doc.save(SAVE_OPTIONS)).length;
}

/** Saves `doc` at exactly `target` bytes; throws PdfSizeError when the content alone is larger. */
export async function saveAtExactSize(doc: PDFDocument, target: number, lastModified: Date, label: string): Promise<Uint8Array> {
  if (!Number.isSafeInteger(target) || target <= 0) throw new PdfSizeError(`${label}: invalid fileSize ${target}`, 0);
  const padRef = attachPad(doc, lastModified);
  const unpadded = await doc.save(SAVE_OPTIONS);
  if (unpadded.length === target) return unpadded;
  if (target < unpadded.length) {
    throw new PdfSizeError(
      `${label}: fileSize ${target} is below the minimum ${unpadded.length} bytes for this document`,
      unpadded.length,
    );
  }
  const solution = solvePad(target, unpadded.length, startXrefOf(unpadded));
  if (!solution) throw new Error(`no pad length gives exactly ${target} bytes (unpadded ${unpadded.length})`);
  assignPad(doc, padRef, solution.length, solution.longNote);
  const padded = await doc.save(SAVE_OPTIONS);
  if (padded.length !== target) throw new Error(`padding miscomputed: wanted ${target} bytes, produced ${padded.length}`);
  return padded;
}
