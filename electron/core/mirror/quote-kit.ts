/**
 * The parts every quote is made of: the account's prices and wallet (free calls), free reads that
 * turn a failure into a blocking reason instead of an exception, quote lines, and the finished
 * quote with its budget verdict. Quotes never spend: every call here is free and interactive.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PRICES_PAISA, type EndpointKey, isEndpointKey } from '../../../shared/api/prices';
import { formatRupees } from '../../../shared/money';
import type { QuoteBlockedError, QuoteLine } from '../../../shared/bridge/views';
import { type ApiClient, ApiError, type CallOptions } from '../api';
import { budgetBlock, needsConfirmation } from './budget';
import type { EngineContext } from './engine-context';
import { toActionError } from './errors';
import { actionTitle } from '../views';
import type { MirrorQuote } from './types';

export const INTERACTIVE: CallOptions = { priority: 'interactive' };

export interface PriceBook {
  sandbox: boolean;
  walletPaisa: number | null;
  prices: Partial<Record<EndpointKey, number>>;
  /** Endpoints the account holds no price for (the call would be refused NO_ACCESS). */
  missing: Set<EndpointKey>;
}

/** Why a quote cannot run: the reason in words and, when an error caused it, that error as data. */
export interface Blocked {
  reason: string;
  error: QuoteBlockedError | null;
}

export type Free<T> = { ok: true; value: T } | ({ ok: false } & Blocked);

export const NO_CLIENT: Blocked = {
  reason: 'No API key is set, or Dossier is offline: add a key in Settings',
  error: { code: 'NO_CLIENT', message: 'No API key is set, or Dossier is offline', hint: 'Add an API key in Settings.' },
};

export const BAD_DIN: Blocked = { reason: 'A DIN is 8 digits', error: { code: 'INVALID_DIN', message: 'A DIN is 8 digits' } };

/** A failure as the quote keeps it: code, message, hint, requestId and HTTP status when known. */
export function blockedErrorOf(error: unknown): QuoteBlockedError {
  const e = toActionError(error);
  return {
    code: e.code,
    message: e.message,
    ...(e.hint ? { hint: e.hint } : {}),
    ...(e.requestId ? { requestId: e.requestId } : {}),
    ...(error instanceof ApiError ? { status: error.status } : {}),
  };
}

/**
 * A quote's title in names ("Mirror Kemi Trading Private Limited"), the id in its subject: the
 * library's name of the company or director when it has one, else `fallback`. `kind` null: the name alone.
 */
export function named(engine: EngineContext, kind: string | null, subject: string | null, fallback: string): string {
  if (kind === null) return (subject && (engine.library.companies.get(subject)?.name ?? engine.library.directors.get(subject)?.fullName)) || fallback;
  return actionTitle(engine.library, kind, subject, fallback);
}

/** A free read whose failure becomes the quote's blocking reason (and its blockedError). */
export async function free<T>(read: () => Promise<T>): Promise<Free<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    const e = blockedErrorOf(error);
    const offline = e.code === 'NETWORK_ERROR' || e.code === 'TIMEOUT';
    return { ok: false, reason: offline ? `Dossier cannot reach the registry (${e.message})` : `${e.message}${e.hint ? `. ${e.hint}` : ''}`, error: e };
  }
}

/** The price book a caller already holds (a book's quote reads it once for every company), or a fresh read. */
export async function priceBookOr(client: ApiClient, known: PriceBook | undefined): Promise<Free<PriceBook>> {
  return known ? { ok: true, value: known } : readPriceBook(client);
}

export async function readPriceBook(client: ApiClient): Promise<Free<PriceBook>> {
  const [pricing, usage] = await Promise.all([free(() => client.getPricing(INTERACTIVE)), free(() => client.getUsage(INTERACTIVE))]);
  if (!pricing.ok) return pricing;
  if (!usage.ok) return usage;
  const prices: Partial<Record<EndpointKey, number>> = {};
  for (const row of pricing.value.data) if (isEndpointKey(row.endpoint)) prices[row.endpoint] = row.pricePaisa;
  const missing = new Set((Object.keys(DEFAULT_PRICES_PAISA) as EndpointKey[]).filter((k) => prices[k] === undefined));
  return { ok: true, value: { sandbox: client.keyKind === 'test', walletPaisa: usage.value.data.wallet.balancePaisa, prices, missing } };
}

/**
 * A quote line: `count` calls expected, at most `most` (default: exactly `count`). The unit is the
 * account's price for the endpoint (free for a null endpoint and on a test key).
 */
export function line(book: PriceBook, label: string, endpointKey: EndpointKey | null, count: number, note?: string, most = count): QuoteLine {
  const unit = endpointKey === null || book.sandbox ? 0 : (book.prices[endpointKey] ?? DEFAULT_PRICES_PAISA[endpointKey]);
  return withUnit({ label, endpointKey, count, unitPricePaisa: 0, totalPaisa: 0, mostCount: Math.max(count, most), mostPaisa: 0, ...(note ? { note } : {}) }, unit);
}

/** The line at another unit price (the unlock's own price from its status call), totals kept in step. */
export function withUnit(l: QuoteLine, unitPricePaisa: number): QuoteLine {
  return { ...l, unitPricePaisa, totalPaisa: unitPricePaisa * l.count, mostPaisa: unitPricePaisa * l.mostCount };
}

