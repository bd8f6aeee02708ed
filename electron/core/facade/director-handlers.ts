/**
 * Directors from the library (views/director-detail.ts) and the price of their contact tier: the
 * contact is opened with the data key from the secrets, asked for only when one was bought.
 */
import type { BridgeHandlers } from '../bridge-handlers';
import { inWordsWhile } from '../mirror';
import { getOrCreateDataKey } from '../secrets';
import { createAesGcmCipher } from '../store';
import { directorContact, directorDetail, hasDirectorContact } from '../views';
import type { HandlerContext } from './handler-context';

type DirectorHandlers = Pick<BridgeHandlers, 'director.detail' | 'director.contact' | 'directorContact.quote'>;

export function directorHandlers(ctx: HandlerContext): DirectorHandlers {
  const { library } = ctx;
  return {
    'director.detail': async ({ din }) => directorDetail(library, din),
    'director.contact': async ({ din }) => {
      if (!hasDirectorContact(library, din)) return null;
      return directorContact(library, din, createAesGcmCipher(await getOrCreateDataKey(ctx.options.secrets)));
    },
    // Priced by the mirror engine from free calls; `action.run` buys it (unlock, then one read).
    'directorContact.quote': async ({ din }) => inWordsWhile(`Pricing the contact details of ${din}`, () => ctx.engine.quoteDirectorContact(din)),
  };
}
