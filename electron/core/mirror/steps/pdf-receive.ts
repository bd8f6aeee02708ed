/**
 * A paid PDF from the headers to the library. The charge is recorded as soon as the headers say
 * it was made (the body may still fail), the body is streamed into a temp file beside its final
 * name (never held whole in memory) and cut off as soon as it runs past the size the filing
 * listed, and the file is renamed into place with its row in one step (`documents.storeFile`).
 * A bad body fails only its own filing: the mirror carries on with the rest.
 */
import type { Billing, PdfBody } from '../../api';
import { MirrorError } from '../errors';
import type { StepContext, StepOutcome } from './context';

/** Slack over the listed size before a body is cut off: the listed size is exact, this only spares a rounding. */
export const SIZE_MARGIN_BYTES = 64 * 1024;
/** The cut-off for a filing listed without a size (the registry's largest PDFs are tens of MB). */
export const UNLISTED_MAX_BYTES = 256 * 1024 * 1024;

const PDF_MAGIC = '%PDF-';

export function sizeCap(listedBytes: number | null): number {
  return listedBytes === null ? UNLISTED_MAX_BYTES : listedBytes + SIZE_MARGIN_BYTES;
}

function tooLarge(filingId: string, listed: number | null, cap: number, seen: number, declared: boolean): MirrorError {
  const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;
  const what = declared ? `declares ${mb(seen)}` : `ran past ${mb(seen)}`;
  const limit = listed === null ? `the ${mb(cap)} allowed for a filing listed without a size` : `the ${mb(listed)} the filing list gives`;
  return new MirrorError('PDF_TOO_LARGE', `The download of ${filingId} ${what}, more than ${limit}; it was stopped and not stored`);
}

/**
 * Streams `body` into the library as the PDF of `filingId`; `billing` is the charge its headers
 * reported (null on a test key), `requestId` the answer's, kept with the document either way.
 */
export async function receivePdf(ctx: StepContext, filingId: string, body: PdfBody, billing: Billing | null, requestId: string): Promise<StepOutcome> {
  const { library } = ctx.engine;
  // The registry charged when it answered: the ledger knows it before a byte of the body arrives.
  if (billing) ctx.engine.recordCharge(billing, { actionId: ctx.action.id, filingId });
  const listed = library.filings.get(filingId)?.fileSize ?? null;
  const cap = sizeCap(listed);
  const temp = library.documents.openTemp(ctx.companyId, filingId);
  try {
    if (body.contentLength !== null && body.contentLength > cap) throw tooLarge(filingId, listed, cap, body.contentLength, true);
    for await (const chunk of body.chunks) {
      if (temp.size + chunk.byteLength > cap) throw tooLarge(filingId, listed, cap, temp.size + chunk.byteLength, false);
      temp.write(chunk);
      const head = temp.head.toString('latin1');
      if (head.length >= PDF_MAGIC.length && !head.startsWith(PDF_MAGIC)) {
        throw new MirrorError('NOT_A_PDF', `The download of ${filingId} is not a PDF (it starts with "${head.replace(/[^\x20-\x7e]/g, '.')}"); it was not stored`);
      }
    }
    const done = temp.finish();
    const outcome = ctx.commit({
      write: () => {
        library.documents.storeFile({ filingId, companyId: ctx.companyId, tempPath: temp.path, ...done, requestId });
      },
    });
    ctx.engine.onDocumentStored?.(filingId);
    return outcome;
  } catch (error) {
    body.cancel();
    temp.discard();
    if (billing) library.tx(() => library.ledger.annotate(billing.requestId, `Paid, but not stored: ${error instanceof Error ? error.message : String(error)}`));
    throw error;
  }
}
