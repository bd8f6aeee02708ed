/**
 * Director contact steps: the paid one-year unlock (the client reads the free status first and,
 * after a lost answer, reads it again instead of paying twice; an unlock already active, by the
 * status or by a 409, is no purchase), then the per-call contact read, stored encrypted with its
 * ledger row in one transaction.
 */
import { DEFAULT_PRICES_PAISA } from '../../../../shared/api/prices';
import type { Cipher } from '../../store';
import { MirrorError } from '../errors';
import type { StepContext, StepHandler } from './context';

export const contactUnlockStep: StepHandler = async (ctx) => {
  const din = ctx.item.key;
  ctx.progress(`Unlocking the contact details of director ${din}`);
  const outcome = await ctx.client.unlockDirector(din, ctx.call);
  const next = () => ctx.enqueue('contact', din);
  switch (outcome.outcome) {
    case 'performed':
      return ctx.commit({ billing: outcome.response.billing, write: next });
    case 'confirmed-after-timeout': {
      const price = ctx.plan.prices['directors.unlock'] ?? outcome.status.data.unlockPrice ?? DEFAULT_PRICES_PAISA['directors.unlock'];
      return ctx.commit({
        confirmed: { endpointKey: 'directors.unlock', subject: din, pricePaisa: price, statusRequestId: outcome.status.requestId },
        write: next,
      });
    }
    case 'already-unlocked':
      // Bought before (here or elsewhere): nothing is charged, the contact read follows.
      ctx.progress(`The contact of director ${din} is already unlocked`);
      return ctx.commit({ write: next });
    default:
      throw new Error(`Unexpected director unlock outcome ${outcome.outcome}`);
  }
};

/** The cipher, obtained before the paid read: a contact that cannot be sealed is not bought. */
async function cipherOf(ctx: StepContext): Promise<Cipher> {
  const open = ctx.engine.contactCipher;
  if (open === null) throw new MirrorError('NO_CONTACT_KEY', 'Dossier has no key to encrypt contact details at rest');
  try {
    return await open();
  } catch (error) {
    throw new MirrorError('NO_CONTACT_KEY', `The key that encrypts contact details could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const contactStep: StepHandler = async (ctx) => {
  const din = ctx.item.key;
  const cipher = await cipherOf(ctx);
  ctx.progress(`Reading the contact details of director ${din}`);
  const res = await ctx.client.getDirectorContact(din, ctx.call);
  const data = res.data as Record<string, unknown>;
  if (data.unlocked === false) {
    throw new MirrorError(
      'NOT_UNLOCKED',
      `The contact unlock of director ${din} is not active, so the registry sent no contact (nothing was charged)`,
      'Quote the contact details again to buy a new unlock.',
    );
  }
  const meta = { readAt: ctx.engine.iso(), requestId: res.requestId };
  return ctx.commit({ billing: res.billing, write: () => ctx.engine.library.contacts.put(din, data, meta, cipher) });
};
