import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipAddressSchema } from './primitives.js'

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
      }),
    ),
  }),
})

export type FungiblePriceResponse = z.infer<NonNullable<typeof fungiblePriceRoute.response>>

/** The CAIP-10 address the price route uses for a chain's native currency. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
