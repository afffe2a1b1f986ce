import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipNetworkIdSchema, evmAddressSchema } from './primitives.js'

/** One ERC-721 token held by an account. */
export const accountNftSchema = z.object({
  chainId: caipNetworkIdSchema,
  contract: z.string(),
  tokenId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  collection: z.object({ name: z.string(), symbol: z.string() }),
  /** Image URL from the token's metadata, or null when it has none. */
  image: z.nullable(z.string()),
})

export type AccountNft = z.infer<typeof accountNftSchema>

/** `GET /v1/account/{address}/nfts`: the account's NFTs on the configured chains. */
export const accountNftsRoute = defineRoute({
  method: 'GET',
  path: '/v1/account/{address}/nfts',
  params: z.object({ address: evmAddressSchema }),
  query: z.object({ chainId: z.optional(caipNetworkIdSchema) }),
  response: z.object({ data: z.array(accountNftSchema) }),
})

export type AccountNftsResponse = z.infer<NonNullable<typeof accountNftsRoute.response>>
