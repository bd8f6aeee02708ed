/**
 * Access, balance and charge for one call. A route creates a BilledCall after validating its
 * input and checking sandbox scope; the price row is looked up (403 NO_ACCESS without one), the
 * balance checked just before the operation (402), and the charge made only once it succeeded.
 * Test keys pass the access check like live keys but are never billed.
 */
import type { FastifyRequest } from 'fastify';
import { defaultPrice, type BilledEndpoint } from '../state/catalogue';
import type { Caller, EmulatorContext } from './context';
import { fail } from './failure';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** Endpoint key the usage row is recorded under once the call succeeds (null: not recorded). */
    usageEndpoint: string | null;
    /** Set when the charge already wrote the usage row (same transaction as the ledger row). */
    usageRecorded: boolean;
    chargedPaisa: number;
  }
}

export interface BillingMeta {
  priceChargedPaisa?: number;
  walletBalanceAfterPaisa?: number;
}

export function callerOf(req: FastifyRequest): Caller {
  if (req.caller === null) throw new Error('route reached without an authenticated caller');
  return req.caller;
}

/** The account's price for an endpoint, or null when it holds no row. */
export function accountPrice(caller: Caller, endpoint: BilledEndpoint): number | null {
  return caller.account.rateCard.get(endpoint) ?? null;
}

export class BilledCall {
  readonly caller: Caller;
  readonly price: number;

  constructor(
    private readonly ctx: EmulatorContext,
    private readonly req: FastifyRequest,
    readonly endpoint: BilledEndpoint,
  ) {
    this.caller = callerOf(req);
    const price = accountPrice(this.caller, endpoint);
    if (price === null) {
      throw fail('NO_ACCESS', `Your account has no price for ${endpoint}`, { endpoint, catalogPricePaisa: defaultPrice(endpoint) });
    }
    this.price = price;
    req.usageEndpoint = endpoint;
  }

  /** 402 when a live key's wallet cannot cover the price; nothing runs after it. */
  requireBalance(): void {
    if (this.caller.isTest) return;
    const balancePaisa = this.ctx.state.balance(this.caller.account.id);
    if (balancePaisa < this.price) {
      throw fail('INSUFFICIENT_BALANCE', `Wallet balance ${balancePaisa} paisa is below the price ${this.price} paisa`, {
        balancePaisa,
        requiredPaisa: this.price,
      });
    }
  }

  /** Deducts the price (live keys) and returns the billing meta; call only once the call succeeded. */
  charge(subject: string): BillingMeta {
    if (this.caller.isTest) return {};
    this.requireBalance();
    const at = this.ctx.clock.now();
    const accountId = this.caller.account.id;
    const after = this.ctx.state.mutate(() => {
      const balanceAfter = this.ctx.state.charge({
        accountId,
        keyKind: this.caller.apiKey.kind,
        endpoint: this.endpoint,
        subject,
        pricePaisa: this.price,
        requestId: this.req.id,
        at,
      });
      this.ctx.state.recordUsage({ accountId, endpoint: this.endpoint, spendPaisa: this.price, at });
      return balanceAfter;
    });
    this.req.chargedPaisa = this.price;
    this.req.usageRecorded = true;
    return { priceChargedPaisa: this.price, walletBalanceAfterPaisa: after };
  }
}

/** Marks a free call so it is still counted in usage. */
export function freeCall(req: FastifyRequest, endpoint: string): Caller {
  req.usageEndpoint = endpoint;
  return callerOf(req);
}
