/**
 * Director contact tier: the paid one-year unlock (hot, cold and unseeded paths), its free status,
 * and the per-call contact read.
 */
import type { FastifyInstance } from 'fastify';
import { BilledCall, callerOf, freeCall } from '../billing';
import type { EmulatorContext } from '../context';
import {
  activeDirectorUnlock,
  COLD_GIVE_UP_MS,
  COLD_REFRESH_MS,
  contactIsFresh,
  directorUnlockData,
  lastUpdateAttempt,
  sandboxDirectorUnlockData,
} from '../director-unlocks';
import { fail } from '../failure';
import { dinParam, knownDirector } from '../inputs';
import { ok } from '../reply';
import { requireDirectorScope } from '../scope';
import { UNLOCK_DURATION_MS } from '../unlocks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alreadyUnlocked(din: string, expiresAt: number) {
  return fail('ALREADY_UNLOCKED', `Contact of DIN ${din} is unlocked until ${new Date(expiresAt).toISOString()}`);
}

export function directorContactRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post('/v1/directors/:din/unlock', async (req, reply) => {
    const din = dinParam(req);
    requireDirectorScope(ctx, callerOf(req), din);
    const call = new BilledCall(ctx, req, 'directors.unlock');
    const { caller } = call;
    if (caller.isTest) return ok(reply, sandboxDirectorUnlockData(caller, din));
    if (ctx.faults.get().contactDown) throw fail('SERVICE_UNAVAILABLE', 'Director contact unlock is disabled for now; nothing was deducted');
    const accountId = caller.account.id;
    const existing = activeDirectorUnlock(ctx, accountId, din);
    if (existing) throw alreadyUnlocked(din, existing.expiresAt);
    const director = ctx.registry.director(din);
    if (director === undefined || director.contactPath === 'unseeded' || ctx.registry.directorContact(din) === undefined) {
      const cin = director?.companies[0];
      const nextStep = cin
        ? `POST /v1/companies/${cin}/unlock (a company this director serves) seeds its directors' contact data`
        : 'Find a company of this director with GET /v1/directors/resolve and unlock it with POST /v1/companies/{cin}/unlock';
      throw fail('CONTACT_NOT_AVAILABLE', `No contact data is held for DIN ${din}`, { nextStep });
    }
    call.requireBalance();
    if (!contactIsFresh(ctx, din, ctx.clock.now())) {
      // Cold path: an upstream refresh is triggered and polled; it lands or the poll gives up.
      const lands = director.contactPath !== 'cold-fails';
      await sleep((lands ? COLD_REFRESH_MS : COLD_GIVE_UP_MS) / ctx.speed);
      const at = ctx.clock.now();
      const errorMessage = lands ? null : 'Upstream contact refresh returned no mobile number or email';
      ctx.state.mutate(() => ctx.state.putContactAttempt({ din, status: lands ? 'success' : 'error', at, errorMessage }));
      if (!lands) {
        throw fail('CONTACT_NOT_AVAILABLE', `Fresh contact data for DIN ${din} could not be obtained`, { lastUpdateAttempt: lastUpdateAttempt(ctx, din) });
      }
      // Another request may have unlocked while this one polled.
      const raced = activeDirectorUnlock(ctx, accountId, din);
      if (raced) throw alreadyUnlocked(din, raced.expiresAt);
    }
    const now = ctx.clock.now();
    const { record, meta } = ctx.state.mutate(() => {
      const unlock = { accountId, din, unlockedAt: now, expiresAt: now + UNLOCK_DURATION_MS, pricePaisa: call.price };
      ctx.state.putDirectorUnlock(unlock);
      return { record: unlock, meta: call.charge(din) };
    });
    return ok(reply, directorUnlockData(ctx, caller, din, record), meta);
  });

  app.get('/v1/directors/:din/unlock', async (req, reply) => {
    const din = dinParam(req);
    requireDirectorScope(ctx, callerOf(req), din);
    const caller = freeCall(req, 'directors.unlock.status');
    if (caller.isTest) return ok(reply, sandboxDirectorUnlockData(caller, din));
    return ok(reply, directorUnlockData(ctx, caller, din, activeDirectorUnlock(ctx, caller.account.id, din)));
  });

  app.get('/v1/directors/:din/contact', async (req, reply) => {
    const din = dinParam(req);
    requireDirectorScope(ctx, callerOf(req), din);
    const call = new BilledCall(ctx, req, 'directors.contact');
    const { caller } = call;
    knownDirector(ctx, din);
    const contact = ctx.registry.directorContact(din);
    const unlocked = caller.isTest || activeDirectorUnlock(ctx, caller.account.id, din) !== null;
    if (!unlocked || contact === undefined) {
      return ok(reply, { unlocked: false, unlockPrice: directorUnlockData(ctx, caller, din, null).unlockPrice });
    }
    call.requireBalance();
    return ok(reply, contact, call.charge(din));
  });
}