export interface QuoteDraft {
  action: MirrorQuote['action'];
  subject: string;
  title: string;
  lines: QuoteLine[];
  notes?: string[];
  estimated?: boolean;
  alreadyFresh?: boolean;
  /** A reason found while planning (company unknown, not unlocked, already running...); a string carries no error. */
  blocked?: string | Blocked | null;
}

export function finishQuote(engine: EngineContext, book: PriceBook | null, draft: QuoteDraft): MirrorQuote {
  const totalPaisa = draft.lines.reduce((sum, l) => sum + l.totalPaisa, 0);
  const mostPaisa = draft.lines.reduce((sum, l) => sum + l.mostPaisa, 0);
  const sandbox = book?.sandbox ?? false;
  const wallet = book?.walletPaisa ?? null;
  const noAccess = book ? draft.lines.find((l) => l.count > 0 && l.endpointKey !== null && book.missing.has(l.endpointKey as EndpointKey)) : undefined;
  const planned: Blocked | null = typeof draft.blocked === 'string' ? { reason: draft.blocked, error: null } : (draft.blocked ?? null);
  const budget = budgetBlock({ totalPaisa, walletPaisa: wallet, sessionSpentPaisa: engine.sessionSpendPaisa(), budget: engine.budget(), sandbox });
  const block: Blocked | null =
    planned ??
    (noAccess ? noAccessBlock(noAccess.endpointKey ?? '') : null) ??
    (budget ? { reason: budget.message, error: budget } : null);
  const created = engine.now();
  return {
    quoteId: randomUUID(),
    action: draft.action,
    subject: draft.subject,
    title: draft.title,
    lines: draft.lines,
    totalPaisa,
    mostPaisa,
    walletBeforePaisa: wallet,
    walletAfterPaisa: wallet === null ? null : wallet - totalPaisa,
    walletAfterMostPaisa: wallet === null ? null : wallet - mostPaisa,
    sandbox,
    requiresConfirmation: needsConfirmation(mostPaisa, engine.budget()),
    blockedReason: block?.reason ?? null,
    blockedError: block?.error ?? null,
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(created + engine.tuning.quoteTtlMs).toISOString(),
    notes: [...(draft.notes ?? []), ...(block ? [] : limitNotes(mostPaisa, totalPaisa, wallet, engine, sandbox))],
    estimated: draft.estimated ?? mostPaisa > totalPaisa,
    ...(draft.alreadyFresh !== undefined ? { alreadyFresh: draft.alreadyFresh } : {}),
  };
}

/**
 * The expected spend fits (else the quote is blocked), but the most may not: the run then stops
 * where the wallet or the session cap ends, before the call that would pass it.
 */
function limitNotes(mostPaisa: number, totalPaisa: number, wallet: number | null, engine: EngineContext, sandbox: boolean): string[] {
  if (sandbox || mostPaisa <= totalPaisa) return [];
  const notes: string[] = [];
  if (wallet !== null && mostPaisa > wallet) notes.push(`At most ${formatRupees(mostPaisa)}, more than the wallet holds (${formatRupees(wallet)}): if it comes to that, the run stops before the call the wallet cannot pay`);
  const cap = engine.budget().sessionCapPaisa;
  if (cap !== null && engine.sessionSpendPaisa() + mostPaisa > cap) {
    notes.push(`At most ${formatRupees(mostPaisa)}, past the session cap of ${formatRupees(cap)}: if it comes to that, the run stops before the call that would pass the cap`);
  }
  return notes;
}

function noAccessBlock(endpointKey: string): Blocked {
  const message = `Your account has no price for ${endpointKey}: the registry would refuse it`;
  return { reason: message, error: { code: 'NO_ACCESS', message, hint: 'Ask the provider to enable this endpoint for your account.' } };
}

/**
 * Nothing is left to buy (every PDF held, every profile fresh): a quote of no lines whose
 * `nothingToBuy` says so. It is never run: the CLI prints the reason and ends 0, the app shows it.
 */
export function nothingQuote(engine: EngineContext, book: PriceBook | null, draft: Omit<QuoteDraft, 'lines'>, reason: string): MirrorQuote {
  return { ...finishQuote(engine, book, { ...draft, lines: [], blocked: null }), nothingToBuy: reason };
}

/** A quote that cannot run at all (no key, offline, bad identifier): nothing priced, the reason shown. */
export function blockedQuote(engine: EngineContext, draft: Omit<QuoteDraft, 'lines'>, block: string | Blocked): MirrorQuote {
  return finishQuote(engine, null, { ...draft, lines: [], blocked: block });
}

export type CompanyFreshness = Awaited<ReturnType<ApiClient['getFreshness']>>;

/**
 * What a company's document quotes start from, both free: the rate card and the company's freshness
 * (its unlock, its filing counts). When either cannot be read, the quote that says why instead.
 */
export async function priceBookAndFreshness(
  engine: EngineContext,
  companyId: string,
  draft: Omit<QuoteDraft, 'lines'>,
  known?: PriceBook,
): Promise<{ ok: true; prices: PriceBook; freshness: CompanyFreshness } | { ok: false; quote: MirrorQuote }> {
  const client = engine.clientOrNull();
  if (client === null) return { ok: false, quote: blockedQuote(engine, draft, NO_CLIENT) };
  const [book, freshness] = await Promise.all([priceBookOr(client, known), free(() => client.getFreshness(companyId, INTERACTIVE))]);
  if (!book.ok) return { ok: false, quote: blockedQuote(engine, draft, book) };
  if (!freshness.ok) return { ok: false, quote: blockedQuote(engine, draft, freshness) };
  return { ok: true, prices: book.value, freshness: freshness.value };
}
