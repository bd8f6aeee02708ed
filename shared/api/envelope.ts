/**
 * The response envelope (spec, "Conventions"): success `{ data, meta }`, failure `{ error, meta }`.
 * Every object keeps unknown fields (`looseObject`): the service may add fields at any time and
 * the library stores what it was given.
 */
import { z } from 'zod';
import { isoDate } from './date-strings';

/** Money the service itself computes: integer paisa, never a numeric string, never a float. */
export const paisa = z.number().int();
export const nonNegativePaisa = z.number().int().min(0);

/**
 * Base meta. `requestId` is required: the spec's Request id rule says it is present on every
 * response. The Billing meta rule's "some responses carry an empty meta object" is read as "no
 * billing fields", not as "no requestId"; a response without one is not the service's and is
 * refused, because the spend ledger keys every charge by it.
 */
export const baseMeta = z.looseObject({ requestId: z.string().min(1) });

const billingFields = {
  priceChargedPaisa: nonNegativePaisa.optional(),
  walletBalanceAfterPaisa: paisa.optional(),
};

/** Builds a meta schema from extra fields, keeping requestId and the billing pair rule. */
export function metaWith<T extends z.core.$ZodLooseShape>(shape: T) {
  return baseMeta
    .extend({ ...billingFields, ...shape })
    .refine((m) => (m.priceChargedPaisa === undefined) === (m.walletBalanceAfterPaisa === undefined), {
      message: 'priceChargedPaisa and walletBalanceAfterPaisa come together',
      path: ['walletBalanceAfterPaisa'],
    });
}

/**
 * Billed calls carry both billing fields; test-key and free calls carry neither. They come as a
 * pair (the ledger needs the price and the balance after it), so one without the other is refused.
 */
export const billingMeta = metaWith({});

/** Page meta of the filing list (structural: the client pages on it, so all four are required). */
export const pageMeta = metaWith({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});

/** Master record and extraction data: when the service wrote the record (optional: may be dropped). */
export const recordTimesMeta = metaWith({ createdAt: isoDate.optional(), updatedAt: isoDate.optional() });

/** Account usage: when the figures were computed. */
export const generatedAtMeta = metaWith({ generatedAt: isoDate.optional() });

/** Director profile: when and from where the profile was read. */
export const directorProfileMeta = metaWith({ updatedAt: isoDate.optional(), source: z.string().nullable().optional() });

/** Sandbox listing: entry counts. */
export const sandboxMeta = metaWith({ companies: z.number().int().min(0), directors: z.number().int().min(0) });

export type BaseMeta = z.infer<typeof baseMeta>;
export type BillingMeta = z.infer<typeof billingMeta>;
export type PageMeta = z.infer<typeof pageMeta>;
export type RecordTimesMeta = z.infer<typeof recordTimesMeta>;

/** A success body: `data` validated by the resource schema, `meta` by the endpoint's meta schema. */
export function successEnvelope<D extends z.ZodType, M extends z.ZodType = typeof billingMeta>(data: D, meta?: M) {
  return z.looseObject({ data, meta: (meta ?? billingMeta) as M });
}

/**
 * A failure body. `meta` is optional here although the envelope rule names it: the Errors section
 * shows the body as `{ error }` alone, and an error's code must reach the analyst even if a proxy
 * stripped the meta (the request id also travels in the X-Request-ID header).
 */
export function errorEnvelope<E extends z.ZodType>(error: E) {
  return z.looseObject({ error, meta: baseMeta.optional() });
}
