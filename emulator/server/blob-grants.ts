/**
 * Addresses of the zip archives, the way a storage service signs them. Without the expiry faults an
 * archive's address is plain and never expires (the random job id is the credential). With
 * `zipUrlMaxUses` or `zipUrlTtlSeconds` set, every free unlock-status read mints a fresh signed
 * address (`?se=<expiry>&sig=<token>`) that stops working after that many downloads or seconds; a
 * stale, used-up or unsigned address then answers as the storage service does (403 or 404, XML).
 */
import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from './context';

export const ZIP_CONTAINER = 'company-documents';

function plainUrl(ctx: EmulatorContext, jobId: string, batch: number): string {
  return `${ctx.baseUrl}/blobs/${ZIP_CONTAINER}/${jobId}/batch_${batch}.zip`;
}

/** The address a status read hands out for one batch: plain, or signed and expiring under the faults. */
export function zipBlobUrl(ctx: EmulatorContext, jobId: string, batch: number): string {
  const { zipUrlMaxUses, zipUrlTtlSeconds } = ctx.faults.get();
  if (zipUrlMaxUses === null && zipUrlTtlSeconds === null) return plainUrl(ctx, jobId, batch);
  const sig = randomBytes(16).toString('base64url');
  const expiresAt = zipUrlTtlSeconds === null ? null : ctx.clock.now() + zipUrlTtlSeconds * 1000;
  ctx.blobGrants.set(sig, { jobId, batch, maxUses: zipUrlMaxUses, expiresAt, uses: 0 });
  const se = new Date(expiresAt ?? ctx.clock.now() + 365 * 86_400_000).toISOString();
  return `${plainUrl(ctx, jobId, batch)}?se=${encodeURIComponent(se)}&sig=${sig}`;
}

export type GrantCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a download of (job, batch) with this signature may be served now; a served download
 * counts as one use of its grant. An unsigned address is refused only while an expiry fault is on.
 */
export function useGrant(ctx: EmulatorContext, jobId: string, batch: number, sig: string | undefined): GrantCheck {
  if (sig === undefined) {
    const { zipUrlMaxUses, zipUrlTtlSeconds } = ctx.faults.get();
    return zipUrlMaxUses === null && zipUrlTtlSeconds === null ? { ok: true } : { ok: false, reason: 'Signature is missing' };
  }
  const grant = ctx.blobGrants.get(sig);
  if (grant === undefined || grant.jobId !== jobId || grant.batch !== batch) return { ok: false, reason: 'Signature did not match' };
  if (grant.expiresAt !== null && ctx.clock.now() >= grant.expiresAt) {
    return { ok: false, reason: `Signed expiry time [${new Date(grant.expiresAt).toUTCString()}] must be after current time [${new Date(ctx.clock.now()).toUTCString()}]` };
  }
  if (grant.maxUses !== null && grant.uses >= grant.maxUses) return { ok: false, reason: 'Signature has been used up' };
  grant.uses += 1;
  return { ok: true };
}

/** The body a blob storage service answers for an expired signature (403) or a gone blob (404). */
export function storageErrorBody(status: 403 | 404, requestId: string, now: number, reason: string): string {
  const [code, message] =
    status === 403
      ? ['AuthenticationFailed', 'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.']
      : ['BlobNotFound', 'The specified blob does not exist.'];
  const detail = status === 403 ? `<AuthenticationErrorDetail>${reason}</AuthenticationErrorDetail>` : '';
  return `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}\nRequestId:${requestId}\nTime:${new Date(now).toISOString()}</Message>${detail}</Error>`;
}
