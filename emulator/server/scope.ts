/** Sandbox scope: a test key reaches only the sandbox companies and directors (403 SANDBOX_ONLY). */
import type { Caller, EmulatorContext } from './context';
import { fail } from './failure';

export const SANDBOX_NEXT_STEP = 'GET /v1/sandbox lists the companies and directors a test key can use';

function sandboxOnly(ctx: EmulatorContext, what: string) {
  return fail('SANDBOX_ONLY', `A test key works only on the sandbox set; ${what} is not in it`, {
    sandboxCompanies: ctx.registry.sandboxCompanies().map((c) => ({ cin: c.cin, company: c.company, knownAs: c.knownAs })),
    sandboxDirectors: ctx.registry.sandboxDirectors().map((d) => ({ din: d.din, fullName: d.fullName })),
    nextStep: SANDBOX_NEXT_STEP,
  });
}

export function requireCompanyScope(ctx: EmulatorContext, caller: Caller, cin: string): void {
  if (caller.isTest && ctx.registry.company(cin)?.sandbox !== true) throw sandboxOnly(ctx, `company ${cin}`);
}

export function requireDirectorScope(ctx: EmulatorContext, caller: Caller, din: string): void {
  if (caller.isTest && ctx.registry.director(din)?.sandbox !== true) throw sandboxOnly(ctx, `DIN ${din}`);
}

/** A test key on a sandbox company: synthetic answers, no writes, no charge. */
export function isSandboxCall(caller: Caller): boolean {
  return caller.isTest;
}
