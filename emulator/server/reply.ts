/** The success envelope, with the request id in `meta` (the header is set by the app hooks). */
import type { FastifyReply } from 'fastify';
import type { EmulatorContext } from './context';
import { messUp } from './payload-faults';

export function ok(reply: FastifyReply, data: unknown, meta: object = {}, status = 200): FastifyReply {
  return reply.code(status).send({ data, meta: { requestId: reply.request.id, ...meta } });
}

/**
 * Registry data (resolve, master, filings, director profile, extractions) passes through the
 * payload faults: with `dropOptionalFields` / `messyValues` on, it arrives as the real registry
 * sometimes sends it. Envelope, meta, billing and job state are never touched.
 */
export function okRegistry(ctx: EmulatorContext, reply: FastifyReply, data: unknown, meta: object = {}): FastifyReply {
  const { dropOptionalFields, messyValues } = ctx.faults.get();
  return ok(reply, messUp(data, { drop: dropOptionalFields, messy: messyValues }), meta);
}

export function isoOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
