import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { priceOriginShape } from './fungiblePrice.js'
import { accountAddressSchema, caipAddressSchema, caipNetworkIdSchema } from './primitives.js'

/** One token balance in the spec's shape; `address` is absent for the native token. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkIdSchema,
  address: z.optional(caipAddressSchema),
  /** Worth in `currency`: quantity × price. */
  value: z.number(),
  price: z.number(),
  quantity: z.object({
    /** Decimals as a string, e.g. '18'. */
    decimals: z.string(),
    /** The amount in whole tokens as a decimal string, e.g. '1.5'. */
    numeric: z.string(),
  }),
  iconUrl: z.string(),
  ...priceOriginShape,
})

export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** `GET /v1/account/{address}/balance`: native and ERC-20 balances with prices (BTC on bip122). */
export const balanceRoute = defineRoute({
  method: 'GET',
  path: '/v1/account/{address}/balance',
  params: z.object({ address: accountAddressSchema }),
  query: z.object({
    currency: z._default(z.literal('usd'), 'usd'),
    chainId: z.optional(caipNetworkIdSchema),
    /** Any value skips the server's short cache (the spec sends a token address here). */
    forceUpdate: z.optional(z.string()),
    /**
     * 'true' also lists ERC-20s in no token list and without a price, hidden by default as likely
     * spam (a token named in `forceUpdate` is shown either way).
     */
    includeUnlisted: z.optional(z.enum(['true', 'false'])),
  }),
  response: z.object({ balances: z.array(tokenBalanceSchema) }),
})

export type BalanceResponse = z.infer<NonNullable<typeof balanceRoute.response>>
