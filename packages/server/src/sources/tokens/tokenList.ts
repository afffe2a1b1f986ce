import { createRequire } from 'node:module'
import { z } from 'zod'
import { DataSourceResponseError } from '../dataSourceErrors.js'

/** A token of a list, on one chain; `address` lowercase. */
export type ListedToken = { address: string; name: string; symbol: string; decimals: number }

/** The parts of the tokenlists.org schema (`https://uniswap.org/tokenlist.schema.json`) read here. */
const tokenListSchema = z.object({
  name: z.string(),
  tokens: z.array(
    z.object({
      chainId: z.number().int(),
      /** Not only EVM addresses: the Uniswap list names Solana mints too. */
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int().min(0).max(255),
    }),
  ),
})

/** The tokens a list (tokenlists.org schema) names on `chainId`; throws on another shape. */
export function tokensOfList(list: unknown, chainId: number): ListedToken[] {
  const parsed = tokenListSchema.safeParse(list)
  if (!parsed.success) {
    throw new DataSourceResponseError(
      'token list',
      'not in the tokenlists.org schema',
      parsed.error,
    )
  }
  return parsed.data.tokens
    .filter((token) => token.chainId === chainId && /^0x[0-9a-fA-F]{40}$/.test(token.address))
    .map((token) => ({
      address: token.address.toLowerCase(),
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
    }))
}

let uniswapDefault: unknown
/** `@uniswap/default-token-list`, read once on first use. */
export function bundledUniswapList(): unknown {
  uniswapDefault ??= createRequire(import.meta.url)('@uniswap/default-token-list')
  return uniswapDefault
}
