import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipAddressSchema } from './primitives.js'

/**
 * Where a price came from: a Chainlink feed read on chain, a Uniswap V3 pool's TWAP, an HTTP price
 * API, or the server's fixed table.
 */
const priceSourceSchema = z.enum(['chainlink', 'uniswap-v3-twap', 'http', 'fixed'])

/** Optional beside a `price`: its source, and how old its data was when answered, in seconds. */
export const priceOriginShape = {
  priceSource: z.optional(priceSourceSchema),
  priceAgeSeconds: z.optional(z.number()),
}

/** `POST /v1/fungible/price`: prices of tokens given as CAIP-10 contract addresses. */
export const fungiblePriceRoute = defineRoute({
  method: 'POST',
  path: '/v1/fungible/price',
  body: z.object({
    projectId: z.optional(z.string()),
    currency: z._default(z.literal('usd'), 'usd'),
    addresses: z.array(caipAddressSchema).check(z.minLength(1), z.maxLength(100)),
  }),
  response: z.object({
    fungibles: z.array(
      z.object({
        name: z.string(),
        symbol: z.string(),
        iconUrl: z.string(),
        price: z.number(),
        address: caipAddressSchema,
        ...priceOriginShape,
      }),
    ),
  }),
})

export type FungiblePriceResponse = z.infer<NonNullable<typeof fungiblePriceRoute.response>>

/** The CAIP-10 address the price route uses for a chain's native currency. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
