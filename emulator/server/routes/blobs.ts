/**
 * The zip archives behind `zipFiles[].blob_url`: direct download addresses, like signed storage
 * URLs, so they need no API key; the unguessable job id is the credential. A batch is served only
 * once its job has succeeded.
 */
import type { FastifyInstance } from 'fastify';
import { documentJobProgress } from '../../state/timeline';
import type { EmulatorContext } from '../context';
import { fail } from '../failure';
import { param } from '../inputs';
import { batchZip } from '../pdfs';
import { ZIP_CONTAINER, zipBatchCount } from '../unlocks';

export function blobRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get(`/blobs/${ZIP_CONTAINER}/:jobId/:file`, async (req, reply) => {
    const job = ctx.state.documentJobs.find((j) => j.id === param(req, 'jobId'));
    const match = /^batch_(\d+)\.zip$/.exec(param(req, 'file'));
    const batch = match ? Number(match[1]) : 0;
    if (job === undefined || batch < 1 || batch > zipBatchCount(job)) throw fail('NOT_FOUND', 'No such archive');
    if (documentJobProgress(job, ctx.clock.now(), ctx.speed).status !== 'success') throw fail('NOT_FOUND', 'The archive is not ready yet');
    const zip = await batchZip(ctx, job, batch);
    return reply
      .code(200)
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="batch_${batch}.zip"`)
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });
}
