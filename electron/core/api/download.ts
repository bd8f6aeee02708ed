/**
 * The filing download: PDF bytes when unlocked and cached (billed; the price comes in headers
 * because the body is the PDF), `{ unlocked: false, unlockPrice }` JSON without an unlock (free),
 * and on a test key without a cached file the sandbox's synthetic unlock record (free).
 */
import { describeZodError } from '../../../shared/api/describe';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { successEnvelope } from '../../../shared/api/envelope';
import type { CompanyUnlock } from '../../../shared/api/unlock';
import { apiErrorFrom, type ApiResponse, billingFrom, invalidReply, isSuccess, type ReplyContext } from './response';
import type { HttpReply } from './transport';

export type FilingDownload =
  | { kind: 'pdf'; bytes: Uint8Array; contentType: string }
  | { kind: 'locked'; unlockPrice: number | null }
  /** Test key, sandbox company, PDF not cached: the synthetic unlock record instead of a file. */
  | { kind: 'not-cached'; unlock: CompanyUnlock };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const def = ENDPOINTS['companies.download'];
const jsonDownload = successEnvelope(def.dataSchema, def.metaSchema);

function pdfResponse(context: ReplyContext, reply: HttpReply, bytes: Uint8Array): ApiResponse<FilingDownload> {
  if (!/application\/pdf/i.test(reply.contentType)) {
    throw invalidReply(context, reply, `(root): expected application/pdf or JSON, got ${reply.contentType || 'no content type'}`);
  }
  if (!PDF_MAGIC.every((b, i) => bytes[i] === b)) throw invalidReply(context, reply, '(root): the file does not start with %PDF-');
  if (reply.requestId === null) throw invalidReply(context, reply, '(root): no X-Request-ID header');
  const { priceChargedPaisa, walletBalanceAfterPaisa } = reply.headerBilling;
  if ((priceChargedPaisa === null) !== (walletBalanceAfterPaisa === null)) {
    throw invalidReply(context, reply, 'X-Price-Charged-Paisa and X-Wallet-Balance-After-Paisa come together');
  }
  const meta: Record<string, unknown> = { requestId: reply.requestId };
  if (priceChargedPaisa !== null) Object.assign(meta, { priceChargedPaisa, walletBalanceAfterPaisa });
  return {
    data: { kind: 'pdf', bytes, contentType: reply.contentType },
    meta,
    requestId: reply.requestId,
    status: reply.status,
    billing: billingFrom(context, meta, reply.requestId),
  };
}

export function downloadResponse(context: ReplyContext, reply: HttpReply): ApiResponse<FilingDownload> {
  if (!isSuccess(reply)) throw apiErrorFrom(context, reply);
  if (reply.body.kind === 'bytes') return pdfResponse(context, reply, reply.body.bytes);
  if (reply.body.kind === 'bad-json') throw invalidReply(context, reply, '(root): malformed JSON');
  const parsed = jsonDownload.safeParse(reply.body.value);
  if (!parsed.success) throw invalidReply(context, reply, describeZodError(parsed.error));
  const { data, meta } = parsed.data;
  const result: FilingDownload =
    'cin' in data && data.unlocked ? { kind: 'not-cached', unlock: data as CompanyUnlock } : { kind: 'locked', unlockPrice: data.unlockPrice };
  return { data: result, meta, requestId: meta.requestId, status: reply.status, billing: billingFrom(context, meta, meta.requestId) };
}
