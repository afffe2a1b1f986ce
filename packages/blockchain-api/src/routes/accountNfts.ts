import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipNetworkIdSchema, evmAddressSchema } from './primitives.js'

/** One NFT held by an account: an ERC-721 token, or an ERC-1155 id. */
export const accountNftSchema = z.object({
  chainId: caipNetworkIdSchema,
  contract: z.string(),
  tokenId: z.string(),
  /** Units held, a decimal string: `'1'` for an ERC-721 token, the balance of an ERC-1155 id. */
  balance: z.optional(z.string()),
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
