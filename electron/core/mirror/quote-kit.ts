/**
 * The parts every quote is made of: the account's prices and wallet (free calls), free reads that
 * turn a failure into a blocking reason instead of an exception, quote lines, and the finished
 * quote with its budget verdict. Quotes never spend: every call here is free and interactive.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PRICES_PAISA, type EndpointKey, isEndpointKey } from '../../../shared/api/prices';
import type { QuoteLine } from '../../../shared/bridge/views';
import type { ApiClient, CallOptions } from '../api';
import { budgetBlock, needsConfirmation } from './budget';
import type { EngineCore } from './core';
import { toActionError } from './errors';
import type { MirrorQuote } from './types';

export const INTERACTIVE: CallOptions = { priority: 'interactive' };

export interface PriceBook {
  sandbox: boolean;
  walletPaisa: number | null;
  prices: Partial<Record<EndpointKey, number>>;
  /** Endpoints the account holds no price for (the call would be refused NO_ACCESS). */
  missing: Set<EndpointKey>;
}

export type Free<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A free read whose failure becomes the quote's blocking reason. */
export async function free<T>(read: () => Promise<T>): Promise<Free<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    const e = toActionError(error);
    const offline = e.code === 'NETWORK_ERROR' || e.code === 'TIMEOUT';
    return { ok: false, reason: offline ? `Dossier cannot reach the registry (${e.message})` : `${e.message}${e.hint ? `. ${e.hint}` : ''}` };
  }
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

export function line(book: PriceBook, label: string, endpointKey: EndpointKey | null, count: number, note?: string): QuoteLine {
  const unit = endpointKey === null || book.sandbox ? 0 : (book.prices[endpointKey] ?? DEFAULT_PRICES_PAISA[endpointKey]);
  return { label, endpointKey, count, unitPricePaisa: unit, totalPaisa: unit * count, ...(note ? { note } : {}) };
}

export interface QuoteDraft {
  action: MirrorQuote['action'];
  subject: string;
  title: string;
  lines: QuoteLine[];
  notes?: string[];
  estimated?: boolean;
  alreadyFresh?: boolean;
  /** A reason found while planning (company unknown, not unlocked, already running...). */
  blocked?: string | null;
}

export function finishQuote(core: EngineCore, book: PriceBook | null, draft: QuoteDraft): MirrorQuote {
  const totalPaisa = draft.lines.reduce((sum, l) => sum + l.totalPaisa, 0);
  const sandbox = book?.sandbox ?? false;
  const wallet = book?.walletPaisa ?? null;
  const noAccess = book ? draft.lines.find((l) => l.count > 0 && l.endpointKey !== null && book.missing.has(l.endpointKey as EndpointKey)) : undefined;
  const blockedReason =
    draft.blocked ??
    (noAccess ? `Your account has no price for ${noAccess.endpointKey}: the registry would refuse it (NO_ACCESS)` : null) ??
    budgetBlock({ totalPaisa, walletPaisa: wallet, sessionSpentPaisa: core.sessionSpendPaisa(), budget: core.budget(), sandbox });
  const created = core.now();
  return {
    quoteId: randomUUID(),
    action: draft.action,
    subject: draft.subject,
    title: draft.title,
    lines: draft.lines,
    totalPaisa,
    walletBeforePaisa: wallet,
    walletAfterPaisa: wallet === null ? null : wallet - totalPaisa,
    sandbox,
    requiresConfirmation: needsConfirmation(totalPaisa, core.budget()),
    blockedReason,
    createdAt: new Date(created).toISOString(),
    expiresAt: new Date(created + core.tuning.quoteTtlMs).toISOString(),
    notes: draft.notes ?? [],
    estimated: draft.estimated ?? false,
    ...(draft.alreadyFresh !== undefined ? { alreadyFresh: draft.alreadyFresh } : {}),
  };
}

/** A quote that cannot run at all (no key, offline, bad identifier): nothing priced, the reason shown. */
export function blockedQuote(core: EngineCore, draft: Omit<QuoteDraft, 'lines'>, reason: string): MirrorQuote {
  return finishQuote(core, null, { ...draft, lines: [], blocked: reason });
}
