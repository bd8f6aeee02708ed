/**
 * The zip archives behind `zipFiles[].blob_url`: direct download addresses, like signed storage
 * URLs, so they need no API key. A batch is served only once its job has succeeded. Downloads honour
 * a single HTTP Range (206 with Content-Range) so a cut transfer can resume; the zip faults expire
 * addresses (blob-grants.ts), change the archive (pdfs.ts), cut the body after K bytes or hold it
 * there until a test releases it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlobHold } from '../../faults';
import { documentJobProgress } from '../../state/timeline';
import { storageErrorBody, useGrant, ZIP_CONTAINER } from '../blob-grants';
import { parseRange } from '../byte-range';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { param, queryValue } from '../inputs';
import { batchZip } from '../pdfs';
import { zipBatchCount } from '../unlocks';

/** A strong validator, cheap on 100 MB: the tail of a zip is its central directory (every name and CRC). */
function archiveTag(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes.subarray(Math.max(0, bytes.length - 65_536))).update(String(bytes.length)).digest('hex').slice(0, 20)}"`;
}

/** Headers, then `afterBytes` of the body, then a destroyed socket: a transfer cut mid-body. */
function sendCut(reply: FastifyReply, status: number, headers: Record<string, string>, body: Buffer, afterBytes: number): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(status, { ...headers, 'X-Request-ID': reply.request.id });
  raw.write(body.subarray(0, Math.min(afterBytes, body.length)), () => raw.destroy());
}

/** Headers and `hold.afterBytes` of the body, then the rest once the test releases the hold: an archive in flight on demand. */
function sendHeld(reply: FastifyReply, status: number, headers: Record<string, string>, body: Buffer, hold: BlobHold): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(status, { ...headers, 'X-Request-ID': reply.request.id });
  const first = Math.min(hold.afterBytes, body.length);
  raw.write(body.subarray(0, first));
  void hold.released.then(() => raw.end(body.subarray(first)));
}

export function blobRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get(`/blobs/${ZIP_CONTAINER}/:jobId/:file`, async (req: FastifyRequest, reply) => {
    const jobId = param(req, 'jobId');
    const job = ctx.state.documentJobs.find((j) => j.id === jobId);
    const match = /^batch_(\d+)\.zip$/.exec(param(req, 'file'));
    const batch = match ? Number(match[1]) : 0;
    if (job === undefined || batch < 1 || batch > zipBatchCount(job)) throw fail('NOT_FOUND', 'No such archive');
    if (documentJobProgress(job, ctx.clock.now(), ctx.speed).status !== 'success') throw fail('NOT_FOUND', 'The archive is not ready yet');
    const grant = useGrant(ctx, jobId, batch, queryValue(req, 'sig'));
    if (!grant.ok) {
      const status = ctx.faults.get().zipUrlExpiredStatus;
      return reply.code(status).header('Content-Type', 'application/xml').send(storageErrorBody(status, req.id, ctx.clock.now(), grant.reason));
    }
    const zip = await batchZip(ctx, job, batch);
    const whole = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
    const range = parseRange(req.headers.range, whole.length);
    if (range.kind === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${whole.length}`).header('Content-Type', 'application/xml')
        .send(storageErrorBody(404, req.id, ctx.clock.now(), 'The range specified is invalid for the current size of the resource.').replace('BlobNotFound', 'InvalidRange'));
    }
    const body = range.kind === 'partial' ? whole.subarray(range.start, range.end + 1) : whole;
    const status = range.kind === 'partial' ? 206 : 200;
    const headers: Record<string, string> = {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="batch_${batch}.zip"`,
      'Accept-Ranges': 'bytes',
      'Content-Length': String(body.length),
      ETag: archiveTag(whole),
    };
    if (range.kind === 'partial') headers['Content-Range'] = `bytes ${range.start}-${range.end}/${whole.length}`;
    const cut = ctx.faults.takeCut();
    if (cut !== null) return sendCut(reply, status, headers, body, cut);
    const hold = ctx.faults.takeHold();
    if (hold !== null) return sendHeld(reply, status, headers, body, hold);
    return reply.code(status).headers(headers).send(body);
  });
}
