/**
 * Account usage and rate card (`GET /v1/account/usage`, `GET /v1/account/pricing`). Money is
 * integer paisa and required wherever it is the point of the record (wallet balance, prices).
 */
import { z } from 'zod';
import { countish } from './messy';

const paisaAmount = z.number().int();

export const walletSchema = z.looseObject({
  balancePaisa: paisaAmount,
  currency: z.string().optional(),
});

export const endpointUsageSchema = z.looseObject({
  endpoint: z.string(),
  calls: countish,
  spendPaisa: paisaAmount.min(0),
});

export const accountUsageSchema = z.looseObject({
  wallet: walletSchema,
  usage: z
    .looseObject({
      last30Days: z.looseObject({
        totalCalls: countish.optional(),
        totalSpendPaisa: paisaAmount.min(0).optional(),
        // Sorted by spendPaisa descending; only endpoints called in the window.
        byEndpoint: z.array(endpointUsageSchema),
      }),
    })
    .optional(),
});

/**
 * A rate card row. The spec names `defaultPricePaisa` (integer, or null off the public rate card)
 * and "the endpoint key", and leaves the other fields "not shown". Chosen here (and followed by
 * the emulator): the key is `endpoint` (as in usage's byEndpoint) and the account's price is
 * `pricePaisa`.
 */
export const rateCardRowSchema = z.looseObject({
  endpoint: z.string().min(1),
  pricePaisa: paisaAmount.min(0),
  defaultPricePaisa: paisaAmount.min(0).nullable(),
});

/**
 * The pricing call's `data`: the container is not shown either. Chosen: the rows themselves, one
 * per endpoint key the account holds a price for.
 */
export const rateCardSchema = z.array(rateCardRowSchema);

export type Wallet = z.infer<typeof walletSchema>;
export type EndpointUsage = z.infer<typeof endpointUsageSchema>;
export type AccountUsage = z.infer<typeof accountUsageSchema>;
export type RateCardRow = z.infer<typeof rateCardRowSchema>;
export type RateCard = z.infer<typeof rateCardSchema>;
