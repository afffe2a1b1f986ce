import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipAddressSchema, caipNetworkIdSchema } from './primitives.js'

const integerSchema = z.string().check(z.regex(/^\d+$/, 'Expected a whole number in base units'))
const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex'))
const plainAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'))

/**
 * A swap token: its CAIP-10 address (`eip155:1:0xeeee…eeee` for the native currency), decimals
 * and logo.
 */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: caipAddressSchema,
  decimals: z.number().check(z.int(), z.nonnegative()),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
})

export type SwapToken = z.infer<typeof swapTokenSchema>

/** `GET /v1/convert/tokens`: the tokens that can be swapped on a network. */
export const swapTokensRoute = defineRoute({
  method: 'GET',
  path: '/v1/convert/tokens',
  query: z.object({ chainId: caipNetworkIdSchema }),
  response: z.object({ tokens: z.array(swapTokenSchema) }),
})

export type SwapTokensResponse = z.infer<NonNullable<typeof swapTokensRoute.response>>

/**
 * `GET /v1/convert/quotes`: what `amount` (base units of `from`) buys of `to`, both CAIP-10 token
 * addresses on the same network. `priceImpact` is in percent.
 */
export const swapQuotesRoute = defineRoute({
  method: 'GET',
  path: '/v1/convert/quotes',
  query: z.object({
    amount: integerSchema,
    userAddress: caipAddressSchema,
    from: caipAddressSchema,
    to: caipAddressSchema,
    gasPrice: z.optional(integerSchema),
  }),
  response: z.object({
    quotes: z.array(
      z.object({
        fromAmount: integerSchema,
        fromAccount: caipAddressSchema,
        toAmount: integerSchema,
        toAccount: caipAddressSchema,
        priceImpact: z.optional(z.number()),
        /** Where the quote routes: `uniswap-v2`, `uniswap-v3`, or an aggregator's name. */
        protocol: z.optional(z.string()),
        /** Uniswap V3's fee tier of each hop, in hundredths of a basis point (500 = 0.05%). */
        feeTiers: z.optional(z.array(z.number())),
      }),
    ),
  }),
})

export type SwapQuotesResponse = z.infer<NonNullable<typeof swapQuotesRoute.response>>

/** `GET /v1/convert/allowance`: how much of a token the swap contract may move for the user. */
export const swapAllowanceRoute = defineRoute({
  method: 'GET',
  path: '/v1/convert/allowance',
  query: z.object({
    tokenAddress: caipAddressSchema,
    userAddress: caipAddressSchema,
  }),
  response: z.object({ allowance: integerSchema }),
})

export type SwapAllowanceResponse = z.infer<NonNullable<typeof swapAllowanceRoute.response>>

const eip155FeesSchema = z.object({ gas: integerSchema, gasPrice: integerSchema })

/**
 * `GET /v1/convert/build-approve`: the transaction that lets the swap contract move `from` (the
 * token sold; `amount` in base units, unlimited without it) on the user's behalf.
 */
export const swapBuildApproveRoute = defineRoute({
  method: 'GET',
  path: '/v1/convert/build-approve',
  query: z.object({
    userAddress: caipAddressSchema,
    from: caipAddressSchema,
    to: caipAddressSchema,
    amount: z.optional(integerSchema),
  }),
  response: z.object({
    tx: z.object({
      from: plainAddressSchema,
      to: plainAddressSchema,
      data: hexSchema,
      value: integerSchema,
      eip155: eip155FeesSchema,
    }),
  }),
})

export type SwapBuildApproveResponse = z.infer<NonNullable<typeof swapBuildApproveRoute.response>>

/**
 * `POST /v1/convert/build-transaction`: the swap transaction, its minimum output bounded by
 * `eip155.slippage` (percent). `amount` in the transaction is its value in wei.
 */
export const swapBuildTransactionRoute = defineRoute({
  method: 'POST',
  path: '/v1/convert/build-transaction',
  body: z.object({
    amount: integerSchema,
    eip155: z.optional(
      z.object({
        slippage: z.union([
          z.number().check(z.gte(0), z.lte(50)),
          z.pipe(
            z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a slippage in percent')),
            z.transform(Number),
          ),
        ]),
      }),
    ),
    projectId: z.optional(z.string()),
    from: caipAddressSchema,
    to: caipAddressSchema,
    userAddress: caipAddressSchema,
    disableEstimate: z.optional(z.boolean()),
  }),
  response: z.object({
    tx: z.object({
      from: plainAddressSchema,
      to: plainAddressSchema,
      data: hexSchema,
      amount: integerSchema,
      eip155: eip155FeesSchema,
    }),
  }),
})

export type SwapBuildTransactionResponse = z.infer<
  NonNullable<typeof swapBuildTransactionRoute.response>
>

/** Spec §9: the swap slippage tolerance, in percent. */
export const swapSlippageTolerance = 1

/** Spec §9: the eip155 chain ids swaps run on in production. */
export const swapNetworkIds = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const
