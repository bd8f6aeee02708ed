/**
 * The quote for a director's contact tier, from free calls only: the director unlock status (the
 * account's unlock price, or an unlock already active), the rate card and the wallet. It prices
 * the one-year unlock (nothing when it is already active) and one contact read.
 */
import { formatDateTime } from '../../../shared/dates';
import { isDin } from '../../../shared/ids';
import type { EngineContext } from './engine-context';
import { type ActionPlan, MANUAL_PRIORITY } from './plan';
import { BAD_DIN, blockedQuote, finishQuote, free, INTERACTIVE, line, NO_CLIENT, readPriceBook, named } from './quote-kit';
import type { QuoteWithPlan, RunningCheck } from './quotes-company';

export const NO_CONTACT_KEY = 'Dossier has no key to encrypt contact details at rest, so it will not buy them';

export async function quoteDirectorContact(engine: EngineContext, rawDin: string, running: RunningCheck): Promise<QuoteWithPlan> {
  const din = rawDin.trim();
  const draft = { action: 'directorContact' as const, subject: din, title: named(engine, 'directorContact', din, `Contact details of director ${din}`) };
  const client = engine.clientOrNull();
  if (client === null) return { quote: blockedQuote(engine, draft, NO_CLIENT), plan: null };
  if (!isDin(din)) return { quote: blockedQuote(engine, draft, BAD_DIN), plan: null };
  const [book, status] = await Promise.all([readPriceBook(client), free(() => client.getDirectorUnlockStatus(din, INTERACTIVE))]);
  if (!book.ok) return { quote: blockedQuote(engine, draft, book), plan: null };
  if (!status.ok) return { quote: blockedQuote(engine, draft, status), plan: null };
  const prices = book.value;
  const u = status.value.data;
  const sandbox = prices.sandbox || u.sandbox === true;
  const notes: string[] = [];
  let unlockLine = line(prices, 'Contact unlock (one year)', 'directors.unlock', 1);
  if (sandbox) {
    unlockLine = line(prices, 'Contact unlock (sandbox: counts as unlocked)', 'directors.unlock', 0);
    notes.push('Sandbox: a test key is never billed');
  } else if (u.unlocked) {
    unlockLine = line(prices, 'Contact unlock', 'directors.unlock', 0, `Already unlocked${u.expiresAt ? ` until ${formatDateTime(u.expiresAt)}` : ''}`);
  } else if (u.unlockPrice !== null) {
    // The status call's price is the one the unlock will charge.
    unlockLine = { ...unlockLine, unitPricePaisa: u.unlockPrice, totalPaisa: u.unlockPrice };
  } else {
    notes.push('Your account holds no contact unlock price');
  }
  if (!sandbox && !u.unlocked) {
    notes.push('If the registry has no fresh contact for this DIN it refreshes it first (up to about 10 seconds) or refuses the unlock; a refused unlock is not charged');
  }
  const lines = [unlockLine, line(prices, 'Contact read', 'directors.contact', 1)];
  const blocked = engine.contactCipher === null ? { reason: NO_CONTACT_KEY, error: { code: 'NO_CONTACT_KEY', message: NO_CONTACT_KEY } } : running(din);
  const quote = finishQuote(engine, prices, { ...draft, lines, notes, blocked });
  const plan: ActionPlan = {
    kind: 'directorContact',
    subject: din,
    includeDirectors: false,
    reRead: false,
    sandbox,
    // Asked for by hand: it goes ahead of background mirror work.
    priority: MANUAL_PRIORITY,
    prices: prices.prices,
  };
  return { quote, plan };
}
