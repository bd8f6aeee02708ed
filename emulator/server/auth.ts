/**
 * The first checks of every /v1 call, in the documented order: key present, known and not
 * revoked (401), account active (403 ACCOUNT_DISABLED), then the per-key sliding-minute rate limit
 * (429, never charged). A refused request does not count against the limit.
 */
import type { FastifyRequest } from 'fastify';
import { MINUTE } from '../clock';
import type { EmulatorContext } from './context';
import { fail } from './failure';

export function authenticate(ctx: EmulatorContext, req: FastifyRequest): void {
  const header = req.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key.trim() === '') throw fail('MISSING_API_KEY', 'Send your API key in the x-api-key header');
  const apiKey = ctx.keys.get(key.trim());
  if (apiKey === undefined) throw fail('INVALID_API_KEY', 'The API key is not recognised');
  if (apiKey.revoked) throw fail('API_KEY_REVOKED', 'The API key was revoked');
  const account = ctx.state.accounts.get(apiKey.accountId);
  if (account === undefined) throw new Error(`key ${apiKey.role} points at a missing account`);
  if (account.disabled) throw fail('ACCOUNT_DISABLED', 'The account is deactivated');
  enforceRateLimit(ctx, apiKey.key, apiKey.kind === 'test' ? ctx.limits.rateTest : ctx.limits.rateLive);
  req.caller = { apiKey, account, isTest: apiKey.kind === 'test' };
}

function enforceRateLimit(ctx: EmulatorContext, key: string, perMinute: number): void {
  const now = ctx.clock.now();
  const recent = (ctx.rateWindows.get(key) ?? []).filter((t) => t > now - MINUTE);
  if (recent.length >= perMinute) {
    ctx.rateWindows.set(key, recent);
    const retryAfter = Math.max(1, Math.ceil((recent[0]! + MINUTE - now) / 1000));
    throw fail('RATE_LIMITED', `More than ${perMinute} requests in a minute on this key`, {}, { 'Retry-After': String(retryAfter) });
  }
  recent.push(now);
  ctx.rateWindows.set(key, recent);
}

/** Refresh rate: at most N distinct companies per account per minute (a repeat company is free). */
export function enforceRefreshRate(ctx: EmulatorContext, accountId: string, cin: string): void {
  const now = ctx.clock.now();
  const recent = (ctx.refreshWindows.get(accountId) ?? []).filter((r) => r.at > now - MINUTE);
  ctx.refreshWindows.set(accountId, recent);
  const companies = new Set(recent.map((r) => r.cin));
  if (!companies.has(cin) && companies.size >= ctx.limits.refreshPerMinute) {
    const oldest = recent[0]!.at;
    const retryAfter = Math.max(1, Math.ceil((oldest + MINUTE - now) / 1000));
    throw fail('RATE_LIMITED', `More than ${ctx.limits.refreshPerMinute} companies refreshed in a minute`, {}, { 'Retry-After': String(retryAfter) });
  }
}

export function recordRefresh(ctx: EmulatorContext, accountId: string, cin: string): void {
  const list = ctx.refreshWindows.get(accountId) ?? [];
  list.push({ cin, at: ctx.clock.now() });
  ctx.refreshWindows.set(accountId, list);
}
