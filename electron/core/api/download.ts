/**
 * The filing download: a PDF when unlocked and cached (billed; the price comes in headers because
 * the body is the PDF), `{ unlocked: false, unlockPrice }` JSON without an unlock (free), and on a
 * test key without a cached file the sandbox's synthetic unlock record (free).
 *
 * The PDF is handed over as it arrives, never read whole: the billing is known from the headers
 * before a byte of the body, and the caller writes the body to disk, checks it against the size
 * the filing listed and stops a body that runs past it.
 */
import { describeZodError } from '../../../shared/api/describe';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { successEnvelope } from '../../../shared/api/envelope';
import type { CompanyUnlock } from '../../../shared/api/unlock';
import { apiErrorFrom, type ApiResponse, billingFrom, invalidReply, isSuccess, type ReplyContext } from './response';
import type { BodyStream, HttpReply } from './transport';

export type PdfBody = BodyStream & { contentType: string };

export type FilingDownload =
  | { kind: 'pdf'; body: PdfBody }
  | { kind: 'locked'; unlockPrice: number | null }
  /** Test key, sandbox company, PDF not cached: the synthetic unlock record instead of a file. */
  | { kind: 'not-cached'; unlock: CompanyUnlock };

const def = ENDPOINTS['companies.download'];
const jsonDownload = successEnvelope(def.dataSchema, def.metaSchema);

function pdfResponse(context: ReplyContext, reply: HttpReply, stream: BodyStream): ApiResponse<FilingDownload> {
  const refuse = (issue: string) => {
    stream.cancel();
    return invalidReply(context, reply, issue);
  };
  if (!/application\/pdf/i.test(reply.contentType)) throw refuse(`(root): expected application/pdf or JSON, got ${reply.contentType || 'no content type'}`);
  if (reply.requestId === null) throw refuse('(root): no X-Request-ID header');
  const { priceChargedPaisa, walletBalanceAfterPaisa } = reply.headerBilling;
  if ((priceChargedPaisa === null) !== (walletBalanceAfterPaisa === null)) {
    throw refuse('X-Price-Charged-Paisa and X-Wallet-Balance-After-Paisa come together');
  }
  const meta: Record<string, unknown> = { requestId: reply.requestId };
  if (priceChargedPaisa !== null) Object.assign(meta, { priceChargedPaisa, walletBalanceAfterPaisa });
  return {
    data: { kind: 'pdf', body: { ...stream, contentType: reply.contentType } },
    meta,
    requestId: reply.requestId,
    status: reply.status,
    billing: billingFrom(context, meta, reply.requestId),
  };
}

export function downloadResponse(context: ReplyContext, reply: HttpReply): ApiResponse<FilingDownload> {
  if (!isSuccess(reply)) throw apiErrorFrom(context, reply);
  if (reply.body.kind === 'stream') return pdfResponse(context, reply, reply.body.stream);
  if (reply.body.kind === 'bytes') {
    // Only a caller that did not ask for a stream gets here; the same checks, on bytes at hand.
    const { bytes } = reply.body;
    const stream: BodyStream = { contentLength: bytes.byteLength, chunks: (async function* () { yield bytes; })(), cancel() {} };
    return pdfResponse(context, reply, stream);
  }
  if (reply.body.kind === 'bad-json') throw invalidReply(context, reply, '(root): malformed JSON');
  const parsed = jsonDownload.safeParse(reply.body.value);
  if (!parsed.success) throw invalidReply(context, reply, describeZodError(parsed.error));
  const { data, meta } = parsed.data;
  const result: FilingDownload =
    'cin' in data && data.unlocked ? { kind: 'not-cached', unlock: data as CompanyUnlock } : { kind: 'locked', unlockPrice: data.unlockPrice };
  return { data: result, meta, requestId: meta.requestId, status: reply.status, billing: billingFrom(context, meta, meta.requestId) };
}

/**
 * A PDF body read whole into memory, refused (and the connection closed) once it passes
 * `maxBytes`: for small files and tests. The mirror streams bodies to disk instead.
 */
export async function readPdfBytes(body: PdfBody, maxBytes: number): Promise<Uint8Array> {
  if (body.contentLength !== null && body.contentLength > maxBytes) {
    body.cancel();
    throw new RangeError(`The PDF declares ${body.contentLength} bytes, more than the ${maxBytes} allowed`);
  }
  const pieces: Uint8Array[] = [];
  let size = 0;
  for await (const piece of body.chunks) {
    size += piece.byteLength;
    if (size > maxBytes) throw new RangeError(`The PDF runs past the ${maxBytes} bytes allowed`);
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}
