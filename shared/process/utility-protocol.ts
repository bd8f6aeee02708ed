/**
 * Every message between Electron main and the core's utility process, typed once and checked with
 * zod on arrival at either end (core/utility-entry.ts reads what main sends, main/core-relay.ts
 * reads what the core sends). A message that does not parse is dropped by the receiver: it did
 * not come from the other end of this protocol.
 *
 * Main -> core: bridge calls, cancels of calls main gave up on, PDF path lookups for the
 * dossier-file protocol, and answers to the core's secret requests.
 * Core -> main: call replies, core events, PDF path answers, and secret requests (the core keeps
 * no secrets of its own in the desktop app: main holds them with Electron's safeStorage).
 */
import { z } from 'zod';
import { type EventName, isEventName } from '../bridge/contract';
import { SECRET_NAMES } from '../secret-names';

/** Pairs a request with its answer; each side numbers its own requests. */
const requestId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const appError = z.looseObject({ code: z.string(), message: z.string() });
const bridgeResult = z.union([z.object({ ok: z.literal(true), value: z.unknown() }), z.object({ ok: z.literal(false), error: appError })]);
const secretName = z.enum(SECRET_NAMES);

/** A stored secret is an API key (200 characters at most) or a base64 data key: far below this. */
const SECRET_VALUE_MAX = 4096;

const secretOperation = z.discriminatedUnion('op', [
  z.object({ op: z.literal('get'), name: secretName }),
  z.object({ op: z.literal('set'), name: secretName, value: z.string().max(SECRET_VALUE_MAX) }),
  z.object({ op: z.literal('delete'), name: secretName }),
]);
export type SecretOperation = z.infer<typeof secretOperation>;

const toCore = z.discriminatedUnion('type', [
  /** Unknown call names are answered UNKNOWN_CALL by the core's dispatch, so any string passes here. */
  z.object({ type: z.literal('call'), id: requestId, name: z.string().max(200), args: z.unknown() }),
  z.object({ type: z.literal('cancel'), id: requestId }),
  z.object({ type: z.literal('pdf-path'), id: requestId, filingId: z.string().max(200) }),
  z.object({
    type: z.literal('secret-answer'),
    id: requestId,
    result: z.union([z.object({ ok: z.literal(true), value: z.string().max(SECRET_VALUE_MAX).nullable() }), z.object({ ok: z.literal(false), error: appError })]),
  }),
]);

const toMain = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reply'), id: requestId, result: bridgeResult }),
  z.object({ type: z.literal('event'), name: z.custom<EventName>(isEventName, 'not an event of the bridge contract'), payload: z.unknown() }),
  z.object({ type: z.literal('pdf-path-answer'), id: requestId, path: z.string().nullable() }),
  z.object({ type: z.literal('secret-request'), id: requestId, request: secretOperation }),
]);

export type MessageToCore = z.infer<typeof toCore>;
export type MessageToMain = z.infer<typeof toMain>;

export type PdfPathMessage = Extract<MessageToCore, { type: 'pdf-path' }>;
export type SecretAnswer = Extract<MessageToCore, { type: 'secret-answer' }>;
export type SecretRequest = Extract<MessageToMain, { type: 'secret-request' }>;

/** What main sent, or null when it is not a message of this protocol. */
export function parseMessageToCore(data: unknown): MessageToCore | null {
  const parsed = toCore.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** What the core sent, or null when it is not a message of this protocol. */
export function parseMessageToMain(data: unknown): MessageToMain | null {
  const parsed = toMain.safeParse(data);
  return parsed.success ? parsed.data : null;
}
