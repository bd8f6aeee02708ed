// What every connector tool is made of: a context bound to one caller's key, a typed definition,
// and the one-endpoint call that turns a REST answer into a success or an error result.
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { RestCaller, RestRequest, RestResponse } from './rest-call';
import { errorFromResponse, successResult } from './tool-results';

export type KeyKind = 'live' | 'test';

export interface ToolContext {
  /** Reaches the REST routes with the caller's key. */
  rest: RestCaller;
  keyKind: KeyKind;
  /** The service's current calendar year (the emulator's clock), for the year checks of rule 3. */
  currentYear: () => number;
  /** Largest PDF returned inline (spec: 10 MB). */
  inlineLimitBytes: number;
}

export const INLINE_PDF_LIMIT_BYTES = 10 * 1024 * 1024;

export function keyKindOf(apiKey: string): KeyKind {
  return apiKey.startsWith('svc_test_') ? 'test' : 'live';
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodRawShape;
  annotations: ToolAnnotations;
  run(args: Record<string, unknown>, ctx: ToolContext): Promise<CallToolResult>;
}

/**
 * Keeps the argument type of `run` tied to its schema while the registry holds tools of different
 * shapes. The SDK parses the arguments with `inputSchema` before `run` sees them, which is what
 * makes the widening sound.
 */
export function defineTool<S extends z.ZodRawShape>(
  def: Omit<ToolDefinition, 'inputSchema' | 'run'> & {
    inputSchema: S;
    run(args: z.output<z.ZodObject<S>>, ctx: ToolContext): Promise<CallToolResult>;
  },
): ToolDefinition {
  return def as unknown as ToolDefinition;
}

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSuccess(response: RestResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

export function dataOf(response: RestResponse): unknown {
  return isObject(response.json) ? response.json['data'] : undefined;
}

export function metaOf(response: RestResponse): Json {
  const meta = isObject(response.json) ? response.json['meta'] : undefined;
  return isObject(meta) ? meta : {};
}

export type Summariser = (data: unknown, meta: Json) => string;

/** One REST call whose JSON `data` is returned unchanged as a success result, or its error. */
export async function callEndpoint(ctx: ToolContext, tool: string, request: RestRequest, summarise: Summariser): Promise<CallToolResult> {
  const response = await ctx.rest(request);
  if (!isSuccess(response) || !isObject(response.json)) return errorFromResponse(tool, response);
  return successResult(tool, summarise(dataOf(response), metaOf(response)), response);
}

/** Length of an array member of `data`, for one-line summaries; 0 when it is not an array. */
export function countOf(data: unknown, member?: string): number {
  const value = member === undefined ? data : isObject(data) ? data[member] : undefined;
  return Array.isArray(value) ? value.length : 0;
}
