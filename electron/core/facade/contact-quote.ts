/**
 * The quote for a director's contact tier. The mirror engine has no contact purchase flow yet, so
 * this quote is built here from free calls only (the director unlock status, the rate card, the
 * wallet) and always comes back blocked, saying why: the analyst sees what it would cost, and
 * nothing can be bought through it.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PRICES_PAISA, type EndpointKey, isEndpointKey } from '../../../shared/api/prices';
import type { Quote, QuoteLine } from '../../../shared/bridge/views';
import type { ApiClient } from '../api';
import type { FacadeContext } from './context';
import { fromApiFailure, isOffline } from './errors';

const QUOTE_TTL_MS = 10 * 60_000;

export const CONTACT_FLOW_MISSING =
  'Dossier cannot buy director contact details yet: this version has no contact purchase flow. The lines show what the registry would charge.';

function line(label: string, endpointKey: EndpointKey, count: number, unitPricePaisa: number, note?: string): QuoteLine {
  return { label, endpointKey, count, unitPricePaisa, totalPaisa: unitPricePaisa * count, ...(note ? { note } : {}) };
}

async function pricedLines(client: ApiClient, din: string): Promise<{ lines: QuoteLine[]; wallet: number; sandbox: boolean }> {
  const opts = { priority: 'interactive' as const };
  const [status, pricing, usage] = await Promise.all([
    client.getDirectorUnlockStatus(din, opts),
    client.getPricing(opts),
    client.getUsage(opts),
  ]);
  const sandbox = client.keyKind === 'test' || status.data.sandbox === true;
  const prices = new Map<string, number>(pricing.data.filter((r) => isEndpointKey(r.endpoint)).map((r) => [r.endpoint, r.pricePaisa]));
  const price = (key: EndpointKey) => (sandbox ? 0 : (prices.get(key) ?? DEFAULT_PRICES_PAISA[key]));
  const u = status.data;
  const unlockLine = u.unlocked
    ? line('Contact unlock', 'directors.unlock', 0, price('directors.unlock'), `Already unlocked${u.expiresAt ? ` until ${u.expiresAt.slice(0, 10)}` : ''}`)
    : line('Contact unlock (one year)', 'directors.unlock', 1, sandbox ? 0 : (u.unlockPrice ?? price('directors.unlock')));
  return { lines: [unlockLine, line('Contact read', 'directors.contact', 1, price('directors.contact'))], wallet: usage.data.wallet.balancePaisa, sandbox };
}

export async function quoteDirectorContact(ctx: FacadeContext, din: string): Promise<Quote> {
  const created = ctx.now();
  const base = {
    quoteId: randomUUID(),
    action: 'directorContact' as const,
    subject: din,
    title: `Contact details of director ${din}`,
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(created + QUOTE_TTL_MS).toISOString(),
  };
  const blocked = (reason: string): Quote => ({
    ...base,
    lines: [],
    totalPaisa: 0,
    walletBeforePaisa: ctx.session.wallet()?.paisa ?? null,
    walletAfterPaisa: null,
    sandbox: ctx.session.key()?.kind === 'test',
    requiresConfirmation: false,
    blockedReason: reason,
  });
  const client = ctx.session.client();
  if (!client) return blocked('No API key is set: add one in Settings.');
  let priced: Awaited<ReturnType<typeof pricedLines>>;
  try {
    priced = await pricedLines(client, din);
  } catch (error) {
    if (isOffline(error)) return blocked(`Dossier cannot reach the registry, so the price cannot be read: ${(error as Error).message}`);
    const e = fromApiFailure(error, `Pricing the contact details of ${din}`);
    return blocked(`${e.message}${e.hint ? ` ${e.hint}` : ''}`);
  }
  ctx.session.noteWallet(priced.wallet);
  const totalPaisa = priced.lines.reduce((sum, l) => sum + l.totalPaisa, 0);
  return {
    ...base,
    lines: priced.lines,
    totalPaisa,
    walletBeforePaisa: priced.wallet,
    walletAfterPaisa: priced.wallet - totalPaisa,
    sandbox: priced.sandbox,
    requiresConfirmation: totalPaisa >= ctx.session.settings().confirmThresholdPaisa,
    blockedReason: CONTACT_FLOW_MISSING,
  };
}
