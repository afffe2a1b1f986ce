import type { PublicClient } from 'viem'
import { z } from 'zod'
import { createChainlinkPrices } from './createChainlinkPrices.js'
import { createHttpPrices } from './createHttpPrices.js'
import { createUniswapV3TwapPrices } from './createUniswapV3TwapPrices.js'
import type { PriceDriver } from './priceDriver.js'
import { PriceDriverNeedsEvmChainError } from './priceErrors.js'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
const tokenRef = z.union([z.literal('native'), address])
const ttlSeconds = z.number().positive().optional()

const chainlinkSchema = z
  .object({
    driver: z.literal('chainlink'),
    /** Feeds by token ('native' or its address). */
    feeds: z.record(
      tokenRef,
      z
        .object({
          address,
          heartbeatSeconds: z.number().int().positive(),
          decimals: z.number().int().min(0).max(36),
        })
        .strict(),
    ),
    multicall3: address.optional(),
    ttlSeconds,
  })
  .strict()

const twapSchema = z
  .object({
    driver: z.literal('uniswap-v3-twap'),
    weth: address,
    pools: z.array(
      z.object({ token: tokenRef, pool: address, quote: z.enum(['usd', 'native']) }).strict(),
    ),
    windowSeconds: z.number().int().positive().max(4_294_967_295).optional(),
    ttlSeconds,
  })
  .strict()

const httpSchema = z
  .object({
    driver: z.literal('http'),
    shape: z.enum(['coingecko', 'defillama']),
    url: z.string().url(),
    apiKey: z.string().min(1).optional(),
    platform: z.string().min(1).optional(),
    nativeId: z.string().min(1).optional(),
    ttlSeconds,
  })
  .strict()

const fixedSchema = z
  .object({
    driver: z.literal('fixed'),
    /** USD prices by token: 'native', an address or a Solana mint. */
    prices: z.record(z.string().min(1), z.number().nonnegative()),
  })
  .strict()

/** The schema of `chains[].data.prices`: drivers in order, the first fresh answer wins. */
export const priceDriversSchema = z
  .array(z.discriminatedUnion('driver', [chainlinkSchema, twapSchema, httpSchema, fixedSchema]))
  .min(1)

/** The schema of a non-EVM network's prices (by CAIP-2 id): the HTTP driver or a fixed table. */
export const networkPriceDriversSchema = z
  .array(z.discriminatedUnion('driver', [httpSchema, fixedSchema]))
  .min(1)

export type PriceDriverConfig = z.infer<typeof priceDriversSchema>[number]

/** Default time an answer is kept, by driver, in seconds. */
const defaultPriceTtlSeconds = { chainlink: 30, 'uniswap-v3-twap': 30, http: 60 } as const

/** Default TWAP window: 30 minutes. */
const defaultTwapWindowSeconds = 1800

/** Builds one network's drivers; `client` is its RPC client (none for a non-EVM network). */
export function createPriceDrivers(
  configs: readonly PriceDriverConfig[],
  client: PublicClient | undefined,
): PriceDriver[] {
  return configs.map((config): PriceDriver => {
    if (config.driver === 'fixed') {
      const prices = new Map(
        Object.entries(config.prices).map(([token, usd]) => [token.toLowerCase(), usd]),
      )
      return {
        name: 'fixed',
        ttlMs: Number.POSITIVE_INFINITY,
        getQuotes: async (tokens) =>
          tokens.map((token) => {
            const usd = prices.get(token.address.toLowerCase())
            return usd === undefined ? undefined : { usd }
          }),
      }
    }
    const ttlMs = (config.ttlSeconds ?? defaultPriceTtlSeconds[config.driver]) * 1000
    if (config.driver === 'http') return createHttpPrices({ ...config, ttlMs })
    if (!client) throw new PriceDriverNeedsEvmChainError(config.driver)
    if (config.driver === 'chainlink') {
      return createChainlinkPrices({
        client,
        feeds: config.feeds as Parameters<typeof createChainlinkPrices>[0]['feeds'],
        multicall3: config.multicall3 as `0x${string}` | undefined,
        ttlMs,
      })
    }
    return createUniswapV3TwapPrices({
      client,
      weth: config.weth as `0x${string}`,
      pools: config.pools as Parameters<typeof createUniswapV3TwapPrices>[0]['pools'],
      windowSeconds: config.windowSeconds ?? defaultTwapWindowSeconds,
      ttlMs,
    })
  })
}

export type NetworkPriceDriverConfig = z.infer<typeof networkPriceDriversSchema>[number]
