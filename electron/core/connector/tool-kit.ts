/**
 * What a connector tool is made of (a typed definition the server registers), and the one place a
 * thrown error becomes an `error` result: the core's errors keep their code, message, hint and
 * requestId; anything else is a CONNECTOR_ERROR naming what failed.
 */
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { ApiError, NetworkError } from '../api';
import { isDossierError } from '../app-error';
import type { ConnectorContext } from './context';
import { errorResult } from './results';

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodRawShape;
  annotations: ToolAnnotations;
  run(args: Record<string, unknown>, ctx: ConnectorContext, extra: ToolExtra): Promise<CallToolResult>;
}

/**
 * Ties the argument type of `run` to its schema while the list holds tools of different shapes.
 * The SDK parses the arguments with `inputSchema` before `run` sees them: that makes it sound.
 */
export function defineTool<S extends z.ZodRawShape>(
  def: Omit<ToolDefinition, 'inputSchema' | 'run'> & {
    inputSchema: S;
    run(args: z.output<z.ZodObject<S>>, ctx: ConnectorContext, extra: ToolExtra): Promise<CallToolResult>;
  },
): ToolDefinition {
  return def as unknown as ToolDefinition;
}

export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
/** Reads the registry's free calls when it can. */
export const READ_ONLY_ONLINE: ToolAnnotations = { readOnlyHint: true, openWorldHint: true };
export const PAID: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };

export function thrownResult(tool: string, error: unknown): CallToolResult {
  if (error instanceof ApiError) {
    return errorResult(tool, { code: error.code, message: error.message, hint: error.hint, status: error.status, requestId: error.requestId, extras: error.extras, checkedLocally: false });
  }
  if (error instanceof NetworkError) {
    return errorResult(tool, { code: 'NETWORK_ERROR', message: error.message, hint: error.hint, status: null, checkedLocally: false });
  }
  if (isDossierError(error)) {
    return errorResult(tool, { code: error.code, message: error.message, hint: error.hint, status: null, requestId: error.requestId, checkedLocally: false });
  }
  const message = error instanceof Error ? error.message : String(error);
  return errorResult(tool, { code: 'CONNECTOR_ERROR', message: `${tool} failed: ${message}`, status: null, checkedLocally: false });
}

/** The current calendar year by the connector's clock (identifier and extraction year rules). */
export const yearOf = (ctx: ConnectorContext): number => new Date(ctx.now()).getUTCFullYear();
