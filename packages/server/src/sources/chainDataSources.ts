import { z } from 'zod'
import { InvalidDataSourceConfigError } from './dataSourceErrors.js'
import { type PriceDriverConfig, priceDriversSchema } from './prices/priceDriversConfig.js'

/** Where a chain's history and discovery come from. */
export type HistorySourceConfig =
  | {
      /** The built-in indexer: reads every block from `startBlock`. For devnets and appchains. */
      driver: 'indexer'
      /** First block indexed on a fresh database. Default: the indexer's `startBlock` (0). */
      startBlock?: number | undefined
    }
  | {
      /** An Otterscan API (`ots_*`, level 8) on the chain's own node: Erigon, Reth, anvil. */
      driver: 'otterscan'
      /** The node serving `ots_*` and `eth_getLogs`. Default: the chain's `rpcUrl`. */
      url?: string | undefined
      /** Most blocks one `eth_getLogs` may span (a node's limit, e.g. Reth's 100,000). Default: no limit. */
      maxLogsBlockRange?: number | undefined
    }
  | {
      /** An Etherscan-compatible API: Blockscout, Etherscan (v2) or Routescan. */
      driver: 'etherscan'
      /** The API's base, e.g. `https://eth.blockscout.com/api` or `https://api.etherscan.io/v2/api`. */
      url: string
      apiKey?: string | undefined
    }

/** Which ERC-20s a chain's balances read, and through which Multicall3. */
type TokenSourceConfig = {
  /**
   * Token lists in the tokenlists.org schema, their tokens on this chain read for every account:
   * `'uniswap-default'` (the bundled `@uniswap/default-token-list`) or a URL (fetched under the
   * NFT metadata policy, kept an hour). Default: `['uniswap-default']`.
   */
  lists?: string[] | undefined
  /** Multicall3's address. Default: the canonical `0xcA11bde05977b3631167028862bE2a173976CA11`. */
  multicall3?: string | undefined
}

/**
 * A chain's data sources, one optional key per kind of data. A kind left out uses its default
 * (history: the built-in indexer; tokens: the bundled Uniswap list and the canonical Multicall3).
 */
export type ChainDataSources = {
  history?: HistorySourceConfig | undefined
  tokens?: TokenSourceConfig | undefined
  /**
   * Price drivers in order (`chainlink`, `uniswap-v3-twap`, `http`, `fixed`): a token takes the
   * first fresh answer. Default: none (the server's fixed table only).
   */
  prices?: PriceDriverConfig[] | undefined
}

const historySourceConfigSchema = z.discriminatedUnion('driver', [
  z
    .object({ driver: z.literal('indexer'), startBlock: z.number().int().min(0).optional() })
    .strict(),
  z
    .object({
      driver: z.literal('otterscan'),
      url: z.string().url().optional(),
      maxLogsBlockRange: z.number().int().positive().optional(),
    })
    .strict(),
  z
    .object({
      driver: z.literal('etherscan'),
      url: z.string().url(),
      apiKey: z.string().min(1).optional(),
    })
    .strict(),
])

const tokenSourceConfigSchema = z
  .object({
    lists: z.array(z.union([z.literal('uniswap-default'), z.string().url()])).optional(),
    multicall3: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
      .optional(),
  })
  .strict()

/** The schema of `chains[].data` (and of each entry of `AIRLOCK_DATA_SOURCES`). */
export const chainDataSourcesSchema = z
  .object({
    history: historySourceConfigSchema.optional(),
    tokens: tokenSourceConfigSchema.optional(),
    prices: priceDriversSchema.optional(),
  })
  .strict()

/** Checks one chain's data sources; throws `InvalidDataSourceConfigError` naming the chain and field. */
export function parseChainDataSources(chainId: number, value: unknown): ChainDataSources {
  if (value === undefined) return {}
  const parsed = chainDataSourcesSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new InvalidDataSourceConfigError(
    chainId,
    `${['data', ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`,
  )
}
